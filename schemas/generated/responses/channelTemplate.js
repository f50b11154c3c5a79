/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate24;
export default validate24;
const schema29 = {"type":"object","required":["id","config"],"properties":{"id":{"type":"string","minLength":1},"config":{"type":"object","properties":{"appName":{"type":"string"},"headline":{"type":"string"},"subheadline":{"type":"string"},"bannerUrl":{"type":"string"},"bannerAlt":{"type":"string"},"themeColor":{"type":"string","pattern":"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},"accentColor":{"type":"string","pattern":"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},"buttonText":{"type":"string"},"downloadTitle":{"type":"string"},"downloadText":{"type":"string"},"downloads":{"type":"array","items":{"type":"object","required":["platform","label","url"],"properties":{"platform":{"enum":["android","ios"]},"label":{"type":"string","minLength":1},"url":{"type":"string","minLength":1}}}},"agreementLinkText":{"type":"string"},"agreementTitle":{"type":"string"},"agreement":{"type":"array","items":{"type":"object","required":["text"],"properties":{"heading":{"type":"string"},"text":{"type":"string","minLength":1}}}}}}}};
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
const pattern0 = new RegExp("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.id === undefined) && (missing0 = "id")) || ((data.config === undefined) && (missing0 = "config"))){
validate24.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.id !== undefined){
let data0 = data.id;
const _errs1 = errors;
if(errors === _errs1){
if(typeof data0 === "string"){
if(func2(data0) < 1){
validate24.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.config !== undefined){
let data1 = data.config;
const _errs3 = errors;
if(errors === _errs3){
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.appName !== undefined){
const _errs5 = errors;
if(typeof data1.appName !== "string"){
validate24.errors = [{instancePath:instancePath+"/config/appName",schemaPath:"#/properties/config/properties/appName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs5 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.headline !== undefined){
const _errs7 = errors;
if(typeof data1.headline !== "string"){
validate24.errors = [{instancePath:instancePath+"/config/headline",schemaPath:"#/properties/config/properties/headline/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs7 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.subheadline !== undefined){
const _errs9 = errors;
if(typeof data1.subheadline !== "string"){
validate24.errors = [{instancePath:instancePath+"/config/subheadline",schemaPath:"#/properties/config/properties/subheadline/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs9 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.bannerUrl !== undefined){
const _errs11 = errors;
if(typeof data1.bannerUrl !== "string"){
validate24.errors = [{instancePath:instancePath+"/config/bannerUrl",schemaPath:"#/properties/config/properties/bannerUrl/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs11 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.bannerAlt !== undefined){
const _errs13 = errors;
if(typeof data1.bannerAlt !== "string"){
validate24.errors = [{instancePath:instancePath+"/config/bannerAlt",schemaPath:"#/properties/config/properties/bannerAlt/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs13 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.themeColor !== undefined){
let data7 = data1.themeColor;
const _errs15 = errors;
if(errors === _errs15){
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
validate24.errors = [{instancePath:instancePath+"/config/themeColor",schemaPath:"#/properties/config/properties/themeColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},message:"must match pattern \""+"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/config/themeColor",schemaPath:"#/properties/config/properties/themeColor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs15 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.accentColor !== undefined){
let data8 = data1.accentColor;
const _errs17 = errors;
if(errors === _errs17){
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
validate24.errors = [{instancePath:instancePath+"/config/accentColor",schemaPath:"#/properties/config/properties/accentColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},message:"must match pattern \""+"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"+"\""}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/config/accentColor",schemaPath:"#/properties/config/properties/accentColor/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid1 = _errs17 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.buttonText !== undefined){
const _errs19 = errors;
if(typeof data1.buttonText !== "string"){
validate24.errors = [{instancePath:instancePath+"/config/buttonText",schemaPath:"#/properties/config/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs19 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.downloadTitle !== undefined){
const _errs21 = errors;
if(typeof data1.downloadTitle !== "string"){
validate24.errors = [{instancePath:instancePath+"/config/downloadTitle",schemaPath:"#/properties/config/properties/downloadTitle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs21 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.downloadText !== undefined){
const _errs23 = errors;
if(typeof data1.downloadText !== "string"){
validate24.errors = [{instancePath:instancePath+"/config/downloadText",schemaPath:"#/properties/config/properties/downloadText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs23 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.downloads !== undefined){
let data12 = data1.downloads;
const _errs25 = errors;
if(errors === _errs25){
if(Array.isArray(data12)){
var valid2 = true;
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
const _errs27 = errors;
if(errors === _errs27){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing1;
if((((data13.platform === undefined) && (missing1 = "platform")) || ((data13.label === undefined) && (missing1 = "label"))) || ((data13.url === undefined) && (missing1 = "url"))){
validate24.errors = [{instancePath:instancePath+"/config/downloads/" + i0,schemaPath:"#/properties/config/properties/downloads/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data13.platform !== undefined){
let data14 = data13.platform;
const _errs29 = errors;
if(!((data14 === "android") || (data14 === "ios"))){
validate24.errors = [{instancePath:instancePath+"/config/downloads/" + i0+"/platform",schemaPath:"#/properties/config/properties/downloads/items/properties/platform/enum",keyword:"enum",params:{allowedValues: schema29.properties.config.properties.downloads.items.properties.platform.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid3 = _errs29 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data13.label !== undefined){
let data15 = data13.label;
const _errs30 = errors;
if(errors === _errs30){
if(typeof data15 === "string"){
if(func2(data15) < 1){
validate24.errors = [{instancePath:instancePath+"/config/downloads/" + i0+"/label",schemaPath:"#/properties/config/properties/downloads/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/config/downloads/" + i0+"/label",schemaPath:"#/properties/config/properties/downloads/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs30 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data13.url !== undefined){
let data16 = data13.url;
const _errs32 = errors;
if(errors === _errs32){
if(typeof data16 === "string"){
if(func2(data16) < 1){
validate24.errors = [{instancePath:instancePath+"/config/downloads/" + i0+"/url",schemaPath:"#/properties/config/properties/downloads/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/config/downloads/" + i0+"/url",schemaPath:"#/properties/config/properties/downloads/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid3 = _errs32 === errors;
}
else {
var valid3 = true;
}
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/config/downloads/" + i0,schemaPath:"#/properties/config/properties/downloads/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs27 === errors;
if(!valid2){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/config/downloads",schemaPath:"#/properties/config/properties/downloads/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs25 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.agreementLinkText !== undefined){
const _errs34 = errors;
if(typeof data1.agreementLinkText !== "string"){
validate24.errors = [{instancePath:instancePath+"/config/agreementLinkText",schemaPath:"#/properties/config/properties/agreementLinkText/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs34 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.agreementTitle !== undefined){
const _errs36 = errors;
if(typeof data1.agreementTitle !== "string"){
validate24.errors = [{instancePath:instancePath+"/config/agreementTitle",schemaPath:"#/properties/config/properties/agreementTitle/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid1 = _errs36 === errors;
}
else {
var valid1 = true;
}
if(valid1){
if(data1.agreement !== undefined){
let data19 = data1.agreement;
const _errs38 = errors;
if(errors === _errs38){
if(Array.isArray(data19)){
var valid4 = true;
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
let data20 = data19[i1];
const _errs40 = errors;
if(errors === _errs40){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing2;
if((data20.text === undefined) && (missing2 = "text")){
validate24.errors = [{instancePath:instancePath+"/config/agreement/" + i1,schemaPath:"#/properties/config/properties/agreement/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data20.heading !== undefined){
const _errs42 = errors;
if(typeof data20.heading !== "string"){
validate24.errors = [{instancePath:instancePath+"/config/agreement/" + i1+"/heading",schemaPath:"#/properties/config/properties/agreement/items/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs42 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data20.text !== undefined){
let data22 = data20.text;
const _errs44 = errors;
if(errors === _errs44){
if(typeof data22 === "string"){
if(func2(data22) < 1){
validate24.errors = [{instancePath:instancePath+"/config/agreement/" + i1+"/text",schemaPath:"#/properties/config/properties/agreement/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate24.errors = [{instancePath:instancePath+"/config/agreement/" + i1+"/text",schemaPath:"#/properties/config/properties/agreement/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid5 = _errs44 === errors;
}
else {
var valid5 = true;
}
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/config/agreement/" + i1,schemaPath:"#/properties/config/properties/agreement/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs40 === errors;
if(!valid4){
break;
}
}
}
else {
validate24.errors = [{instancePath:instancePath+"/config/agreement",schemaPath:"#/properties/config/properties/agreement/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid1 = _errs38 === errors;
}
else {
var valid1 = true;
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
validate24.errors = [{instancePath:instancePath+"/config",schemaPath:"#/properties/config/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
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

