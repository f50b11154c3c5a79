/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate36;
export default validate36;
const schema46 = {"type":"object","required":["comProductLogo","comProductName","amount","periods","termUnit","details","repay_plans","firstPayTime","firstPeriodDay","pRateDsc","sendSms","isPopType","popContent","popTitle","popAgreementUrl"],"properties":{"comProductLogo":{"type":"string"},"comProductName":{"type":"string"},"amount":{"type":"number"},"periods":{"type":"integer","minimum":1},"termUnit":{"type":"integer","minimum":1},"details":{"type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}},"repay_plans":{"type":"array","items":{"type":"object","required":["amount","description","pay_time"],"properties":{"amount":{"type":"string"},"description":{"type":"string"},"pay_time":{"type":"string"}}}},"firstPayTime":{"type":"string"},"firstPeriodDay":{"type":"integer"},"pRateDsc":{"type":"string"},"sendSms":{"type":"integer","enum":[0,1]},"isPopType":{"type":"integer","enum":[0,1]},"popContent":{"type":"string"},"popTitle":{"type":"string"},"popAgreementUrl":{"type":"string"}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((((((((((((((data.comProductLogo === undefined) && (missing0 = "comProductLogo")) || ((data.comProductName === undefined) && (missing0 = "comProductName"))) || ((data.amount === undefined) && (missing0 = "amount"))) || ((data.periods === undefined) && (missing0 = "periods"))) || ((data.termUnit === undefined) && (missing0 = "termUnit"))) || ((data.details === undefined) && (missing0 = "details"))) || ((data.repay_plans === undefined) && (missing0 = "repay_plans"))) || ((data.firstPayTime === undefined) && (missing0 = "firstPayTime"))) || ((data.firstPeriodDay === undefined) && (missing0 = "firstPeriodDay"))) || ((data.pRateDsc === undefined) && (missing0 = "pRateDsc"))) || ((data.sendSms === undefined) && (missing0 = "sendSms"))) || ((data.isPopType === undefined) && (missing0 = "isPopType"))) || ((data.popContent === undefined) && (missing0 = "popContent"))) || ((data.popTitle === undefined) && (missing0 = "popTitle"))) || ((data.popAgreementUrl === undefined) && (missing0 = "popAgreementUrl"))){
validate36.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.comProductLogo !== undefined){
const _errs1 = errors;
if(typeof data.comProductLogo !== "string"){
validate36.errors = [{instancePath:instancePath+"/comProductLogo",schemaPath:"#/properties/comProductLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.comProductName !== undefined){
const _errs3 = errors;
if(typeof data.comProductName !== "string"){
validate36.errors = [{instancePath:instancePath+"/comProductName",schemaPath:"#/properties/comProductName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.amount !== undefined){
const _errs5 = errors;
if(!(typeof data.amount == "number")){
validate36.errors = [{instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"}];
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
validate36.errors = [{instancePath:instancePath+"/periods",schemaPath:"#/properties/periods/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs7){
if(typeof data3 == "number"){
if(data3 < 1 || isNaN(data3)){
validate36.errors = [{instancePath:instancePath+"/periods",schemaPath:"#/properties/periods/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
validate36.errors = [{instancePath:instancePath+"/termUnit",schemaPath:"#/properties/termUnit/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs9){
if(typeof data4 == "number"){
if(data4 < 1 || isNaN(data4)){
validate36.errors = [{instancePath:instancePath+"/termUnit",schemaPath:"#/properties/termUnit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"}];
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
if(data.details !== undefined){
let data5 = data.details;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data5)){
var valid1 = true;
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs13 = errors;
if(errors === _errs13){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing1;
if(((data6.text === undefined) && (missing1 = "text")) || ((data6.value === undefined) && (missing1 = "value"))){
validate36.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data6.text !== undefined){
const _errs15 = errors;
if(typeof data6.text !== "string"){
validate36.errors = [{instancePath:instancePath+"/details/" + i0+"/text",schemaPath:"#/properties/details/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data6.value !== undefined){
const _errs17 = errors;
if(typeof data6.value !== "string"){
validate36.errors = [{instancePath:instancePath+"/details/" + i0+"/value",schemaPath:"#/properties/details/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs13 === errors;
if(!valid1){
break;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repay_plans !== undefined){
let data9 = data.repay_plans;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data9)){
var valid3 = true;
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
const _errs21 = errors;
if(errors === _errs21){
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
let missing2;
if((((data10.amount === undefined) && (missing2 = "amount")) || ((data10.description === undefined) && (missing2 = "description"))) || ((data10.pay_time === undefined) && (missing2 = "pay_time"))){
validate36.errors = [{instancePath:instancePath+"/repay_plans/" + i1,schemaPath:"#/properties/repay_plans/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data10.amount !== undefined){
const _errs23 = errors;
if(typeof data10.amount !== "string"){
validate36.errors = [{instancePath:instancePath+"/repay_plans/" + i1+"/amount",schemaPath:"#/properties/repay_plans/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs23 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data10.description !== undefined){
const _errs25 = errors;
if(typeof data10.description !== "string"){
validate36.errors = [{instancePath:instancePath+"/repay_plans/" + i1+"/description",schemaPath:"#/properties/repay_plans/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs25 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data10.pay_time !== undefined){
const _errs27 = errors;
if(typeof data10.pay_time !== "string"){
validate36.errors = [{instancePath:instancePath+"/repay_plans/" + i1+"/pay_time",schemaPath:"#/properties/repay_plans/items/properties/pay_time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
else {
validate36.errors = [{instancePath:instancePath+"/repay_plans/" + i1,schemaPath:"#/properties/repay_plans/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs21 === errors;
if(!valid3){
break;
}
}
}
else {
validate36.errors = [{instancePath:instancePath+"/repay_plans",schemaPath:"#/properties/repay_plans/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs19 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPayTime !== undefined){
const _errs29 = errors;
if(typeof data.firstPayTime !== "string"){
validate36.errors = [{instancePath:instancePath+"/firstPayTime",schemaPath:"#/properties/firstPayTime/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs29 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.firstPeriodDay !== undefined){
let data15 = data.firstPeriodDay;
const _errs31 = errors;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
validate36.errors = [{instancePath:instancePath+"/firstPeriodDay",schemaPath:"#/properties/firstPeriodDay/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.pRateDsc !== undefined){
const _errs33 = errors;
if(typeof data.pRateDsc !== "string"){
validate36.errors = [{instancePath:instancePath+"/pRateDsc",schemaPath:"#/properties/pRateDsc/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs33 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sendSms !== undefined){
let data17 = data.sendSms;
const _errs35 = errors;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
validate36.errors = [{instancePath:instancePath+"/sendSms",schemaPath:"#/properties/sendSms/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data17 === 0) || (data17 === 1))){
validate36.errors = [{instancePath:instancePath+"/sendSms",schemaPath:"#/properties/sendSms/enum",keyword:"enum",params:{allowedValues: schema46.properties.sendSms.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs35 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isPopType !== undefined){
let data18 = data.isPopType;
const _errs37 = errors;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
validate36.errors = [{instancePath:instancePath+"/isPopType",schemaPath:"#/properties/isPopType/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data18 === 0) || (data18 === 1))){
validate36.errors = [{instancePath:instancePath+"/isPopType",schemaPath:"#/properties/isPopType/enum",keyword:"enum",params:{allowedValues: schema46.properties.isPopType.enum},message:"must be equal to one of the allowed values"}];
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
validate36.errors = [{instancePath:instancePath+"/popContent",schemaPath:"#/properties/popContent/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs39 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.popTitle !== undefined){
const _errs41 = errors;
if(typeof data.popTitle !== "string"){
validate36.errors = [{instancePath:instancePath+"/popTitle",schemaPath:"#/properties/popTitle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.popAgreementUrl !== undefined){
const _errs43 = errors;
if(typeof data.popAgreementUrl !== "string"){
validate36.errors = [{instancePath:instancePath+"/popAgreementUrl",schemaPath:"#/properties/popAgreementUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs43 === errors;
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
else {
validate36.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate36.errors = vErrors;
return errors === 0;
}

