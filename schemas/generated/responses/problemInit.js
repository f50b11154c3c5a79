/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate13;
export default validate13;
const schema14 = {"$defs":{"titleValue":{"type":"object","required":["title","value"],"properties":{"title":{"type":"string"},"value":{"type":"integer"}}},"order":{"type":"object","required":["orderNo","productLogo","productName","status","list","isShow"],"properties":{"orderNo":{"type":"string"},"productLogo":{"type":"string"},"productName":{"type":"string"},"status":{"type":"string"},"list":{"type":"array","items":{"type":"object","required":["title","value"],"properties":{"title":{"type":"string"},"value":{"type":"string"}}}},"isShow":{"enum":[0,1]}}}},"type":"object","required":["problemType","problemSonType","orderDetail","orderList"],"properties":{"problemType":{"type":"array","items":{"$ref":"#/$defs/titleValue"}},"problemSonType":{"type":"array","items":{"$ref":"#/$defs/titleValue"}},"orderDetail":{"$ref":"#/$defs/order"},"orderList":{"type":"array","items":{"$ref":"#/$defs/order"}}}};
const schema15 = {"type":"object","required":["title","value"],"properties":{"title":{"type":"string"},"value":{"type":"integer"}}};
const schema17 = {"type":"object","required":["orderNo","productLogo","productName","status","list","isShow"],"properties":{"orderNo":{"type":"string"},"productLogo":{"type":"string"},"productName":{"type":"string"},"status":{"type":"string"},"list":{"type":"array","items":{"type":"object","required":["title","value"],"properties":{"title":{"type":"string"},"value":{"type":"string"}}}},"isShow":{"enum":[0,1]}}};

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((data.problemType === undefined) && (missing0 = "problemType")) || ((data.problemSonType === undefined) && (missing0 = "problemSonType"))) || ((data.orderDetail === undefined) && (missing0 = "orderDetail"))) || ((data.orderList === undefined) && (missing0 = "orderList"))){
validate13.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.problemType !== undefined){
let data0 = data.problemType;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
const _errs4 = errors;
if(errors === _errs4){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.title === undefined) && (missing1 = "title")) || ((data1.value === undefined) && (missing1 = "value"))){
validate13.errors = [{instancePath:instancePath+"/problemType/" + i0,schemaPath:"#/$defs/titleValue/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.title !== undefined){
const _errs6 = errors;
if(typeof data1.title !== "string"){
validate13.errors = [{instancePath:instancePath+"/problemType/" + i0+"/title",schemaPath:"#/$defs/titleValue/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs6 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data1.value !== undefined){
let data3 = data1.value;
const _errs8 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate13.errors = [{instancePath:instancePath+"/problemType/" + i0+"/value",schemaPath:"#/$defs/titleValue/properties/value/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid3 = _errs8 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/problemType/" + i0,schemaPath:"#/$defs/titleValue/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/problemType",schemaPath:"#/properties/problemType/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.problemSonType !== undefined){
let data4 = data.problemSonType;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
var valid4 = true;
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
const _errs12 = errors;
const _errs13 = errors;
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing2;
if(((data5.title === undefined) && (missing2 = "title")) || ((data5.value === undefined) && (missing2 = "value"))){
validate13.errors = [{instancePath:instancePath+"/problemSonType/" + i1,schemaPath:"#/$defs/titleValue/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data5.title !== undefined){
const _errs15 = errors;
if(typeof data5.title !== "string"){
validate13.errors = [{instancePath:instancePath+"/problemSonType/" + i1+"/title",schemaPath:"#/$defs/titleValue/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs15 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data5.value !== undefined){
let data7 = data5.value;
const _errs17 = errors;
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
validate13.errors = [{instancePath:instancePath+"/problemSonType/" + i1+"/value",schemaPath:"#/$defs/titleValue/properties/value/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid6 = _errs17 === errors;
}
else {
var valid6 = true;
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/problemSonType/" + i1,schemaPath:"#/$defs/titleValue/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs12 === errors;
if(!valid4){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/problemSonType",schemaPath:"#/properties/problemSonType/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.orderDetail !== undefined){
let data8 = data.orderDetail;
const _errs19 = errors;
const _errs20 = errors;
if(errors === _errs20){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing3;
if(((((((data8.orderNo === undefined) && (missing3 = "orderNo")) || ((data8.productLogo === undefined) && (missing3 = "productLogo"))) || ((data8.productName === undefined) && (missing3 = "productName"))) || ((data8.status === undefined) && (missing3 = "status"))) || ((data8.list === undefined) && (missing3 = "list"))) || ((data8.isShow === undefined) && (missing3 = "isShow"))){
validate13.errors = [{instancePath:instancePath+"/orderDetail",schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data8.orderNo !== undefined){
const _errs22 = errors;
if(typeof data8.orderNo !== "string"){
validate13.errors = [{instancePath:instancePath+"/orderDetail/orderNo",schemaPath:"#/$defs/order/properties/orderNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs22 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data8.productLogo !== undefined){
const _errs24 = errors;
if(typeof data8.productLogo !== "string"){
validate13.errors = [{instancePath:instancePath+"/orderDetail/productLogo",schemaPath:"#/$defs/order/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs24 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data8.productName !== undefined){
const _errs26 = errors;
if(typeof data8.productName !== "string"){
validate13.errors = [{instancePath:instancePath+"/orderDetail/productName",schemaPath:"#/$defs/order/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs26 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data8.status !== undefined){
const _errs28 = errors;
if(typeof data8.status !== "string"){
validate13.errors = [{instancePath:instancePath+"/orderDetail/status",schemaPath:"#/$defs/order/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs28 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data8.list !== undefined){
let data13 = data8.list;
const _errs30 = errors;
if(errors === _errs30){
if(Array.isArray(data13)){
var valid9 = true;
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
const _errs32 = errors;
if(errors === _errs32){
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
let missing4;
if(((data14.title === undefined) && (missing4 = "title")) || ((data14.value === undefined) && (missing4 = "value"))){
validate13.errors = [{instancePath:instancePath+"/orderDetail/list/" + i2,schemaPath:"#/$defs/order/properties/list/items/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data14.title !== undefined){
const _errs34 = errors;
if(typeof data14.title !== "string"){
validate13.errors = [{instancePath:instancePath+"/orderDetail/list/" + i2+"/title",schemaPath:"#/$defs/order/properties/list/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs34 === errors;
}
else {
var valid10 = true;
}
if(valid10){
if(data14.value !== undefined){
const _errs36 = errors;
if(typeof data14.value !== "string"){
validate13.errors = [{instancePath:instancePath+"/orderDetail/list/" + i2+"/value",schemaPath:"#/$defs/order/properties/list/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs36 === errors;
}
else {
var valid10 = true;
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/orderDetail/list/" + i2,schemaPath:"#/$defs/order/properties/list/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid9 = _errs32 === errors;
if(!valid9){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/orderDetail/list",schemaPath:"#/$defs/order/properties/list/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid8 = _errs30 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data8.isShow !== undefined){
let data17 = data8.isShow;
const _errs38 = errors;
if(!((data17 === 0) || (data17 === 1))){
validate13.errors = [{instancePath:instancePath+"/orderDetail/isShow",schemaPath:"#/$defs/order/properties/isShow/enum",keyword:"enum",params:{allowedValues: schema17.properties.isShow.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid8 = _errs38 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/orderDetail",schemaPath:"#/$defs/order/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.orderList !== undefined){
let data18 = data.orderList;
const _errs39 = errors;
if(errors === _errs39){
if(Array.isArray(data18)){
var valid11 = true;
const len3 = data18.length;
for(let i3=0; i3<len3; i3++){
let data19 = data18[i3];
const _errs41 = errors;
const _errs42 = errors;
if(errors === _errs42){
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
let missing5;
if(((((((data19.orderNo === undefined) && (missing5 = "orderNo")) || ((data19.productLogo === undefined) && (missing5 = "productLogo"))) || ((data19.productName === undefined) && (missing5 = "productName"))) || ((data19.status === undefined) && (missing5 = "status"))) || ((data19.list === undefined) && (missing5 = "list"))) || ((data19.isShow === undefined) && (missing5 = "isShow"))){
validate13.errors = [{instancePath:instancePath+"/orderList/" + i3,schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
if(data19.orderNo !== undefined){
const _errs44 = errors;
if(typeof data19.orderNo !== "string"){
validate13.errors = [{instancePath:instancePath+"/orderList/" + i3+"/orderNo",schemaPath:"#/$defs/order/properties/orderNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs44 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data19.productLogo !== undefined){
const _errs46 = errors;
if(typeof data19.productLogo !== "string"){
validate13.errors = [{instancePath:instancePath+"/orderList/" + i3+"/productLogo",schemaPath:"#/$defs/order/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs46 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data19.productName !== undefined){
const _errs48 = errors;
if(typeof data19.productName !== "string"){
validate13.errors = [{instancePath:instancePath+"/orderList/" + i3+"/productName",schemaPath:"#/$defs/order/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs48 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data19.status !== undefined){
const _errs50 = errors;
if(typeof data19.status !== "string"){
validate13.errors = [{instancePath:instancePath+"/orderList/" + i3+"/status",schemaPath:"#/$defs/order/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs50 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data19.list !== undefined){
let data24 = data19.list;
const _errs52 = errors;
if(errors === _errs52){
if(Array.isArray(data24)){
var valid14 = true;
const len4 = data24.length;
for(let i4=0; i4<len4; i4++){
let data25 = data24[i4];
const _errs54 = errors;
if(errors === _errs54){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing6;
if(((data25.title === undefined) && (missing6 = "title")) || ((data25.value === undefined) && (missing6 = "value"))){
validate13.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list/" + i4,schemaPath:"#/$defs/order/properties/list/items/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
if(data25.title !== undefined){
const _errs56 = errors;
if(typeof data25.title !== "string"){
validate13.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list/" + i4+"/title",schemaPath:"#/$defs/order/properties/list/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid15 = _errs56 === errors;
}
else {
var valid15 = true;
}
if(valid15){
if(data25.value !== undefined){
const _errs58 = errors;
if(typeof data25.value !== "string"){
validate13.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list/" + i4+"/value",schemaPath:"#/$defs/order/properties/list/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid15 = _errs58 === errors;
}
else {
var valid15 = true;
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list/" + i4,schemaPath:"#/$defs/order/properties/list/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid14 = _errs54 === errors;
if(!valid14){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/orderList/" + i3+"/list",schemaPath:"#/$defs/order/properties/list/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid13 = _errs52 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data19.isShow !== undefined){
let data28 = data19.isShow;
const _errs60 = errors;
if(!((data28 === 0) || (data28 === 1))){
validate13.errors = [{instancePath:instancePath+"/orderList/" + i3+"/isShow",schemaPath:"#/$defs/order/properties/isShow/enum",keyword:"enum",params:{allowedValues: schema17.properties.isShow.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid13 = _errs60 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/orderList/" + i3,schemaPath:"#/$defs/order/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid11 = _errs41 === errors;
if(!valid11){
break;
}
}
}
else {
validate13.errors = [{instancePath:instancePath+"/orderList",schemaPath:"#/properties/orderList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
else {
validate13.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate13.errors = vErrors;
return errors === 0;
}

