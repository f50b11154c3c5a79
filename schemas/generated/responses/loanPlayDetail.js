/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate32;
export default validate32;
const schema38 = {"type":"object","required":["repayAmount","productName","productLogo","repayDate","detail","repayPlan","repayList","noticeMsg","defDetail","isShowReyTop"],"properties":{"repayAmount":{"type":"string"},"productName":{"type":"string"},"productLogo":{"type":"string"},"repayDate":{"type":"string"},"detail":{"type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}},"repayPlan":{"type":"array","items":{"type":"object","required":["title","amount","time"],"properties":{"remark":{"type":"string"},"title":{"type":"string"},"amount":{"type":"string"},"time":{"type":"string"}}}},"repayList":{"type":"array","items":{"type":"object","required":["name","logo","channel_number"],"properties":{"name":{"type":"string"},"logo":{"type":"string"},"channel_number":{"type":"string"}}}},"noticeMsg":{"type":"string"},"defDetail":{"type":"object","required":["payCode","logo","title","payNotice"],"properties":{"payCode":{"type":"string"},"logo":{"type":"string"},"title":{"type":"string"},"payNotice":{"type":"array","items":{"type":"object","required":["name","steps"],"properties":{"name":{"type":"string"},"steps":{"type":"array","items":{"type":"string"}}}}}}},"isShowReyTop":{"type":"integer","enum":[0,1]}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.repayAmount === undefined) && (missing0 = "repayAmount")) || ((data.productName === undefined) && (missing0 = "productName"))) || ((data.productLogo === undefined) && (missing0 = "productLogo"))) || ((data.repayDate === undefined) && (missing0 = "repayDate"))) || ((data.detail === undefined) && (missing0 = "detail"))) || ((data.repayPlan === undefined) && (missing0 = "repayPlan"))) || ((data.repayList === undefined) && (missing0 = "repayList"))) || ((data.noticeMsg === undefined) && (missing0 = "noticeMsg"))) || ((data.defDetail === undefined) && (missing0 = "defDetail"))) || ((data.isShowReyTop === undefined) && (missing0 = "isShowReyTop"))){
validate32.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.repayAmount !== undefined){
const _errs1 = errors;
if(typeof data.repayAmount !== "string"){
validate32.errors = [{instancePath:instancePath+"/repayAmount",schemaPath:"#/properties/repayAmount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productName !== undefined){
const _errs3 = errors;
if(typeof data.productName !== "string"){
validate32.errors = [{instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productLogo !== undefined){
const _errs5 = errors;
if(typeof data.productLogo !== "string"){
validate32.errors = [{instancePath:instancePath+"/productLogo",schemaPath:"#/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayDate !== undefined){
const _errs7 = errors;
if(typeof data.repayDate !== "string"){
validate32.errors = [{instancePath:instancePath+"/repayDate",schemaPath:"#/properties/repayDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
let data4 = data.detail;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs11 = errors;
if(errors === _errs11){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((data5.text === undefined) && (missing1 = "text")) || ((data5.value === undefined) && (missing1 = "value"))){
validate32.errors = [{instancePath:instancePath+"/detail/" + i0,schemaPath:"#/properties/detail/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data5.text !== undefined){
const _errs13 = errors;
if(typeof data5.text !== "string"){
validate32.errors = [{instancePath:instancePath+"/detail/" + i0+"/text",schemaPath:"#/properties/detail/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data5.value !== undefined){
const _errs15 = errors;
if(typeof data5.value !== "string"){
validate32.errors = [{instancePath:instancePath+"/detail/" + i0+"/value",schemaPath:"#/properties/detail/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/detail/" + i0,schemaPath:"#/properties/detail/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayPlan !== undefined){
let data8 = data.repayPlan;
const _errs17 = errors;
if(errors === _errs17){
if(Array.isArray(data8)){
var valid3 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs19 = errors;
if(errors === _errs19){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if((((data9.title === undefined) && (missing2 = "title")) || ((data9.amount === undefined) && (missing2 = "amount"))) || ((data9.time === undefined) && (missing2 = "time"))){
validate32.errors = [{instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data9.remark !== undefined){
const _errs21 = errors;
if(typeof data9.remark !== "string"){
validate32.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/remark",schemaPath:"#/properties/repayPlan/items/properties/remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs21 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.title !== undefined){
const _errs23 = errors;
if(typeof data9.title !== "string"){
validate32.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/title",schemaPath:"#/properties/repayPlan/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.amount !== undefined){
const _errs25 = errors;
if(typeof data9.amount !== "string"){
validate32.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/amount",schemaPath:"#/properties/repayPlan/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data9.time !== undefined){
const _errs27 = errors;
if(typeof data9.time !== "string"){
validate32.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/time",schemaPath:"#/properties/repayPlan/items/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs19 === errors;
if(!valid3){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/repayPlan",schemaPath:"#/properties/repayPlan/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs17 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayList !== undefined){
let data14 = data.repayList;
const _errs29 = errors;
if(errors === _errs29){
if(Array.isArray(data14)){
var valid5 = true;
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
let data15 = data14[i2];
const _errs31 = errors;
if(errors === _errs31){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing3;
if((((data15.name === undefined) && (missing3 = "name")) || ((data15.logo === undefined) && (missing3 = "logo"))) || ((data15.channel_number === undefined) && (missing3 = "channel_number"))){
validate32.errors = [{instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/properties/repayList/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data15.name !== undefined){
const _errs33 = errors;
if(typeof data15.name !== "string"){
validate32.errors = [{instancePath:instancePath+"/repayList/" + i2+"/name",schemaPath:"#/properties/repayList/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs33 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.logo !== undefined){
const _errs35 = errors;
if(typeof data15.logo !== "string"){
validate32.errors = [{instancePath:instancePath+"/repayList/" + i2+"/logo",schemaPath:"#/properties/repayList/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs35 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data15.channel_number !== undefined){
const _errs37 = errors;
if(typeof data15.channel_number !== "string"){
validate32.errors = [{instancePath:instancePath+"/repayList/" + i2+"/channel_number",schemaPath:"#/properties/repayList/items/properties/channel_number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs37 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/properties/repayList/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs31 === errors;
if(!valid5){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/repayList",schemaPath:"#/properties/repayList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noticeMsg !== undefined){
const _errs39 = errors;
if(typeof data.noticeMsg !== "string"){
validate32.errors = [{instancePath:instancePath+"/noticeMsg",schemaPath:"#/properties/noticeMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.defDetail !== undefined){
let data20 = data.defDetail;
const _errs41 = errors;
if(errors === _errs41){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing4;
if(((((data20.payCode === undefined) && (missing4 = "payCode")) || ((data20.logo === undefined) && (missing4 = "logo"))) || ((data20.title === undefined) && (missing4 = "title"))) || ((data20.payNotice === undefined) && (missing4 = "payNotice"))){
validate32.errors = [{instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data20.payCode !== undefined){
const _errs43 = errors;
if(typeof data20.payCode !== "string"){
validate32.errors = [{instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/properties/defDetail/properties/payCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs43 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data20.logo !== undefined){
const _errs45 = errors;
if(typeof data20.logo !== "string"){
validate32.errors = [{instancePath:instancePath+"/defDetail/logo",schemaPath:"#/properties/defDetail/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs45 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data20.title !== undefined){
const _errs47 = errors;
if(typeof data20.title !== "string"){
validate32.errors = [{instancePath:instancePath+"/defDetail/title",schemaPath:"#/properties/defDetail/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid7 = _errs47 === errors;
}
else {
var valid7 = true;
}
if(valid7){
if(data20.payNotice !== undefined){
let data24 = data20.payNotice;
const _errs49 = errors;
if(errors === _errs49){
if(Array.isArray(data24)){
var valid8 = true;
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
let data25 = data24[i3];
const _errs51 = errors;
if(errors === _errs51){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing5;
if(((data25.name === undefined) && (missing5 = "name")) || ((data25.steps === undefined) && (missing5 = "steps"))){
validate32.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3,schemaPath:"#/properties/defDetail/properties/payNotice/items/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
if(data25.name !== undefined){
const _errs53 = errors;
if(typeof data25.name !== "string"){
validate32.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3+"/name",schemaPath:"#/properties/defDetail/properties/payNotice/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs53 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data25.steps !== undefined){
let data27 = data25.steps;
const _errs55 = errors;
if(errors === _errs55){
if(Array.isArray(data27)){
var valid10 = true;
const len4 = data27.length;
for(let i4=0; i4<len4; i4++){
const _errs57 = errors;
if(typeof data27[i4] !== "string"){
validate32.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3+"/steps/" + i4,schemaPath:"#/properties/defDetail/properties/payNotice/items/properties/steps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid10 = _errs57 === errors;
if(!valid10){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3+"/steps",schemaPath:"#/properties/defDetail/properties/payNotice/items/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid9 = _errs55 === errors;
}
else {
var valid9 = true;
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3,schemaPath:"#/properties/defDetail/properties/payNotice/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid8 = _errs51 === errors;
if(!valid8){
break;
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/defDetail/payNotice",schemaPath:"#/properties/defDetail/properties/payNotice/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid7 = _errs49 === errors;
}
else {
var valid7 = true;
}
}
}
}
}
}
else {
validate32.errors = [{instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isShowReyTop !== undefined){
let data29 = data.isShowReyTop;
const _errs59 = errors;
if(!((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29)))){
validate32.errors = [{instancePath:instancePath+"/isShowReyTop",schemaPath:"#/properties/isShowReyTop/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data29 === 0) || (data29 === 1))){
validate32.errors = [{instancePath:instancePath+"/isShowReyTop",schemaPath:"#/properties/isShowReyTop/enum",keyword:"enum",params:{allowedValues: schema38.properties.isShowReyTop.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs59 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
}
}
}
}
}
}
}
else {
validate32.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate32.errors = vErrors;
return errors === 0;
}

