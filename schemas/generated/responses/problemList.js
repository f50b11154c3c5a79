/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate16;
export default validate16;
const schema21 = {"type":"object","required":["tabs"],"properties":{"tabs":{"type":"array","items":{"type":"object","required":["title","list"],"properties":{"title":{"type":"string"},"list":{"type":"array","items":{"type":"object","required":["id","time","type","content"],"properties":{"id":{"type":"integer"},"time":{"type":"string"},"type":{"type":"string"},"content":{"type":"string"}}}}}}}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.tabs === undefined) && (missing0 = "tabs")){
validate16.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.tabs !== undefined){
let data0 = data.tabs;
const _errs1 = errors;
if(errors === _errs1){
if(Array.isArray(data0)){
var valid1 = true;
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
let missing1;
if(((data1.title === undefined) && (missing1 = "title")) || ((data1.list === undefined) && (missing1 = "list"))){
validate16.errors = [{instancePath:instancePath+"/tabs/" + i0,schemaPath:"#/properties/tabs/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data1.title !== undefined){
const _errs5 = errors;
if(typeof data1.title !== "string"){
validate16.errors = [{instancePath:instancePath+"/tabs/" + i0+"/title",schemaPath:"#/properties/tabs/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data1.list !== undefined){
let data3 = data1.list;
const _errs7 = errors;
if(errors === _errs7){
if(Array.isArray(data3)){
var valid3 = true;
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
const _errs9 = errors;
if(errors === _errs9){
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
let missing2;
if(((((data4.id === undefined) && (missing2 = "id")) || ((data4.time === undefined) && (missing2 = "time"))) || ((data4.type === undefined) && (missing2 = "type"))) || ((data4.content === undefined) && (missing2 = "content"))){
validate16.errors = [{instancePath:instancePath+"/tabs/" + i0+"/list/" + i1,schemaPath:"#/properties/tabs/items/properties/list/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data4.id !== undefined){
let data5 = data4.id;
const _errs11 = errors;
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
validate16.errors = [{instancePath:instancePath+"/tabs/" + i0+"/list/" + i1+"/id",schemaPath:"#/properties/tabs/items/properties/list/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid4 = _errs11 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.time !== undefined){
const _errs13 = errors;
if(typeof data4.time !== "string"){
validate16.errors = [{instancePath:instancePath+"/tabs/" + i0+"/list/" + i1+"/time",schemaPath:"#/properties/tabs/items/properties/list/items/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs13 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.type !== undefined){
const _errs15 = errors;
if(typeof data4.type !== "string"){
validate16.errors = [{instancePath:instancePath+"/tabs/" + i0+"/list/" + i1+"/type",schemaPath:"#/properties/tabs/items/properties/list/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data4.content !== undefined){
const _errs17 = errors;
if(typeof data4.content !== "string"){
validate16.errors = [{instancePath:instancePath+"/tabs/" + i0+"/list/" + i1+"/content",schemaPath:"#/properties/tabs/items/properties/list/items/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs17 === errors;
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
validate16.errors = [{instancePath:instancePath+"/tabs/" + i0+"/list/" + i1,schemaPath:"#/properties/tabs/items/properties/list/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs9 === errors;
if(!valid3){
break;
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/tabs/" + i0+"/list",schemaPath:"#/properties/tabs/items/properties/list/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
}
}
}
else {
validate16.errors = [{instancePath:instancePath+"/tabs/" + i0,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate16.errors = [{instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
}
}
}
else {
validate16.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate16.errors = vErrors;
return errors === 0;
}

