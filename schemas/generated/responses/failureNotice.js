/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate44;
export default validate44;
const schema54 = {"type":"object","required":["noticeMsg","errorMsg","products"],"properties":{"noticeMsg":{"type":"string"},"errorMsg":{"type":"string"},"products":{"type":"array","items":{"type":"object","required":["logo","name","buttonText","amountRange","rangeDesc","rate","description","tags","isClick","token"],"properties":{"logo":{"type":"string"},"name":{"type":"string"},"buttonText":{"type":"string"},"amountRange":{"type":"string"},"rangeDesc":{"type":"string"},"rate":{"type":"string"},"description":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},"isClick":{"enum":[0,1]},"token":{"type":"string"}}}}}};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((((data.noticeMsg === undefined) && (missing0 = "noticeMsg")) || ((data.errorMsg === undefined) && (missing0 = "errorMsg"))) || ((data.products === undefined) && (missing0 = "products"))){
validate44.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.noticeMsg !== undefined){
const _errs1 = errors;
if(typeof data.noticeMsg !== "string"){
validate44.errors = [{instancePath:instancePath+"/noticeMsg",schemaPath:"#/properties/noticeMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.errorMsg !== undefined){
const _errs3 = errors;
if(typeof data.errorMsg !== "string"){
validate44.errors = [{instancePath:instancePath+"/errorMsg",schemaPath:"#/properties/errorMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.products !== undefined){
let data2 = data.products;
const _errs5 = errors;
if(errors === _errs5){
if(Array.isArray(data2)){
var valid1 = true;
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs7 = errors;
if(errors === _errs7){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing1;
if(((((((((((data3.logo === undefined) && (missing1 = "logo")) || ((data3.name === undefined) && (missing1 = "name"))) || ((data3.buttonText === undefined) && (missing1 = "buttonText"))) || ((data3.amountRange === undefined) && (missing1 = "amountRange"))) || ((data3.rangeDesc === undefined) && (missing1 = "rangeDesc"))) || ((data3.rate === undefined) && (missing1 = "rate"))) || ((data3.description === undefined) && (missing1 = "description"))) || ((data3.tags === undefined) && (missing1 = "tags"))) || ((data3.isClick === undefined) && (missing1 = "isClick"))) || ((data3.token === undefined) && (missing1 = "token"))){
validate44.errors = [{instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data3.logo !== undefined){
const _errs9 = errors;
if(typeof data3.logo !== "string"){
validate44.errors = [{instancePath:instancePath+"/products/" + i0+"/logo",schemaPath:"#/properties/products/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.name !== undefined){
const _errs11 = errors;
if(typeof data3.name !== "string"){
validate44.errors = [{instancePath:instancePath+"/products/" + i0+"/name",schemaPath:"#/properties/products/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.buttonText !== undefined){
const _errs13 = errors;
if(typeof data3.buttonText !== "string"){
validate44.errors = [{instancePath:instancePath+"/products/" + i0+"/buttonText",schemaPath:"#/properties/products/items/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs13 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.amountRange !== undefined){
const _errs15 = errors;
if(typeof data3.amountRange !== "string"){
validate44.errors = [{instancePath:instancePath+"/products/" + i0+"/amountRange",schemaPath:"#/properties/products/items/properties/amountRange/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs15 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.rangeDesc !== undefined){
const _errs17 = errors;
if(typeof data3.rangeDesc !== "string"){
validate44.errors = [{instancePath:instancePath+"/products/" + i0+"/rangeDesc",schemaPath:"#/properties/products/items/properties/rangeDesc/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs17 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.rate !== undefined){
const _errs19 = errors;
if(typeof data3.rate !== "string"){
validate44.errors = [{instancePath:instancePath+"/products/" + i0+"/rate",schemaPath:"#/properties/products/items/properties/rate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.description !== undefined){
const _errs21 = errors;
if(typeof data3.description !== "string"){
validate44.errors = [{instancePath:instancePath+"/products/" + i0+"/description",schemaPath:"#/properties/products/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs21 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.tags !== undefined){
let data11 = data3.tags;
const _errs23 = errors;
if(errors === _errs23){
if(Array.isArray(data11)){
var valid3 = true;
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
const _errs25 = errors;
if(typeof data11[i1] !== "string"){
validate44.errors = [{instancePath:instancePath+"/products/" + i0+"/tags/" + i1,schemaPath:"#/properties/products/items/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs25 === errors;
if(!valid3){
break;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/products/" + i0+"/tags",schemaPath:"#/properties/products/items/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs23 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.isClick !== undefined){
let data13 = data3.isClick;
const _errs27 = errors;
if(!((data13 === 0) || (data13 === 1))){
validate44.errors = [{instancePath:instancePath+"/products/" + i0+"/isClick",schemaPath:"#/properties/products/items/properties/isClick/enum",keyword:"enum",params:{allowedValues: schema54.properties.products.items.properties.isClick.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs27 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data3.token !== undefined){
const _errs28 = errors;
if(typeof data3.token !== "string"){
validate44.errors = [{instancePath:instancePath+"/products/" + i0+"/token",schemaPath:"#/properties/products/items/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs28 === errors;
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
}
else {
validate44.errors = [{instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid1 = _errs7 === errors;
if(!valid1){
break;
}
}
}
else {
validate44.errors = [{instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs5 === errors;
}
else {
var valid0 = true;
}
}
}
}
}
else {
validate44.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate44.errors = vErrors;
return errors === 0;
}

