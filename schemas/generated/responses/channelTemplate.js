/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate24;
export default validate24;
const schema29 = {"type":"object","required":["id"],"properties":{"id":{"type":"string"},"appName":{"type":"string"},"title":{"type":"string"},"bannerUrl":{"type":"string"},"buttonText":{"type":"string"},"themeColor":{"type":"string"},"merchantNumber":{"type":"string"},"downloadUrl":{"type":"string"}}};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.id === undefined) && (missing0 = "id")){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
const _errs1 = errors;
if(typeof data.id !== "string"){
validate24.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.appName !== undefined){
const _errs3 = errors;
if(typeof data.appName !== "string"){
validate24.errors = [{instancePath:instancePath+"/appName",schemaPath:"#/properties/appName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.title !== undefined){
const _errs5 = errors;
if(typeof data.title !== "string"){
validate24.errors = [{instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.bannerUrl !== undefined){
const _errs7 = errors;
if(typeof data.bannerUrl !== "string"){
validate24.errors = [{instancePath:instancePath+"/bannerUrl",schemaPath:"#/properties/bannerUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs7 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.buttonText !== undefined){
const _errs9 = errors;
if(typeof data.buttonText !== "string"){
validate24.errors = [{instancePath:instancePath+"/buttonText",schemaPath:"#/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs9 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.themeColor !== undefined){
const _errs11 = errors;
if(typeof data.themeColor !== "string"){
validate24.errors = [{instancePath:instancePath+"/themeColor",schemaPath:"#/properties/themeColor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs11 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.merchantNumber !== undefined){
const _errs13 = errors;
if(typeof data.merchantNumber !== "string"){
validate24.errors = [{instancePath:instancePath+"/merchantNumber",schemaPath:"#/properties/merchantNumber/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs13 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.downloadUrl !== undefined){
const _errs15 = errors;
if(typeof data.downloadUrl !== "string"){
validate24.errors = [{instancePath:instancePath+"/downloadUrl",schemaPath:"#/properties/downloadUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs15 === errors;
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
validate24.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate24.errors = vErrors;
return errors === 0;
}

