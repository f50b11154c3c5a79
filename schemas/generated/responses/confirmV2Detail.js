/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate40;
export default validate40;
const schema50 = {"type":"object","required":["productLogo","productName","loanAmount","periods","termUnit","rateDesc","detailList","repayPlan","firstPayTime","firstPeriodDay","isPopType","popTitle","popContent","popAgreementUrl","NewButtonMsg","NewPopMsg"],"properties":{"productLogo":{"type":"string"},"productName":{"type":"string"},"loanAmount":{"type":"number"},"periods":{"type":"integer","minimum":1},"termUnit":{"type":"integer","minimum":1},"rateDesc":{"type":"string"},"detailList":{"type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}},"repayPlan":{"type":"array","items":{"type":"object","required":["amount","description","payTime"],"properties":{"amount":{"type":"string"},"description":{"type":"string"},"payTime":{"type":"string"}}}},"firstPayTime":{"type":"string"},"firstPeriodDay":{"type":"integer"},"isPopType":{"type":"integer","enum":[0,1]},"popTitle":{"type":"string"},"popContent":{"type":"string"},"popAgreementUrl":{"type":"string"},"NewButtonMsg":{"type":"string"},"NewPopMsg":{"type":"string"}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((((((((data.productLogo === undefined) && (missing0 = "productLogo")) || ((data.productName === undefined) && (missing0 = "productName"))) || ((data.loanAmount === undefined) && (missing0 = "loanAmount"))) || ((data.periods === undefined) && (missing0 = "periods"))) || ((data.termUnit === undefined) && (missing0 = "termUnit"))) || ((data.rateDesc === undefined) && (missing0 = "rateDesc"))) || ((data.detailList === undefined) && (missing0 = "detailList"))) || ((data.repayPlan === undefined) && (missing0 = "repayPlan"))) || ((data.firstPayTime === undefined) && (missing0 = "firstPayTime"))) || ((data.firstPeriodDay === undefined) && (missing0 = "firstPeriodDay"))) || ((data.isPopType === undefined) && (missing0 = "isPopType"))) || ((data.popTitle === undefined) && (missing0 = "popTitle"))) || ((data.popContent === undefined) && (missing0 = "popContent"))) || ((data.popAgreementUrl === undefined) && (missing0 = "popAgreementUrl"))) || ((data.NewButtonMsg === undefined) && (missing0 = "NewButtonMsg"))) || ((data.NewPopMsg === undefined) && (missing0 = "NewPopMsg"))){
validate40.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.productLogo !== undefined){
const _errs1 = errors;
if(typeof data.productLogo !== "string"){
validate40.errors = [{instancePath:instancePath+"/productLogo",schemaPath:"#/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate40.errors = [{instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.loanAmount !== undefined){
const _errs5 = errors;
if(!(typeof data.loanAmount == "number")){
validate40.errors = [{instancePath:instancePath+"/loanAmount",schemaPath:"#/properties/loanAmount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.periods !== undefined){
let data3 = data.periods;
const _errs7 = errors;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
validate40.errors = [{instancePath:instancePath+"/periods",schemaPath:"#/properties/periods/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
validate40.errors = [{instancePath:instancePath+"/periods",schemaPath:"#/properties/periods/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.termUnit !== undefined){
let data4 = data.termUnit;
const _errs9 = errors;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
validate40.errors = [{instancePath:instancePath+"/termUnit",schemaPath:"#/properties/termUnit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if(typeof data4 == "number"){
if(data4 < 1 || isNaN(data4)){
validate40.errors = [{instancePath:instancePath+"/termUnit",schemaPath:"#/properties/termUnit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
return false;
}
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.rateDesc !== undefined){
const _errs11 = errors;
if(typeof data.rateDesc !== "string"){
validate40.errors = [{instancePath:instancePath+"/rateDesc",schemaPath:"#/properties/rateDesc/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detailList !== undefined){
let data6 = data.detailList;
const _errs13 = errors;
if(errors === _errs13){
if(Array.isArray(data6)){
var valid1 = true;
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
const _errs15 = errors;
if(errors === _errs15){
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
let missing1;
if(((data7.text === undefined) && (missing1 = "text")) || ((data7.value === undefined) && (missing1 = "value"))){
validate40.errors = [{instancePath:instancePath+"/detailList/" + i0,schemaPath:"#/properties/detailList/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data7.text !== undefined){
const _errs17 = errors;
if(typeof data7.text !== "string"){
validate40.errors = [{instancePath:instancePath+"/detailList/" + i0+"/text",schemaPath:"#/properties/detailList/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data7.value !== undefined){
const _errs19 = errors;
if(typeof data7.value !== "string"){
validate40.errors = [{instancePath:instancePath+"/detailList/" + i0+"/value",schemaPath:"#/properties/detailList/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/detailList/" + i0,schemaPath:"#/properties/detailList/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs15 === errors;
if(!valid1){
break;
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/detailList",schemaPath:"#/properties/detailList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayPlan !== undefined){
let data10 = data.repayPlan;
const _errs21 = errors;
if(errors === _errs21){
if(Array.isArray(data10)){
var valid3 = true;
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
const _errs23 = errors;
if(errors === _errs23){
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
let missing2;
if((((data11.amount === undefined) && (missing2 = "amount")) || ((data11.description === undefined) && (missing2 = "description"))) || ((data11.payTime === undefined) && (missing2 = "payTime"))){
validate40.errors = [{instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data11.amount !== undefined){
const _errs25 = errors;
if(typeof data11.amount !== "string"){
validate40.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/amount",schemaPath:"#/properties/repayPlan/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data11.description !== undefined){
const _errs27 = errors;
if(typeof data11.description !== "string"){
validate40.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/description",schemaPath:"#/properties/repayPlan/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs27 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data11.payTime !== undefined){
const _errs29 = errors;
if(typeof data11.payTime !== "string"){
validate40.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/payTime",schemaPath:"#/properties/repayPlan/items/properties/payTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs29 === errors;
}
else {
var valid4 = true;
}
}
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs23 === errors;
if(!valid3){
break;
}
}
}
else {
validate40.errors = [{instancePath:instancePath+"/repayPlan",schemaPath:"#/properties/repayPlan/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs21 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPayTime !== undefined){
const _errs31 = errors;
if(typeof data.firstPayTime !== "string"){
validate40.errors = [{instancePath:instancePath+"/firstPayTime",schemaPath:"#/properties/firstPayTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPeriodDay !== undefined){
let data16 = data.firstPeriodDay;
const _errs33 = errors;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
validate40.errors = [{instancePath:instancePath+"/firstPeriodDay",schemaPath:"#/properties/firstPeriodDay/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isPopType !== undefined){
let data17 = data.isPopType;
const _errs35 = errors;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
validate40.errors = [{instancePath:instancePath+"/isPopType",schemaPath:"#/properties/isPopType/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data17 === 0) || (data17 === 1))){
validate40.errors = [{instancePath:instancePath+"/isPopType",schemaPath:"#/properties/isPopType/enum",keyword:"enum",params:{allowedValues: schema50.properties.isPopType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.popTitle !== undefined){
const _errs37 = errors;
if(typeof data.popTitle !== "string"){
validate40.errors = [{instancePath:instancePath+"/popTitle",schemaPath:"#/properties/popTitle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs37 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.popContent !== undefined){
const _errs39 = errors;
if(typeof data.popContent !== "string"){
validate40.errors = [{instancePath:instancePath+"/popContent",schemaPath:"#/properties/popContent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.popAgreementUrl !== undefined){
const _errs41 = errors;
if(typeof data.popAgreementUrl !== "string"){
validate40.errors = [{instancePath:instancePath+"/popAgreementUrl",schemaPath:"#/properties/popAgreementUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.NewButtonMsg !== undefined){
const _errs43 = errors;
if(typeof data.NewButtonMsg !== "string"){
validate40.errors = [{instancePath:instancePath+"/NewButtonMsg",schemaPath:"#/properties/NewButtonMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.NewPopMsg !== undefined){
const _errs45 = errors;
if(typeof data.NewPopMsg !== "string"){
validate40.errors = [{instancePath:instancePath+"/NewPopMsg",schemaPath:"#/properties/NewPopMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs45 === errors;
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
else {
validate40.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate40.errors = vErrors;
return errors === 0;
}

