/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate47;
export default validate47;
const schema57 = {"type":"object","required":["orderStatus","noticeStatusText","noticeDesText","recProducts","productName","productLogo","userOrderDetail","h5Url","isDelay","telephone","isScore","playeduL","reyMsg","KindTipsMsg","cardNeedPop","cardPopTitle","cardPopMsg"],"properties":{"orderStatus":{"type":"integer"},"noticeStatusText":{"type":"string"},"noticeDesText":{"type":"string"},"recProducts":{"type":"array","items":{"type":"object","required":["logo","name","buttonText","isClick","amountRange","rangeDesc","rate","description","token"],"properties":{"logo":{"type":"string"},"name":{"type":"string"},"buttonText":{"type":"string"},"isClick":{"enum":[0,1]},"amountRange":{"type":"string"},"rangeDesc":{"type":"string"},"rate":{"type":"string"},"description":{"type":"string"},"token":{"type":"string"}}}},"productName":{"type":"string"},"productLogo":{"type":"string"},"userOrderDetail":{"type":"object","required":["detail"],"properties":{"detail":{"type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}}}},"h5Url":{"type":"string"},"isDelay":{"enum":["0","1"]},"telephone":{"type":"string"},"isScore":{"enum":["0","1"]},"playeduL":{"type":"string"},"reyMsg":{"type":"string"},"KindTipsMsg":{"type":"string"},"cardNeedPop":{"enum":[0,1]},"cardPopTitle":{"type":"string"},"cardPopMsg":{"type":"string"}}};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((((data.orderStatus === undefined) && (missing0 = "orderStatus")) || ((data.noticeStatusText === undefined) && (missing0 = "noticeStatusText"))) || ((data.noticeDesText === undefined) && (missing0 = "noticeDesText"))) || ((data.recProducts === undefined) && (missing0 = "recProducts"))) || ((data.productName === undefined) && (missing0 = "productName"))) || ((data.productLogo === undefined) && (missing0 = "productLogo"))) || ((data.userOrderDetail === undefined) && (missing0 = "userOrderDetail"))) || ((data.h5Url === undefined) && (missing0 = "h5Url"))) || ((data.isDelay === undefined) && (missing0 = "isDelay"))) || ((data.telephone === undefined) && (missing0 = "telephone"))) || ((data.isScore === undefined) && (missing0 = "isScore"))) || ((data.playeduL === undefined) && (missing0 = "playeduL"))) || ((data.reyMsg === undefined) && (missing0 = "reyMsg"))) || ((data.KindTipsMsg === undefined) && (missing0 = "KindTipsMsg"))) || ((data.cardNeedPop === undefined) && (missing0 = "cardNeedPop"))) || ((data.cardPopTitle === undefined) && (missing0 = "cardPopTitle"))) || ((data.cardPopMsg === undefined) && (missing0 = "cardPopMsg"))){
validate47.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.orderStatus !== undefined){
let data0 = data.orderStatus;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate47.errors = [{instancePath:instancePath+"/orderStatus",schemaPath:"#/properties/orderStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noticeStatusText !== undefined){
const _errs3 = errors;
if(typeof data.noticeStatusText !== "string"){
validate47.errors = [{instancePath:instancePath+"/noticeStatusText",schemaPath:"#/properties/noticeStatusText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noticeDesText !== undefined){
const _errs5 = errors;
if(typeof data.noticeDesText !== "string"){
validate47.errors = [{instancePath:instancePath+"/noticeDesText",schemaPath:"#/properties/noticeDesText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.recProducts !== undefined){
let data3 = data.recProducts;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid1 = true;
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing1;
if((((((((((data4.logo === undefined) && (missing1 = "logo")) || ((data4.name === undefined) && (missing1 = "name"))) || ((data4.buttonText === undefined) && (missing1 = "buttonText"))) || ((data4.isClick === undefined) && (missing1 = "isClick"))) || ((data4.amountRange === undefined) && (missing1 = "amountRange"))) || ((data4.rangeDesc === undefined) && (missing1 = "rangeDesc"))) || ((data4.rate === undefined) && (missing1 = "rate"))) || ((data4.description === undefined) && (missing1 = "description"))) || ((data4.token === undefined) && (missing1 = "token"))){
validate47.errors = [{instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.logo !== undefined){
const _errs11 = errors;
if(typeof data4.logo !== "string"){
validate47.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/logo",schemaPath:"#/properties/recProducts/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.name !== undefined){
const _errs13 = errors;
if(typeof data4.name !== "string"){
validate47.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/name",schemaPath:"#/properties/recProducts/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.buttonText !== undefined){
const _errs15 = errors;
if(typeof data4.buttonText !== "string"){
validate47.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/buttonText",schemaPath:"#/properties/recProducts/items/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.isClick !== undefined){
let data8 = data4.isClick;
const _errs17 = errors;
if(!((data8 === 0) || (data8 === 1))){
validate47.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/isClick",schemaPath:"#/properties/recProducts/items/properties/isClick/enum",keyword:"enum",params:{allowedValues: schema57.properties.recProducts.items.properties.isClick.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.amountRange !== undefined){
const _errs18 = errors;
if(typeof data4.amountRange !== "string"){
validate47.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/amountRange",schemaPath:"#/properties/recProducts/items/properties/amountRange/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs18 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.rangeDesc !== undefined){
const _errs20 = errors;
if(typeof data4.rangeDesc !== "string"){
validate47.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/rangeDesc",schemaPath:"#/properties/recProducts/items/properties/rangeDesc/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs20 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.rate !== undefined){
const _errs22 = errors;
if(typeof data4.rate !== "string"){
validate47.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/rate",schemaPath:"#/properties/recProducts/items/properties/rate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.description !== undefined){
const _errs24 = errors;
if(typeof data4.description !== "string"){
validate47.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/description",schemaPath:"#/properties/recProducts/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs24 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.token !== undefined){
const _errs26 = errors;
if(typeof data4.token !== "string"){
validate47.errors = [{instancePath:instancePath+"/recProducts/" + i0+"/token",schemaPath:"#/properties/recProducts/items/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs26 === errors;
}
else {
var valid2 = true;
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
validate47.errors = [{instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs9 === errors;
if(!valid1){
break;
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/recProducts",schemaPath:"#/properties/recProducts/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productName !== undefined){
const _errs28 = errors;
if(typeof data.productName !== "string"){
validate47.errors = [{instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs28 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productLogo !== undefined){
const _errs30 = errors;
if(typeof data.productLogo !== "string"){
validate47.errors = [{instancePath:instancePath+"/productLogo",schemaPath:"#/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs30 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userOrderDetail !== undefined){
let data16 = data.userOrderDetail;
const _errs32 = errors;
if(errors === _errs32){
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
let missing2;
if((data16.detail === undefined) && (missing2 = "detail")){
validate47.errors = [{instancePath:instancePath+"/userOrderDetail",schemaPath:"#/properties/userOrderDetail/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data16.detail !== undefined){
let data17 = data16.detail;
const _errs34 = errors;
if(errors === _errs34){
if(Array.isArray(data17)){
var valid4 = true;
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
const _errs36 = errors;
if(errors === _errs36){
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
let missing3;
if(((data18.text === undefined) && (missing3 = "text")) || ((data18.value === undefined) && (missing3 = "value"))){
validate47.errors = [{instancePath:instancePath+"/userOrderDetail/detail/" + i1,schemaPath:"#/properties/userOrderDetail/properties/detail/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data18.text !== undefined){
const _errs38 = errors;
if(typeof data18.text !== "string"){
validate47.errors = [{instancePath:instancePath+"/userOrderDetail/detail/" + i1+"/text",schemaPath:"#/properties/userOrderDetail/properties/detail/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs38 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data18.value !== undefined){
const _errs40 = errors;
if(typeof data18.value !== "string"){
validate47.errors = [{instancePath:instancePath+"/userOrderDetail/detail/" + i1+"/value",schemaPath:"#/properties/userOrderDetail/properties/detail/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs40 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/userOrderDetail/detail/" + i1,schemaPath:"#/properties/userOrderDetail/properties/detail/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs36 === errors;
if(!valid4){
break;
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/userOrderDetail/detail",schemaPath:"#/properties/userOrderDetail/properties/detail/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate47.errors = [{instancePath:instancePath+"/userOrderDetail",schemaPath:"#/properties/userOrderDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs32 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.h5Url !== undefined){
const _errs42 = errors;
if(typeof data.h5Url !== "string"){
validate47.errors = [{instancePath:instancePath+"/h5Url",schemaPath:"#/properties/h5Url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs42 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isDelay !== undefined){
let data22 = data.isDelay;
const _errs44 = errors;
if(!((data22 === "0") || (data22 === "1"))){
validate47.errors = [{instancePath:instancePath+"/isDelay",schemaPath:"#/properties/isDelay/enum",keyword:"enum",params:{allowedValues: schema57.properties.isDelay.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs44 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.telephone !== undefined){
const _errs45 = errors;
if(typeof data.telephone !== "string"){
validate47.errors = [{instancePath:instancePath+"/telephone",schemaPath:"#/properties/telephone/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs45 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isScore !== undefined){
let data24 = data.isScore;
const _errs47 = errors;
if(!((data24 === "0") || (data24 === "1"))){
validate47.errors = [{instancePath:instancePath+"/isScore",schemaPath:"#/properties/isScore/enum",keyword:"enum",params:{allowedValues: schema57.properties.isScore.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs47 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.playeduL !== undefined){
const _errs48 = errors;
if(typeof data.playeduL !== "string"){
validate47.errors = [{instancePath:instancePath+"/playeduL",schemaPath:"#/properties/playeduL/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs48 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.reyMsg !== undefined){
const _errs50 = errors;
if(typeof data.reyMsg !== "string"){
validate47.errors = [{instancePath:instancePath+"/reyMsg",schemaPath:"#/properties/reyMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs50 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.KindTipsMsg !== undefined){
const _errs52 = errors;
if(typeof data.KindTipsMsg !== "string"){
validate47.errors = [{instancePath:instancePath+"/KindTipsMsg",schemaPath:"#/properties/KindTipsMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs52 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardNeedPop !== undefined){
let data28 = data.cardNeedPop;
const _errs54 = errors;
if(!((data28 === 0) || (data28 === 1))){
validate47.errors = [{instancePath:instancePath+"/cardNeedPop",schemaPath:"#/properties/cardNeedPop/enum",keyword:"enum",params:{allowedValues: schema57.properties.cardNeedPop.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs54 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardPopTitle !== undefined){
const _errs55 = errors;
if(typeof data.cardPopTitle !== "string"){
validate47.errors = [{instancePath:instancePath+"/cardPopTitle",schemaPath:"#/properties/cardPopTitle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs55 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.cardPopMsg !== undefined){
const _errs57 = errors;
if(typeof data.cardPopMsg !== "string"){
validate47.errors = [{instancePath:instancePath+"/cardPopMsg",schemaPath:"#/properties/cardPopMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs57 === errors;
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
}
}
}
}
}
}
}
else {
validate47.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate47.errors = vErrors;
return errors === 0;
}

