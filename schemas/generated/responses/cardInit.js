/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate10;
export default validate10;
const schema11 = {"type":"object","required":["items"],"properties":{"items":{"type":"array","minItems":1,"items":{"type":"object","required":["code","cate","title","subtitle","value","note","inputType","cardTypeMi"],"properties":{"code":{"type":"string","minLength":1},"cate":{"enum":["txt","enum","citySelect","day"]},"title":{"type":"string"},"subtitle":{"type":"string"},"value":{"type":"string"},"note":{"type":"array","items":{"type":"object","required":["name","type"],"properties":{"name":{"type":"string"},"type":{"type":"string"}}}},"inputType":{"enum":["number","text"]},"cardTypeMi":{"type":"integer","enum":[0,1,2]},"channelNumber":{"type":"string"}}}}}};
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

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.items === undefined) && (missing0 = "items")){
validate10.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.items !== undefined){
let data0 = data.items;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
if(data0.length < 1){
validate10.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"}];
return false;
}
else {
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((((((((data1.code === undefined) && (missing1 = "code")) || ((data1.cate === undefined) && (missing1 = "cate"))) || ((data1.title === undefined) && (missing1 = "title"))) || ((data1.subtitle === undefined) && (missing1 = "subtitle"))) || ((data1.value === undefined) && (missing1 = "value"))) || ((data1.note === undefined) && (missing1 = "note"))) || ((data1.inputType === undefined) && (missing1 = "inputType"))) || ((data1.cardTypeMi === undefined) && (missing1 = "cardTypeMi"))){
validate10.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.code !== undefined){
let data2 = data1.code;
const _errs5 = errors;
if(errors === _errs5){
if(typeof data2 === "string"){
if(func2(data2) < 1){
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/code",schemaPath:"#/properties/items/items/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/code",schemaPath:"#/properties/items/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.cate !== undefined){
let data3 = data1.cate;
const _errs7 = errors;
if(!((((data3 === "txt") || (data3 === "enum")) || (data3 === "citySelect")) || (data3 === "day"))){
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/cate",schemaPath:"#/properties/items/items/properties/cate/enum",keyword:"enum",params:{allowedValues: schema11.properties.items.items.properties.cate.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.title !== undefined){
const _errs8 = errors;
if(typeof data1.title !== "string"){
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/title",schemaPath:"#/properties/items/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs8 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.subtitle !== undefined){
const _errs10 = errors;
if(typeof data1.subtitle !== "string"){
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/subtitle",schemaPath:"#/properties/items/items/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs10 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.value !== undefined){
const _errs12 = errors;
if(typeof data1.value !== "string"){
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/value",schemaPath:"#/properties/items/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs12 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.note !== undefined){
let data7 = data1.note;
const _errs14 = errors;
if(errors === _errs14){
if(Array.isArray(data7)){
var valid3 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
const _errs16 = errors;
if(errors === _errs16){
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
let missing2;
if(((data8.name === undefined) && (missing2 = "name")) || ((data8.type === undefined) && (missing2 = "type"))){
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/note/" + i1,schemaPath:"#/properties/items/items/properties/note/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data8.name !== undefined){
const _errs18 = errors;
if(typeof data8.name !== "string"){
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/note/" + i1+"/name",schemaPath:"#/properties/items/items/properties/note/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs18 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data8.type !== undefined){
const _errs20 = errors;
if(typeof data8.type !== "string"){
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/note/" + i1+"/type",schemaPath:"#/properties/items/items/properties/note/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs20 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/note/" + i1,schemaPath:"#/properties/items/items/properties/note/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs16 === errors;
if(!valid3){
break;
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/note",schemaPath:"#/properties/items/items/properties/note/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs14 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.inputType !== undefined){
let data11 = data1.inputType;
const _errs22 = errors;
if(!((data11 === "number") || (data11 === "text"))){
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/inputType",schemaPath:"#/properties/items/items/properties/inputType/enum",keyword:"enum",params:{allowedValues: schema11.properties.items.items.properties.inputType.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs22 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.cardTypeMi !== undefined){
let data12 = data1.cardTypeMi;
const _errs23 = errors;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/cardTypeMi",schemaPath:"#/properties/items/items/properties/cardTypeMi/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!(((data12 === 0) || (data12 === 1)) || (data12 === 2))){
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/cardTypeMi",schemaPath:"#/properties/items/items/properties/cardTypeMi/enum",keyword:"enum",params:{allowedValues: schema11.properties.items.items.properties.cardTypeMi.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.channelNumber !== undefined){
const _errs25 = errors;
if(typeof data1.channelNumber !== "string"){
validate10.errors = [{instancePath:instancePath+"/items/" + i0+"/channelNumber",schemaPath:"#/properties/items/items/properties/channelNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs25 === errors;
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
validate10.errors = [{instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs3 === errors;
if(!valid1){
break;
}
}
}
}
else {
validate10.errors = [{instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate10.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate10.errors = vErrors;
return errors === 0;
}

