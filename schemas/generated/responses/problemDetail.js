/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate17;
export default validate17;
const schema22 = {"type":"object","required":["type","sonType","problemId","content","images","disposeDetail","disposeImages","isNeedScore"],"properties":{"type":{"type":"string"},"sonType":{"type":"string"},"problemId":{"type":"integer"},"content":{"type":"string"},"images":{"type":"array","items":{"type":"string"}},"disposeDetail":{"type":"string"},"disposeImages":{"type":"array","items":{"type":"string"}},"isNeedScore":{"type":"integer"}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((data.type === undefined) && (missing0 = "type")) || ((data.sonType === undefined) && (missing0 = "sonType"))) || ((data.problemId === undefined) && (missing0 = "problemId"))) || ((data.content === undefined) && (missing0 = "content"))) || ((data.images === undefined) && (missing0 = "images"))) || ((data.disposeDetail === undefined) && (missing0 = "disposeDetail"))) || ((data.disposeImages === undefined) && (missing0 = "disposeImages"))) || ((data.isNeedScore === undefined) && (missing0 = "isNeedScore"))){
validate17.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.type !== undefined){
const _errs1 = errors;
if(typeof data.type !== "string"){
validate17.errors = [{instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.sonType !== undefined){
const _errs3 = errors;
if(typeof data.sonType !== "string"){
validate17.errors = [{instancePath:instancePath+"/sonType",schemaPath:"#/properties/sonType/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.problemId !== undefined){
let data2 = data.problemId;
const _errs5 = errors;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
validate17.errors = [{instancePath:instancePath+"/problemId",schemaPath:"#/properties/problemId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.content !== undefined){
const _errs7 = errors;
if(typeof data.content !== "string"){
validate17.errors = [{instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.images !== undefined){
let data4 = data.images;
const _errs9 = errors;
if(errors === _errs9){
if(Array.isArray(data4)){
var valid1 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
const _errs11 = errors;
if(typeof data4[i0] !== "string"){
validate17.errors = [{instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
if(!valid1){
break;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/images",schemaPath:"#/properties/images/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disposeDetail !== undefined){
const _errs13 = errors;
if(typeof data.disposeDetail !== "string"){
validate17.errors = [{instancePath:instancePath+"/disposeDetail",schemaPath:"#/properties/disposeDetail/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.disposeImages !== undefined){
let data7 = data.disposeImages;
const _errs15 = errors;
if(errors === _errs15){
if(Array.isArray(data7)){
var valid2 = true;
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
const _errs17 = errors;
if(typeof data7[i1] !== "string"){
validate17.errors = [{instancePath:instancePath+"/disposeImages/" + i1,schemaPath:"#/properties/disposeImages/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs17 === errors;
if(!valid2){
break;
}
}
}
else {
validate17.errors = [{instancePath:instancePath+"/disposeImages",schemaPath:"#/properties/disposeImages/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs15 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isNeedScore !== undefined){
let data9 = data.isNeedScore;
const _errs19 = errors;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
validate17.errors = [{instancePath:instancePath+"/isNeedScore",schemaPath:"#/properties/isNeedScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
var valid0 = _errs19 === errors;
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
else {
validate17.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate17.errors = vErrors;
return errors === 0;
}

