/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate20;
export default validate20;
const schema25 = {"type":"object","required":["alipay","repayToken","bankCards"],"properties":{"alipay":{"type":["integer","string","null"]},"userId":{"type":"string","minLength":1},"repayToken":{"type":"string","minLength":1},"bankCards":{"type":"array","items":{"type":"object","required":["id","bankName","cardNo","bankCode"],"properties":{"id":{"type":"string"},"bankName":{"type":"string"},"cardNo":{"type":"string"},"bankCode":{"type":"string"}}}}}};
const func2 = function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.alipay === undefined) && (missing0 = "alipay")) || ((data.repayToken === undefined) && (missing0 = "repayToken"))) || ((data.bankCards === undefined) && (missing0 = "bankCards"))){
validate20.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.alipay !== undefined){
let data0 = data.alipay;
const _errs1 = errors;
if(((!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))) && (typeof data0 !== "string")) && (data0 !== null)){
validate20.errors = [{instancePath:instancePath+"/alipay",schemaPath:"#/properties/alipay/type",keyword:"type",params:{type: schema25.properties.alipay.type},message:"must be integer,string,null"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.userId !== undefined){
let data1 = data.userId;
const _errs3 = errors;
if(errors === _errs3){
if(typeof data1 === "string"){
if(func2(data1) < 1){
validate20.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayToken !== undefined){
let data2 = data.repayToken;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func2(data2) < 1){
validate20.errors = [{instancePath:instancePath+"/repayToken",schemaPath:"#/properties/repayToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate20.errors = [{instancePath:instancePath+"/repayToken",schemaPath:"#/properties/repayToken/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bankCards !== undefined){
let data3 = data.bankCards;
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
if(((((data4.id === undefined) && (missing1 = "id")) || ((data4.bankName === undefined) && (missing1 = "bankName"))) || ((data4.cardNo === undefined) && (missing1 = "cardNo"))) || ((data4.bankCode === undefined) && (missing1 = "bankCode"))){
validate20.errors = [{instancePath:instancePath+"/bankCards/" + i0,schemaPath:"#/properties/bankCards/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data4.id !== undefined){
const _errs11 = errors;
if(typeof data4.id !== "string"){
validate20.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/id",schemaPath:"#/properties/bankCards/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.bankName !== undefined){
const _errs13 = errors;
if(typeof data4.bankName !== "string"){
validate20.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/bankName",schemaPath:"#/properties/bankCards/items/properties/bankName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.cardNo !== undefined){
const _errs15 = errors;
if(typeof data4.cardNo !== "string"){
validate20.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/cardNo",schemaPath:"#/properties/bankCards/items/properties/cardNo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data4.bankCode !== undefined){
const _errs17 = errors;
if(typeof data4.bankCode !== "string"){
validate20.errors = [{instancePath:instancePath+"/bankCards/" + i0+"/bankCode",schemaPath:"#/properties/bankCards/items/properties/bankCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
}
}
else {
validate20.errors = [{instancePath:instancePath+"/bankCards/" + i0,schemaPath:"#/properties/bankCards/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate20.errors = [{instancePath:instancePath+"/bankCards",schemaPath:"#/properties/bankCards/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs7 === errors;
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
validate20.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate20.errors = vErrors;
return errors === 0;
}

