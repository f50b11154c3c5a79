/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from schemas/page.schema.json.
import func3Module from "ajv/dist/runtime/ucs2length.js";
export const validate = validate20;
export default validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"page.schema.json","type":"object","additionalProperties":false,"required":["title","regions"],"properties":{"$schema":{"type":"string"},"title":{"$ref":"binding.schema.json#/$defs/text"},"state":{"type":"object","additionalProperties":true},"onLoad":{"$ref":"actions.schema.json#/$defs/chain"},"timers":{"type":"array","items":{"$ref":"#/$defs/timer"}},"persist":{"$ref":"#/$defs/persist"},"chains":{"type":"object","additionalProperties":{"$ref":"actions.schema.json#/$defs/chain"}},"validations":{"type":"object","additionalProperties":{"type":"array","items":{"$ref":"#/$defs/rule"}}},"regions":{"type":"array","items":{"$ref":"#/$defs/region"}},"dialogs":{"type":"object","additionalProperties":{"$ref":"#/$defs/dialog"}}},"$defs":{"region":{"type":"object","additionalProperties":false,"required":["name","children"],"properties":{"name":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}},"dialog":{"type":"object","additionalProperties":false,"required":["title","children"],"properties":{"title":{"$ref":"binding.schema.json#/$defs/text"},"hideTitle":{"type":"boolean"},"closable":{"type":"boolean"},"onClose":{"$ref":"actions.schema.json#/$defs/chain"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}},"timer":{"type":"object","additionalProperties":false,"required":["id","afterMs","actions"],"properties":{"id":{"type":"string"},"afterMs":{"type":"integer","minimum":0,"maximum":3600000},"everyMs":{"type":"integer","minimum":100,"maximum":3600000},"while":{"$ref":"binding.schema.json#/$defs/condition"},"actions":{"$ref":"actions.schema.json#/$defs/chain"}}},"persist":{"type":"object","additionalProperties":false,"required":["area","key","paths"],"properties":{"area":{"enum":["session","local"]},"key":{"type":"string"},"paths":{"type":"array","items":{"type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*$"}}}},"rule":{"type":"object","additionalProperties":false,"required":["rule","message"],"properties":{"rule":{"enum":["required","minLength","maxLength","pattern","test"]},"value":{},"limit":{"type":"integer","minimum":0},"pattern":{"type":"string"},"test":{"$ref":"binding.schema.json#/$defs/condition"},"each":{"$ref":"binding.schema.json#/$defs/binding"},"message":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"rule":{"enum":["minLength","maxLength"]}}},"then":{"required":["value","limit"]}},{"if":{"properties":{"rule":{"const":"pattern"}}},"then":{"required":["value","pattern"]}},{"if":{"properties":{"rule":{"const":"required"}}},"then":{"required":["value"]}},{"if":{"properties":{"rule":{"const":"test"}}},"then":{"required":["test"]}}]}}};
const schema33 = {"type":"string"};
const schema67 = {"type":"object","additionalProperties":false,"required":["area","key","paths"],"properties":{"area":{"enum":["session","local"]},"key":{"type":"string"},"paths":{"type":"array","items":{"type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*$"}}}};
const func1 = Object.prototype.hasOwnProperty;
const schema35 = {"type":"array","items":{"$ref":"#/$defs/action"}};
const schema36 = {"type":"object","required":["do"],"discriminator":{"propertyName":"do"},"oneOf":[{"$ref":"#/$defs/callAction"},{"$ref":"#/$defs/setAction"},{"$ref":"#/$defs/openDialogAction"},{"$ref":"#/$defs/closeDialogAction"},{"$ref":"#/$defs/toastAction"},{"$ref":"#/$defs/navigateAction"},{"$ref":"#/$defs/openUrlAction"},{"$ref":"#/$defs/replaceLocationAction"},{"$ref":"#/$defs/nativeAction"},{"$ref":"#/$defs/copyAction"},{"$ref":"#/$defs/waitAction"},{"$ref":"#/$defs/ifAction"},{"$ref":"#/$defs/storageAction"},{"$ref":"#/$defs/validateAction"},{"$ref":"#/$defs/runAction"}]};
const schema58 = {"type":"object","additionalProperties":false,"required":["do","dialog"],"properties":{"do":{"const":"openDialog"},"dialog":{"type":"string"}}};
const schema59 = {"type":"object","additionalProperties":false,"required":["do"],"properties":{"do":{"const":"closeDialog"},"dialog":{"type":"string"}}};
const schema60 = {"type":"object","additionalProperties":false,"required":["do","message"],"properties":{"do":{"const":"native"},"message":{"enum":["to","toP","closeWebview","toHome","toMine","offToLogin","callTelephone","toRate","confirmBurialPoint","startBank","endBank","openWebview","goPage"]},"payload":{}}};
const schema61 = {"type":"object","additionalProperties":false,"required":["do","ms"],"properties":{"do":{"const":"wait"},"ms":{"type":"integer","minimum":0,"maximum":60000}}};
const schema62 = {"type":"object","additionalProperties":false,"required":["do","form"],"properties":{"do":{"const":"validate"},"form":{"type":"string"}}};
const schema63 = {"type":"object","additionalProperties":false,"required":["do","chain"],"properties":{"do":{"const":"run"},"chain":{"type":"string"}}};
const schema37 = {"type":"object","additionalProperties":false,"required":["do","endpoint"],"properties":{"do":{"const":"call"},"endpoint":{"type":"string"},"params":{"$ref":"binding.schema.json#/$defs/params"},"loading":{"$ref":"binding.schema.json#/$defs/text"},"as":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$"},"quiet":{"type":"boolean"},"ignoreFailure":{"type":"boolean"},"onSuccess":{"$ref":"#/$defs/chain"},"onFailure":{"$ref":"#/$defs/chain"}}};
const schema38 = {"anyOf":[{"type":"object","additionalProperties":true},{"$ref":"#/$defs/binding"}]};
const schema39 = {"type":"string","pattern":"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"};
const pattern4 = new RegExp("^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$", "u");

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
}
else {
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
const _errs4 = errors;
if(typeof data === "string"){
if(!pattern4.test(data)){
const err1 = {instancePath,schemaPath:"#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs4 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate26.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":true,"dynamicItems":false};

const pattern5 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
const wrapper0 = {validate: validate23};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.endpoint === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endpoint"},message:"must have required property '"+"endpoint"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema37.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.do !== undefined){
if("call" !== data.do){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "call"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.endpoint !== undefined){
if(typeof data.endpoint !== "string"){
const err4 = {instancePath:instancePath+"/endpoint",schemaPath:"#/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.params !== undefined){
if(!(validate26(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
if(data.loading !== undefined){
if(typeof data.loading !== "string"){
const err5 = {instancePath:instancePath+"/loading",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.as !== undefined){
let data4 = data.as;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err6 = {instancePath:instancePath+"/as",schemaPath:"#/properties/as/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/as",schemaPath:"#/properties/as/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.quiet !== undefined){
if(typeof data.quiet !== "boolean"){
const err8 = {instancePath:instancePath+"/quiet",schemaPath:"#/properties/quiet/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.ignoreFailure !== undefined){
if(typeof data.ignoreFailure !== "boolean"){
const err9 = {instancePath:instancePath+"/ignoreFailure",schemaPath:"#/properties/ignoreFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.onSuccess !== undefined){
if(!(wrapper0.validate(data.onSuccess, {instancePath:instancePath+"/onSuccess",parentData:data,parentDataProperty:"onSuccess",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
if(data.onFailure !== undefined){
if(!(wrapper0.validate(data.onFailure, {instancePath:instancePath+"/onFailure",parentData:data,parentDataProperty:"onFailure",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema41 = {"type":"object","additionalProperties":false,"required":["do","path"],"properties":{"do":{"const":"set"},"path":{"$ref":"binding.schema.json#/$defs/statePath"},"value":{}}};
const schema42 = {"type":"string","pattern":"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"};
const pattern6 = new RegExp("^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$", "u");

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.path === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "do") || (key0 === "path")) || (key0 === "value"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.do !== undefined){
if("set" !== data.do){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "set"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(typeof data1 === "string"){
if(!pattern6.test(data1)){
const err4 = {instancePath:instancePath+"/path",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/path",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema43 = {"type":"object","additionalProperties":false,"required":["do","message"],"properties":{"do":{"const":"toast"},"message":{"$ref":"binding.schema.json#/$defs/text"},"durationMs":{"type":"integer","minimum":300,"maximum":10000}}};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "do") || (key0 === "message")) || (key0 === "durationMs"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.do !== undefined){
if("toast" !== data.do){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "toast"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err4 = {instancePath:instancePath+"/message",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.durationMs !== undefined){
let data2 = data.durationMs;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 10000 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 300 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 300},message:"must be >= 300"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema45 = {"type":"object","additionalProperties":false,"required":["do","route"],"properties":{"do":{"const":"navigate"},"route":{"type":"string"},"query":{"$ref":"binding.schema.json#/$defs/params"},"replace":{"type":"boolean"}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.route === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "route"},message:"must have required property '"+"route"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "do") || (key0 === "route")) || (key0 === "query")) || (key0 === "replace"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.do !== undefined){
if("navigate" !== data.do){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "navigate"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.route !== undefined){
if(typeof data.route !== "string"){
const err4 = {instancePath:instancePath+"/route",schemaPath:"#/properties/route/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.query !== undefined){
if(!(validate26(data.query, {instancePath:instancePath+"/query",parentData:data,parentDataProperty:"query",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
}
}
if(data.replace !== undefined){
if(typeof data.replace !== "boolean"){
const err5 = {instancePath:instancePath+"/replace",schemaPath:"#/properties/replace/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema46 = {"type":"object","additionalProperties":false,"required":["do","url"],"properties":{"do":{"const":"openUrl"},"url":{"$ref":"binding.schema.json#/$defs/text"},"commonParams":{"type":"boolean"}}};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "do") || (key0 === "url")) || (key0 === "commonParams"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.do !== undefined){
if("openUrl" !== data.do){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "openUrl"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err4 = {instancePath:instancePath+"/url",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.commonParams !== undefined){
if(typeof data.commonParams !== "boolean"){
const err5 = {instancePath:instancePath+"/commonParams",schemaPath:"#/properties/commonParams/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema48 = {"type":"object","additionalProperties":false,"required":["do","url"],"properties":{"do":{"const":"replaceLocation"},"url":{"$ref":"binding.schema.json#/$defs/text"},"commonParams":{"type":"boolean"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "do") || (key0 === "url")) || (key0 === "commonParams"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.do !== undefined){
if("replaceLocation" !== data.do){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "replaceLocation"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.url !== undefined){
if(typeof data.url !== "string"){
const err4 = {instancePath:instancePath+"/url",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.commonParams !== undefined){
if(typeof data.commonParams !== "boolean"){
const err5 = {instancePath:instancePath+"/commonParams",schemaPath:"#/properties/commonParams/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema50 = {"type":"object","additionalProperties":false,"required":["do","text"],"properties":{"do":{"const":"copy"},"text":{"$ref":"binding.schema.json#/$defs/text"},"toast":{"$ref":"binding.schema.json#/$defs/text"}}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.text === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "do") || (key0 === "text")) || (key0 === "toast"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.do !== undefined){
if("copy" !== data.do){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "copy"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.text !== undefined){
if(typeof data.text !== "string"){
const err4 = {instancePath:instancePath+"/text",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.toast !== undefined){
if(typeof data.toast !== "string"){
const err5 = {instancePath:instancePath+"/toast",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema53 = {"type":"object","additionalProperties":false,"required":["do","cond"],"properties":{"do":{"const":"if"},"cond":{"$ref":"binding.schema.json#/$defs/condition"},"then":{"$ref":"#/$defs/chain"},"else":{"$ref":"#/$defs/chain"}}};
const schema54 = {"anyOf":[{"type":"boolean"},{"$ref":"#/$defs/binding"}]};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(typeof data === "string"){
if(!pattern4.test(data)){
const err1 = {instancePath,schemaPath:"#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cond === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cond"},message:"must have required property '"+"cond"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "do") || (key0 === "cond")) || (key0 === "then")) || (key0 === "else"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.do !== undefined){
if("if" !== data.do){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "if"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.cond !== undefined){
if(!(validate36(data.cond, {instancePath:instancePath+"/cond",parentData:data,parentDataProperty:"cond",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
}
if(data.then !== undefined){
if(!(wrapper0.validate(data.then, {instancePath:instancePath+"/then",parentData:data,parentDataProperty:"then",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
if(data.else !== undefined){
if(!(wrapper0.validate(data.else, {instancePath:instancePath+"/else",parentData:data,parentDataProperty:"else",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema56 = {"type":"object","additionalProperties":false,"required":["do","area","op"],"properties":{"do":{"const":"storage"},"area":{"enum":["session","local"]},"op":{"enum":["get","set","remove","clear"]},"key":{"type":"string"},"value":{},"into":{"$ref":"binding.schema.json#/$defs/statePath"}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.area === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "area"},message:"must have required property '"+"area"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.op === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "do") || (key0 === "area")) || (key0 === "op")) || (key0 === "key")) || (key0 === "value")) || (key0 === "into"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.do !== undefined){
if("storage" !== data.do){
const err4 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "storage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.area !== undefined){
let data1 = data.area;
if(!((data1 === "session") || (data1 === "local"))){
const err5 = {instancePath:instancePath+"/area",schemaPath:"#/properties/area/enum",keyword:"enum",params:{allowedValues: schema56.properties.area.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.op !== undefined){
let data2 = data.op;
if(!((((data2 === "get") || (data2 === "set")) || (data2 === "remove")) || (data2 === "clear"))){
const err6 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/enum",keyword:"enum",params:{allowedValues: schema56.properties.op.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err7 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.into !== undefined){
let data4 = data.into;
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err8 = {instancePath:instancePath+"/into",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/into",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const tag0 = data.do;
if(typeof tag0 == "string"){
if(tag0 === "call"){
if(!(validate25(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate25.errors : vErrors.concat(validate25.errors);
errors = vErrors.length;
}
var props0 = true;
}
else if(tag0 === "set"){
if(!(validate28(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "openDialog"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err1 = {instancePath,schemaPath:"#/$defs/openDialogAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.dialog === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/openDialogAction/required",keyword:"required",params:{missingProperty: "dialog"},message:"must have required property '"+"dialog"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "do") || (key0 === "dialog"))){
const err3 = {instancePath,schemaPath:"#/$defs/openDialogAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.do !== undefined){
if("openDialog" !== data.do){
const err4 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/openDialogAction/properties/do/const",keyword:"const",params:{allowedValue: "openDialog"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.dialog !== undefined){
if(typeof data.dialog !== "string"){
const err5 = {instancePath:instancePath+"/dialog",schemaPath:"#/$defs/openDialogAction/properties/dialog/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/$defs/openDialogAction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "closeDialog"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err7 = {instancePath,schemaPath:"#/$defs/closeDialogAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
for(const key1 in data){
if(!((key1 === "do") || (key1 === "dialog"))){
const err8 = {instancePath,schemaPath:"#/$defs/closeDialogAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.do !== undefined){
if("closeDialog" !== data.do){
const err9 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/closeDialogAction/properties/do/const",keyword:"const",params:{allowedValue: "closeDialog"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.dialog !== undefined){
if(typeof data.dialog !== "string"){
const err10 = {instancePath:instancePath+"/dialog",schemaPath:"#/$defs/closeDialogAction/properties/dialog/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/$defs/closeDialogAction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "toast"){
if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "navigate"){
if(!(validate30(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "openUrl"){
if(!(validate32(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "replaceLocation"){
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "native"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err12 = {instancePath,schemaPath:"#/$defs/nativeAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.message === undefined){
const err13 = {instancePath,schemaPath:"#/$defs/nativeAction/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key2 in data){
if(!(((key2 === "do") || (key2 === "message")) || (key2 === "payload"))){
const err14 = {instancePath,schemaPath:"#/$defs/nativeAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.do !== undefined){
if("native" !== data.do){
const err15 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/nativeAction/properties/do/const",keyword:"const",params:{allowedValue: "native"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.message !== undefined){
let data5 = data.message;
if(!(((((((((((((data5 === "to") || (data5 === "toP")) || (data5 === "closeWebview")) || (data5 === "toHome")) || (data5 === "toMine")) || (data5 === "offToLogin")) || (data5 === "callTelephone")) || (data5 === "toRate")) || (data5 === "confirmBurialPoint")) || (data5 === "startBank")) || (data5 === "endBank")) || (data5 === "openWebview")) || (data5 === "goPage"))){
const err16 = {instancePath:instancePath+"/message",schemaPath:"#/$defs/nativeAction/properties/message/enum",keyword:"enum",params:{allowedValues: schema60.properties.message.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/$defs/nativeAction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "copy"){
if(!(validate34(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "wait"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err18 = {instancePath,schemaPath:"#/$defs/waitAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.ms === undefined){
const err19 = {instancePath,schemaPath:"#/$defs/waitAction/required",keyword:"required",params:{missingProperty: "ms"},message:"must have required property '"+"ms"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key3 in data){
if(!((key3 === "do") || (key3 === "ms"))){
const err20 = {instancePath,schemaPath:"#/$defs/waitAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.do !== undefined){
if("wait" !== data.do){
const err21 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/waitAction/properties/do/const",keyword:"const",params:{allowedValue: "wait"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.ms !== undefined){
let data7 = data.ms;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err22 = {instancePath:instancePath+"/ms",schemaPath:"#/$defs/waitAction/properties/ms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 60000 || isNaN(data7)){
const err23 = {instancePath:instancePath+"/ms",schemaPath:"#/$defs/waitAction/properties/ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60000},message:"must be <= 60000"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err24 = {instancePath:instancePath+"/ms",schemaPath:"#/$defs/waitAction/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/$defs/waitAction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "if"){
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "storage"){
if(!(validate38(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "validate"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err26 = {instancePath,schemaPath:"#/$defs/validateAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.form === undefined){
const err27 = {instancePath,schemaPath:"#/$defs/validateAction/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
for(const key4 in data){
if(!((key4 === "do") || (key4 === "form"))){
const err28 = {instancePath,schemaPath:"#/$defs/validateAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.do !== undefined){
if("validate" !== data.do){
const err29 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/validateAction/properties/do/const",keyword:"const",params:{allowedValue: "validate"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.form !== undefined){
if(typeof data.form !== "string"){
const err30 = {instancePath:instancePath+"/form",schemaPath:"#/$defs/validateAction/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/$defs/validateAction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "run"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err32 = {instancePath,schemaPath:"#/$defs/runAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.chain === undefined){
const err33 = {instancePath,schemaPath:"#/$defs/runAction/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key5 in data){
if(!((key5 === "do") || (key5 === "chain"))){
const err34 = {instancePath,schemaPath:"#/$defs/runAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.do !== undefined){
if("run" !== data.do){
const err35 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/runAction/properties/do/const",keyword:"const",params:{allowedValue: "run"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.chain !== undefined){
if(typeof data.chain !== "string"){
const err36 = {instancePath:instancePath+"/chain",schemaPath:"#/$defs/runAction/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/$defs/runAction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else {
const err38 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "do", tagValue: tag0},message:"value of tag \"do\" must be in oneOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "do", tagValue: tag0},message:"tag \"do\" must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
validate24.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema64 = {"type":"object","additionalProperties":false,"required":["id","afterMs","actions"],"properties":{"id":{"type":"string"},"afterMs":{"type":"integer","minimum":0,"maximum":3600000},"everyMs":{"type":"integer","minimum":100,"maximum":3600000},"while":{"$ref":"binding.schema.json#/$defs/condition"},"actions":{"$ref":"actions.schema.json#/$defs/chain"}}};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(typeof data === "string"){
if(!pattern4.test(data)){
const err1 = {instancePath,schemaPath:"#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate50.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.afterMs === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "afterMs"},message:"must have required property '"+"afterMs"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.actions === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "id") || (key0 === "afterMs")) || (key0 === "everyMs")) || (key0 === "while")) || (key0 === "actions"))){
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.afterMs !== undefined){
let data1 = data.afterMs;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/afterMs",schemaPath:"#/properties/afterMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 > 3600000 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/afterMs",schemaPath:"#/properties/afterMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600000},message:"must be <= 3600000"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/afterMs",schemaPath:"#/properties/afterMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.everyMs !== undefined){
let data2 = data.everyMs;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err8 = {instancePath:instancePath+"/everyMs",schemaPath:"#/properties/everyMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 3600000 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/everyMs",schemaPath:"#/properties/everyMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600000},message:"must be <= 3600000"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 100 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/everyMs",schemaPath:"#/properties/everyMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
if(data.while !== undefined){
if(!(validate51(data.while, {instancePath:instancePath+"/while",parentData:data,parentDataProperty:"while",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
}
if(data.actions !== undefined){
if(!(validate23(data.actions, {instancePath:instancePath+"/actions",parentData:data,parentDataProperty:"actions",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema68 = {"type":"object","additionalProperties":false,"required":["rule","message"],"properties":{"rule":{"enum":["required","minLength","maxLength","pattern","test"]},"value":{},"limit":{"type":"integer","minimum":0},"pattern":{"type":"string"},"test":{"$ref":"binding.schema.json#/$defs/condition"},"each":{"$ref":"binding.schema.json#/$defs/binding"},"message":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"rule":{"enum":["minLength","maxLength"]}}},"then":{"required":["value","limit"]}},{"if":{"properties":{"rule":{"const":"pattern"}}},"then":{"required":["value","pattern"]}},{"if":{"properties":{"rule":{"const":"required"}}},"then":{"required":["value"]}},{"if":{"properties":{"rule":{"const":"test"}}},"then":{"required":["test"]}}]};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rule !== undefined){
let data0 = data.rule;
if(!((data0 === "minLength") || (data0 === "maxLength"))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.limit === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rule !== undefined){
if("pattern" !== data.rule){
const err4 = {};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value === undefined){
const err5 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.pattern === undefined){
const err6 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "pattern"},message:"must have required property '"+"pattern"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
}
if(!valid3){
const err7 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs12 = errors;
let valid5 = true;
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rule !== undefined){
if("required" !== data.rule){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
var _valid2 = _errs13 === errors;
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs15 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.value === undefined){
const err9 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
var _valid2 = _errs15 === errors;
valid5 = _valid2;
}
if(!valid5){
const err10 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs17 = errors;
let valid7 = true;
const _errs18 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rule !== undefined){
if("test" !== data.rule){
const err11 = {};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
var _valid3 = _errs18 === errors;
errors = _errs17;
if(vErrors !== null){
if(_errs17){
vErrors.length = _errs17;
}
else {
vErrors = null;
}
}
if(_valid3){
const _errs20 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.test === undefined){
const err12 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "test"},message:"must have required property '"+"test"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
var _valid3 = _errs20 === errors;
valid7 = _valid3;
}
if(!valid7){
const err13 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.rule === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.message === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key0 in data){
if(!(((((((key0 === "rule") || (key0 === "value")) || (key0 === "limit")) || (key0 === "pattern")) || (key0 === "test")) || (key0 === "each")) || (key0 === "message"))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.rule !== undefined){
let data4 = data.rule;
if(!(((((data4 === "required") || (data4 === "minLength")) || (data4 === "maxLength")) || (data4 === "pattern")) || (data4 === "test"))){
const err17 = {instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/enum",keyword:"enum",params:{allowedValues: schema68.properties.rule.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.limit !== undefined){
let data5 = data.limit;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err18 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data5 == "number") && (isFinite(data5))){
if(data5 < 0 || isNaN(data5)){
const err19 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
if(data.pattern !== undefined){
if(typeof data.pattern !== "string"){
const err20 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.test !== undefined){
if(!(validate51(data.test, {instancePath:instancePath+"/test",parentData:data,parentDataProperty:"test",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
}
if(data.each !== undefined){
let data8 = data.each;
if(typeof data8 === "string"){
if(!pattern4.test(data8)){
const err21 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.message !== undefined){
if(typeof data.message !== "string"){
const err23 = {instancePath:instancePath+"/message",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
else {
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema71 = {"type":"object","additionalProperties":false,"required":["name","children"],"properties":{"name":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}};
const schema72 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"node.schema.json","type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"enum":["ActionRow","Article","Button","Divider","ErrorState","Grid","Hero","Image","ImagePicker","InfoList","ListItem","Notice","Picker","ProductCard","SiteLayout","Stack","StarRating","StatusBanner","SuccessMark","Tabs","Tag","Text","TextArea","TextField"]},"id":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"props":{"type":"object"},"bind":{"$ref":"binding.schema.json#/$defs/statePath"},"on":{"type":"object","additionalProperties":{"$ref":"actions.schema.json#/$defs/chain"}},"children":{"type":"array","items":{"$ref":"#"}},"each":{"$ref":"binding.schema.json#/$defs/binding"},"key":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"type":{"const":"ActionRow"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ActionRow"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"icon":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/icon"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"value":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/value"},{"$ref":"binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/chevron"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Article"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Article"},"props":{"type":"object","additionalProperties":false,"required":["blocks"],"properties":{"blocks":{"anyOf":[{"$ref":"widgets/Article.schema.json#/properties/blocks"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/Article.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Button"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Button"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullWidth":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/fullWidth"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Divider"}},"required":["type"]},"then":{"properties":{"type":{"const":"Divider"},"props":{"type":"object","additionalProperties":false,"properties":{"spacing":{"anyOf":[{"$ref":"widgets/Divider.schema.json#/properties/spacing"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ErrorState"}},"required":["type"]},"then":{"properties":{"type":{"const":"ErrorState"},"props":{"type":"object","additionalProperties":false,"properties":{"title":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"message":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/message"},{"$ref":"binding.schema.json#/$defs/binding"}]},"retryLabel":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/retryLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"retry":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Grid"}},"required":["type"]},"then":{"properties":{"type":{"const":"Grid"},"props":{"type":"object","additionalProperties":false,"properties":{"minColumnWidth":{"anyOf":[{"$ref":"widgets/Grid.schema.json#/properties/minColumnWidth"},{"$ref":"binding.schema.json#/$defs/binding"}]},"gap":{"anyOf":[{"$ref":"widgets/Grid.schema.json#/properties/gap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxColumns":{"anyOf":[{"$ref":"widgets/Grid.schema.json#/properties/maxColumns"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"Hero"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Hero"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"eyebrow":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/eyebrow"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"text":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"Image"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Image"},"props":{"type":"object","additionalProperties":false,"required":["src","alt"],"properties":{"src":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/src"},{"$ref":"binding.schema.json#/$defs/binding"}]},"alt":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/alt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"width":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/width"},{"$ref":"binding.schema.json#/$defs/binding"}]},"height":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/height"},{"$ref":"binding.schema.json#/$defs/binding"}]},"radius":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/radius"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fit":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/fit"},{"$ref":"binding.schema.json#/$defs/binding"}]},"zoomable":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/zoomable"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ImagePicker"}},"required":["type"]},"then":{"properties":{"type":{"const":"ImagePicker"},"props":{"type":"object","additionalProperties":false,"properties":{"max":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/max"},{"$ref":"binding.schema.json#/$defs/binding"}]},"columns":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/columns"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxBytes":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/maxBytes"},{"$ref":"binding.schema.json#/$defs/binding"}]},"accept":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/accept"},{"$ref":"binding.schema.json#/$defs/binding"}]},"addLabel":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/addLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tooLargeMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/tooLargeMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"notImageMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/notImageMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/fullMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"imageAlt":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/imageAlt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"removeLabel":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/removeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"},"pick":{"$ref":"actions.schema.json#/$defs/chain"},"reject":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"InfoList"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"InfoList"},"props":{"type":"object","additionalProperties":false,"required":["rows"],"properties":{"title":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/labelKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/valueKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"collapsedRows":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/collapsedRows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"moreLabel":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/moreLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"lessLabel":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/lessLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ListItem"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ListItem"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"subtitle":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/subtitle"},{"$ref":"binding.schema.json#/$defs/binding"}]},"meta":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/meta"},{"$ref":"binding.schema.json#/$defs/binding"}]},"body":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/body"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/chevron"},{"$ref":"binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/selected"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tappable":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/tappable"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Notice"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Notice"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Notice.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Notice.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Picker"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Picker"},"props":{"type":"object","additionalProperties":false,"required":["label","options"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"options":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/options"},{"$ref":"binding.schema.json#/$defs/binding"}]},"optionLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/optionLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"optionValue":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/optionValue"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"confirmLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/confirmLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"cancelLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/cancelLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"ProductCard"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ProductCard"},"props":{"type":"object","additionalProperties":false,"required":["name","buttonText"],"properties":{"logo":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/logo"},{"$ref":"binding.schema.json#/$defs/binding"}]},"name":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/name"},{"$ref":"binding.schema.json#/$defs/binding"}]},"buttonText":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/buttonText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"enabled":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/enabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"amountRange":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/amountRange"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rangeDesc":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/rangeDesc"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rate":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/rate"},{"$ref":"binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/description"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tags":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/tags"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"SiteLayout"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"SiteLayout"},"props":{"type":"object","additionalProperties":false,"required":["brand","items"],"properties":{"brand":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/brand"},{"$ref":"binding.schema.json#/$defs/binding"}]},"items":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/items"},{"$ref":"binding.schema.json#/$defs/binding"}]},"navLabel":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/navLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"menuLabel":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/menuLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"footer":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/footer"},{"$ref":"binding.schema.json#/$defs/binding"}]},"frame":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/frame"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}}}}},{"if":{"properties":{"type":{"const":"Stack"}},"required":["type"]},"then":{"properties":{"type":{"const":"Stack"},"props":{"type":"object","additionalProperties":false,"properties":{"direction":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/direction"},{"$ref":"binding.schema.json#/$defs/binding"}]},"gap":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/gap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"padding":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/padding"},{"$ref":"binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/align"},{"$ref":"binding.schema.json#/$defs/binding"}]},"justify":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/justify"},{"$ref":"binding.schema.json#/$defs/binding"}]},"wrap":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/wrap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"StarRating"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StarRating"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"max":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/max"},{"$ref":"binding.schema.json#/$defs/binding"}]},"size":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/size"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"StatusBanner"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StatusBanner"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"image":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/description"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"SuccessMark"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"SuccessMark"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/SuccessMark.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/SuccessMark.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Tabs"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tabs"},"props":{"type":"object","additionalProperties":false,"required":["tabs"],"properties":{"tabs":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/tabs"},{"$ref":"binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/labelKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/valueKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"stretch":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/stretch"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Tag"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tag"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/selected"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Text"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Text"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/align"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]},"weight":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/weight"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"TextArea"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextArea"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/maxLength"},{"$ref":"binding.schema.json#/$defs/binding"}]},"counter":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/counter"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/error"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"TextField"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextField"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"inputMode":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/inputMode"},{"$ref":"binding.schema.json#/$defs/binding"}]},"filter":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/filter"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/maxLength"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/error"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}}]};
const schema74 = {"enum":["phone","mail","chat","info","none"]};
const schema76 = {"type":"string","minLength":1};
const schema78 = {"type":"string"};
const schema80 = {"type":"boolean"};
const schema84 = {"type":"array","items":{"oneOf":[{"type":"object","additionalProperties":false,"required":["kind","text"],"properties":{"kind":{"const":"heading"},"text":{"type":"string"},"level":{"enum":[2,3]}}},{"type":"object","additionalProperties":false,"required":["kind","text"],"properties":{"kind":{"const":"paragraph"},"text":{"type":"string"}}},{"type":"object","additionalProperties":false,"required":["kind","items"],"properties":{"kind":{"const":"list"},"ordered":{"type":"boolean"},"items":{"type":"array","minItems":1,"items":{"type":"string"}}}},{"type":"object","additionalProperties":false,"required":["kind","rows"],"properties":{"kind":{"const":"definitions"},"rows":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["term","detail"],"properties":{"term":{"type":"string"},"detail":{"type":"string"}}}}}}]}};
const schema86 = {"enum":["card","none"]};
const schema89 = {"type":"string","minLength":1};
const schema91 = {"enum":["primary","secondary","outline","text"]};
const schema93 = {"type":"string"};
const schema95 = {"type":"boolean"};
const schema97 = {"type":"boolean"};
const schema100 = {"type":"integer","minimum":0,"maximum":48};
const schema103 = {"type":"string"};
const schema105 = {"type":"string"};
const schema107 = {"type":"string","minLength":1};
const schema109 = {"type":"string"};
const schema112 = {"type":"integer","minimum":120,"maximum":640};
const schema114 = {"type":"integer","minimum":0,"maximum":48};
const schema116 = {"type":"integer","minimum":1,"maximum":6};
const schema119 = {"type":"string"};
const schema121 = {"type":"string","minLength":1};
const schema123 = {"type":"string"};
const schema125 = {"type":"string"};
const schema128 = {"type":"string"};
const schema130 = {"type":"string"};
const schema132 = {"type":"integer","minimum":1,"maximum":1200};
const schema134 = {"type":"integer","minimum":1,"maximum":1200};
const schema136 = {"type":"integer","minimum":0,"maximum":48};
const schema138 = {"enum":["cover","contain"]};
const schema140 = {"type":"boolean"};
const schema143 = {"type":"integer","minimum":1,"maximum":30};
const schema145 = {"type":"integer","minimum":1,"maximum":6};
const schema147 = {"type":"integer","minimum":1};
const schema149 = {"type":"string","minLength":1};
const schema151 = {"type":"string","minLength":1};
const schema153 = {"type":"string","minLength":1};
const schema155 = {"type":"string","minLength":1};
const schema157 = {"type":"string","minLength":1};
const schema159 = {"type":"string","minLength":1};
const schema161 = {"type":"string","minLength":1};
const schema164 = {"type":"string"};
const schema166 = {"type":"array","items":{"type":"object","properties":{"text":{"type":["string","number"]},"value":{"type":["string","number"]}}}};
const schema168 = {"type":"string","minLength":1};
const schema170 = {"type":"string","minLength":1};
const schema172 = {"type":"integer","minimum":1};
const schema174 = {"type":"string","minLength":1};
const schema176 = {"type":"string","minLength":1};
const schema178 = {"type":"string"};
const schema180 = {"enum":["card","none"]};
const schema183 = {"type":"string"};
const schema185 = {"type":"string"};
const schema187 = {"type":"string"};
const schema189 = {"type":"string"};
const schema191 = {"type":"string"};
const schema193 = {"type":"boolean"};
const schema195 = {"type":"boolean"};
const schema197 = {"type":"boolean"};
const schema200 = {"type":"string"};
const schema202 = {"enum":["info","warning","success"]};
const schema205 = {"type":"string","minLength":1};
const schema207 = {"type":"string"};
const schema209 = {"type":"string"};
const schema211 = {"type":"array","items":{"type":"object","additionalProperties":true}};
const schema213 = {"type":"string","minLength":1};
const schema215 = {"type":"string","minLength":1};
const schema217 = {"type":"string","minLength":1};
const schema219 = {"type":"string","minLength":1};
const schema221 = {"type":"string","minLength":1};
const schema223 = {"type":"string","minLength":1};
const schema225 = {"type":"boolean"};
const schema228 = {"type":"string"};
const schema230 = {"type":"string"};
const schema232 = {"type":"string","minLength":1};
const schema234 = {"type":"boolean"};
const schema236 = {"type":"string"};
const schema238 = {"type":"string"};
const schema240 = {"type":"string"};
const schema242 = {"type":"string"};
const schema244 = {"type":"array","items":{"type":"string"}};
const schema247 = {"type":"string","minLength":1};
const schema249 = {"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["label","value"],"properties":{"label":{"type":"string","minLength":1},"value":{"type":"string","minLength":1}}}};
const schema251 = {"type":"string","minLength":1};
const schema253 = {"type":"string","minLength":1};
const schema255 = {"type":"array","items":{"type":"string"}};
const schema257 = {"enum":["site","none"]};
const schema260 = {"enum":["column","row"]};
const schema262 = {"type":"integer","minimum":0,"maximum":48};
const schema264 = {"type":"integer","minimum":0,"maximum":48};
const schema266 = {"enum":["start","center","end","stretch"]};
const schema268 = {"enum":["start","center","end","between"]};
const schema270 = {"type":"boolean"};
const schema272 = {"enum":["none","card","page"]};
const schema275 = {"type":"string","minLength":1};
const schema277 = {"type":"integer","minimum":1,"maximum":10};
const schema279 = {"type":"integer","minimum":16,"maximum":64};
const schema282 = {"type":"string"};
const schema284 = {"type":"string"};
const schema286 = {"type":"string"};
const schema288 = {"enum":["brand","accent"]};
const schema291 = {"type":"string","minLength":1};
const schema293 = {"enum":["success","info"]};
const schema296 = {"type":"array","items":{"type":"object","additionalProperties":true}};
const schema298 = {"type":"string","minLength":1};
const schema300 = {"type":"string","minLength":1};
const schema302 = {"type":"string","minLength":1};
const schema304 = {"type":"boolean"};
const schema307 = {"type":"string"};
const schema309 = {"enum":["neutral","brand","accent"]};
const schema311 = {"type":"boolean"};
const schema314 = {"type":"string"};
const schema316 = {"enum":["title","subtitle","body","caption","hint","error","hero"]};
const schema318 = {"enum":["start","center","end"]};
const schema320 = {"enum":["default","muted","onBrand","accent","danger"]};
const schema322 = {"enum":["regular","medium","bold"]};
const schema325 = {"type":"string","minLength":1};
const schema327 = {"type":"string"};
const schema329 = {"type":"integer","minimum":1};
const schema331 = {"type":"boolean"};
const schema333 = {"type":"integer","minimum":2,"maximum":20};
const schema335 = {"type":"string"};
const schema337 = {"type":"boolean"};
const schema339 = {"type":"string"};
const schema342 = {"type":"string","minLength":1};
const schema344 = {"type":"string"};
const schema346 = {"enum":["text","numeric","tel","email","decimal"]};
const schema348 = {"enum":["none","digits"]};
const schema350 = {"type":"integer","minimum":1};
const schema352 = {"type":"string"};
const schema354 = {"type":"boolean"};
const schema356 = {"type":"string"};
const func3 = func3Module.default ?? func3Module;

function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate24(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs1 === errors;
valid0 = valid0 || _valid0;
const _errs3 = errors;
if(typeof data === "string"){
if(!pattern4.test(data)){
const err1 = {instancePath,schemaPath:"#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath,schemaPath:"#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(!valid0){
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
else {
errors = _errs0;
if(vErrors !== null){
if(_errs0){
vErrors.length = _errs0;
}
else {
vErrors = null;
}
}
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="node.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.type === undefined) && (missing0 = "type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.type !== undefined){
if("ActionRow" !== data.type){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
if("ActionRow" !== data.type){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/0/then/properties/type/const",keyword:"const",params:{allowedValue: "ActionRow"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.props !== undefined){
let data2 = data.props;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.label === undefined){
const err4 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/0/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key0 in data2){
if(!((((key0 === "icon") || (key0 === "label")) || (key0 === "value")) || (key0 === "chevron"))){
const err5 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/0/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data2.icon !== undefined){
let data3 = data2.icon;
const _errs11 = errors;
let valid5 = false;
const _errs12 = errors;
if(!(((((data3 === "phone") || (data3 === "mail")) || (data3 === "chat")) || (data3 === "info")) || (data3 === "none"))){
const err6 = {instancePath:instancePath+"/props/icon",schemaPath:"widgets/ActionRow.schema.json#/properties/icon/enum",keyword:"enum",params:{allowedValues: schema74.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs12 === errors;
valid5 = valid5 || _valid1;
const _errs14 = errors;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err7 = {instancePath:instancePath+"/props/icon",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/props/icon",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err9 = {instancePath:instancePath+"/props/icon",schemaPath:"#/allOf/0/then/properties/props/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
}
if(data2.label !== undefined){
let data4 = data2.label;
const _errs18 = errors;
let valid8 = false;
const _errs19 = errors;
if(typeof data4 === "string"){
if(func3(data4) < 1){
const err10 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/ActionRow.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/ActionRow.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid2 = _errs19 === errors;
valid8 = valid8 || _valid2;
const _errs22 = errors;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err12 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid2 = _errs22 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err14 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/0/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs18;
if(vErrors !== null){
if(_errs18){
vErrors.length = _errs18;
}
else {
vErrors = null;
}
}
}
}
if(data2.value !== undefined){
let data5 = data2.value;
const _errs26 = errors;
let valid11 = false;
const _errs27 = errors;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/props/value",schemaPath:"widgets/ActionRow.schema.json#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid3 = _errs27 === errors;
valid11 = valid11 || _valid3;
const _errs30 = errors;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err16 = {instancePath:instancePath+"/props/value",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/props/value",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs30 === errors;
valid11 = valid11 || _valid3;
if(!valid11){
const err18 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/0/then/properties/props/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data2.chevron !== undefined){
let data6 = data2.chevron;
const _errs34 = errors;
let valid14 = false;
const _errs35 = errors;
if(typeof data6 !== "boolean"){
const err19 = {instancePath:instancePath+"/props/chevron",schemaPath:"widgets/ActionRow.schema.json#/properties/chevron/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid4 = _errs35 === errors;
valid14 = valid14 || _valid4;
const _errs38 = errors;
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
const err20 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid4 = _errs38 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err22 = {instancePath:instancePath+"/props/chevron",schemaPath:"#/allOf/0/then/properties/props/properties/chevron/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs34;
if(vErrors !== null){
if(_errs34){
vErrors.length = _errs34;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/0/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.on !== undefined){
let data7 = data.on;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key1 in data7){
if(!(key1 === "tap")){
const err24 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/0/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data7.tap !== undefined){
if(!(validate63(data7.tap, {instancePath:instancePath+"/on/tap",parentData:data7,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/0/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.children !== undefined){
const err26 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/0/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.bind !== undefined){
const err27 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/0/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.type = true;
props0.props = true;
props0.on = true;
props0.children = true;
props0.bind = true;
}
}
if(!valid1){
const err28 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs46 = errors;
let valid18 = true;
const _errs47 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err29 = {};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
if(data.type !== undefined){
if("Article" !== data.type){
const err30 = {};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
}
var _valid5 = _errs47 === errors;
errors = _errs46;
if(vErrors !== null){
if(_errs46){
vErrors.length = _errs46;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs49 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.type !== undefined){
if("Article" !== data.type){
const err32 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/1/then/properties/type/const",keyword:"const",params:{allowedValue: "Article"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.props !== undefined){
let data13 = data.props;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.blocks === undefined){
const err33 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/1/then/properties/props/required",keyword:"required",params:{missingProperty: "blocks"},message:"must have required property '"+"blocks"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key2 in data13){
if(!((key2 === "blocks") || (key2 === "surface"))){
const err34 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/1/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data13.blocks !== undefined){
let data14 = data13.blocks;
const _errs55 = errors;
let valid22 = false;
const _errs56 = errors;
if(Array.isArray(data14)){
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
const _errs60 = errors;
let valid26 = false;
let passing0 = null;
const _errs61 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.kind === undefined){
const err35 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data15.text === undefined){
const err36 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
for(const key3 in data15){
if(!(((key3 === "kind") || (key3 === "text")) || (key3 === "level"))){
const err37 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data15.kind !== undefined){
if("heading" !== data15.kind){
const err38 = {instancePath:instancePath+"/props/blocks/" + i0+"/kind",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "heading"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data15.text !== undefined){
if(typeof data15.text !== "string"){
const err39 = {instancePath:instancePath+"/props/blocks/" + i0+"/text",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data15.level !== undefined){
let data18 = data15.level;
if(!((data18 === 2) || (data18 === 3))){
const err40 = {instancePath:instancePath+"/props/blocks/" + i0+"/level",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/0/properties/level/enum",keyword:"enum",params:{allowedValues: schema84.items.oneOf[0].properties.level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
else {
const err41 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid7 = _errs61 === errors;
if(_valid7){
valid26 = true;
passing0 = 0;
var props1 = true;
}
const _errs68 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.kind === undefined){
const err42 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data15.text === undefined){
const err43 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/1/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
for(const key4 in data15){
if(!((key4 === "kind") || (key4 === "text"))){
const err44 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data15.kind !== undefined){
if("paragraph" !== data15.kind){
const err45 = {instancePath:instancePath+"/props/blocks/" + i0+"/kind",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "paragraph"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data15.text !== undefined){
if(typeof data15.text !== "string"){
const err46 = {instancePath:instancePath+"/props/blocks/" + i0+"/text",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/1/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
}
else {
const err47 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
var _valid7 = _errs68 === errors;
if(_valid7 && valid26){
valid26 = false;
passing0 = [passing0, 1];
}
else {
if(_valid7){
valid26 = true;
passing0 = 1;
if(props1 !== true){
props1 = true;
}
}
const _errs74 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.kind === undefined){
const err48 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data15.items === undefined){
const err49 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/2/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key5 in data15){
if(!(((key5 === "kind") || (key5 === "ordered")) || (key5 === "items"))){
const err50 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data15.kind !== undefined){
if("list" !== data15.kind){
const err51 = {instancePath:instancePath+"/props/blocks/" + i0+"/kind",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "list"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data15.ordered !== undefined){
if(typeof data15.ordered !== "boolean"){
const err52 = {instancePath:instancePath+"/props/blocks/" + i0+"/ordered",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/2/properties/ordered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data15.items !== undefined){
let data23 = data15.items;
if(Array.isArray(data23)){
if(data23.length < 1){
const err53 = {instancePath:instancePath+"/props/blocks/" + i0+"/items",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/2/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
const len1 = data23.length;
for(let i1=0; i1<len1; i1++){
if(typeof data23[i1] !== "string"){
const err54 = {instancePath:instancePath+"/props/blocks/" + i0+"/items/" + i1,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/2/properties/items/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
else {
const err55 = {instancePath:instancePath+"/props/blocks/" + i0+"/items",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/2/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid7 = _errs74 === errors;
if(_valid7 && valid26){
valid26 = false;
passing0 = [passing0, 2];
}
else {
if(_valid7){
valid26 = true;
passing0 = 2;
if(props1 !== true){
props1 = true;
}
}
const _errs84 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.kind === undefined){
const err57 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data15.rows === undefined){
const err58 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key6 in data15){
if(!((key6 === "kind") || (key6 === "rows"))){
const err59 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data15.kind !== undefined){
if("definitions" !== data15.kind){
const err60 = {instancePath:instancePath+"/props/blocks/" + i0+"/kind",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "definitions"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data15.rows !== undefined){
let data26 = data15.rows;
if(Array.isArray(data26)){
if(data26.length < 1){
const err61 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/properties/rows/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
let data27 = data26[i2];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.term === undefined){
const err62 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/properties/rows/items/required",keyword:"required",params:{missingProperty: "term"},message:"must have required property '"+"term"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data27.detail === undefined){
const err63 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/properties/rows/items/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key7 in data27){
if(!((key7 === "term") || (key7 === "detail"))){
const err64 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/properties/rows/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data27.term !== undefined){
if(typeof data27.term !== "string"){
const err65 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2+"/term",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/properties/rows/items/properties/term/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data27.detail !== undefined){
if(typeof data27.detail !== "string"){
const err66 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2+"/detail",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/properties/rows/items/properties/detail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
else {
const err69 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid7 = _errs84 === errors;
if(_valid7 && valid26){
valid26 = false;
passing0 = [passing0, 3];
}
else {
if(_valid7){
valid26 = true;
passing0 = 3;
if(props1 !== true){
props1 = true;
}
}
}
}
}
if(!valid26){
const err70 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
else {
errors = _errs60;
if(vErrors !== null){
if(_errs60){
vErrors.length = _errs60;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err71 = {instancePath:instancePath+"/props/blocks",schemaPath:"widgets/Article.schema.json#/properties/blocks/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid6 = _errs56 === errors;
valid22 = valid22 || _valid6;
const _errs97 = errors;
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
const err72 = {instancePath:instancePath+"/props/blocks",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/props/blocks",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
var _valid6 = _errs97 === errors;
valid22 = valid22 || _valid6;
if(!valid22){
const err74 = {instancePath:instancePath+"/props/blocks",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
else {
errors = _errs55;
if(vErrors !== null){
if(_errs55){
vErrors.length = _errs55;
}
else {
vErrors = null;
}
}
}
}
if(data13.surface !== undefined){
let data30 = data13.surface;
const _errs101 = errors;
let valid37 = false;
const _errs102 = errors;
if(!((data30 === "card") || (data30 === "none"))){
const err75 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/Article.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema86.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid8 = _errs102 === errors;
valid37 = valid37 || _valid8;
const _errs104 = errors;
if(typeof data30 === "string"){
if(!pattern4.test(data30)){
const err76 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid8 = _errs104 === errors;
valid37 = valid37 || _valid8;
if(!valid37){
const err78 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/1/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
errors = _errs101;
if(vErrors !== null){
if(_errs101){
vErrors.length = _errs101;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err79 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/1/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.on !== undefined){
let data31 = data.on;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key8 in data31){
const err80 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/1/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/1/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data.children !== undefined){
const err82 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/1/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data.bind !== undefined){
const err83 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/1/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
var _valid5 = _errs49 === errors;
valid18 = _valid5;
if(valid18){
var props2 = {};
props2.type = true;
props2.props = true;
props2.on = true;
props2.children = true;
props2.bind = true;
}
}
if(!valid18){
const err84 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
const _errs111 = errors;
let valid40 = true;
const _errs112 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
const err85 = {};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
if(data.type !== undefined){
if("Button" !== data.type){
const err86 = {};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
}
}
var _valid9 = _errs112 === errors;
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
if(_valid9){
const _errs114 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err87 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(data.type !== undefined){
if("Button" !== data.type){
const err88 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/2/then/properties/type/const",keyword:"const",params:{allowedValue: "Button"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.props !== undefined){
let data36 = data.props;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.label === undefined){
const err89 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
for(const key9 in data36){
if(!(((((key9 === "label") || (key9 === "variant")) || (key9 === "hint")) || (key9 === "disabled")) || (key9 === "fullWidth"))){
const err90 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data36.label !== undefined){
let data37 = data36.label;
const _errs120 = errors;
let valid44 = false;
const _errs121 = errors;
if(typeof data37 === "string"){
if(func3(data37) < 1){
const err91 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Button.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Button.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid10 = _errs121 === errors;
valid44 = valid44 || _valid10;
const _errs124 = errors;
if(typeof data37 === "string"){
if(!pattern4.test(data37)){
const err93 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
var _valid10 = _errs124 === errors;
valid44 = valid44 || _valid10;
if(!valid44){
const err95 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/2/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
else {
errors = _errs120;
if(vErrors !== null){
if(_errs120){
vErrors.length = _errs120;
}
else {
vErrors = null;
}
}
}
}
if(data36.variant !== undefined){
let data38 = data36.variant;
const _errs128 = errors;
let valid47 = false;
const _errs129 = errors;
if(!((((data38 === "primary") || (data38 === "secondary")) || (data38 === "outline")) || (data38 === "text"))){
const err96 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/Button.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema91.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid11 = _errs129 === errors;
valid47 = valid47 || _valid11;
const _errs131 = errors;
if(typeof data38 === "string"){
if(!pattern4.test(data38)){
const err97 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
else {
const err98 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
var _valid11 = _errs131 === errors;
valid47 = valid47 || _valid11;
if(!valid47){
const err99 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/2/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
else {
errors = _errs128;
if(vErrors !== null){
if(_errs128){
vErrors.length = _errs128;
}
else {
vErrors = null;
}
}
}
}
if(data36.hint !== undefined){
let data39 = data36.hint;
const _errs135 = errors;
let valid50 = false;
const _errs136 = errors;
if(typeof data39 !== "string"){
const err100 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/Button.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
var _valid12 = _errs136 === errors;
valid50 = valid50 || _valid12;
const _errs139 = errors;
if(typeof data39 === "string"){
if(!pattern4.test(data39)){
const err101 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
else {
const err102 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid12 = _errs139 === errors;
valid50 = valid50 || _valid12;
if(!valid50){
const err103 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/2/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
else {
errors = _errs135;
if(vErrors !== null){
if(_errs135){
vErrors.length = _errs135;
}
else {
vErrors = null;
}
}
}
}
if(data36.disabled !== undefined){
let data40 = data36.disabled;
const _errs143 = errors;
let valid53 = false;
const _errs144 = errors;
if(typeof data40 !== "boolean"){
const err104 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/Button.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
var _valid13 = _errs144 === errors;
valid53 = valid53 || _valid13;
const _errs147 = errors;
if(typeof data40 === "string"){
if(!pattern4.test(data40)){
const err105 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
var _valid13 = _errs147 === errors;
valid53 = valid53 || _valid13;
if(!valid53){
const err107 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/2/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
else {
errors = _errs143;
if(vErrors !== null){
if(_errs143){
vErrors.length = _errs143;
}
else {
vErrors = null;
}
}
}
}
if(data36.fullWidth !== undefined){
let data41 = data36.fullWidth;
const _errs151 = errors;
let valid56 = false;
const _errs152 = errors;
if(typeof data41 !== "boolean"){
const err108 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"widgets/Button.schema.json#/properties/fullWidth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid14 = _errs152 === errors;
valid56 = valid56 || _valid14;
const _errs155 = errors;
if(typeof data41 === "string"){
if(!pattern4.test(data41)){
const err109 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
else {
const err110 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
var _valid14 = _errs155 === errors;
valid56 = valid56 || _valid14;
if(!valid56){
const err111 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"#/allOf/2/then/properties/props/properties/fullWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
else {
errors = _errs151;
if(vErrors !== null){
if(_errs151){
vErrors.length = _errs151;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err112 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data.on !== undefined){
let data42 = data.on;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
for(const key10 in data42){
if(!(key10 === "tap")){
const err113 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/2/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data42.tap !== undefined){
if(!(validate63(data42.tap, {instancePath:instancePath+"/on/tap",parentData:data42,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err114 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/2/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
if(data.children !== undefined){
const err115 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/2/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
if(data.bind !== undefined){
const err116 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/2/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
}
var _valid9 = _errs114 === errors;
valid40 = _valid9;
if(valid40){
var props3 = {};
props3.type = true;
props3.props = true;
props3.on = true;
props3.children = true;
props3.bind = true;
}
}
if(!valid40){
const err117 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(props0 !== true && props3 !== undefined){
if(props3 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props3);
}
}
const _errs163 = errors;
let valid60 = true;
const _errs164 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err118 = {};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
else {
if(data.type !== undefined){
if("Divider" !== data.type){
const err119 = {};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
}
var _valid15 = _errs164 === errors;
errors = _errs163;
if(vErrors !== null){
if(_errs163){
vErrors.length = _errs163;
}
else {
vErrors = null;
}
}
if(_valid15){
const _errs166 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Divider" !== data.type){
const err120 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/3/then/properties/type/const",keyword:"const",params:{allowedValue: "Divider"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data.props !== undefined){
let data48 = data.props;
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
for(const key11 in data48){
if(!(key11 === "spacing")){
const err121 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data48.spacing !== undefined){
let data49 = data48.spacing;
const _errs172 = errors;
let valid64 = false;
const _errs173 = errors;
if(!(((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49))) && (isFinite(data49)))){
const err122 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if((typeof data49 == "number") && (isFinite(data49))){
if(data49 > 48 || isNaN(data49)){
const err123 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data49 < 0 || isNaN(data49)){
const err124 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
var _valid16 = _errs173 === errors;
valid64 = valid64 || _valid16;
const _errs176 = errors;
if(typeof data49 === "string"){
if(!pattern4.test(data49)){
const err125 = {instancePath:instancePath+"/props/spacing",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/props/spacing",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var _valid16 = _errs176 === errors;
valid64 = valid64 || _valid16;
if(!valid64){
const err127 = {instancePath:instancePath+"/props/spacing",schemaPath:"#/allOf/3/then/properties/props/properties/spacing/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
else {
errors = _errs172;
if(vErrors !== null){
if(_errs172){
vErrors.length = _errs172;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err128 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data.on !== undefined){
let data50 = data.on;
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
for(const key12 in data50){
const err129 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/3/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
else {
const err130 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/3/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
if(data.children !== undefined){
const err131 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/3/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(data.bind !== undefined){
const err132 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/3/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
var _valid15 = _errs166 === errors;
valid60 = _valid15;
if(valid60){
var props4 = {};
props4.type = true;
props4.props = true;
props4.on = true;
props4.children = true;
props4.bind = true;
}
}
if(!valid60){
const err133 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(props0 !== true && props4 !== undefined){
if(props4 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props4);
}
}
const _errs183 = errors;
let valid67 = true;
const _errs184 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
const err134 = {};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
else {
if(data.type !== undefined){
if("ErrorState" !== data.type){
const err135 = {};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
}
}
var _valid17 = _errs184 === errors;
errors = _errs183;
if(vErrors !== null){
if(_errs183){
vErrors.length = _errs183;
}
else {
vErrors = null;
}
}
if(_valid17){
const _errs186 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ErrorState" !== data.type){
const err136 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/4/then/properties/type/const",keyword:"const",params:{allowedValue: "ErrorState"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data.props !== undefined){
let data55 = data.props;
if(data55 && typeof data55 == "object" && !Array.isArray(data55)){
for(const key13 in data55){
if(!((((key13 === "title") || (key13 === "message")) || (key13 === "retryLabel")) || (key13 === "image"))){
const err137 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
if(data55.title !== undefined){
let data56 = data55.title;
const _errs192 = errors;
let valid71 = false;
const _errs193 = errors;
if(typeof data56 !== "string"){
const err138 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/ErrorState.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid18 = _errs193 === errors;
valid71 = valid71 || _valid18;
const _errs196 = errors;
if(typeof data56 === "string"){
if(!pattern4.test(data56)){
const err139 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
else {
const err140 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var _valid18 = _errs196 === errors;
valid71 = valid71 || _valid18;
if(!valid71){
const err141 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/4/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
else {
errors = _errs192;
if(vErrors !== null){
if(_errs192){
vErrors.length = _errs192;
}
else {
vErrors = null;
}
}
}
}
if(data55.message !== undefined){
let data57 = data55.message;
const _errs200 = errors;
let valid74 = false;
const _errs201 = errors;
if(typeof data57 !== "string"){
const err142 = {instancePath:instancePath+"/props/message",schemaPath:"widgets/ErrorState.schema.json#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid19 = _errs201 === errors;
valid74 = valid74 || _valid19;
const _errs204 = errors;
if(typeof data57 === "string"){
if(!pattern4.test(data57)){
const err143 = {instancePath:instancePath+"/props/message",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
else {
const err144 = {instancePath:instancePath+"/props/message",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
var _valid19 = _errs204 === errors;
valid74 = valid74 || _valid19;
if(!valid74){
const err145 = {instancePath:instancePath+"/props/message",schemaPath:"#/allOf/4/then/properties/props/properties/message/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
else {
errors = _errs200;
if(vErrors !== null){
if(_errs200){
vErrors.length = _errs200;
}
else {
vErrors = null;
}
}
}
}
if(data55.retryLabel !== undefined){
let data58 = data55.retryLabel;
const _errs208 = errors;
let valid77 = false;
const _errs209 = errors;
if(typeof data58 === "string"){
if(func3(data58) < 1){
const err146 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"widgets/ErrorState.schema.json#/properties/retryLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
else {
const err147 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"widgets/ErrorState.schema.json#/properties/retryLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid20 = _errs209 === errors;
valid77 = valid77 || _valid20;
const _errs212 = errors;
if(typeof data58 === "string"){
if(!pattern4.test(data58)){
const err148 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
else {
const err149 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
var _valid20 = _errs212 === errors;
valid77 = valid77 || _valid20;
if(!valid77){
const err150 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/4/then/properties/props/properties/retryLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
else {
errors = _errs208;
if(vErrors !== null){
if(_errs208){
vErrors.length = _errs208;
}
else {
vErrors = null;
}
}
}
}
if(data55.image !== undefined){
let data59 = data55.image;
const _errs216 = errors;
let valid80 = false;
const _errs217 = errors;
if(typeof data59 !== "string"){
const err151 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/ErrorState.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
var _valid21 = _errs217 === errors;
valid80 = valid80 || _valid21;
const _errs220 = errors;
if(typeof data59 === "string"){
if(!pattern4.test(data59)){
const err152 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
else {
const err153 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
var _valid21 = _errs220 === errors;
valid80 = valid80 || _valid21;
if(!valid80){
const err154 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/4/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
else {
errors = _errs216;
if(vErrors !== null){
if(_errs216){
vErrors.length = _errs216;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err155 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data.on !== undefined){
let data60 = data.on;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
for(const key14 in data60){
if(!(key14 === "retry")){
const err156 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/4/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data60.retry !== undefined){
if(!(validate63(data60.retry, {instancePath:instancePath+"/on/retry",parentData:data60,parentDataProperty:"retry",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err157 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/4/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data.children !== undefined){
const err158 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/4/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if(data.bind !== undefined){
const err159 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/4/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
var _valid17 = _errs186 === errors;
valid67 = _valid17;
if(valid67){
var props5 = {};
props5.type = true;
props5.props = true;
props5.on = true;
props5.children = true;
props5.bind = true;
}
}
if(!valid67){
const err160 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(props0 !== true && props5 !== undefined){
if(props5 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props5);
}
}
const _errs228 = errors;
let valid84 = true;
const _errs229 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.type === undefined) && (missing5 = "type")){
const err161 = {};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
else {
if(data.type !== undefined){
if("Grid" !== data.type){
const err162 = {};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
}
var _valid22 = _errs229 === errors;
errors = _errs228;
if(vErrors !== null){
if(_errs228){
vErrors.length = _errs228;
}
else {
vErrors = null;
}
}
if(_valid22){
const _errs231 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Grid" !== data.type){
const err163 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/5/then/properties/type/const",keyword:"const",params:{allowedValue: "Grid"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
if(data.props !== undefined){
let data66 = data.props;
if(data66 && typeof data66 == "object" && !Array.isArray(data66)){
for(const key15 in data66){
if(!(((key15 === "minColumnWidth") || (key15 === "gap")) || (key15 === "maxColumns"))){
const err164 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data66.minColumnWidth !== undefined){
let data67 = data66.minColumnWidth;
const _errs237 = errors;
let valid88 = false;
const _errs238 = errors;
if(!(((typeof data67 == "number") && (!(data67 % 1) && !isNaN(data67))) && (isFinite(data67)))){
const err165 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"widgets/Grid.schema.json#/properties/minColumnWidth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if((typeof data67 == "number") && (isFinite(data67))){
if(data67 > 640 || isNaN(data67)){
const err166 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"widgets/Grid.schema.json#/properties/minColumnWidth/maximum",keyword:"maximum",params:{comparison: "<=", limit: 640},message:"must be <= 640"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data67 < 120 || isNaN(data67)){
const err167 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"widgets/Grid.schema.json#/properties/minColumnWidth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 120},message:"must be >= 120"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
var _valid23 = _errs238 === errors;
valid88 = valid88 || _valid23;
const _errs241 = errors;
if(typeof data67 === "string"){
if(!pattern4.test(data67)){
const err168 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
else {
const err169 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
var _valid23 = _errs241 === errors;
valid88 = valid88 || _valid23;
if(!valid88){
const err170 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"#/allOf/5/then/properties/props/properties/minColumnWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
else {
errors = _errs237;
if(vErrors !== null){
if(_errs237){
vErrors.length = _errs237;
}
else {
vErrors = null;
}
}
}
}
if(data66.gap !== undefined){
let data68 = data66.gap;
const _errs245 = errors;
let valid91 = false;
const _errs246 = errors;
if(!(((typeof data68 == "number") && (!(data68 % 1) && !isNaN(data68))) && (isFinite(data68)))){
const err171 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Grid.schema.json#/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
if((typeof data68 == "number") && (isFinite(data68))){
if(data68 > 48 || isNaN(data68)){
const err172 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Grid.schema.json#/properties/gap/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
if(data68 < 0 || isNaN(data68)){
const err173 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Grid.schema.json#/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
var _valid24 = _errs246 === errors;
valid91 = valid91 || _valid24;
const _errs249 = errors;
if(typeof data68 === "string"){
if(!pattern4.test(data68)){
const err174 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
else {
const err175 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
var _valid24 = _errs249 === errors;
valid91 = valid91 || _valid24;
if(!valid91){
const err176 = {instancePath:instancePath+"/props/gap",schemaPath:"#/allOf/5/then/properties/props/properties/gap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
else {
errors = _errs245;
if(vErrors !== null){
if(_errs245){
vErrors.length = _errs245;
}
else {
vErrors = null;
}
}
}
}
if(data66.maxColumns !== undefined){
let data69 = data66.maxColumns;
const _errs253 = errors;
let valid94 = false;
const _errs254 = errors;
if(!(((typeof data69 == "number") && (!(data69 % 1) && !isNaN(data69))) && (isFinite(data69)))){
const err177 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"widgets/Grid.schema.json#/properties/maxColumns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
if((typeof data69 == "number") && (isFinite(data69))){
if(data69 > 6 || isNaN(data69)){
const err178 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"widgets/Grid.schema.json#/properties/maxColumns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if(data69 < 1 || isNaN(data69)){
const err179 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"widgets/Grid.schema.json#/properties/maxColumns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
var _valid25 = _errs254 === errors;
valid94 = valid94 || _valid25;
const _errs257 = errors;
if(typeof data69 === "string"){
if(!pattern4.test(data69)){
const err180 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
else {
const err181 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
var _valid25 = _errs257 === errors;
valid94 = valid94 || _valid25;
if(!valid94){
const err182 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"#/allOf/5/then/properties/props/properties/maxColumns/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
else {
errors = _errs253;
if(vErrors !== null){
if(_errs253){
vErrors.length = _errs253;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err183 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data.on !== undefined){
let data70 = data.on;
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
for(const key16 in data70){
const err184 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
else {
const err185 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
if(data.bind !== undefined){
const err186 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/5/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
var _valid22 = _errs231 === errors;
valid84 = _valid22;
if(valid84){
var props6 = {};
props6.type = true;
props6.props = true;
props6.on = true;
props6.bind = true;
}
}
if(!valid84){
const err187 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if(props0 !== true && props6 !== undefined){
if(props6 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props6);
}
}
const _errs264 = errors;
let valid97 = true;
const _errs265 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
const err188 = {};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
else {
if(data.type !== undefined){
if("Hero" !== data.type){
const err189 = {};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
}
}
var _valid26 = _errs265 === errors;
errors = _errs264;
if(vErrors !== null){
if(_errs264){
vErrors.length = _errs264;
}
else {
vErrors = null;
}
}
if(_valid26){
const _errs267 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err190 = {instancePath,schemaPath:"#/allOf/6/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(data.type !== undefined){
if("Hero" !== data.type){
const err191 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/6/then/properties/type/const",keyword:"const",params:{allowedValue: "Hero"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
}
if(data.props !== undefined){
let data74 = data.props;
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
if(data74.title === undefined){
const err192 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
for(const key17 in data74){
if(!((((key17 === "eyebrow") || (key17 === "title")) || (key17 === "text")) || (key17 === "image"))){
const err193 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
if(data74.eyebrow !== undefined){
let data75 = data74.eyebrow;
const _errs273 = errors;
let valid101 = false;
const _errs274 = errors;
if(typeof data75 !== "string"){
const err194 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"widgets/Hero.schema.json#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
var _valid27 = _errs274 === errors;
valid101 = valid101 || _valid27;
const _errs277 = errors;
if(typeof data75 === "string"){
if(!pattern4.test(data75)){
const err195 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
else {
const err196 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
var _valid27 = _errs277 === errors;
valid101 = valid101 || _valid27;
if(!valid101){
const err197 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"#/allOf/6/then/properties/props/properties/eyebrow/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
else {
errors = _errs273;
if(vErrors !== null){
if(_errs273){
vErrors.length = _errs273;
}
else {
vErrors = null;
}
}
}
}
if(data74.title !== undefined){
let data76 = data74.title;
const _errs281 = errors;
let valid104 = false;
const _errs282 = errors;
if(typeof data76 === "string"){
if(func3(data76) < 1){
const err198 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Hero.schema.json#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
else {
const err199 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Hero.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
var _valid28 = _errs282 === errors;
valid104 = valid104 || _valid28;
const _errs285 = errors;
if(typeof data76 === "string"){
if(!pattern4.test(data76)){
const err200 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
else {
const err201 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
var _valid28 = _errs285 === errors;
valid104 = valid104 || _valid28;
if(!valid104){
const err202 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/6/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
else {
errors = _errs281;
if(vErrors !== null){
if(_errs281){
vErrors.length = _errs281;
}
else {
vErrors = null;
}
}
}
}
if(data74.text !== undefined){
let data77 = data74.text;
const _errs289 = errors;
let valid107 = false;
const _errs290 = errors;
if(typeof data77 !== "string"){
const err203 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Hero.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
var _valid29 = _errs290 === errors;
valid107 = valid107 || _valid29;
const _errs293 = errors;
if(typeof data77 === "string"){
if(!pattern4.test(data77)){
const err204 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
else {
const err205 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
var _valid29 = _errs293 === errors;
valid107 = valid107 || _valid29;
if(!valid107){
const err206 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/6/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
else {
errors = _errs289;
if(vErrors !== null){
if(_errs289){
vErrors.length = _errs289;
}
else {
vErrors = null;
}
}
}
}
if(data74.image !== undefined){
let data78 = data74.image;
const _errs297 = errors;
let valid110 = false;
const _errs298 = errors;
if(typeof data78 !== "string"){
const err207 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/Hero.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
var _valid30 = _errs298 === errors;
valid110 = valid110 || _valid30;
const _errs301 = errors;
if(typeof data78 === "string"){
if(!pattern4.test(data78)){
const err208 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
else {
const err209 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
var _valid30 = _errs301 === errors;
valid110 = valid110 || _valid30;
if(!valid110){
const err210 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/6/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
else {
errors = _errs297;
if(vErrors !== null){
if(_errs297){
vErrors.length = _errs297;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err211 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
if(data.on !== undefined){
let data79 = data.on;
if(data79 && typeof data79 == "object" && !Array.isArray(data79)){
for(const key18 in data79){
const err212 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
else {
const err213 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
if(data.bind !== undefined){
const err214 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/6/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
var _valid26 = _errs267 === errors;
valid97 = _valid26;
if(valid97){
var props7 = {};
props7.type = true;
props7.props = true;
props7.on = true;
props7.bind = true;
}
}
if(!valid97){
const err215 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if(props0 !== true && props7 !== undefined){
if(props7 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props7);
}
}
const _errs308 = errors;
let valid113 = true;
const _errs309 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.type === undefined) && (missing7 = "type")){
const err216 = {};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
else {
if(data.type !== undefined){
if("Image" !== data.type){
const err217 = {};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
}
}
var _valid31 = _errs309 === errors;
errors = _errs308;
if(vErrors !== null){
if(_errs308){
vErrors.length = _errs308;
}
else {
vErrors = null;
}
}
if(_valid31){
const _errs311 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err218 = {instancePath,schemaPath:"#/allOf/7/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
if(data.type !== undefined){
if("Image" !== data.type){
const err219 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/7/then/properties/type/const",keyword:"const",params:{allowedValue: "Image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data.props !== undefined){
let data83 = data.props;
if(data83 && typeof data83 == "object" && !Array.isArray(data83)){
if(data83.src === undefined){
const err220 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
if(data83.alt === undefined){
const err221 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
for(const key19 in data83){
if(!(((((((key19 === "src") || (key19 === "alt")) || (key19 === "width")) || (key19 === "height")) || (key19 === "radius")) || (key19 === "fit")) || (key19 === "zoomable"))){
const err222 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
if(data83.src !== undefined){
let data84 = data83.src;
const _errs317 = errors;
let valid117 = false;
const _errs318 = errors;
if(typeof data84 !== "string"){
const err223 = {instancePath:instancePath+"/props/src",schemaPath:"widgets/Image.schema.json#/properties/src/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
var _valid32 = _errs318 === errors;
valid117 = valid117 || _valid32;
const _errs321 = errors;
if(typeof data84 === "string"){
if(!pattern4.test(data84)){
const err224 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
else {
const err225 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
var _valid32 = _errs321 === errors;
valid117 = valid117 || _valid32;
if(!valid117){
const err226 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/7/then/properties/props/properties/src/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
else {
errors = _errs317;
if(vErrors !== null){
if(_errs317){
vErrors.length = _errs317;
}
else {
vErrors = null;
}
}
}
}
if(data83.alt !== undefined){
let data85 = data83.alt;
const _errs325 = errors;
let valid120 = false;
const _errs326 = errors;
if(typeof data85 !== "string"){
const err227 = {instancePath:instancePath+"/props/alt",schemaPath:"widgets/Image.schema.json#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
var _valid33 = _errs326 === errors;
valid120 = valid120 || _valid33;
const _errs329 = errors;
if(typeof data85 === "string"){
if(!pattern4.test(data85)){
const err228 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
}
else {
const err229 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
var _valid33 = _errs329 === errors;
valid120 = valid120 || _valid33;
if(!valid120){
const err230 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/7/then/properties/props/properties/alt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
else {
errors = _errs325;
if(vErrors !== null){
if(_errs325){
vErrors.length = _errs325;
}
else {
vErrors = null;
}
}
}
}
if(data83.width !== undefined){
let data86 = data83.width;
const _errs333 = errors;
let valid123 = false;
const _errs334 = errors;
if(!(((typeof data86 == "number") && (!(data86 % 1) && !isNaN(data86))) && (isFinite(data86)))){
const err231 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
if((typeof data86 == "number") && (isFinite(data86))){
if(data86 > 1200 || isNaN(data86)){
const err232 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
if(data86 < 1 || isNaN(data86)){
const err233 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
}
var _valid34 = _errs334 === errors;
valid123 = valid123 || _valid34;
const _errs337 = errors;
if(typeof data86 === "string"){
if(!pattern4.test(data86)){
const err234 = {instancePath:instancePath+"/props/width",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
}
else {
const err235 = {instancePath:instancePath+"/props/width",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
var _valid34 = _errs337 === errors;
valid123 = valid123 || _valid34;
if(!valid123){
const err236 = {instancePath:instancePath+"/props/width",schemaPath:"#/allOf/7/then/properties/props/properties/width/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
else {
errors = _errs333;
if(vErrors !== null){
if(_errs333){
vErrors.length = _errs333;
}
else {
vErrors = null;
}
}
}
}
if(data83.height !== undefined){
let data87 = data83.height;
const _errs341 = errors;
let valid126 = false;
const _errs342 = errors;
if(!(((typeof data87 == "number") && (!(data87 % 1) && !isNaN(data87))) && (isFinite(data87)))){
const err237 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
if((typeof data87 == "number") && (isFinite(data87))){
if(data87 > 1200 || isNaN(data87)){
const err238 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
if(data87 < 1 || isNaN(data87)){
const err239 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
var _valid35 = _errs342 === errors;
valid126 = valid126 || _valid35;
const _errs345 = errors;
if(typeof data87 === "string"){
if(!pattern4.test(data87)){
const err240 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
else {
const err241 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
var _valid35 = _errs345 === errors;
valid126 = valid126 || _valid35;
if(!valid126){
const err242 = {instancePath:instancePath+"/props/height",schemaPath:"#/allOf/7/then/properties/props/properties/height/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
else {
errors = _errs341;
if(vErrors !== null){
if(_errs341){
vErrors.length = _errs341;
}
else {
vErrors = null;
}
}
}
}
if(data83.radius !== undefined){
let data88 = data83.radius;
const _errs349 = errors;
let valid129 = false;
const _errs350 = errors;
if(!(((typeof data88 == "number") && (!(data88 % 1) && !isNaN(data88))) && (isFinite(data88)))){
const err243 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
if((typeof data88 == "number") && (isFinite(data88))){
if(data88 > 48 || isNaN(data88)){
const err244 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
if(data88 < 0 || isNaN(data88)){
const err245 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
var _valid36 = _errs350 === errors;
valid129 = valid129 || _valid36;
const _errs353 = errors;
if(typeof data88 === "string"){
if(!pattern4.test(data88)){
const err246 = {instancePath:instancePath+"/props/radius",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
else {
const err247 = {instancePath:instancePath+"/props/radius",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
var _valid36 = _errs353 === errors;
valid129 = valid129 || _valid36;
if(!valid129){
const err248 = {instancePath:instancePath+"/props/radius",schemaPath:"#/allOf/7/then/properties/props/properties/radius/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
else {
errors = _errs349;
if(vErrors !== null){
if(_errs349){
vErrors.length = _errs349;
}
else {
vErrors = null;
}
}
}
}
if(data83.fit !== undefined){
let data89 = data83.fit;
const _errs357 = errors;
let valid132 = false;
const _errs358 = errors;
if(!((data89 === "cover") || (data89 === "contain"))){
const err249 = {instancePath:instancePath+"/props/fit",schemaPath:"widgets/Image.schema.json#/properties/fit/enum",keyword:"enum",params:{allowedValues: schema138.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
var _valid37 = _errs358 === errors;
valid132 = valid132 || _valid37;
const _errs360 = errors;
if(typeof data89 === "string"){
if(!pattern4.test(data89)){
const err250 = {instancePath:instancePath+"/props/fit",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
else {
const err251 = {instancePath:instancePath+"/props/fit",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
var _valid37 = _errs360 === errors;
valid132 = valid132 || _valid37;
if(!valid132){
const err252 = {instancePath:instancePath+"/props/fit",schemaPath:"#/allOf/7/then/properties/props/properties/fit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
else {
errors = _errs357;
if(vErrors !== null){
if(_errs357){
vErrors.length = _errs357;
}
else {
vErrors = null;
}
}
}
}
if(data83.zoomable !== undefined){
let data90 = data83.zoomable;
const _errs364 = errors;
let valid135 = false;
const _errs365 = errors;
if(typeof data90 !== "boolean"){
const err253 = {instancePath:instancePath+"/props/zoomable",schemaPath:"widgets/Image.schema.json#/properties/zoomable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
var _valid38 = _errs365 === errors;
valid135 = valid135 || _valid38;
const _errs368 = errors;
if(typeof data90 === "string"){
if(!pattern4.test(data90)){
const err254 = {instancePath:instancePath+"/props/zoomable",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
}
else {
const err255 = {instancePath:instancePath+"/props/zoomable",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
var _valid38 = _errs368 === errors;
valid135 = valid135 || _valid38;
if(!valid135){
const err256 = {instancePath:instancePath+"/props/zoomable",schemaPath:"#/allOf/7/then/properties/props/properties/zoomable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
else {
errors = _errs364;
if(vErrors !== null){
if(_errs364){
vErrors.length = _errs364;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err257 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
if(data.on !== undefined){
let data91 = data.on;
if(data91 && typeof data91 == "object" && !Array.isArray(data91)){
for(const key20 in data91){
const err258 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
}
else {
const err259 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
if(data.children !== undefined){
const err260 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/7/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
if(data.bind !== undefined){
const err261 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/7/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
var _valid31 = _errs311 === errors;
valid113 = _valid31;
if(valid113){
var props8 = {};
props8.type = true;
props8.props = true;
props8.on = true;
props8.children = true;
props8.bind = true;
}
}
if(!valid113){
const err262 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
if(props0 !== true && props8 !== undefined){
if(props8 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props8);
}
}
const _errs375 = errors;
let valid138 = true;
const _errs376 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.type === undefined) && (missing8 = "type")){
const err263 = {};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
else {
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err264 = {};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
}
}
var _valid39 = _errs376 === errors;
errors = _errs375;
if(vErrors !== null){
if(_errs375){
vErrors.length = _errs375;
}
else {
vErrors = null;
}
}
if(_valid39){
const _errs378 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err265 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/8/then/properties/type/const",keyword:"const",params:{allowedValue: "ImagePicker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
if(data.props !== undefined){
let data96 = data.props;
if(data96 && typeof data96 == "object" && !Array.isArray(data96)){
for(const key21 in data96){
if(!(func1.call(schema72.allOf[8].then.properties.props.properties, key21))){
const err266 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
if(data96.max !== undefined){
let data97 = data96.max;
const _errs384 = errors;
let valid142 = false;
const _errs385 = errors;
if(!(((typeof data97 == "number") && (!(data97 % 1) && !isNaN(data97))) && (isFinite(data97)))){
const err267 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
if((typeof data97 == "number") && (isFinite(data97))){
if(data97 > 30 || isNaN(data97)){
const err268 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
if(data97 < 1 || isNaN(data97)){
const err269 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
var _valid40 = _errs385 === errors;
valid142 = valid142 || _valid40;
const _errs388 = errors;
if(typeof data97 === "string"){
if(!pattern4.test(data97)){
const err270 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
else {
const err271 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
var _valid40 = _errs388 === errors;
valid142 = valid142 || _valid40;
if(!valid142){
const err272 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/8/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
else {
errors = _errs384;
if(vErrors !== null){
if(_errs384){
vErrors.length = _errs384;
}
else {
vErrors = null;
}
}
}
}
if(data96.columns !== undefined){
let data98 = data96.columns;
const _errs392 = errors;
let valid145 = false;
const _errs393 = errors;
if(!(((typeof data98 == "number") && (!(data98 % 1) && !isNaN(data98))) && (isFinite(data98)))){
const err273 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
if((typeof data98 == "number") && (isFinite(data98))){
if(data98 > 6 || isNaN(data98)){
const err274 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
if(data98 < 1 || isNaN(data98)){
const err275 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
}
var _valid41 = _errs393 === errors;
valid145 = valid145 || _valid41;
const _errs396 = errors;
if(typeof data98 === "string"){
if(!pattern4.test(data98)){
const err276 = {instancePath:instancePath+"/props/columns",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
else {
const err277 = {instancePath:instancePath+"/props/columns",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
var _valid41 = _errs396 === errors;
valid145 = valid145 || _valid41;
if(!valid145){
const err278 = {instancePath:instancePath+"/props/columns",schemaPath:"#/allOf/8/then/properties/props/properties/columns/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
else {
errors = _errs392;
if(vErrors !== null){
if(_errs392){
vErrors.length = _errs392;
}
else {
vErrors = null;
}
}
}
}
if(data96.maxBytes !== undefined){
let data99 = data96.maxBytes;
const _errs400 = errors;
let valid148 = false;
const _errs401 = errors;
if(!(((typeof data99 == "number") && (!(data99 % 1) && !isNaN(data99))) && (isFinite(data99)))){
const err279 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"widgets/ImagePicker.schema.json#/properties/maxBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
if((typeof data99 == "number") && (isFinite(data99))){
if(data99 < 1 || isNaN(data99)){
const err280 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"widgets/ImagePicker.schema.json#/properties/maxBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
var _valid42 = _errs401 === errors;
valid148 = valid148 || _valid42;
const _errs404 = errors;
if(typeof data99 === "string"){
if(!pattern4.test(data99)){
const err281 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
else {
const err282 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
var _valid42 = _errs404 === errors;
valid148 = valid148 || _valid42;
if(!valid148){
const err283 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"#/allOf/8/then/properties/props/properties/maxBytes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
else {
errors = _errs400;
if(vErrors !== null){
if(_errs400){
vErrors.length = _errs400;
}
else {
vErrors = null;
}
}
}
}
if(data96.accept !== undefined){
let data100 = data96.accept;
const _errs408 = errors;
let valid151 = false;
const _errs409 = errors;
if(typeof data100 === "string"){
if(func3(data100) < 1){
const err284 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/ImagePicker.schema.json#/properties/accept/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
}
else {
const err285 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/ImagePicker.schema.json#/properties/accept/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
var _valid43 = _errs409 === errors;
valid151 = valid151 || _valid43;
const _errs412 = errors;
if(typeof data100 === "string"){
if(!pattern4.test(data100)){
const err286 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
}
else {
const err287 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
var _valid43 = _errs412 === errors;
valid151 = valid151 || _valid43;
if(!valid151){
const err288 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/8/then/properties/props/properties/accept/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
else {
errors = _errs408;
if(vErrors !== null){
if(_errs408){
vErrors.length = _errs408;
}
else {
vErrors = null;
}
}
}
}
if(data96.addLabel !== undefined){
let data101 = data96.addLabel;
const _errs416 = errors;
let valid154 = false;
const _errs417 = errors;
if(typeof data101 === "string"){
if(func3(data101) < 1){
const err289 = {instancePath:instancePath+"/props/addLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/addLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
else {
const err290 = {instancePath:instancePath+"/props/addLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/addLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
var _valid44 = _errs417 === errors;
valid154 = valid154 || _valid44;
const _errs420 = errors;
if(typeof data101 === "string"){
if(!pattern4.test(data101)){
const err291 = {instancePath:instancePath+"/props/addLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
else {
const err292 = {instancePath:instancePath+"/props/addLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
var _valid44 = _errs420 === errors;
valid154 = valid154 || _valid44;
if(!valid154){
const err293 = {instancePath:instancePath+"/props/addLabel",schemaPath:"#/allOf/8/then/properties/props/properties/addLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
else {
errors = _errs416;
if(vErrors !== null){
if(_errs416){
vErrors.length = _errs416;
}
else {
vErrors = null;
}
}
}
}
if(data96.tooLargeMessage !== undefined){
let data102 = data96.tooLargeMessage;
const _errs424 = errors;
let valid157 = false;
const _errs425 = errors;
if(typeof data102 === "string"){
if(func3(data102) < 1){
const err294 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/tooLargeMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
else {
const err295 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/tooLargeMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
var _valid45 = _errs425 === errors;
valid157 = valid157 || _valid45;
const _errs428 = errors;
if(typeof data102 === "string"){
if(!pattern4.test(data102)){
const err296 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
else {
const err297 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
var _valid45 = _errs428 === errors;
valid157 = valid157 || _valid45;
if(!valid157){
const err298 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"#/allOf/8/then/properties/props/properties/tooLargeMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
else {
errors = _errs424;
if(vErrors !== null){
if(_errs424){
vErrors.length = _errs424;
}
else {
vErrors = null;
}
}
}
}
if(data96.notImageMessage !== undefined){
let data103 = data96.notImageMessage;
const _errs432 = errors;
let valid160 = false;
const _errs433 = errors;
if(typeof data103 === "string"){
if(func3(data103) < 1){
const err299 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/notImageMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
else {
const err300 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/notImageMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
var _valid46 = _errs433 === errors;
valid160 = valid160 || _valid46;
const _errs436 = errors;
if(typeof data103 === "string"){
if(!pattern4.test(data103)){
const err301 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
else {
const err302 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
var _valid46 = _errs436 === errors;
valid160 = valid160 || _valid46;
if(!valid160){
const err303 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"#/allOf/8/then/properties/props/properties/notImageMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
else {
errors = _errs432;
if(vErrors !== null){
if(_errs432){
vErrors.length = _errs432;
}
else {
vErrors = null;
}
}
}
}
if(data96.fullMessage !== undefined){
let data104 = data96.fullMessage;
const _errs440 = errors;
let valid163 = false;
const _errs441 = errors;
if(typeof data104 === "string"){
if(func3(data104) < 1){
const err304 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/fullMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
}
else {
const err305 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/fullMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
var _valid47 = _errs441 === errors;
valid163 = valid163 || _valid47;
const _errs444 = errors;
if(typeof data104 === "string"){
if(!pattern4.test(data104)){
const err306 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
else {
const err307 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
var _valid47 = _errs444 === errors;
valid163 = valid163 || _valid47;
if(!valid163){
const err308 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"#/allOf/8/then/properties/props/properties/fullMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
else {
errors = _errs440;
if(vErrors !== null){
if(_errs440){
vErrors.length = _errs440;
}
else {
vErrors = null;
}
}
}
}
if(data96.imageAlt !== undefined){
let data105 = data96.imageAlt;
const _errs448 = errors;
let valid166 = false;
const _errs449 = errors;
if(typeof data105 === "string"){
if(func3(data105) < 1){
const err309 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/ImagePicker.schema.json#/properties/imageAlt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
else {
const err310 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/ImagePicker.schema.json#/properties/imageAlt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
var _valid48 = _errs449 === errors;
valid166 = valid166 || _valid48;
const _errs452 = errors;
if(typeof data105 === "string"){
if(!pattern4.test(data105)){
const err311 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
else {
const err312 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
var _valid48 = _errs452 === errors;
valid166 = valid166 || _valid48;
if(!valid166){
const err313 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/8/then/properties/props/properties/imageAlt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
else {
errors = _errs448;
if(vErrors !== null){
if(_errs448){
vErrors.length = _errs448;
}
else {
vErrors = null;
}
}
}
}
if(data96.removeLabel !== undefined){
let data106 = data96.removeLabel;
const _errs456 = errors;
let valid169 = false;
const _errs457 = errors;
if(typeof data106 === "string"){
if(func3(data106) < 1){
const err314 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/removeLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
else {
const err315 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/removeLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
var _valid49 = _errs457 === errors;
valid169 = valid169 || _valid49;
const _errs460 = errors;
if(typeof data106 === "string"){
if(!pattern4.test(data106)){
const err316 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
else {
const err317 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
var _valid49 = _errs460 === errors;
valid169 = valid169 || _valid49;
if(!valid169){
const err318 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"#/allOf/8/then/properties/props/properties/removeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
else {
errors = _errs456;
if(vErrors !== null){
if(_errs456){
vErrors.length = _errs456;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err319 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
if(data.on !== undefined){
let data107 = data.on;
if(data107 && typeof data107 == "object" && !Array.isArray(data107)){
for(const key22 in data107){
if(!(((key22 === "change") || (key22 === "pick")) || (key22 === "reject"))){
const err320 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
if(data107.change !== undefined){
if(!(validate63(data107.change, {instancePath:instancePath+"/on/change",parentData:data107,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
if(data107.pick !== undefined){
if(!(validate63(data107.pick, {instancePath:instancePath+"/on/pick",parentData:data107,parentDataProperty:"pick",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
if(data107.reject !== undefined){
if(!(validate63(data107.reject, {instancePath:instancePath+"/on/reject",parentData:data107,parentDataProperty:"reject",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err321 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
if(data.children !== undefined){
const err322 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/8/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
var _valid39 = _errs378 === errors;
valid138 = _valid39;
if(valid138){
var props9 = {};
props9.type = true;
props9.props = true;
props9.on = true;
props9.children = true;
}
}
if(!valid138){
const err323 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
if(props0 !== true && props9 !== undefined){
if(props9 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props9);
}
}
const _errs470 = errors;
let valid173 = true;
const _errs471 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.type === undefined) && (missing9 = "type")){
const err324 = {};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
else {
if(data.type !== undefined){
if("InfoList" !== data.type){
const err325 = {};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
}
}
}
var _valid50 = _errs471 === errors;
errors = _errs470;
if(vErrors !== null){
if(_errs470){
vErrors.length = _errs470;
}
else {
vErrors = null;
}
}
if(_valid50){
const _errs473 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err326 = {instancePath,schemaPath:"#/allOf/9/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
if(data.type !== undefined){
if("InfoList" !== data.type){
const err327 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/9/then/properties/type/const",keyword:"const",params:{allowedValue: "InfoList"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
}
if(data.props !== undefined){
let data114 = data.props;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
if(data114.rows === undefined){
const err328 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
for(const key23 in data114){
if(!(func1.call(schema72.allOf[9].then.properties.props.properties, key23))){
const err329 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
if(data114.title !== undefined){
let data115 = data114.title;
const _errs479 = errors;
let valid177 = false;
const _errs480 = errors;
if(typeof data115 !== "string"){
const err330 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/InfoList.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
var _valid51 = _errs480 === errors;
valid177 = valid177 || _valid51;
const _errs483 = errors;
if(typeof data115 === "string"){
if(!pattern4.test(data115)){
const err331 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
else {
const err332 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
var _valid51 = _errs483 === errors;
valid177 = valid177 || _valid51;
if(!valid177){
const err333 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/9/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
else {
errors = _errs479;
if(vErrors !== null){
if(_errs479){
vErrors.length = _errs479;
}
else {
vErrors = null;
}
}
}
}
if(data114.rows !== undefined){
let data116 = data114.rows;
const _errs487 = errors;
let valid180 = false;
const _errs488 = errors;
if(Array.isArray(data116)){
const len3 = data116.length;
for(let i3=0; i3<len3; i3++){
let data117 = data116[i3];
if(data117 && typeof data117 == "object" && !Array.isArray(data117)){
if(data117.text !== undefined){
let data118 = data117.text;
if((typeof data118 !== "string") && (!((typeof data118 == "number") && (isFinite(data118))))){
const err334 = {instancePath:instancePath+"/props/rows/" + i3+"/text",schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/properties/text/type",keyword:"type",params:{type: schema166.items.properties.text.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
if(data117.value !== undefined){
let data119 = data117.value;
if((typeof data119 !== "string") && (!((typeof data119 == "number") && (isFinite(data119))))){
const err335 = {instancePath:instancePath+"/props/rows/" + i3+"/value",schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/properties/value/type",keyword:"type",params:{type: schema166.items.properties.value.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
}
else {
const err336 = {instancePath:instancePath+"/props/rows/" + i3,schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
}
else {
const err337 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/InfoList.schema.json#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
var _valid52 = _errs488 === errors;
valid180 = valid180 || _valid52;
const _errs497 = errors;
if(typeof data116 === "string"){
if(!pattern4.test(data116)){
const err338 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
}
else {
const err339 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
var _valid52 = _errs497 === errors;
valid180 = valid180 || _valid52;
if(!valid180){
const err340 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/9/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
else {
errors = _errs487;
if(vErrors !== null){
if(_errs487){
vErrors.length = _errs487;
}
else {
vErrors = null;
}
}
}
}
if(data114.labelKey !== undefined){
let data120 = data114.labelKey;
const _errs501 = errors;
let valid186 = false;
const _errs502 = errors;
if(typeof data120 === "string"){
if(func3(data120) < 1){
const err341 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/InfoList.schema.json#/properties/labelKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
else {
const err342 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/InfoList.schema.json#/properties/labelKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
var _valid53 = _errs502 === errors;
valid186 = valid186 || _valid53;
const _errs505 = errors;
if(typeof data120 === "string"){
if(!pattern4.test(data120)){
const err343 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
else {
const err344 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
var _valid53 = _errs505 === errors;
valid186 = valid186 || _valid53;
if(!valid186){
const err345 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/9/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
else {
errors = _errs501;
if(vErrors !== null){
if(_errs501){
vErrors.length = _errs501;
}
else {
vErrors = null;
}
}
}
}
if(data114.valueKey !== undefined){
let data121 = data114.valueKey;
const _errs509 = errors;
let valid189 = false;
const _errs510 = errors;
if(typeof data121 === "string"){
if(func3(data121) < 1){
const err346 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/InfoList.schema.json#/properties/valueKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
}
else {
const err347 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/InfoList.schema.json#/properties/valueKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
var _valid54 = _errs510 === errors;
valid189 = valid189 || _valid54;
const _errs513 = errors;
if(typeof data121 === "string"){
if(!pattern4.test(data121)){
const err348 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
}
else {
const err349 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
var _valid54 = _errs513 === errors;
valid189 = valid189 || _valid54;
if(!valid189){
const err350 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/9/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
else {
errors = _errs509;
if(vErrors !== null){
if(_errs509){
vErrors.length = _errs509;
}
else {
vErrors = null;
}
}
}
}
if(data114.collapsedRows !== undefined){
let data122 = data114.collapsedRows;
const _errs517 = errors;
let valid192 = false;
const _errs518 = errors;
if(!(((typeof data122 == "number") && (!(data122 % 1) && !isNaN(data122))) && (isFinite(data122)))){
const err351 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"widgets/InfoList.schema.json#/properties/collapsedRows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
if((typeof data122 == "number") && (isFinite(data122))){
if(data122 < 1 || isNaN(data122)){
const err352 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"widgets/InfoList.schema.json#/properties/collapsedRows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
}
var _valid55 = _errs518 === errors;
valid192 = valid192 || _valid55;
const _errs521 = errors;
if(typeof data122 === "string"){
if(!pattern4.test(data122)){
const err353 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
else {
const err354 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
var _valid55 = _errs521 === errors;
valid192 = valid192 || _valid55;
if(!valid192){
const err355 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"#/allOf/9/then/properties/props/properties/collapsedRows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
else {
errors = _errs517;
if(vErrors !== null){
if(_errs517){
vErrors.length = _errs517;
}
else {
vErrors = null;
}
}
}
}
if(data114.moreLabel !== undefined){
let data123 = data114.moreLabel;
const _errs525 = errors;
let valid195 = false;
const _errs526 = errors;
if(typeof data123 === "string"){
if(func3(data123) < 1){
const err356 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"widgets/InfoList.schema.json#/properties/moreLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
}
else {
const err357 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"widgets/InfoList.schema.json#/properties/moreLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
var _valid56 = _errs526 === errors;
valid195 = valid195 || _valid56;
const _errs529 = errors;
if(typeof data123 === "string"){
if(!pattern4.test(data123)){
const err358 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
}
else {
const err359 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
var _valid56 = _errs529 === errors;
valid195 = valid195 || _valid56;
if(!valid195){
const err360 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"#/allOf/9/then/properties/props/properties/moreLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
else {
errors = _errs525;
if(vErrors !== null){
if(_errs525){
vErrors.length = _errs525;
}
else {
vErrors = null;
}
}
}
}
if(data114.lessLabel !== undefined){
let data124 = data114.lessLabel;
const _errs533 = errors;
let valid198 = false;
const _errs534 = errors;
if(typeof data124 === "string"){
if(func3(data124) < 1){
const err361 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"widgets/InfoList.schema.json#/properties/lessLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
else {
const err362 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"widgets/InfoList.schema.json#/properties/lessLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
var _valid57 = _errs534 === errors;
valid198 = valid198 || _valid57;
const _errs537 = errors;
if(typeof data124 === "string"){
if(!pattern4.test(data124)){
const err363 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
}
else {
const err364 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
var _valid57 = _errs537 === errors;
valid198 = valid198 || _valid57;
if(!valid198){
const err365 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"#/allOf/9/then/properties/props/properties/lessLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
else {
errors = _errs533;
if(vErrors !== null){
if(_errs533){
vErrors.length = _errs533;
}
else {
vErrors = null;
}
}
}
}
if(data114.emptyText !== undefined){
let data125 = data114.emptyText;
const _errs541 = errors;
let valid201 = false;
const _errs542 = errors;
if(typeof data125 !== "string"){
const err366 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/InfoList.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
var _valid58 = _errs542 === errors;
valid201 = valid201 || _valid58;
const _errs545 = errors;
if(typeof data125 === "string"){
if(!pattern4.test(data125)){
const err367 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
}
else {
const err368 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
var _valid58 = _errs545 === errors;
valid201 = valid201 || _valid58;
if(!valid201){
const err369 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/9/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
else {
errors = _errs541;
if(vErrors !== null){
if(_errs541){
vErrors.length = _errs541;
}
else {
vErrors = null;
}
}
}
}
if(data114.surface !== undefined){
let data126 = data114.surface;
const _errs549 = errors;
let valid204 = false;
const _errs550 = errors;
if(!((data126 === "card") || (data126 === "none"))){
const err370 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/InfoList.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema180.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
var _valid59 = _errs550 === errors;
valid204 = valid204 || _valid59;
const _errs552 = errors;
if(typeof data126 === "string"){
if(!pattern4.test(data126)){
const err371 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
}
else {
const err372 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
var _valid59 = _errs552 === errors;
valid204 = valid204 || _valid59;
if(!valid204){
const err373 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/9/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
else {
errors = _errs549;
if(vErrors !== null){
if(_errs549){
vErrors.length = _errs549;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err374 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
if(data.on !== undefined){
let data127 = data.on;
if(data127 && typeof data127 == "object" && !Array.isArray(data127)){
for(const key24 in data127){
const err375 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
else {
const err376 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
}
if(data.children !== undefined){
const err377 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/9/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
if(data.bind !== undefined){
const err378 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/9/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
var _valid50 = _errs473 === errors;
valid173 = _valid50;
if(valid173){
var props10 = {};
props10.type = true;
props10.props = true;
props10.on = true;
props10.children = true;
props10.bind = true;
}
}
if(!valid173){
const err379 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
if(props0 !== true && props10 !== undefined){
if(props10 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props10);
}
}
const _errs559 = errors;
let valid207 = true;
const _errs560 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.type === undefined) && (missing10 = "type")){
const err380 = {};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
else {
if(data.type !== undefined){
if("ListItem" !== data.type){
const err381 = {};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
}
}
var _valid60 = _errs560 === errors;
errors = _errs559;
if(vErrors !== null){
if(_errs559){
vErrors.length = _errs559;
}
else {
vErrors = null;
}
}
if(_valid60){
const _errs562 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err382 = {instancePath,schemaPath:"#/allOf/10/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
if(data.type !== undefined){
if("ListItem" !== data.type){
const err383 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/10/then/properties/type/const",keyword:"const",params:{allowedValue: "ListItem"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
if(data.props !== undefined){
let data132 = data.props;
if(data132 && typeof data132 == "object" && !Array.isArray(data132)){
if(data132.title === undefined){
const err384 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
for(const key25 in data132){
if(!((((((((key25 === "title") || (key25 === "subtitle")) || (key25 === "meta")) || (key25 === "body")) || (key25 === "image")) || (key25 === "chevron")) || (key25 === "selected")) || (key25 === "tappable"))){
const err385 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
if(data132.title !== undefined){
let data133 = data132.title;
const _errs568 = errors;
let valid211 = false;
const _errs569 = errors;
if(typeof data133 !== "string"){
const err386 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/ListItem.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
var _valid61 = _errs569 === errors;
valid211 = valid211 || _valid61;
const _errs572 = errors;
if(typeof data133 === "string"){
if(!pattern4.test(data133)){
const err387 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
else {
const err388 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
var _valid61 = _errs572 === errors;
valid211 = valid211 || _valid61;
if(!valid211){
const err389 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/10/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
else {
errors = _errs568;
if(vErrors !== null){
if(_errs568){
vErrors.length = _errs568;
}
else {
vErrors = null;
}
}
}
}
if(data132.subtitle !== undefined){
let data134 = data132.subtitle;
const _errs576 = errors;
let valid214 = false;
const _errs577 = errors;
if(typeof data134 !== "string"){
const err390 = {instancePath:instancePath+"/props/subtitle",schemaPath:"widgets/ListItem.schema.json#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
var _valid62 = _errs577 === errors;
valid214 = valid214 || _valid62;
const _errs580 = errors;
if(typeof data134 === "string"){
if(!pattern4.test(data134)){
const err391 = {instancePath:instancePath+"/props/subtitle",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
}
else {
const err392 = {instancePath:instancePath+"/props/subtitle",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
var _valid62 = _errs580 === errors;
valid214 = valid214 || _valid62;
if(!valid214){
const err393 = {instancePath:instancePath+"/props/subtitle",schemaPath:"#/allOf/10/then/properties/props/properties/subtitle/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
else {
errors = _errs576;
if(vErrors !== null){
if(_errs576){
vErrors.length = _errs576;
}
else {
vErrors = null;
}
}
}
}
if(data132.meta !== undefined){
let data135 = data132.meta;
const _errs584 = errors;
let valid217 = false;
const _errs585 = errors;
if(typeof data135 !== "string"){
const err394 = {instancePath:instancePath+"/props/meta",schemaPath:"widgets/ListItem.schema.json#/properties/meta/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
var _valid63 = _errs585 === errors;
valid217 = valid217 || _valid63;
const _errs588 = errors;
if(typeof data135 === "string"){
if(!pattern4.test(data135)){
const err395 = {instancePath:instancePath+"/props/meta",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
}
else {
const err396 = {instancePath:instancePath+"/props/meta",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
var _valid63 = _errs588 === errors;
valid217 = valid217 || _valid63;
if(!valid217){
const err397 = {instancePath:instancePath+"/props/meta",schemaPath:"#/allOf/10/then/properties/props/properties/meta/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
else {
errors = _errs584;
if(vErrors !== null){
if(_errs584){
vErrors.length = _errs584;
}
else {
vErrors = null;
}
}
}
}
if(data132.body !== undefined){
let data136 = data132.body;
const _errs592 = errors;
let valid220 = false;
const _errs593 = errors;
if(typeof data136 !== "string"){
const err398 = {instancePath:instancePath+"/props/body",schemaPath:"widgets/ListItem.schema.json#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
var _valid64 = _errs593 === errors;
valid220 = valid220 || _valid64;
const _errs596 = errors;
if(typeof data136 === "string"){
if(!pattern4.test(data136)){
const err399 = {instancePath:instancePath+"/props/body",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
}
else {
const err400 = {instancePath:instancePath+"/props/body",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
var _valid64 = _errs596 === errors;
valid220 = valid220 || _valid64;
if(!valid220){
const err401 = {instancePath:instancePath+"/props/body",schemaPath:"#/allOf/10/then/properties/props/properties/body/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
else {
errors = _errs592;
if(vErrors !== null){
if(_errs592){
vErrors.length = _errs592;
}
else {
vErrors = null;
}
}
}
}
if(data132.image !== undefined){
let data137 = data132.image;
const _errs600 = errors;
let valid223 = false;
const _errs601 = errors;
if(typeof data137 !== "string"){
const err402 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/ListItem.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
var _valid65 = _errs601 === errors;
valid223 = valid223 || _valid65;
const _errs604 = errors;
if(typeof data137 === "string"){
if(!pattern4.test(data137)){
const err403 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
}
else {
const err404 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
var _valid65 = _errs604 === errors;
valid223 = valid223 || _valid65;
if(!valid223){
const err405 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/10/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
else {
errors = _errs600;
if(vErrors !== null){
if(_errs600){
vErrors.length = _errs600;
}
else {
vErrors = null;
}
}
}
}
if(data132.chevron !== undefined){
let data138 = data132.chevron;
const _errs608 = errors;
let valid226 = false;
const _errs609 = errors;
if(typeof data138 !== "boolean"){
const err406 = {instancePath:instancePath+"/props/chevron",schemaPath:"widgets/ListItem.schema.json#/properties/chevron/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
var _valid66 = _errs609 === errors;
valid226 = valid226 || _valid66;
const _errs612 = errors;
if(typeof data138 === "string"){
if(!pattern4.test(data138)){
const err407 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
else {
const err408 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
var _valid66 = _errs612 === errors;
valid226 = valid226 || _valid66;
if(!valid226){
const err409 = {instancePath:instancePath+"/props/chevron",schemaPath:"#/allOf/10/then/properties/props/properties/chevron/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
else {
errors = _errs608;
if(vErrors !== null){
if(_errs608){
vErrors.length = _errs608;
}
else {
vErrors = null;
}
}
}
}
if(data132.selected !== undefined){
let data139 = data132.selected;
const _errs616 = errors;
let valid229 = false;
const _errs617 = errors;
if(typeof data139 !== "boolean"){
const err410 = {instancePath:instancePath+"/props/selected",schemaPath:"widgets/ListItem.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
var _valid67 = _errs617 === errors;
valid229 = valid229 || _valid67;
const _errs620 = errors;
if(typeof data139 === "string"){
if(!pattern4.test(data139)){
const err411 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
else {
const err412 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
var _valid67 = _errs620 === errors;
valid229 = valid229 || _valid67;
if(!valid229){
const err413 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/10/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
else {
errors = _errs616;
if(vErrors !== null){
if(_errs616){
vErrors.length = _errs616;
}
else {
vErrors = null;
}
}
}
}
if(data132.tappable !== undefined){
let data140 = data132.tappable;
const _errs624 = errors;
let valid232 = false;
const _errs625 = errors;
if(typeof data140 !== "boolean"){
const err414 = {instancePath:instancePath+"/props/tappable",schemaPath:"widgets/ListItem.schema.json#/properties/tappable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
var _valid68 = _errs625 === errors;
valid232 = valid232 || _valid68;
const _errs628 = errors;
if(typeof data140 === "string"){
if(!pattern4.test(data140)){
const err415 = {instancePath:instancePath+"/props/tappable",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
}
else {
const err416 = {instancePath:instancePath+"/props/tappable",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
var _valid68 = _errs628 === errors;
valid232 = valid232 || _valid68;
if(!valid232){
const err417 = {instancePath:instancePath+"/props/tappable",schemaPath:"#/allOf/10/then/properties/props/properties/tappable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
else {
errors = _errs624;
if(vErrors !== null){
if(_errs624){
vErrors.length = _errs624;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err418 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
}
if(data.on !== undefined){
let data141 = data.on;
if(data141 && typeof data141 == "object" && !Array.isArray(data141)){
for(const key26 in data141){
if(!(key26 === "tap")){
const err419 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
if(data141.tap !== undefined){
if(!(validate63(data141.tap, {instancePath:instancePath+"/on/tap",parentData:data141,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err420 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
if(data.children !== undefined){
const err421 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/10/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
if(data.bind !== undefined){
const err422 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/10/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
}
var _valid60 = _errs562 === errors;
valid207 = _valid60;
if(valid207){
var props11 = {};
props11.type = true;
props11.props = true;
props11.on = true;
props11.children = true;
props11.bind = true;
}
}
if(!valid207){
const err423 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
if(props0 !== true && props11 !== undefined){
if(props11 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props11);
}
}
const _errs636 = errors;
let valid236 = true;
const _errs637 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.type === undefined) && (missing11 = "type")){
const err424 = {};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
else {
if(data.type !== undefined){
if("Notice" !== data.type){
const err425 = {};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
}
}
}
var _valid69 = _errs637 === errors;
errors = _errs636;
if(vErrors !== null){
if(_errs636){
vErrors.length = _errs636;
}
else {
vErrors = null;
}
}
if(_valid69){
const _errs639 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err426 = {instancePath,schemaPath:"#/allOf/11/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
if(data.type !== undefined){
if("Notice" !== data.type){
const err427 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/11/then/properties/type/const",keyword:"const",params:{allowedValue: "Notice"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
if(data.props !== undefined){
let data147 = data.props;
if(data147 && typeof data147 == "object" && !Array.isArray(data147)){
if(data147.text === undefined){
const err428 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
for(const key27 in data147){
if(!((key27 === "text") || (key27 === "tone"))){
const err429 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
}
if(data147.text !== undefined){
let data148 = data147.text;
const _errs645 = errors;
let valid240 = false;
const _errs646 = errors;
if(typeof data148 !== "string"){
const err430 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Notice.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
var _valid70 = _errs646 === errors;
valid240 = valid240 || _valid70;
const _errs649 = errors;
if(typeof data148 === "string"){
if(!pattern4.test(data148)){
const err431 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
}
else {
const err432 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
var _valid70 = _errs649 === errors;
valid240 = valid240 || _valid70;
if(!valid240){
const err433 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/11/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
else {
errors = _errs645;
if(vErrors !== null){
if(_errs645){
vErrors.length = _errs645;
}
else {
vErrors = null;
}
}
}
}
if(data147.tone !== undefined){
let data149 = data147.tone;
const _errs653 = errors;
let valid243 = false;
const _errs654 = errors;
if(!(((data149 === "info") || (data149 === "warning")) || (data149 === "success"))){
const err434 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Notice.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema202.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
var _valid71 = _errs654 === errors;
valid243 = valid243 || _valid71;
const _errs656 = errors;
if(typeof data149 === "string"){
if(!pattern4.test(data149)){
const err435 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
else {
const err436 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
var _valid71 = _errs656 === errors;
valid243 = valid243 || _valid71;
if(!valid243){
const err437 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/11/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
else {
errors = _errs653;
if(vErrors !== null){
if(_errs653){
vErrors.length = _errs653;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err438 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
}
if(data.on !== undefined){
let data150 = data.on;
if(data150 && typeof data150 == "object" && !Array.isArray(data150)){
for(const key28 in data150){
const err439 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
}
else {
const err440 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
}
if(data.children !== undefined){
const err441 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/11/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
if(data.bind !== undefined){
const err442 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/11/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
var _valid69 = _errs639 === errors;
valid236 = _valid69;
if(valid236){
var props12 = {};
props12.type = true;
props12.props = true;
props12.on = true;
props12.children = true;
props12.bind = true;
}
}
if(!valid236){
const err443 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
if(props0 !== true && props12 !== undefined){
if(props12 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props12);
}
}
const _errs663 = errors;
let valid246 = true;
const _errs664 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.type === undefined) && (missing12 = "type")){
const err444 = {};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
else {
if(data.type !== undefined){
if("Picker" !== data.type){
const err445 = {};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
}
}
}
var _valid72 = _errs664 === errors;
errors = _errs663;
if(vErrors !== null){
if(_errs663){
vErrors.length = _errs663;
}
else {
vErrors = null;
}
}
if(_valid72){
const _errs666 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err446 = {instancePath,schemaPath:"#/allOf/12/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
if(data.type !== undefined){
if("Picker" !== data.type){
const err447 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/12/then/properties/type/const",keyword:"const",params:{allowedValue: "Picker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
}
if(data.props !== undefined){
let data155 = data.props;
if(data155 && typeof data155 == "object" && !Array.isArray(data155)){
if(data155.label === undefined){
const err448 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
if(data155.options === undefined){
const err449 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
for(const key29 in data155){
if(!(func1.call(schema72.allOf[12].then.properties.props.properties, key29))){
const err450 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
}
if(data155.label !== undefined){
let data156 = data155.label;
const _errs672 = errors;
let valid250 = false;
const _errs673 = errors;
if(typeof data156 === "string"){
if(func3(data156) < 1){
const err451 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Picker.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
}
else {
const err452 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Picker.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
var _valid73 = _errs673 === errors;
valid250 = valid250 || _valid73;
const _errs676 = errors;
if(typeof data156 === "string"){
if(!pattern4.test(data156)){
const err453 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
}
else {
const err454 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
var _valid73 = _errs676 === errors;
valid250 = valid250 || _valid73;
if(!valid250){
const err455 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/12/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
else {
errors = _errs672;
if(vErrors !== null){
if(_errs672){
vErrors.length = _errs672;
}
else {
vErrors = null;
}
}
}
}
if(data155.placeholder !== undefined){
let data157 = data155.placeholder;
const _errs680 = errors;
let valid253 = false;
const _errs681 = errors;
if(typeof data157 !== "string"){
const err456 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/Picker.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
var _valid74 = _errs681 === errors;
valid253 = valid253 || _valid74;
const _errs684 = errors;
if(typeof data157 === "string"){
if(!pattern4.test(data157)){
const err457 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
}
else {
const err458 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
var _valid74 = _errs684 === errors;
valid253 = valid253 || _valid74;
if(!valid253){
const err459 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/12/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
else {
errors = _errs680;
if(vErrors !== null){
if(_errs680){
vErrors.length = _errs680;
}
else {
vErrors = null;
}
}
}
}
if(data155.hint !== undefined){
let data158 = data155.hint;
const _errs688 = errors;
let valid256 = false;
const _errs689 = errors;
if(typeof data158 !== "string"){
const err460 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/Picker.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
var _valid75 = _errs689 === errors;
valid256 = valid256 || _valid75;
const _errs692 = errors;
if(typeof data158 === "string"){
if(!pattern4.test(data158)){
const err461 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
}
else {
const err462 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
var _valid75 = _errs692 === errors;
valid256 = valid256 || _valid75;
if(!valid256){
const err463 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/12/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
else {
errors = _errs688;
if(vErrors !== null){
if(_errs688){
vErrors.length = _errs688;
}
else {
vErrors = null;
}
}
}
}
if(data155.options !== undefined){
let data159 = data155.options;
const _errs696 = errors;
let valid259 = false;
const _errs697 = errors;
if(Array.isArray(data159)){
const len4 = data159.length;
for(let i4=0; i4<len4; i4++){
let data160 = data159[i4];
if(data160 && typeof data160 == "object" && !Array.isArray(data160)){
}
else {
const err464 = {instancePath:instancePath+"/props/options/" + i4,schemaPath:"widgets/Picker.schema.json#/properties/options/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
}
else {
const err465 = {instancePath:instancePath+"/props/options",schemaPath:"widgets/Picker.schema.json#/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
var _valid76 = _errs697 === errors;
valid259 = valid259 || _valid76;
const _errs703 = errors;
if(typeof data159 === "string"){
if(!pattern4.test(data159)){
const err466 = {instancePath:instancePath+"/props/options",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
}
else {
const err467 = {instancePath:instancePath+"/props/options",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
var _valid76 = _errs703 === errors;
valid259 = valid259 || _valid76;
if(!valid259){
const err468 = {instancePath:instancePath+"/props/options",schemaPath:"#/allOf/12/then/properties/props/properties/options/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
else {
errors = _errs696;
if(vErrors !== null){
if(_errs696){
vErrors.length = _errs696;
}
else {
vErrors = null;
}
}
}
}
if(data155.optionLabel !== undefined){
let data161 = data155.optionLabel;
const _errs707 = errors;
let valid264 = false;
const _errs708 = errors;
if(typeof data161 === "string"){
if(func3(data161) < 1){
const err469 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"widgets/Picker.schema.json#/properties/optionLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
}
else {
const err470 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"widgets/Picker.schema.json#/properties/optionLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
var _valid77 = _errs708 === errors;
valid264 = valid264 || _valid77;
const _errs711 = errors;
if(typeof data161 === "string"){
if(!pattern4.test(data161)){
const err471 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
}
else {
const err472 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
var _valid77 = _errs711 === errors;
valid264 = valid264 || _valid77;
if(!valid264){
const err473 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"#/allOf/12/then/properties/props/properties/optionLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
else {
errors = _errs707;
if(vErrors !== null){
if(_errs707){
vErrors.length = _errs707;
}
else {
vErrors = null;
}
}
}
}
if(data155.optionValue !== undefined){
let data162 = data155.optionValue;
const _errs715 = errors;
let valid267 = false;
const _errs716 = errors;
if(typeof data162 === "string"){
if(func3(data162) < 1){
const err474 = {instancePath:instancePath+"/props/optionValue",schemaPath:"widgets/Picker.schema.json#/properties/optionValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
}
else {
const err475 = {instancePath:instancePath+"/props/optionValue",schemaPath:"widgets/Picker.schema.json#/properties/optionValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
var _valid78 = _errs716 === errors;
valid267 = valid267 || _valid78;
const _errs719 = errors;
if(typeof data162 === "string"){
if(!pattern4.test(data162)){
const err476 = {instancePath:instancePath+"/props/optionValue",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
}
else {
const err477 = {instancePath:instancePath+"/props/optionValue",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
var _valid78 = _errs719 === errors;
valid267 = valid267 || _valid78;
if(!valid267){
const err478 = {instancePath:instancePath+"/props/optionValue",schemaPath:"#/allOf/12/then/properties/props/properties/optionValue/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
else {
errors = _errs715;
if(vErrors !== null){
if(_errs715){
vErrors.length = _errs715;
}
else {
vErrors = null;
}
}
}
}
if(data155.title !== undefined){
let data163 = data155.title;
const _errs723 = errors;
let valid270 = false;
const _errs724 = errors;
if(typeof data163 === "string"){
if(func3(data163) < 1){
const err479 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Picker.schema.json#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
}
else {
const err480 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Picker.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
var _valid79 = _errs724 === errors;
valid270 = valid270 || _valid79;
const _errs727 = errors;
if(typeof data163 === "string"){
if(!pattern4.test(data163)){
const err481 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
}
else {
const err482 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
var _valid79 = _errs727 === errors;
valid270 = valid270 || _valid79;
if(!valid270){
const err483 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/12/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
else {
errors = _errs723;
if(vErrors !== null){
if(_errs723){
vErrors.length = _errs723;
}
else {
vErrors = null;
}
}
}
}
if(data155.confirmLabel !== undefined){
let data164 = data155.confirmLabel;
const _errs731 = errors;
let valid273 = false;
const _errs732 = errors;
if(typeof data164 === "string"){
if(func3(data164) < 1){
const err484 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"widgets/Picker.schema.json#/properties/confirmLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
}
else {
const err485 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"widgets/Picker.schema.json#/properties/confirmLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
var _valid80 = _errs732 === errors;
valid273 = valid273 || _valid80;
const _errs735 = errors;
if(typeof data164 === "string"){
if(!pattern4.test(data164)){
const err486 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
}
else {
const err487 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
var _valid80 = _errs735 === errors;
valid273 = valid273 || _valid80;
if(!valid273){
const err488 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"#/allOf/12/then/properties/props/properties/confirmLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
else {
errors = _errs731;
if(vErrors !== null){
if(_errs731){
vErrors.length = _errs731;
}
else {
vErrors = null;
}
}
}
}
if(data155.cancelLabel !== undefined){
let data165 = data155.cancelLabel;
const _errs739 = errors;
let valid276 = false;
const _errs740 = errors;
if(typeof data165 === "string"){
if(func3(data165) < 1){
const err489 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/Picker.schema.json#/properties/cancelLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
}
else {
const err490 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/Picker.schema.json#/properties/cancelLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
var _valid81 = _errs740 === errors;
valid276 = valid276 || _valid81;
const _errs743 = errors;
if(typeof data165 === "string"){
if(!pattern4.test(data165)){
const err491 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
}
else {
const err492 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
var _valid81 = _errs743 === errors;
valid276 = valid276 || _valid81;
if(!valid276){
const err493 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/12/then/properties/props/properties/cancelLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
else {
errors = _errs739;
if(vErrors !== null){
if(_errs739){
vErrors.length = _errs739;
}
else {
vErrors = null;
}
}
}
}
if(data155.emptyText !== undefined){
let data166 = data155.emptyText;
const _errs747 = errors;
let valid279 = false;
const _errs748 = errors;
if(typeof data166 === "string"){
if(func3(data166) < 1){
const err494 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/Picker.schema.json#/properties/emptyText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
}
else {
const err495 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/Picker.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
var _valid82 = _errs748 === errors;
valid279 = valid279 || _valid82;
const _errs751 = errors;
if(typeof data166 === "string"){
if(!pattern4.test(data166)){
const err496 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
}
else {
const err497 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
var _valid82 = _errs751 === errors;
valid279 = valid279 || _valid82;
if(!valid279){
const err498 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/12/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
else {
errors = _errs747;
if(vErrors !== null){
if(_errs747){
vErrors.length = _errs747;
}
else {
vErrors = null;
}
}
}
}
if(data155.disabled !== undefined){
let data167 = data155.disabled;
const _errs755 = errors;
let valid282 = false;
const _errs756 = errors;
if(typeof data167 !== "boolean"){
const err499 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/Picker.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
var _valid83 = _errs756 === errors;
valid282 = valid282 || _valid83;
const _errs759 = errors;
if(typeof data167 === "string"){
if(!pattern4.test(data167)){
const err500 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
}
else {
const err501 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
var _valid83 = _errs759 === errors;
valid282 = valid282 || _valid83;
if(!valid282){
const err502 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/12/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
else {
errors = _errs755;
if(vErrors !== null){
if(_errs755){
vErrors.length = _errs755;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err503 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
}
if(data.on !== undefined){
let data168 = data.on;
if(data168 && typeof data168 == "object" && !Array.isArray(data168)){
for(const key30 in data168){
if(!(key30 === "change")){
const err504 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
}
if(data168.change !== undefined){
if(!(validate63(data168.change, {instancePath:instancePath+"/on/change",parentData:data168,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err505 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
}
if(data.children !== undefined){
const err506 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/12/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
}
var _valid72 = _errs666 === errors;
valid246 = _valid72;
if(valid246){
var props13 = {};
props13.type = true;
props13.props = true;
props13.on = true;
props13.children = true;
}
}
if(!valid246){
const err507 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
if(props0 !== true && props13 !== undefined){
if(props13 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props13);
}
}
const _errs767 = errors;
let valid286 = true;
const _errs768 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.type === undefined) && (missing13 = "type")){
const err508 = {};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
else {
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err509 = {};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
}
}
}
var _valid84 = _errs768 === errors;
errors = _errs767;
if(vErrors !== null){
if(_errs767){
vErrors.length = _errs767;
}
else {
vErrors = null;
}
}
if(_valid84){
const _errs770 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err510 = {instancePath,schemaPath:"#/allOf/13/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err511 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/13/then/properties/type/const",keyword:"const",params:{allowedValue: "ProductCard"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
}
if(data.props !== undefined){
let data173 = data.props;
if(data173 && typeof data173 == "object" && !Array.isArray(data173)){
if(data173.name === undefined){
const err512 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
if(data173.buttonText === undefined){
const err513 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/required",keyword:"required",params:{missingProperty: "buttonText"},message:"must have required property '"+"buttonText"+"'"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
for(const key31 in data173){
if(!(func1.call(schema72.allOf[13].then.properties.props.properties, key31))){
const err514 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
}
if(data173.logo !== undefined){
let data174 = data173.logo;
const _errs776 = errors;
let valid290 = false;
const _errs777 = errors;
if(typeof data174 !== "string"){
const err515 = {instancePath:instancePath+"/props/logo",schemaPath:"widgets/ProductCard.schema.json#/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
var _valid85 = _errs777 === errors;
valid290 = valid290 || _valid85;
const _errs780 = errors;
if(typeof data174 === "string"){
if(!pattern4.test(data174)){
const err516 = {instancePath:instancePath+"/props/logo",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
}
else {
const err517 = {instancePath:instancePath+"/props/logo",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
var _valid85 = _errs780 === errors;
valid290 = valid290 || _valid85;
if(!valid290){
const err518 = {instancePath:instancePath+"/props/logo",schemaPath:"#/allOf/13/then/properties/props/properties/logo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
else {
errors = _errs776;
if(vErrors !== null){
if(_errs776){
vErrors.length = _errs776;
}
else {
vErrors = null;
}
}
}
}
if(data173.name !== undefined){
let data175 = data173.name;
const _errs784 = errors;
let valid293 = false;
const _errs785 = errors;
if(typeof data175 !== "string"){
const err519 = {instancePath:instancePath+"/props/name",schemaPath:"widgets/ProductCard.schema.json#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
var _valid86 = _errs785 === errors;
valid293 = valid293 || _valid86;
const _errs788 = errors;
if(typeof data175 === "string"){
if(!pattern4.test(data175)){
const err520 = {instancePath:instancePath+"/props/name",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
}
else {
const err521 = {instancePath:instancePath+"/props/name",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
var _valid86 = _errs788 === errors;
valid293 = valid293 || _valid86;
if(!valid293){
const err522 = {instancePath:instancePath+"/props/name",schemaPath:"#/allOf/13/then/properties/props/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
else {
errors = _errs784;
if(vErrors !== null){
if(_errs784){
vErrors.length = _errs784;
}
else {
vErrors = null;
}
}
}
}
if(data173.buttonText !== undefined){
let data176 = data173.buttonText;
const _errs792 = errors;
let valid296 = false;
const _errs793 = errors;
if(typeof data176 === "string"){
if(func3(data176) < 1){
const err523 = {instancePath:instancePath+"/props/buttonText",schemaPath:"widgets/ProductCard.schema.json#/properties/buttonText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
}
else {
const err524 = {instancePath:instancePath+"/props/buttonText",schemaPath:"widgets/ProductCard.schema.json#/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
var _valid87 = _errs793 === errors;
valid296 = valid296 || _valid87;
const _errs796 = errors;
if(typeof data176 === "string"){
if(!pattern4.test(data176)){
const err525 = {instancePath:instancePath+"/props/buttonText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
}
else {
const err526 = {instancePath:instancePath+"/props/buttonText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
var _valid87 = _errs796 === errors;
valid296 = valid296 || _valid87;
if(!valid296){
const err527 = {instancePath:instancePath+"/props/buttonText",schemaPath:"#/allOf/13/then/properties/props/properties/buttonText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
else {
errors = _errs792;
if(vErrors !== null){
if(_errs792){
vErrors.length = _errs792;
}
else {
vErrors = null;
}
}
}
}
if(data173.enabled !== undefined){
let data177 = data173.enabled;
const _errs800 = errors;
let valid299 = false;
const _errs801 = errors;
if(typeof data177 !== "boolean"){
const err528 = {instancePath:instancePath+"/props/enabled",schemaPath:"widgets/ProductCard.schema.json#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
var _valid88 = _errs801 === errors;
valid299 = valid299 || _valid88;
const _errs804 = errors;
if(typeof data177 === "string"){
if(!pattern4.test(data177)){
const err529 = {instancePath:instancePath+"/props/enabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
}
else {
const err530 = {instancePath:instancePath+"/props/enabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
var _valid88 = _errs804 === errors;
valid299 = valid299 || _valid88;
if(!valid299){
const err531 = {instancePath:instancePath+"/props/enabled",schemaPath:"#/allOf/13/then/properties/props/properties/enabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
else {
errors = _errs800;
if(vErrors !== null){
if(_errs800){
vErrors.length = _errs800;
}
else {
vErrors = null;
}
}
}
}
if(data173.amountRange !== undefined){
let data178 = data173.amountRange;
const _errs808 = errors;
let valid302 = false;
const _errs809 = errors;
if(typeof data178 !== "string"){
const err532 = {instancePath:instancePath+"/props/amountRange",schemaPath:"widgets/ProductCard.schema.json#/properties/amountRange/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
var _valid89 = _errs809 === errors;
valid302 = valid302 || _valid89;
const _errs812 = errors;
if(typeof data178 === "string"){
if(!pattern4.test(data178)){
const err533 = {instancePath:instancePath+"/props/amountRange",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
}
else {
const err534 = {instancePath:instancePath+"/props/amountRange",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
var _valid89 = _errs812 === errors;
valid302 = valid302 || _valid89;
if(!valid302){
const err535 = {instancePath:instancePath+"/props/amountRange",schemaPath:"#/allOf/13/then/properties/props/properties/amountRange/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
else {
errors = _errs808;
if(vErrors !== null){
if(_errs808){
vErrors.length = _errs808;
}
else {
vErrors = null;
}
}
}
}
if(data173.rangeDesc !== undefined){
let data179 = data173.rangeDesc;
const _errs816 = errors;
let valid305 = false;
const _errs817 = errors;
if(typeof data179 !== "string"){
const err536 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"widgets/ProductCard.schema.json#/properties/rangeDesc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
var _valid90 = _errs817 === errors;
valid305 = valid305 || _valid90;
const _errs820 = errors;
if(typeof data179 === "string"){
if(!pattern4.test(data179)){
const err537 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
}
else {
const err538 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
var _valid90 = _errs820 === errors;
valid305 = valid305 || _valid90;
if(!valid305){
const err539 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"#/allOf/13/then/properties/props/properties/rangeDesc/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
else {
errors = _errs816;
if(vErrors !== null){
if(_errs816){
vErrors.length = _errs816;
}
else {
vErrors = null;
}
}
}
}
if(data173.rate !== undefined){
let data180 = data173.rate;
const _errs824 = errors;
let valid308 = false;
const _errs825 = errors;
if(typeof data180 !== "string"){
const err540 = {instancePath:instancePath+"/props/rate",schemaPath:"widgets/ProductCard.schema.json#/properties/rate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
var _valid91 = _errs825 === errors;
valid308 = valid308 || _valid91;
const _errs828 = errors;
if(typeof data180 === "string"){
if(!pattern4.test(data180)){
const err541 = {instancePath:instancePath+"/props/rate",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
}
else {
const err542 = {instancePath:instancePath+"/props/rate",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
var _valid91 = _errs828 === errors;
valid308 = valid308 || _valid91;
if(!valid308){
const err543 = {instancePath:instancePath+"/props/rate",schemaPath:"#/allOf/13/then/properties/props/properties/rate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
else {
errors = _errs824;
if(vErrors !== null){
if(_errs824){
vErrors.length = _errs824;
}
else {
vErrors = null;
}
}
}
}
if(data173.description !== undefined){
let data181 = data173.description;
const _errs832 = errors;
let valid311 = false;
const _errs833 = errors;
if(typeof data181 !== "string"){
const err544 = {instancePath:instancePath+"/props/description",schemaPath:"widgets/ProductCard.schema.json#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
var _valid92 = _errs833 === errors;
valid311 = valid311 || _valid92;
const _errs836 = errors;
if(typeof data181 === "string"){
if(!pattern4.test(data181)){
const err545 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
}
}
else {
const err546 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
var _valid92 = _errs836 === errors;
valid311 = valid311 || _valid92;
if(!valid311){
const err547 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/13/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
else {
errors = _errs832;
if(vErrors !== null){
if(_errs832){
vErrors.length = _errs832;
}
else {
vErrors = null;
}
}
}
}
if(data173.tags !== undefined){
let data182 = data173.tags;
const _errs840 = errors;
let valid314 = false;
const _errs841 = errors;
if(Array.isArray(data182)){
const len5 = data182.length;
for(let i5=0; i5<len5; i5++){
if(typeof data182[i5] !== "string"){
const err548 = {instancePath:instancePath+"/props/tags/" + i5,schemaPath:"widgets/ProductCard.schema.json#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
}
}
else {
const err549 = {instancePath:instancePath+"/props/tags",schemaPath:"widgets/ProductCard.schema.json#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
var _valid93 = _errs841 === errors;
valid314 = valid314 || _valid93;
const _errs846 = errors;
if(typeof data182 === "string"){
if(!pattern4.test(data182)){
const err550 = {instancePath:instancePath+"/props/tags",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
}
errors++;
}
}
else {
const err551 = {instancePath:instancePath+"/props/tags",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
var _valid93 = _errs846 === errors;
valid314 = valid314 || _valid93;
if(!valid314){
const err552 = {instancePath:instancePath+"/props/tags",schemaPath:"#/allOf/13/then/properties/props/properties/tags/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
else {
errors = _errs840;
if(vErrors !== null){
if(_errs840){
vErrors.length = _errs840;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err553 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
}
if(data.on !== undefined){
let data184 = data.on;
if(data184 && typeof data184 == "object" && !Array.isArray(data184)){
for(const key32 in data184){
if(!(key32 === "tap")){
const err554 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
}
if(data184.tap !== undefined){
if(!(validate63(data184.tap, {instancePath:instancePath+"/on/tap",parentData:data184,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err555 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
}
if(data.children !== undefined){
const err556 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/13/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
if(data.bind !== undefined){
const err557 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/13/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
}
var _valid84 = _errs770 === errors;
valid286 = _valid84;
if(valid286){
var props14 = {};
props14.type = true;
props14.props = true;
props14.on = true;
props14.children = true;
props14.bind = true;
}
}
if(!valid286){
const err558 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
if(props0 !== true && props14 !== undefined){
if(props14 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props14);
}
}
const _errs854 = errors;
let valid320 = true;
const _errs855 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.type === undefined) && (missing14 = "type")){
const err559 = {};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
else {
if(data.type !== undefined){
if("SiteLayout" !== data.type){
const err560 = {};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
}
}
}
var _valid94 = _errs855 === errors;
errors = _errs854;
if(vErrors !== null){
if(_errs854){
vErrors.length = _errs854;
}
else {
vErrors = null;
}
}
if(_valid94){
const _errs857 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err561 = {instancePath,schemaPath:"#/allOf/14/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
if(data.type !== undefined){
if("SiteLayout" !== data.type){
const err562 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/14/then/properties/type/const",keyword:"const",params:{allowedValue: "SiteLayout"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
}
if(data.props !== undefined){
let data190 = data.props;
if(data190 && typeof data190 == "object" && !Array.isArray(data190)){
if(data190.brand === undefined){
const err563 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/required",keyword:"required",params:{missingProperty: "brand"},message:"must have required property '"+"brand"+"'"};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
if(data190.items === undefined){
const err564 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
for(const key33 in data190){
if(!((((((key33 === "brand") || (key33 === "items")) || (key33 === "navLabel")) || (key33 === "menuLabel")) || (key33 === "footer")) || (key33 === "frame"))){
const err565 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
}
if(data190.brand !== undefined){
let data191 = data190.brand;
const _errs863 = errors;
let valid324 = false;
const _errs864 = errors;
if(typeof data191 === "string"){
if(func3(data191) < 1){
const err566 = {instancePath:instancePath+"/props/brand",schemaPath:"widgets/SiteLayout.schema.json#/properties/brand/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
}
else {
const err567 = {instancePath:instancePath+"/props/brand",schemaPath:"widgets/SiteLayout.schema.json#/properties/brand/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
var _valid95 = _errs864 === errors;
valid324 = valid324 || _valid95;
const _errs867 = errors;
if(typeof data191 === "string"){
if(!pattern4.test(data191)){
const err568 = {instancePath:instancePath+"/props/brand",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
}
else {
const err569 = {instancePath:instancePath+"/props/brand",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
var _valid95 = _errs867 === errors;
valid324 = valid324 || _valid95;
if(!valid324){
const err570 = {instancePath:instancePath+"/props/brand",schemaPath:"#/allOf/14/then/properties/props/properties/brand/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
else {
errors = _errs863;
if(vErrors !== null){
if(_errs863){
vErrors.length = _errs863;
}
else {
vErrors = null;
}
}
}
}
if(data190.items !== undefined){
let data192 = data190.items;
const _errs871 = errors;
let valid327 = false;
const _errs872 = errors;
if(Array.isArray(data192)){
if(data192.length < 1){
const err571 = {instancePath:instancePath+"/props/items",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
const len6 = data192.length;
for(let i6=0; i6<len6; i6++){
let data193 = data192[i6];
if(data193 && typeof data193 == "object" && !Array.isArray(data193)){
if(data193.label === undefined){
const err572 = {instancePath:instancePath+"/props/items/" + i6,schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
if(data193.value === undefined){
const err573 = {instancePath:instancePath+"/props/items/" + i6,schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
for(const key34 in data193){
if(!((key34 === "label") || (key34 === "value"))){
const err574 = {instancePath:instancePath+"/props/items/" + i6,schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
}
if(data193.label !== undefined){
let data194 = data193.label;
if(typeof data194 === "string"){
if(func3(data194) < 1){
const err575 = {instancePath:instancePath+"/props/items/" + i6+"/label",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
}
else {
const err576 = {instancePath:instancePath+"/props/items/" + i6+"/label",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
}
errors++;
}
}
if(data193.value !== undefined){
let data195 = data193.value;
if(typeof data195 === "string"){
if(func3(data195) < 1){
const err577 = {instancePath:instancePath+"/props/items/" + i6+"/value",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
}
else {
const err578 = {instancePath:instancePath+"/props/items/" + i6+"/value",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
}
}
else {
const err579 = {instancePath:instancePath+"/props/items/" + i6,schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
}
}
else {
const err580 = {instancePath:instancePath+"/props/items",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
}
errors++;
}
var _valid96 = _errs872 === errors;
valid327 = valid327 || _valid96;
const _errs882 = errors;
if(typeof data192 === "string"){
if(!pattern4.test(data192)){
const err581 = {instancePath:instancePath+"/props/items",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
}
else {
const err582 = {instancePath:instancePath+"/props/items",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
var _valid96 = _errs882 === errors;
valid327 = valid327 || _valid96;
if(!valid327){
const err583 = {instancePath:instancePath+"/props/items",schemaPath:"#/allOf/14/then/properties/props/properties/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
else {
errors = _errs871;
if(vErrors !== null){
if(_errs871){
vErrors.length = _errs871;
}
else {
vErrors = null;
}
}
}
}
if(data190.navLabel !== undefined){
let data196 = data190.navLabel;
const _errs886 = errors;
let valid333 = false;
const _errs887 = errors;
if(typeof data196 === "string"){
if(func3(data196) < 1){
const err584 = {instancePath:instancePath+"/props/navLabel",schemaPath:"widgets/SiteLayout.schema.json#/properties/navLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
}
else {
const err585 = {instancePath:instancePath+"/props/navLabel",schemaPath:"widgets/SiteLayout.schema.json#/properties/navLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
var _valid97 = _errs887 === errors;
valid333 = valid333 || _valid97;
const _errs890 = errors;
if(typeof data196 === "string"){
if(!pattern4.test(data196)){
const err586 = {instancePath:instancePath+"/props/navLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
}
else {
const err587 = {instancePath:instancePath+"/props/navLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
}
errors++;
}
var _valid97 = _errs890 === errors;
valid333 = valid333 || _valid97;
if(!valid333){
const err588 = {instancePath:instancePath+"/props/navLabel",schemaPath:"#/allOf/14/then/properties/props/properties/navLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
else {
errors = _errs886;
if(vErrors !== null){
if(_errs886){
vErrors.length = _errs886;
}
else {
vErrors = null;
}
}
}
}
if(data190.menuLabel !== undefined){
let data197 = data190.menuLabel;
const _errs894 = errors;
let valid336 = false;
const _errs895 = errors;
if(typeof data197 === "string"){
if(func3(data197) < 1){
const err589 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"widgets/SiteLayout.schema.json#/properties/menuLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
}
errors++;
}
}
else {
const err590 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"widgets/SiteLayout.schema.json#/properties/menuLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
var _valid98 = _errs895 === errors;
valid336 = valid336 || _valid98;
const _errs898 = errors;
if(typeof data197 === "string"){
if(!pattern4.test(data197)){
const err591 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
}
else {
const err592 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
}
errors++;
}
var _valid98 = _errs898 === errors;
valid336 = valid336 || _valid98;
if(!valid336){
const err593 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"#/allOf/14/then/properties/props/properties/menuLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
else {
errors = _errs894;
if(vErrors !== null){
if(_errs894){
vErrors.length = _errs894;
}
else {
vErrors = null;
}
}
}
}
if(data190.footer !== undefined){
let data198 = data190.footer;
const _errs902 = errors;
let valid339 = false;
const _errs903 = errors;
if(Array.isArray(data198)){
const len7 = data198.length;
for(let i7=0; i7<len7; i7++){
if(typeof data198[i7] !== "string"){
const err594 = {instancePath:instancePath+"/props/footer/" + i7,schemaPath:"widgets/SiteLayout.schema.json#/properties/footer/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
}
errors++;
}
}
}
else {
const err595 = {instancePath:instancePath+"/props/footer",schemaPath:"widgets/SiteLayout.schema.json#/properties/footer/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
var _valid99 = _errs903 === errors;
valid339 = valid339 || _valid99;
const _errs908 = errors;
if(typeof data198 === "string"){
if(!pattern4.test(data198)){
const err596 = {instancePath:instancePath+"/props/footer",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
}
else {
const err597 = {instancePath:instancePath+"/props/footer",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
var _valid99 = _errs908 === errors;
valid339 = valid339 || _valid99;
if(!valid339){
const err598 = {instancePath:instancePath+"/props/footer",schemaPath:"#/allOf/14/then/properties/props/properties/footer/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
else {
errors = _errs902;
if(vErrors !== null){
if(_errs902){
vErrors.length = _errs902;
}
else {
vErrors = null;
}
}
}
}
if(data190.frame !== undefined){
let data200 = data190.frame;
const _errs912 = errors;
let valid344 = false;
const _errs913 = errors;
if(!((data200 === "site") || (data200 === "none"))){
const err599 = {instancePath:instancePath+"/props/frame",schemaPath:"widgets/SiteLayout.schema.json#/properties/frame/enum",keyword:"enum",params:{allowedValues: schema257.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err599];
}
else {
vErrors.push(err599);
}
errors++;
}
var _valid100 = _errs913 === errors;
valid344 = valid344 || _valid100;
const _errs915 = errors;
if(typeof data200 === "string"){
if(!pattern4.test(data200)){
const err600 = {instancePath:instancePath+"/props/frame",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
}
else {
const err601 = {instancePath:instancePath+"/props/frame",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
var _valid100 = _errs915 === errors;
valid344 = valid344 || _valid100;
if(!valid344){
const err602 = {instancePath:instancePath+"/props/frame",schemaPath:"#/allOf/14/then/properties/props/properties/frame/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
else {
errors = _errs912;
if(vErrors !== null){
if(_errs912){
vErrors.length = _errs912;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err603 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
}
if(data.on !== undefined){
let data201 = data.on;
if(data201 && typeof data201 == "object" && !Array.isArray(data201)){
for(const key35 in data201){
if(!(key35 === "change")){
const err604 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
}
if(data201.change !== undefined){
if(!(validate63(data201.change, {instancePath:instancePath+"/on/change",parentData:data201,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err605 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err605];
}
else {
vErrors.push(err605);
}
errors++;
}
}
}
var _valid94 = _errs857 === errors;
valid320 = _valid94;
if(valid320){
var props15 = {};
props15.type = true;
props15.props = true;
props15.on = true;
}
}
if(!valid320){
const err606 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
if(props0 !== true && props15 !== undefined){
if(props15 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props15);
}
}
const _errs923 = errors;
let valid348 = true;
const _errs924 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.type === undefined) && (missing15 = "type")){
const err607 = {};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
}
errors++;
}
else {
if(data.type !== undefined){
if("Stack" !== data.type){
const err608 = {};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
}
}
}
var _valid101 = _errs924 === errors;
errors = _errs923;
if(vErrors !== null){
if(_errs923){
vErrors.length = _errs923;
}
else {
vErrors = null;
}
}
if(_valid101){
const _errs926 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Stack" !== data.type){
const err609 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/15/then/properties/type/const",keyword:"const",params:{allowedValue: "Stack"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
}
if(data.props !== undefined){
let data205 = data.props;
if(data205 && typeof data205 == "object" && !Array.isArray(data205)){
for(const key36 in data205){
if(!(((((((key36 === "direction") || (key36 === "gap")) || (key36 === "padding")) || (key36 === "align")) || (key36 === "justify")) || (key36 === "wrap")) || (key36 === "surface"))){
const err610 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
}
if(data205.direction !== undefined){
let data206 = data205.direction;
const _errs932 = errors;
let valid352 = false;
const _errs933 = errors;
if(!((data206 === "column") || (data206 === "row"))){
const err611 = {instancePath:instancePath+"/props/direction",schemaPath:"widgets/Stack.schema.json#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema260.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err611];
}
else {
vErrors.push(err611);
}
errors++;
}
var _valid102 = _errs933 === errors;
valid352 = valid352 || _valid102;
const _errs935 = errors;
if(typeof data206 === "string"){
if(!pattern4.test(data206)){
const err612 = {instancePath:instancePath+"/props/direction",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
}
else {
const err613 = {instancePath:instancePath+"/props/direction",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
var _valid102 = _errs935 === errors;
valid352 = valid352 || _valid102;
if(!valid352){
const err614 = {instancePath:instancePath+"/props/direction",schemaPath:"#/allOf/15/then/properties/props/properties/direction/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
else {
errors = _errs932;
if(vErrors !== null){
if(_errs932){
vErrors.length = _errs932;
}
else {
vErrors = null;
}
}
}
}
if(data205.gap !== undefined){
let data207 = data205.gap;
const _errs939 = errors;
let valid355 = false;
const _errs940 = errors;
if(!(((typeof data207 == "number") && (!(data207 % 1) && !isNaN(data207))) && (isFinite(data207)))){
const err615 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
if((typeof data207 == "number") && (isFinite(data207))){
if(data207 > 48 || isNaN(data207)){
const err616 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
if(data207 < 0 || isNaN(data207)){
const err617 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
}
var _valid103 = _errs940 === errors;
valid355 = valid355 || _valid103;
const _errs943 = errors;
if(typeof data207 === "string"){
if(!pattern4.test(data207)){
const err618 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
}
else {
const err619 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
var _valid103 = _errs943 === errors;
valid355 = valid355 || _valid103;
if(!valid355){
const err620 = {instancePath:instancePath+"/props/gap",schemaPath:"#/allOf/15/then/properties/props/properties/gap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err620];
}
else {
vErrors.push(err620);
}
errors++;
}
else {
errors = _errs939;
if(vErrors !== null){
if(_errs939){
vErrors.length = _errs939;
}
else {
vErrors = null;
}
}
}
}
if(data205.padding !== undefined){
let data208 = data205.padding;
const _errs947 = errors;
let valid358 = false;
const _errs948 = errors;
if(!(((typeof data208 == "number") && (!(data208 % 1) && !isNaN(data208))) && (isFinite(data208)))){
const err621 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
if((typeof data208 == "number") && (isFinite(data208))){
if(data208 > 48 || isNaN(data208)){
const err622 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
if(data208 < 0 || isNaN(data208)){
const err623 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
}
var _valid104 = _errs948 === errors;
valid358 = valid358 || _valid104;
const _errs951 = errors;
if(typeof data208 === "string"){
if(!pattern4.test(data208)){
const err624 = {instancePath:instancePath+"/props/padding",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err624];
}
else {
vErrors.push(err624);
}
errors++;
}
}
else {
const err625 = {instancePath:instancePath+"/props/padding",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
var _valid104 = _errs951 === errors;
valid358 = valid358 || _valid104;
if(!valid358){
const err626 = {instancePath:instancePath+"/props/padding",schemaPath:"#/allOf/15/then/properties/props/properties/padding/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
else {
errors = _errs947;
if(vErrors !== null){
if(_errs947){
vErrors.length = _errs947;
}
else {
vErrors = null;
}
}
}
}
if(data205.align !== undefined){
let data209 = data205.align;
const _errs955 = errors;
let valid361 = false;
const _errs956 = errors;
if(!((((data209 === "start") || (data209 === "center")) || (data209 === "end")) || (data209 === "stretch"))){
const err627 = {instancePath:instancePath+"/props/align",schemaPath:"widgets/Stack.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema266.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
var _valid105 = _errs956 === errors;
valid361 = valid361 || _valid105;
const _errs958 = errors;
if(typeof data209 === "string"){
if(!pattern4.test(data209)){
const err628 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err628];
}
else {
vErrors.push(err628);
}
errors++;
}
}
else {
const err629 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
var _valid105 = _errs958 === errors;
valid361 = valid361 || _valid105;
if(!valid361){
const err630 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/15/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
else {
errors = _errs955;
if(vErrors !== null){
if(_errs955){
vErrors.length = _errs955;
}
else {
vErrors = null;
}
}
}
}
if(data205.justify !== undefined){
let data210 = data205.justify;
const _errs962 = errors;
let valid364 = false;
const _errs963 = errors;
if(!((((data210 === "start") || (data210 === "center")) || (data210 === "end")) || (data210 === "between"))){
const err631 = {instancePath:instancePath+"/props/justify",schemaPath:"widgets/Stack.schema.json#/properties/justify/enum",keyword:"enum",params:{allowedValues: schema268.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
var _valid106 = _errs963 === errors;
valid364 = valid364 || _valid106;
const _errs965 = errors;
if(typeof data210 === "string"){
if(!pattern4.test(data210)){
const err632 = {instancePath:instancePath+"/props/justify",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err632];
}
else {
vErrors.push(err632);
}
errors++;
}
}
else {
const err633 = {instancePath:instancePath+"/props/justify",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
var _valid106 = _errs965 === errors;
valid364 = valid364 || _valid106;
if(!valid364){
const err634 = {instancePath:instancePath+"/props/justify",schemaPath:"#/allOf/15/then/properties/props/properties/justify/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
else {
errors = _errs962;
if(vErrors !== null){
if(_errs962){
vErrors.length = _errs962;
}
else {
vErrors = null;
}
}
}
}
if(data205.wrap !== undefined){
let data211 = data205.wrap;
const _errs969 = errors;
let valid367 = false;
const _errs970 = errors;
if(typeof data211 !== "boolean"){
const err635 = {instancePath:instancePath+"/props/wrap",schemaPath:"widgets/Stack.schema.json#/properties/wrap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
var _valid107 = _errs970 === errors;
valid367 = valid367 || _valid107;
const _errs973 = errors;
if(typeof data211 === "string"){
if(!pattern4.test(data211)){
const err636 = {instancePath:instancePath+"/props/wrap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err636];
}
else {
vErrors.push(err636);
}
errors++;
}
}
else {
const err637 = {instancePath:instancePath+"/props/wrap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
var _valid107 = _errs973 === errors;
valid367 = valid367 || _valid107;
if(!valid367){
const err638 = {instancePath:instancePath+"/props/wrap",schemaPath:"#/allOf/15/then/properties/props/properties/wrap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err638];
}
else {
vErrors.push(err638);
}
errors++;
}
else {
errors = _errs969;
if(vErrors !== null){
if(_errs969){
vErrors.length = _errs969;
}
else {
vErrors = null;
}
}
}
}
if(data205.surface !== undefined){
let data212 = data205.surface;
const _errs977 = errors;
let valid370 = false;
const _errs978 = errors;
if(!(((data212 === "none") || (data212 === "card")) || (data212 === "page"))){
const err639 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/Stack.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema272.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
var _valid108 = _errs978 === errors;
valid370 = valid370 || _valid108;
const _errs980 = errors;
if(typeof data212 === "string"){
if(!pattern4.test(data212)){
const err640 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err640];
}
else {
vErrors.push(err640);
}
errors++;
}
}
else {
const err641 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
var _valid108 = _errs980 === errors;
valid370 = valid370 || _valid108;
if(!valid370){
const err642 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/15/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
else {
errors = _errs977;
if(vErrors !== null){
if(_errs977){
vErrors.length = _errs977;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err643 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
}
if(data.on !== undefined){
let data213 = data.on;
if(data213 && typeof data213 == "object" && !Array.isArray(data213)){
for(const key37 in data213){
const err644 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err644];
}
else {
vErrors.push(err644);
}
errors++;
}
}
else {
const err645 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
}
errors++;
}
}
if(data.bind !== undefined){
const err646 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/15/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
}
var _valid101 = _errs926 === errors;
valid348 = _valid101;
if(valid348){
var props16 = {};
props16.type = true;
props16.props = true;
props16.on = true;
props16.bind = true;
}
}
if(!valid348){
const err647 = {instancePath,schemaPath:"#/allOf/15/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
if(props0 !== true && props16 !== undefined){
if(props16 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props16);
}
}
const _errs987 = errors;
let valid373 = true;
const _errs988 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((data.type === undefined) && (missing16 = "type")){
const err648 = {};
if(vErrors === null){
vErrors = [err648];
}
else {
vErrors.push(err648);
}
errors++;
}
else {
if(data.type !== undefined){
if("StarRating" !== data.type){
const err649 = {};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
}
}
}
var _valid109 = _errs988 === errors;
errors = _errs987;
if(vErrors !== null){
if(_errs987){
vErrors.length = _errs987;
}
else {
vErrors = null;
}
}
if(_valid109){
const _errs990 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err650 = {instancePath,schemaPath:"#/allOf/16/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
if(data.type !== undefined){
if("StarRating" !== data.type){
const err651 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/16/then/properties/type/const",keyword:"const",params:{allowedValue: "StarRating"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
}
if(data.props !== undefined){
let data217 = data.props;
if(data217 && typeof data217 == "object" && !Array.isArray(data217)){
if(data217.label === undefined){
const err652 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
for(const key38 in data217){
if(!(((key38 === "label") || (key38 === "max")) || (key38 === "size"))){
const err653 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
}
if(data217.label !== undefined){
let data218 = data217.label;
const _errs996 = errors;
let valid377 = false;
const _errs997 = errors;
if(typeof data218 === "string"){
if(func3(data218) < 1){
const err654 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/StarRating.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
}
errors++;
}
}
else {
const err655 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/StarRating.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
var _valid110 = _errs997 === errors;
valid377 = valid377 || _valid110;
const _errs1000 = errors;
if(typeof data218 === "string"){
if(!pattern4.test(data218)){
const err656 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err656];
}
else {
vErrors.push(err656);
}
errors++;
}
}
else {
const err657 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
var _valid110 = _errs1000 === errors;
valid377 = valid377 || _valid110;
if(!valid377){
const err658 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/16/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
else {
errors = _errs996;
if(vErrors !== null){
if(_errs996){
vErrors.length = _errs996;
}
else {
vErrors = null;
}
}
}
}
if(data217.max !== undefined){
let data219 = data217.max;
const _errs1004 = errors;
let valid380 = false;
const _errs1005 = errors;
if(!(((typeof data219 == "number") && (!(data219 % 1) && !isNaN(data219))) && (isFinite(data219)))){
const err659 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
if((typeof data219 == "number") && (isFinite(data219))){
if(data219 > 10 || isNaN(data219)){
const err660 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err660];
}
else {
vErrors.push(err660);
}
errors++;
}
if(data219 < 1 || isNaN(data219)){
const err661 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
}
var _valid111 = _errs1005 === errors;
valid380 = valid380 || _valid111;
const _errs1008 = errors;
if(typeof data219 === "string"){
if(!pattern4.test(data219)){
const err662 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err662];
}
else {
vErrors.push(err662);
}
errors++;
}
}
else {
const err663 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
var _valid111 = _errs1008 === errors;
valid380 = valid380 || _valid111;
if(!valid380){
const err664 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/16/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err664];
}
else {
vErrors.push(err664);
}
errors++;
}
else {
errors = _errs1004;
if(vErrors !== null){
if(_errs1004){
vErrors.length = _errs1004;
}
else {
vErrors = null;
}
}
}
}
if(data217.size !== undefined){
let data220 = data217.size;
const _errs1012 = errors;
let valid383 = false;
const _errs1013 = errors;
if(!(((typeof data220 == "number") && (!(data220 % 1) && !isNaN(data220))) && (isFinite(data220)))){
const err665 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
if((typeof data220 == "number") && (isFinite(data220))){
if(data220 > 64 || isNaN(data220)){
const err666 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
if(data220 < 16 || isNaN(data220)){
const err667 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 16},message:"must be >= 16"};
if(vErrors === null){
vErrors = [err667];
}
else {
vErrors.push(err667);
}
errors++;
}
}
var _valid112 = _errs1013 === errors;
valid383 = valid383 || _valid112;
const _errs1016 = errors;
if(typeof data220 === "string"){
if(!pattern4.test(data220)){
const err668 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
}
else {
const err669 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err669];
}
else {
vErrors.push(err669);
}
errors++;
}
var _valid112 = _errs1016 === errors;
valid383 = valid383 || _valid112;
if(!valid383){
const err670 = {instancePath:instancePath+"/props/size",schemaPath:"#/allOf/16/then/properties/props/properties/size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err670];
}
else {
vErrors.push(err670);
}
errors++;
}
else {
errors = _errs1012;
if(vErrors !== null){
if(_errs1012){
vErrors.length = _errs1012;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err671 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
}
if(data.on !== undefined){
let data221 = data.on;
if(data221 && typeof data221 == "object" && !Array.isArray(data221)){
for(const key39 in data221){
if(!(key39 === "change")){
const err672 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
}
errors++;
}
}
if(data221.change !== undefined){
if(!(validate63(data221.change, {instancePath:instancePath+"/on/change",parentData:data221,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err673 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
}
errors++;
}
}
if(data.children !== undefined){
const err674 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/16/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err674];
}
else {
vErrors.push(err674);
}
errors++;
}
}
var _valid109 = _errs990 === errors;
valid373 = _valid109;
if(valid373){
var props17 = {};
props17.type = true;
props17.props = true;
props17.on = true;
props17.children = true;
}
}
if(!valid373){
const err675 = {instancePath,schemaPath:"#/allOf/16/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
if(props0 !== true && props17 !== undefined){
if(props17 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props17);
}
}
const _errs1024 = errors;
let valid387 = true;
const _errs1025 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if((data.type === undefined) && (missing17 = "type")){
const err676 = {};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
else {
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err677 = {};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
}
}
}
var _valid113 = _errs1025 === errors;
errors = _errs1024;
if(vErrors !== null){
if(_errs1024){
vErrors.length = _errs1024;
}
else {
vErrors = null;
}
}
if(_valid113){
const _errs1027 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err678 = {instancePath,schemaPath:"#/allOf/17/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
}
errors++;
}
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err679 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/17/then/properties/type/const",keyword:"const",params:{allowedValue: "StatusBanner"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
}
if(data.props !== undefined){
let data226 = data.props;
if(data226 && typeof data226 == "object" && !Array.isArray(data226)){
if(data226.title === undefined){
const err680 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err680];
}
else {
vErrors.push(err680);
}
errors++;
}
for(const key40 in data226){
if(!((((key40 === "image") || (key40 === "title")) || (key40 === "description")) || (key40 === "tone"))){
const err681 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
}
if(data226.image !== undefined){
let data227 = data226.image;
const _errs1033 = errors;
let valid391 = false;
const _errs1034 = errors;
if(typeof data227 !== "string"){
const err682 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/StatusBanner.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
var _valid114 = _errs1034 === errors;
valid391 = valid391 || _valid114;
const _errs1037 = errors;
if(typeof data227 === "string"){
if(!pattern4.test(data227)){
const err683 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err683];
}
else {
vErrors.push(err683);
}
errors++;
}
}
else {
const err684 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err684];
}
else {
vErrors.push(err684);
}
errors++;
}
var _valid114 = _errs1037 === errors;
valid391 = valid391 || _valid114;
if(!valid391){
const err685 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/17/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
else {
errors = _errs1033;
if(vErrors !== null){
if(_errs1033){
vErrors.length = _errs1033;
}
else {
vErrors = null;
}
}
}
}
if(data226.title !== undefined){
let data228 = data226.title;
const _errs1041 = errors;
let valid394 = false;
const _errs1042 = errors;
if(typeof data228 !== "string"){
const err686 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/StatusBanner.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
var _valid115 = _errs1042 === errors;
valid394 = valid394 || _valid115;
const _errs1045 = errors;
if(typeof data228 === "string"){
if(!pattern4.test(data228)){
const err687 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err687];
}
else {
vErrors.push(err687);
}
errors++;
}
}
else {
const err688 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err688];
}
else {
vErrors.push(err688);
}
errors++;
}
var _valid115 = _errs1045 === errors;
valid394 = valid394 || _valid115;
if(!valid394){
const err689 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/17/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
else {
errors = _errs1041;
if(vErrors !== null){
if(_errs1041){
vErrors.length = _errs1041;
}
else {
vErrors = null;
}
}
}
}
if(data226.description !== undefined){
let data229 = data226.description;
const _errs1049 = errors;
let valid397 = false;
const _errs1050 = errors;
if(typeof data229 !== "string"){
const err690 = {instancePath:instancePath+"/props/description",schemaPath:"widgets/StatusBanner.schema.json#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
var _valid116 = _errs1050 === errors;
valid397 = valid397 || _valid116;
const _errs1053 = errors;
if(typeof data229 === "string"){
if(!pattern4.test(data229)){
const err691 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err691];
}
else {
vErrors.push(err691);
}
errors++;
}
}
else {
const err692 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err692];
}
else {
vErrors.push(err692);
}
errors++;
}
var _valid116 = _errs1053 === errors;
valid397 = valid397 || _valid116;
if(!valid397){
const err693 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/17/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
else {
errors = _errs1049;
if(vErrors !== null){
if(_errs1049){
vErrors.length = _errs1049;
}
else {
vErrors = null;
}
}
}
}
if(data226.tone !== undefined){
let data230 = data226.tone;
const _errs1057 = errors;
let valid400 = false;
const _errs1058 = errors;
if(!((data230 === "brand") || (data230 === "accent"))){
const err694 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/StatusBanner.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema288.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
}
errors++;
}
var _valid117 = _errs1058 === errors;
valid400 = valid400 || _valid117;
const _errs1060 = errors;
if(typeof data230 === "string"){
if(!pattern4.test(data230)){
const err695 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err695];
}
else {
vErrors.push(err695);
}
errors++;
}
}
else {
const err696 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err696];
}
else {
vErrors.push(err696);
}
errors++;
}
var _valid117 = _errs1060 === errors;
valid400 = valid400 || _valid117;
if(!valid400){
const err697 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/17/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
else {
errors = _errs1057;
if(vErrors !== null){
if(_errs1057){
vErrors.length = _errs1057;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err698 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err698];
}
else {
vErrors.push(err698);
}
errors++;
}
}
if(data.on !== undefined){
let data231 = data.on;
if(data231 && typeof data231 == "object" && !Array.isArray(data231)){
for(const key41 in data231){
const err699 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err699];
}
else {
vErrors.push(err699);
}
errors++;
}
}
else {
const err700 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err700];
}
else {
vErrors.push(err700);
}
errors++;
}
}
if(data.children !== undefined){
const err701 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/17/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err701];
}
else {
vErrors.push(err701);
}
errors++;
}
if(data.bind !== undefined){
const err702 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/17/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err702];
}
else {
vErrors.push(err702);
}
errors++;
}
}
var _valid113 = _errs1027 === errors;
valid387 = _valid113;
if(valid387){
var props18 = {};
props18.type = true;
props18.props = true;
props18.on = true;
props18.children = true;
props18.bind = true;
}
}
if(!valid387){
const err703 = {instancePath,schemaPath:"#/allOf/17/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err703];
}
else {
vErrors.push(err703);
}
errors++;
}
if(props0 !== true && props18 !== undefined){
if(props18 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props18);
}
}
const _errs1067 = errors;
let valid403 = true;
const _errs1068 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if((data.type === undefined) && (missing18 = "type")){
const err704 = {};
if(vErrors === null){
vErrors = [err704];
}
else {
vErrors.push(err704);
}
errors++;
}
else {
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err705 = {};
if(vErrors === null){
vErrors = [err705];
}
else {
vErrors.push(err705);
}
errors++;
}
}
}
}
var _valid118 = _errs1068 === errors;
errors = _errs1067;
if(vErrors !== null){
if(_errs1067){
vErrors.length = _errs1067;
}
else {
vErrors = null;
}
}
if(_valid118){
const _errs1070 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err706 = {instancePath,schemaPath:"#/allOf/18/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err706];
}
else {
vErrors.push(err706);
}
errors++;
}
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err707 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/18/then/properties/type/const",keyword:"const",params:{allowedValue: "SuccessMark"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err707];
}
else {
vErrors.push(err707);
}
errors++;
}
}
if(data.props !== undefined){
let data236 = data.props;
if(data236 && typeof data236 == "object" && !Array.isArray(data236)){
if(data236.text === undefined){
const err708 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err708];
}
else {
vErrors.push(err708);
}
errors++;
}
for(const key42 in data236){
if(!((key42 === "text") || (key42 === "tone"))){
const err709 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err709];
}
else {
vErrors.push(err709);
}
errors++;
}
}
if(data236.text !== undefined){
let data237 = data236.text;
const _errs1076 = errors;
let valid407 = false;
const _errs1077 = errors;
if(typeof data237 === "string"){
if(func3(data237) < 1){
const err710 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/SuccessMark.schema.json#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err710];
}
else {
vErrors.push(err710);
}
errors++;
}
}
else {
const err711 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/SuccessMark.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err711];
}
else {
vErrors.push(err711);
}
errors++;
}
var _valid119 = _errs1077 === errors;
valid407 = valid407 || _valid119;
const _errs1080 = errors;
if(typeof data237 === "string"){
if(!pattern4.test(data237)){
const err712 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err712];
}
else {
vErrors.push(err712);
}
errors++;
}
}
else {
const err713 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err713];
}
else {
vErrors.push(err713);
}
errors++;
}
var _valid119 = _errs1080 === errors;
valid407 = valid407 || _valid119;
if(!valid407){
const err714 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/18/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err714];
}
else {
vErrors.push(err714);
}
errors++;
}
else {
errors = _errs1076;
if(vErrors !== null){
if(_errs1076){
vErrors.length = _errs1076;
}
else {
vErrors = null;
}
}
}
}
if(data236.tone !== undefined){
let data238 = data236.tone;
const _errs1084 = errors;
let valid410 = false;
const _errs1085 = errors;
if(!((data238 === "success") || (data238 === "info"))){
const err715 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/SuccessMark.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema293.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err715];
}
else {
vErrors.push(err715);
}
errors++;
}
var _valid120 = _errs1085 === errors;
valid410 = valid410 || _valid120;
const _errs1087 = errors;
if(typeof data238 === "string"){
if(!pattern4.test(data238)){
const err716 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err716];
}
else {
vErrors.push(err716);
}
errors++;
}
}
else {
const err717 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err717];
}
else {
vErrors.push(err717);
}
errors++;
}
var _valid120 = _errs1087 === errors;
valid410 = valid410 || _valid120;
if(!valid410){
const err718 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/18/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err718];
}
else {
vErrors.push(err718);
}
errors++;
}
else {
errors = _errs1084;
if(vErrors !== null){
if(_errs1084){
vErrors.length = _errs1084;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err719 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err719];
}
else {
vErrors.push(err719);
}
errors++;
}
}
if(data.on !== undefined){
let data239 = data.on;
if(data239 && typeof data239 == "object" && !Array.isArray(data239)){
for(const key43 in data239){
const err720 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err720];
}
else {
vErrors.push(err720);
}
errors++;
}
}
else {
const err721 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err721];
}
else {
vErrors.push(err721);
}
errors++;
}
}
if(data.children !== undefined){
const err722 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/18/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err722];
}
else {
vErrors.push(err722);
}
errors++;
}
if(data.bind !== undefined){
const err723 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/18/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err723];
}
else {
vErrors.push(err723);
}
errors++;
}
}
var _valid118 = _errs1070 === errors;
valid403 = _valid118;
if(valid403){
var props19 = {};
props19.type = true;
props19.props = true;
props19.on = true;
props19.children = true;
props19.bind = true;
}
}
if(!valid403){
const err724 = {instancePath,schemaPath:"#/allOf/18/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err724];
}
else {
vErrors.push(err724);
}
errors++;
}
if(props0 !== true && props19 !== undefined){
if(props19 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props19);
}
}
const _errs1094 = errors;
let valid413 = true;
const _errs1095 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing19;
if((data.type === undefined) && (missing19 = "type")){
const err725 = {};
if(vErrors === null){
vErrors = [err725];
}
else {
vErrors.push(err725);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tabs" !== data.type){
const err726 = {};
if(vErrors === null){
vErrors = [err726];
}
else {
vErrors.push(err726);
}
errors++;
}
}
}
}
var _valid121 = _errs1095 === errors;
errors = _errs1094;
if(vErrors !== null){
if(_errs1094){
vErrors.length = _errs1094;
}
else {
vErrors = null;
}
}
if(_valid121){
const _errs1097 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err727 = {instancePath,schemaPath:"#/allOf/19/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err727];
}
else {
vErrors.push(err727);
}
errors++;
}
if(data.type !== undefined){
if("Tabs" !== data.type){
const err728 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/19/then/properties/type/const",keyword:"const",params:{allowedValue: "Tabs"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err728];
}
else {
vErrors.push(err728);
}
errors++;
}
}
if(data.props !== undefined){
let data244 = data.props;
if(data244 && typeof data244 == "object" && !Array.isArray(data244)){
if(data244.tabs === undefined){
const err729 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/required",keyword:"required",params:{missingProperty: "tabs"},message:"must have required property '"+"tabs"+"'"};
if(vErrors === null){
vErrors = [err729];
}
else {
vErrors.push(err729);
}
errors++;
}
for(const key44 in data244){
if(!(((((key44 === "tabs") || (key44 === "labelKey")) || (key44 === "valueKey")) || (key44 === "label")) || (key44 === "stretch"))){
const err730 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err730];
}
else {
vErrors.push(err730);
}
errors++;
}
}
if(data244.tabs !== undefined){
let data245 = data244.tabs;
const _errs1103 = errors;
let valid417 = false;
const _errs1104 = errors;
if(Array.isArray(data245)){
const len8 = data245.length;
for(let i8=0; i8<len8; i8++){
let data246 = data245[i8];
if(data246 && typeof data246 == "object" && !Array.isArray(data246)){
}
else {
const err731 = {instancePath:instancePath+"/props/tabs/" + i8,schemaPath:"widgets/Tabs.schema.json#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err731];
}
else {
vErrors.push(err731);
}
errors++;
}
}
}
else {
const err732 = {instancePath:instancePath+"/props/tabs",schemaPath:"widgets/Tabs.schema.json#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err732];
}
else {
vErrors.push(err732);
}
errors++;
}
var _valid122 = _errs1104 === errors;
valid417 = valid417 || _valid122;
const _errs1110 = errors;
if(typeof data245 === "string"){
if(!pattern4.test(data245)){
const err733 = {instancePath:instancePath+"/props/tabs",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err733];
}
else {
vErrors.push(err733);
}
errors++;
}
}
else {
const err734 = {instancePath:instancePath+"/props/tabs",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err734];
}
else {
vErrors.push(err734);
}
errors++;
}
var _valid122 = _errs1110 === errors;
valid417 = valid417 || _valid122;
if(!valid417){
const err735 = {instancePath:instancePath+"/props/tabs",schemaPath:"#/allOf/19/then/properties/props/properties/tabs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err735];
}
else {
vErrors.push(err735);
}
errors++;
}
else {
errors = _errs1103;
if(vErrors !== null){
if(_errs1103){
vErrors.length = _errs1103;
}
else {
vErrors = null;
}
}
}
}
if(data244.labelKey !== undefined){
let data247 = data244.labelKey;
const _errs1114 = errors;
let valid422 = false;
const _errs1115 = errors;
if(typeof data247 === "string"){
if(func3(data247) < 1){
const err736 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/Tabs.schema.json#/properties/labelKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err736];
}
else {
vErrors.push(err736);
}
errors++;
}
}
else {
const err737 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/Tabs.schema.json#/properties/labelKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err737];
}
else {
vErrors.push(err737);
}
errors++;
}
var _valid123 = _errs1115 === errors;
valid422 = valid422 || _valid123;
const _errs1118 = errors;
if(typeof data247 === "string"){
if(!pattern4.test(data247)){
const err738 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err738];
}
else {
vErrors.push(err738);
}
errors++;
}
}
else {
const err739 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err739];
}
else {
vErrors.push(err739);
}
errors++;
}
var _valid123 = _errs1118 === errors;
valid422 = valid422 || _valid123;
if(!valid422){
const err740 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/19/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err740];
}
else {
vErrors.push(err740);
}
errors++;
}
else {
errors = _errs1114;
if(vErrors !== null){
if(_errs1114){
vErrors.length = _errs1114;
}
else {
vErrors = null;
}
}
}
}
if(data244.valueKey !== undefined){
let data248 = data244.valueKey;
const _errs1122 = errors;
let valid425 = false;
const _errs1123 = errors;
if(typeof data248 === "string"){
if(func3(data248) < 1){
const err741 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/Tabs.schema.json#/properties/valueKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err741];
}
else {
vErrors.push(err741);
}
errors++;
}
}
else {
const err742 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/Tabs.schema.json#/properties/valueKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err742];
}
else {
vErrors.push(err742);
}
errors++;
}
var _valid124 = _errs1123 === errors;
valid425 = valid425 || _valid124;
const _errs1126 = errors;
if(typeof data248 === "string"){
if(!pattern4.test(data248)){
const err743 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err743];
}
else {
vErrors.push(err743);
}
errors++;
}
}
else {
const err744 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err744];
}
else {
vErrors.push(err744);
}
errors++;
}
var _valid124 = _errs1126 === errors;
valid425 = valid425 || _valid124;
if(!valid425){
const err745 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/19/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err745];
}
else {
vErrors.push(err745);
}
errors++;
}
else {
errors = _errs1122;
if(vErrors !== null){
if(_errs1122){
vErrors.length = _errs1122;
}
else {
vErrors = null;
}
}
}
}
if(data244.label !== undefined){
let data249 = data244.label;
const _errs1130 = errors;
let valid428 = false;
const _errs1131 = errors;
if(typeof data249 === "string"){
if(func3(data249) < 1){
const err746 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Tabs.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err746];
}
else {
vErrors.push(err746);
}
errors++;
}
}
else {
const err747 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Tabs.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err747];
}
else {
vErrors.push(err747);
}
errors++;
}
var _valid125 = _errs1131 === errors;
valid428 = valid428 || _valid125;
const _errs1134 = errors;
if(typeof data249 === "string"){
if(!pattern4.test(data249)){
const err748 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err748];
}
else {
vErrors.push(err748);
}
errors++;
}
}
else {
const err749 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err749];
}
else {
vErrors.push(err749);
}
errors++;
}
var _valid125 = _errs1134 === errors;
valid428 = valid428 || _valid125;
if(!valid428){
const err750 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/19/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err750];
}
else {
vErrors.push(err750);
}
errors++;
}
else {
errors = _errs1130;
if(vErrors !== null){
if(_errs1130){
vErrors.length = _errs1130;
}
else {
vErrors = null;
}
}
}
}
if(data244.stretch !== undefined){
let data250 = data244.stretch;
const _errs1138 = errors;
let valid431 = false;
const _errs1139 = errors;
if(typeof data250 !== "boolean"){
const err751 = {instancePath:instancePath+"/props/stretch",schemaPath:"widgets/Tabs.schema.json#/properties/stretch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err751];
}
else {
vErrors.push(err751);
}
errors++;
}
var _valid126 = _errs1139 === errors;
valid431 = valid431 || _valid126;
const _errs1142 = errors;
if(typeof data250 === "string"){
if(!pattern4.test(data250)){
const err752 = {instancePath:instancePath+"/props/stretch",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err752];
}
else {
vErrors.push(err752);
}
errors++;
}
}
else {
const err753 = {instancePath:instancePath+"/props/stretch",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err753];
}
else {
vErrors.push(err753);
}
errors++;
}
var _valid126 = _errs1142 === errors;
valid431 = valid431 || _valid126;
if(!valid431){
const err754 = {instancePath:instancePath+"/props/stretch",schemaPath:"#/allOf/19/then/properties/props/properties/stretch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err754];
}
else {
vErrors.push(err754);
}
errors++;
}
else {
errors = _errs1138;
if(vErrors !== null){
if(_errs1138){
vErrors.length = _errs1138;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err755 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err755];
}
else {
vErrors.push(err755);
}
errors++;
}
}
if(data.on !== undefined){
let data251 = data.on;
if(data251 && typeof data251 == "object" && !Array.isArray(data251)){
for(const key45 in data251){
if(!(key45 === "change")){
const err756 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err756];
}
else {
vErrors.push(err756);
}
errors++;
}
}
if(data251.change !== undefined){
if(!(validate63(data251.change, {instancePath:instancePath+"/on/change",parentData:data251,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err757 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err757];
}
else {
vErrors.push(err757);
}
errors++;
}
}
if(data.children !== undefined){
const err758 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/19/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err758];
}
else {
vErrors.push(err758);
}
errors++;
}
}
var _valid121 = _errs1097 === errors;
valid413 = _valid121;
if(valid413){
var props20 = {};
props20.type = true;
props20.props = true;
props20.on = true;
props20.children = true;
}
}
if(!valid413){
const err759 = {instancePath,schemaPath:"#/allOf/19/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err759];
}
else {
vErrors.push(err759);
}
errors++;
}
if(props0 !== true && props20 !== undefined){
if(props20 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props20);
}
}
const _errs1150 = errors;
let valid435 = true;
const _errs1151 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing20;
if((data.type === undefined) && (missing20 = "type")){
const err760 = {};
if(vErrors === null){
vErrors = [err760];
}
else {
vErrors.push(err760);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tag" !== data.type){
const err761 = {};
if(vErrors === null){
vErrors = [err761];
}
else {
vErrors.push(err761);
}
errors++;
}
}
}
}
var _valid127 = _errs1151 === errors;
errors = _errs1150;
if(vErrors !== null){
if(_errs1150){
vErrors.length = _errs1150;
}
else {
vErrors = null;
}
}
if(_valid127){
const _errs1153 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err762 = {instancePath,schemaPath:"#/allOf/20/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err762];
}
else {
vErrors.push(err762);
}
errors++;
}
if(data.type !== undefined){
if("Tag" !== data.type){
const err763 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/20/then/properties/type/const",keyword:"const",params:{allowedValue: "Tag"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err763];
}
else {
vErrors.push(err763);
}
errors++;
}
}
if(data.props !== undefined){
let data256 = data.props;
if(data256 && typeof data256 == "object" && !Array.isArray(data256)){
if(data256.text === undefined){
const err764 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err764];
}
else {
vErrors.push(err764);
}
errors++;
}
for(const key46 in data256){
if(!(((key46 === "text") || (key46 === "tone")) || (key46 === "selected"))){
const err765 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key46},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err765];
}
else {
vErrors.push(err765);
}
errors++;
}
}
if(data256.text !== undefined){
let data257 = data256.text;
const _errs1159 = errors;
let valid439 = false;
const _errs1160 = errors;
if(typeof data257 !== "string"){
const err766 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Tag.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err766];
}
else {
vErrors.push(err766);
}
errors++;
}
var _valid128 = _errs1160 === errors;
valid439 = valid439 || _valid128;
const _errs1163 = errors;
if(typeof data257 === "string"){
if(!pattern4.test(data257)){
const err767 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err767];
}
else {
vErrors.push(err767);
}
errors++;
}
}
else {
const err768 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err768];
}
else {
vErrors.push(err768);
}
errors++;
}
var _valid128 = _errs1163 === errors;
valid439 = valid439 || _valid128;
if(!valid439){
const err769 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/20/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err769];
}
else {
vErrors.push(err769);
}
errors++;
}
else {
errors = _errs1159;
if(vErrors !== null){
if(_errs1159){
vErrors.length = _errs1159;
}
else {
vErrors = null;
}
}
}
}
if(data256.tone !== undefined){
let data258 = data256.tone;
const _errs1167 = errors;
let valid442 = false;
const _errs1168 = errors;
if(!(((data258 === "neutral") || (data258 === "brand")) || (data258 === "accent"))){
const err770 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Tag.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema309.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err770];
}
else {
vErrors.push(err770);
}
errors++;
}
var _valid129 = _errs1168 === errors;
valid442 = valid442 || _valid129;
const _errs1170 = errors;
if(typeof data258 === "string"){
if(!pattern4.test(data258)){
const err771 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err771];
}
else {
vErrors.push(err771);
}
errors++;
}
}
else {
const err772 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err772];
}
else {
vErrors.push(err772);
}
errors++;
}
var _valid129 = _errs1170 === errors;
valid442 = valid442 || _valid129;
if(!valid442){
const err773 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/20/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err773];
}
else {
vErrors.push(err773);
}
errors++;
}
else {
errors = _errs1167;
if(vErrors !== null){
if(_errs1167){
vErrors.length = _errs1167;
}
else {
vErrors = null;
}
}
}
}
if(data256.selected !== undefined){
let data259 = data256.selected;
const _errs1174 = errors;
let valid445 = false;
const _errs1175 = errors;
if(typeof data259 !== "boolean"){
const err774 = {instancePath:instancePath+"/props/selected",schemaPath:"widgets/Tag.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err774];
}
else {
vErrors.push(err774);
}
errors++;
}
var _valid130 = _errs1175 === errors;
valid445 = valid445 || _valid130;
const _errs1178 = errors;
if(typeof data259 === "string"){
if(!pattern4.test(data259)){
const err775 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err775];
}
else {
vErrors.push(err775);
}
errors++;
}
}
else {
const err776 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err776];
}
else {
vErrors.push(err776);
}
errors++;
}
var _valid130 = _errs1178 === errors;
valid445 = valid445 || _valid130;
if(!valid445){
const err777 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/20/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err777];
}
else {
vErrors.push(err777);
}
errors++;
}
else {
errors = _errs1174;
if(vErrors !== null){
if(_errs1174){
vErrors.length = _errs1174;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err778 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err778];
}
else {
vErrors.push(err778);
}
errors++;
}
}
if(data.on !== undefined){
let data260 = data.on;
if(data260 && typeof data260 == "object" && !Array.isArray(data260)){
for(const key47 in data260){
const err779 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key47},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err779];
}
else {
vErrors.push(err779);
}
errors++;
}
}
else {
const err780 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err780];
}
else {
vErrors.push(err780);
}
errors++;
}
}
if(data.children !== undefined){
const err781 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/20/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err781];
}
else {
vErrors.push(err781);
}
errors++;
}
if(data.bind !== undefined){
const err782 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/20/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err782];
}
else {
vErrors.push(err782);
}
errors++;
}
}
var _valid127 = _errs1153 === errors;
valid435 = _valid127;
if(valid435){
var props21 = {};
props21.type = true;
props21.props = true;
props21.on = true;
props21.children = true;
props21.bind = true;
}
}
if(!valid435){
const err783 = {instancePath,schemaPath:"#/allOf/20/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err783];
}
else {
vErrors.push(err783);
}
errors++;
}
if(props0 !== true && props21 !== undefined){
if(props21 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props21);
}
}
const _errs1185 = errors;
let valid448 = true;
const _errs1186 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing21;
if((data.type === undefined) && (missing21 = "type")){
const err784 = {};
if(vErrors === null){
vErrors = [err784];
}
else {
vErrors.push(err784);
}
errors++;
}
else {
if(data.type !== undefined){
if("Text" !== data.type){
const err785 = {};
if(vErrors === null){
vErrors = [err785];
}
else {
vErrors.push(err785);
}
errors++;
}
}
}
}
var _valid131 = _errs1186 === errors;
errors = _errs1185;
if(vErrors !== null){
if(_errs1185){
vErrors.length = _errs1185;
}
else {
vErrors = null;
}
}
if(_valid131){
const _errs1188 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err786 = {instancePath,schemaPath:"#/allOf/21/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err786];
}
else {
vErrors.push(err786);
}
errors++;
}
if(data.type !== undefined){
if("Text" !== data.type){
const err787 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/21/then/properties/type/const",keyword:"const",params:{allowedValue: "Text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err787];
}
else {
vErrors.push(err787);
}
errors++;
}
}
if(data.props !== undefined){
let data265 = data.props;
if(data265 && typeof data265 == "object" && !Array.isArray(data265)){
if(data265.text === undefined){
const err788 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err788];
}
else {
vErrors.push(err788);
}
errors++;
}
for(const key48 in data265){
if(!(((((key48 === "text") || (key48 === "variant")) || (key48 === "align")) || (key48 === "tone")) || (key48 === "weight"))){
const err789 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key48},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err789];
}
else {
vErrors.push(err789);
}
errors++;
}
}
if(data265.text !== undefined){
let data266 = data265.text;
const _errs1194 = errors;
let valid452 = false;
const _errs1195 = errors;
if(typeof data266 !== "string"){
const err790 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Text.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err790];
}
else {
vErrors.push(err790);
}
errors++;
}
var _valid132 = _errs1195 === errors;
valid452 = valid452 || _valid132;
const _errs1198 = errors;
if(typeof data266 === "string"){
if(!pattern4.test(data266)){
const err791 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err791];
}
else {
vErrors.push(err791);
}
errors++;
}
}
else {
const err792 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err792];
}
else {
vErrors.push(err792);
}
errors++;
}
var _valid132 = _errs1198 === errors;
valid452 = valid452 || _valid132;
if(!valid452){
const err793 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/21/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err793];
}
else {
vErrors.push(err793);
}
errors++;
}
else {
errors = _errs1194;
if(vErrors !== null){
if(_errs1194){
vErrors.length = _errs1194;
}
else {
vErrors = null;
}
}
}
}
if(data265.variant !== undefined){
let data267 = data265.variant;
const _errs1202 = errors;
let valid455 = false;
const _errs1203 = errors;
if(!(((((((data267 === "title") || (data267 === "subtitle")) || (data267 === "body")) || (data267 === "caption")) || (data267 === "hint")) || (data267 === "error")) || (data267 === "hero"))){
const err794 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/Text.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema316.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err794];
}
else {
vErrors.push(err794);
}
errors++;
}
var _valid133 = _errs1203 === errors;
valid455 = valid455 || _valid133;
const _errs1205 = errors;
if(typeof data267 === "string"){
if(!pattern4.test(data267)){
const err795 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err795];
}
else {
vErrors.push(err795);
}
errors++;
}
}
else {
const err796 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err796];
}
else {
vErrors.push(err796);
}
errors++;
}
var _valid133 = _errs1205 === errors;
valid455 = valid455 || _valid133;
if(!valid455){
const err797 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/21/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err797];
}
else {
vErrors.push(err797);
}
errors++;
}
else {
errors = _errs1202;
if(vErrors !== null){
if(_errs1202){
vErrors.length = _errs1202;
}
else {
vErrors = null;
}
}
}
}
if(data265.align !== undefined){
let data268 = data265.align;
const _errs1209 = errors;
let valid458 = false;
const _errs1210 = errors;
if(!(((data268 === "start") || (data268 === "center")) || (data268 === "end"))){
const err798 = {instancePath:instancePath+"/props/align",schemaPath:"widgets/Text.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema318.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err798];
}
else {
vErrors.push(err798);
}
errors++;
}
var _valid134 = _errs1210 === errors;
valid458 = valid458 || _valid134;
const _errs1212 = errors;
if(typeof data268 === "string"){
if(!pattern4.test(data268)){
const err799 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err799];
}
else {
vErrors.push(err799);
}
errors++;
}
}
else {
const err800 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err800];
}
else {
vErrors.push(err800);
}
errors++;
}
var _valid134 = _errs1212 === errors;
valid458 = valid458 || _valid134;
if(!valid458){
const err801 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/21/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err801];
}
else {
vErrors.push(err801);
}
errors++;
}
else {
errors = _errs1209;
if(vErrors !== null){
if(_errs1209){
vErrors.length = _errs1209;
}
else {
vErrors = null;
}
}
}
}
if(data265.tone !== undefined){
let data269 = data265.tone;
const _errs1216 = errors;
let valid461 = false;
const _errs1217 = errors;
if(!(((((data269 === "default") || (data269 === "muted")) || (data269 === "onBrand")) || (data269 === "accent")) || (data269 === "danger"))){
const err802 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Text.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema320.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err802];
}
else {
vErrors.push(err802);
}
errors++;
}
var _valid135 = _errs1217 === errors;
valid461 = valid461 || _valid135;
const _errs1219 = errors;
if(typeof data269 === "string"){
if(!pattern4.test(data269)){
const err803 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err803];
}
else {
vErrors.push(err803);
}
errors++;
}
}
else {
const err804 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err804];
}
else {
vErrors.push(err804);
}
errors++;
}
var _valid135 = _errs1219 === errors;
valid461 = valid461 || _valid135;
if(!valid461){
const err805 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/21/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err805];
}
else {
vErrors.push(err805);
}
errors++;
}
else {
errors = _errs1216;
if(vErrors !== null){
if(_errs1216){
vErrors.length = _errs1216;
}
else {
vErrors = null;
}
}
}
}
if(data265.weight !== undefined){
let data270 = data265.weight;
const _errs1223 = errors;
let valid464 = false;
const _errs1224 = errors;
if(!(((data270 === "regular") || (data270 === "medium")) || (data270 === "bold"))){
const err806 = {instancePath:instancePath+"/props/weight",schemaPath:"widgets/Text.schema.json#/properties/weight/enum",keyword:"enum",params:{allowedValues: schema322.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err806];
}
else {
vErrors.push(err806);
}
errors++;
}
var _valid136 = _errs1224 === errors;
valid464 = valid464 || _valid136;
const _errs1226 = errors;
if(typeof data270 === "string"){
if(!pattern4.test(data270)){
const err807 = {instancePath:instancePath+"/props/weight",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err807];
}
else {
vErrors.push(err807);
}
errors++;
}
}
else {
const err808 = {instancePath:instancePath+"/props/weight",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err808];
}
else {
vErrors.push(err808);
}
errors++;
}
var _valid136 = _errs1226 === errors;
valid464 = valid464 || _valid136;
if(!valid464){
const err809 = {instancePath:instancePath+"/props/weight",schemaPath:"#/allOf/21/then/properties/props/properties/weight/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err809];
}
else {
vErrors.push(err809);
}
errors++;
}
else {
errors = _errs1223;
if(vErrors !== null){
if(_errs1223){
vErrors.length = _errs1223;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err810 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err810];
}
else {
vErrors.push(err810);
}
errors++;
}
}
if(data.on !== undefined){
let data271 = data.on;
if(data271 && typeof data271 == "object" && !Array.isArray(data271)){
for(const key49 in data271){
const err811 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/21/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key49},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err811];
}
else {
vErrors.push(err811);
}
errors++;
}
}
else {
const err812 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/21/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err812];
}
else {
vErrors.push(err812);
}
errors++;
}
}
if(data.children !== undefined){
const err813 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/21/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err813];
}
else {
vErrors.push(err813);
}
errors++;
}
if(data.bind !== undefined){
const err814 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/21/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err814];
}
else {
vErrors.push(err814);
}
errors++;
}
}
var _valid131 = _errs1188 === errors;
valid448 = _valid131;
if(valid448){
var props22 = {};
props22.type = true;
props22.props = true;
props22.on = true;
props22.children = true;
props22.bind = true;
}
}
if(!valid448){
const err815 = {instancePath,schemaPath:"#/allOf/21/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err815];
}
else {
vErrors.push(err815);
}
errors++;
}
if(props0 !== true && props22 !== undefined){
if(props22 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props22);
}
}
const _errs1233 = errors;
let valid467 = true;
const _errs1234 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing22;
if((data.type === undefined) && (missing22 = "type")){
const err816 = {};
if(vErrors === null){
vErrors = [err816];
}
else {
vErrors.push(err816);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextArea" !== data.type){
const err817 = {};
if(vErrors === null){
vErrors = [err817];
}
else {
vErrors.push(err817);
}
errors++;
}
}
}
}
var _valid137 = _errs1234 === errors;
errors = _errs1233;
if(vErrors !== null){
if(_errs1233){
vErrors.length = _errs1233;
}
else {
vErrors = null;
}
}
if(_valid137){
const _errs1236 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err818 = {instancePath,schemaPath:"#/allOf/22/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err818];
}
else {
vErrors.push(err818);
}
errors++;
}
if(data.type !== undefined){
if("TextArea" !== data.type){
const err819 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/22/then/properties/type/const",keyword:"const",params:{allowedValue: "TextArea"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err819];
}
else {
vErrors.push(err819);
}
errors++;
}
}
if(data.props !== undefined){
let data276 = data.props;
if(data276 && typeof data276 == "object" && !Array.isArray(data276)){
if(data276.label === undefined){
const err820 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err820];
}
else {
vErrors.push(err820);
}
errors++;
}
for(const key50 in data276){
if(!((((((((key50 === "label") || (key50 === "placeholder")) || (key50 === "maxLength")) || (key50 === "counter")) || (key50 === "rows")) || (key50 === "hint")) || (key50 === "disabled")) || (key50 === "error"))){
const err821 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key50},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err821];
}
else {
vErrors.push(err821);
}
errors++;
}
}
if(data276.label !== undefined){
let data277 = data276.label;
const _errs1242 = errors;
let valid471 = false;
const _errs1243 = errors;
if(typeof data277 === "string"){
if(func3(data277) < 1){
const err822 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextArea.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err822];
}
else {
vErrors.push(err822);
}
errors++;
}
}
else {
const err823 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextArea.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err823];
}
else {
vErrors.push(err823);
}
errors++;
}
var _valid138 = _errs1243 === errors;
valid471 = valid471 || _valid138;
const _errs1246 = errors;
if(typeof data277 === "string"){
if(!pattern4.test(data277)){
const err824 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err824];
}
else {
vErrors.push(err824);
}
errors++;
}
}
else {
const err825 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err825];
}
else {
vErrors.push(err825);
}
errors++;
}
var _valid138 = _errs1246 === errors;
valid471 = valid471 || _valid138;
if(!valid471){
const err826 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/22/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err826];
}
else {
vErrors.push(err826);
}
errors++;
}
else {
errors = _errs1242;
if(vErrors !== null){
if(_errs1242){
vErrors.length = _errs1242;
}
else {
vErrors = null;
}
}
}
}
if(data276.placeholder !== undefined){
let data278 = data276.placeholder;
const _errs1250 = errors;
let valid474 = false;
const _errs1251 = errors;
if(typeof data278 !== "string"){
const err827 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/TextArea.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err827];
}
else {
vErrors.push(err827);
}
errors++;
}
var _valid139 = _errs1251 === errors;
valid474 = valid474 || _valid139;
const _errs1254 = errors;
if(typeof data278 === "string"){
if(!pattern4.test(data278)){
const err828 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err828];
}
else {
vErrors.push(err828);
}
errors++;
}
}
else {
const err829 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err829];
}
else {
vErrors.push(err829);
}
errors++;
}
var _valid139 = _errs1254 === errors;
valid474 = valid474 || _valid139;
if(!valid474){
const err830 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/22/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err830];
}
else {
vErrors.push(err830);
}
errors++;
}
else {
errors = _errs1250;
if(vErrors !== null){
if(_errs1250){
vErrors.length = _errs1250;
}
else {
vErrors = null;
}
}
}
}
if(data276.maxLength !== undefined){
let data279 = data276.maxLength;
const _errs1258 = errors;
let valid477 = false;
const _errs1259 = errors;
if(!(((typeof data279 == "number") && (!(data279 % 1) && !isNaN(data279))) && (isFinite(data279)))){
const err831 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextArea.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err831];
}
else {
vErrors.push(err831);
}
errors++;
}
if((typeof data279 == "number") && (isFinite(data279))){
if(data279 < 1 || isNaN(data279)){
const err832 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextArea.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err832];
}
else {
vErrors.push(err832);
}
errors++;
}
}
var _valid140 = _errs1259 === errors;
valid477 = valid477 || _valid140;
const _errs1262 = errors;
if(typeof data279 === "string"){
if(!pattern4.test(data279)){
const err833 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err833];
}
else {
vErrors.push(err833);
}
errors++;
}
}
else {
const err834 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err834];
}
else {
vErrors.push(err834);
}
errors++;
}
var _valid140 = _errs1262 === errors;
valid477 = valid477 || _valid140;
if(!valid477){
const err835 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/22/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err835];
}
else {
vErrors.push(err835);
}
errors++;
}
else {
errors = _errs1258;
if(vErrors !== null){
if(_errs1258){
vErrors.length = _errs1258;
}
else {
vErrors = null;
}
}
}
}
if(data276.counter !== undefined){
let data280 = data276.counter;
const _errs1266 = errors;
let valid480 = false;
const _errs1267 = errors;
if(typeof data280 !== "boolean"){
const err836 = {instancePath:instancePath+"/props/counter",schemaPath:"widgets/TextArea.schema.json#/properties/counter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err836];
}
else {
vErrors.push(err836);
}
errors++;
}
var _valid141 = _errs1267 === errors;
valid480 = valid480 || _valid141;
const _errs1270 = errors;
if(typeof data280 === "string"){
if(!pattern4.test(data280)){
const err837 = {instancePath:instancePath+"/props/counter",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err837];
}
else {
vErrors.push(err837);
}
errors++;
}
}
else {
const err838 = {instancePath:instancePath+"/props/counter",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err838];
}
else {
vErrors.push(err838);
}
errors++;
}
var _valid141 = _errs1270 === errors;
valid480 = valid480 || _valid141;
if(!valid480){
const err839 = {instancePath:instancePath+"/props/counter",schemaPath:"#/allOf/22/then/properties/props/properties/counter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err839];
}
else {
vErrors.push(err839);
}
errors++;
}
else {
errors = _errs1266;
if(vErrors !== null){
if(_errs1266){
vErrors.length = _errs1266;
}
else {
vErrors = null;
}
}
}
}
if(data276.rows !== undefined){
let data281 = data276.rows;
const _errs1274 = errors;
let valid483 = false;
const _errs1275 = errors;
if(!(((typeof data281 == "number") && (!(data281 % 1) && !isNaN(data281))) && (isFinite(data281)))){
const err840 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err840];
}
else {
vErrors.push(err840);
}
errors++;
}
if((typeof data281 == "number") && (isFinite(data281))){
if(data281 > 20 || isNaN(data281)){
const err841 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err841];
}
else {
vErrors.push(err841);
}
errors++;
}
if(data281 < 2 || isNaN(data281)){
const err842 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err842];
}
else {
vErrors.push(err842);
}
errors++;
}
}
var _valid142 = _errs1275 === errors;
valid483 = valid483 || _valid142;
const _errs1278 = errors;
if(typeof data281 === "string"){
if(!pattern4.test(data281)){
const err843 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err843];
}
else {
vErrors.push(err843);
}
errors++;
}
}
else {
const err844 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err844];
}
else {
vErrors.push(err844);
}
errors++;
}
var _valid142 = _errs1278 === errors;
valid483 = valid483 || _valid142;
if(!valid483){
const err845 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/22/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err845];
}
else {
vErrors.push(err845);
}
errors++;
}
else {
errors = _errs1274;
if(vErrors !== null){
if(_errs1274){
vErrors.length = _errs1274;
}
else {
vErrors = null;
}
}
}
}
if(data276.hint !== undefined){
let data282 = data276.hint;
const _errs1282 = errors;
let valid486 = false;
const _errs1283 = errors;
if(typeof data282 !== "string"){
const err846 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/TextArea.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err846];
}
else {
vErrors.push(err846);
}
errors++;
}
var _valid143 = _errs1283 === errors;
valid486 = valid486 || _valid143;
const _errs1286 = errors;
if(typeof data282 === "string"){
if(!pattern4.test(data282)){
const err847 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err847];
}
else {
vErrors.push(err847);
}
errors++;
}
}
else {
const err848 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err848];
}
else {
vErrors.push(err848);
}
errors++;
}
var _valid143 = _errs1286 === errors;
valid486 = valid486 || _valid143;
if(!valid486){
const err849 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/22/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err849];
}
else {
vErrors.push(err849);
}
errors++;
}
else {
errors = _errs1282;
if(vErrors !== null){
if(_errs1282){
vErrors.length = _errs1282;
}
else {
vErrors = null;
}
}
}
}
if(data276.disabled !== undefined){
let data283 = data276.disabled;
const _errs1290 = errors;
let valid489 = false;
const _errs1291 = errors;
if(typeof data283 !== "boolean"){
const err850 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/TextArea.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err850];
}
else {
vErrors.push(err850);
}
errors++;
}
var _valid144 = _errs1291 === errors;
valid489 = valid489 || _valid144;
const _errs1294 = errors;
if(typeof data283 === "string"){
if(!pattern4.test(data283)){
const err851 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err851];
}
else {
vErrors.push(err851);
}
errors++;
}
}
else {
const err852 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err852];
}
else {
vErrors.push(err852);
}
errors++;
}
var _valid144 = _errs1294 === errors;
valid489 = valid489 || _valid144;
if(!valid489){
const err853 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/22/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err853];
}
else {
vErrors.push(err853);
}
errors++;
}
else {
errors = _errs1290;
if(vErrors !== null){
if(_errs1290){
vErrors.length = _errs1290;
}
else {
vErrors = null;
}
}
}
}
if(data276.error !== undefined){
let data284 = data276.error;
const _errs1298 = errors;
let valid492 = false;
const _errs1299 = errors;
if(typeof data284 !== "string"){
const err854 = {instancePath:instancePath+"/props/error",schemaPath:"widgets/TextArea.schema.json#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err854];
}
else {
vErrors.push(err854);
}
errors++;
}
var _valid145 = _errs1299 === errors;
valid492 = valid492 || _valid145;
const _errs1302 = errors;
if(typeof data284 === "string"){
if(!pattern4.test(data284)){
const err855 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err855];
}
else {
vErrors.push(err855);
}
errors++;
}
}
else {
const err856 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err856];
}
else {
vErrors.push(err856);
}
errors++;
}
var _valid145 = _errs1302 === errors;
valid492 = valid492 || _valid145;
if(!valid492){
const err857 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/22/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err857];
}
else {
vErrors.push(err857);
}
errors++;
}
else {
errors = _errs1298;
if(vErrors !== null){
if(_errs1298){
vErrors.length = _errs1298;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err858 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err858];
}
else {
vErrors.push(err858);
}
errors++;
}
}
if(data.on !== undefined){
let data285 = data.on;
if(data285 && typeof data285 == "object" && !Array.isArray(data285)){
for(const key51 in data285){
if(!(key51 === "change")){
const err859 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/22/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key51},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err859];
}
else {
vErrors.push(err859);
}
errors++;
}
}
if(data285.change !== undefined){
if(!(validate63(data285.change, {instancePath:instancePath+"/on/change",parentData:data285,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err860 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/22/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err860];
}
else {
vErrors.push(err860);
}
errors++;
}
}
if(data.children !== undefined){
const err861 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/22/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err861];
}
else {
vErrors.push(err861);
}
errors++;
}
}
var _valid137 = _errs1236 === errors;
valid467 = _valid137;
if(valid467){
var props23 = {};
props23.type = true;
props23.props = true;
props23.on = true;
props23.children = true;
}
}
if(!valid467){
const err862 = {instancePath,schemaPath:"#/allOf/22/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err862];
}
else {
vErrors.push(err862);
}
errors++;
}
if(props0 !== true && props23 !== undefined){
if(props23 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props23);
}
}
const _errs1310 = errors;
let valid496 = true;
const _errs1311 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing23;
if((data.type === undefined) && (missing23 = "type")){
const err863 = {};
if(vErrors === null){
vErrors = [err863];
}
else {
vErrors.push(err863);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextField" !== data.type){
const err864 = {};
if(vErrors === null){
vErrors = [err864];
}
else {
vErrors.push(err864);
}
errors++;
}
}
}
}
var _valid146 = _errs1311 === errors;
errors = _errs1310;
if(vErrors !== null){
if(_errs1310){
vErrors.length = _errs1310;
}
else {
vErrors = null;
}
}
if(_valid146){
const _errs1313 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err865 = {instancePath,schemaPath:"#/allOf/23/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err865];
}
else {
vErrors.push(err865);
}
errors++;
}
if(data.type !== undefined){
if("TextField" !== data.type){
const err866 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/23/then/properties/type/const",keyword:"const",params:{allowedValue: "TextField"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err866];
}
else {
vErrors.push(err866);
}
errors++;
}
}
if(data.props !== undefined){
let data290 = data.props;
if(data290 && typeof data290 == "object" && !Array.isArray(data290)){
if(data290.label === undefined){
const err867 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/23/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err867];
}
else {
vErrors.push(err867);
}
errors++;
}
for(const key52 in data290){
if(!((((((((key52 === "label") || (key52 === "placeholder")) || (key52 === "inputMode")) || (key52 === "filter")) || (key52 === "maxLength")) || (key52 === "hint")) || (key52 === "disabled")) || (key52 === "error"))){
const err868 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/23/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key52},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err868];
}
else {
vErrors.push(err868);
}
errors++;
}
}
if(data290.label !== undefined){
let data291 = data290.label;
const _errs1319 = errors;
let valid500 = false;
const _errs1320 = errors;
if(typeof data291 === "string"){
if(func3(data291) < 1){
const err869 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextField.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err869];
}
else {
vErrors.push(err869);
}
errors++;
}
}
else {
const err870 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextField.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err870];
}
else {
vErrors.push(err870);
}
errors++;
}
var _valid147 = _errs1320 === errors;
valid500 = valid500 || _valid147;
const _errs1323 = errors;
if(typeof data291 === "string"){
if(!pattern4.test(data291)){
const err871 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err871];
}
else {
vErrors.push(err871);
}
errors++;
}
}
else {
const err872 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err872];
}
else {
vErrors.push(err872);
}
errors++;
}
var _valid147 = _errs1323 === errors;
valid500 = valid500 || _valid147;
if(!valid500){
const err873 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/23/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err873];
}
else {
vErrors.push(err873);
}
errors++;
}
else {
errors = _errs1319;
if(vErrors !== null){
if(_errs1319){
vErrors.length = _errs1319;
}
else {
vErrors = null;
}
}
}
}
if(data290.placeholder !== undefined){
let data292 = data290.placeholder;
const _errs1327 = errors;
let valid503 = false;
const _errs1328 = errors;
if(typeof data292 !== "string"){
const err874 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/TextField.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err874];
}
else {
vErrors.push(err874);
}
errors++;
}
var _valid148 = _errs1328 === errors;
valid503 = valid503 || _valid148;
const _errs1331 = errors;
if(typeof data292 === "string"){
if(!pattern4.test(data292)){
const err875 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err875];
}
else {
vErrors.push(err875);
}
errors++;
}
}
else {
const err876 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err876];
}
else {
vErrors.push(err876);
}
errors++;
}
var _valid148 = _errs1331 === errors;
valid503 = valid503 || _valid148;
if(!valid503){
const err877 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/23/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err877];
}
else {
vErrors.push(err877);
}
errors++;
}
else {
errors = _errs1327;
if(vErrors !== null){
if(_errs1327){
vErrors.length = _errs1327;
}
else {
vErrors = null;
}
}
}
}
if(data290.inputMode !== undefined){
let data293 = data290.inputMode;
const _errs1335 = errors;
let valid506 = false;
const _errs1336 = errors;
if(!(((((data293 === "text") || (data293 === "numeric")) || (data293 === "tel")) || (data293 === "email")) || (data293 === "decimal"))){
const err878 = {instancePath:instancePath+"/props/inputMode",schemaPath:"widgets/TextField.schema.json#/properties/inputMode/enum",keyword:"enum",params:{allowedValues: schema346.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err878];
}
else {
vErrors.push(err878);
}
errors++;
}
var _valid149 = _errs1336 === errors;
valid506 = valid506 || _valid149;
const _errs1338 = errors;
if(typeof data293 === "string"){
if(!pattern4.test(data293)){
const err879 = {instancePath:instancePath+"/props/inputMode",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err879];
}
else {
vErrors.push(err879);
}
errors++;
}
}
else {
const err880 = {instancePath:instancePath+"/props/inputMode",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err880];
}
else {
vErrors.push(err880);
}
errors++;
}
var _valid149 = _errs1338 === errors;
valid506 = valid506 || _valid149;
if(!valid506){
const err881 = {instancePath:instancePath+"/props/inputMode",schemaPath:"#/allOf/23/then/properties/props/properties/inputMode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err881];
}
else {
vErrors.push(err881);
}
errors++;
}
else {
errors = _errs1335;
if(vErrors !== null){
if(_errs1335){
vErrors.length = _errs1335;
}
else {
vErrors = null;
}
}
}
}
if(data290.filter !== undefined){
let data294 = data290.filter;
const _errs1342 = errors;
let valid509 = false;
const _errs1343 = errors;
if(!((data294 === "none") || (data294 === "digits"))){
const err882 = {instancePath:instancePath+"/props/filter",schemaPath:"widgets/TextField.schema.json#/properties/filter/enum",keyword:"enum",params:{allowedValues: schema348.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err882];
}
else {
vErrors.push(err882);
}
errors++;
}
var _valid150 = _errs1343 === errors;
valid509 = valid509 || _valid150;
const _errs1345 = errors;
if(typeof data294 === "string"){
if(!pattern4.test(data294)){
const err883 = {instancePath:instancePath+"/props/filter",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err883];
}
else {
vErrors.push(err883);
}
errors++;
}
}
else {
const err884 = {instancePath:instancePath+"/props/filter",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err884];
}
else {
vErrors.push(err884);
}
errors++;
}
var _valid150 = _errs1345 === errors;
valid509 = valid509 || _valid150;
if(!valid509){
const err885 = {instancePath:instancePath+"/props/filter",schemaPath:"#/allOf/23/then/properties/props/properties/filter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err885];
}
else {
vErrors.push(err885);
}
errors++;
}
else {
errors = _errs1342;
if(vErrors !== null){
if(_errs1342){
vErrors.length = _errs1342;
}
else {
vErrors = null;
}
}
}
}
if(data290.maxLength !== undefined){
let data295 = data290.maxLength;
const _errs1349 = errors;
let valid512 = false;
const _errs1350 = errors;
if(!(((typeof data295 == "number") && (!(data295 % 1) && !isNaN(data295))) && (isFinite(data295)))){
const err886 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextField.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err886];
}
else {
vErrors.push(err886);
}
errors++;
}
if((typeof data295 == "number") && (isFinite(data295))){
if(data295 < 1 || isNaN(data295)){
const err887 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextField.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err887];
}
else {
vErrors.push(err887);
}
errors++;
}
}
var _valid151 = _errs1350 === errors;
valid512 = valid512 || _valid151;
const _errs1353 = errors;
if(typeof data295 === "string"){
if(!pattern4.test(data295)){
const err888 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err888];
}
else {
vErrors.push(err888);
}
errors++;
}
}
else {
const err889 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err889];
}
else {
vErrors.push(err889);
}
errors++;
}
var _valid151 = _errs1353 === errors;
valid512 = valid512 || _valid151;
if(!valid512){
const err890 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/23/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err890];
}
else {
vErrors.push(err890);
}
errors++;
}
else {
errors = _errs1349;
if(vErrors !== null){
if(_errs1349){
vErrors.length = _errs1349;
}
else {
vErrors = null;
}
}
}
}
if(data290.hint !== undefined){
let data296 = data290.hint;
const _errs1357 = errors;
let valid515 = false;
const _errs1358 = errors;
if(typeof data296 !== "string"){
const err891 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/TextField.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err891];
}
else {
vErrors.push(err891);
}
errors++;
}
var _valid152 = _errs1358 === errors;
valid515 = valid515 || _valid152;
const _errs1361 = errors;
if(typeof data296 === "string"){
if(!pattern4.test(data296)){
const err892 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err892];
}
else {
vErrors.push(err892);
}
errors++;
}
}
else {
const err893 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err893];
}
else {
vErrors.push(err893);
}
errors++;
}
var _valid152 = _errs1361 === errors;
valid515 = valid515 || _valid152;
if(!valid515){
const err894 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/23/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err894];
}
else {
vErrors.push(err894);
}
errors++;
}
else {
errors = _errs1357;
if(vErrors !== null){
if(_errs1357){
vErrors.length = _errs1357;
}
else {
vErrors = null;
}
}
}
}
if(data290.disabled !== undefined){
let data297 = data290.disabled;
const _errs1365 = errors;
let valid518 = false;
const _errs1366 = errors;
if(typeof data297 !== "boolean"){
const err895 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/TextField.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err895];
}
else {
vErrors.push(err895);
}
errors++;
}
var _valid153 = _errs1366 === errors;
valid518 = valid518 || _valid153;
const _errs1369 = errors;
if(typeof data297 === "string"){
if(!pattern4.test(data297)){
const err896 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err896];
}
else {
vErrors.push(err896);
}
errors++;
}
}
else {
const err897 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err897];
}
else {
vErrors.push(err897);
}
errors++;
}
var _valid153 = _errs1369 === errors;
valid518 = valid518 || _valid153;
if(!valid518){
const err898 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/23/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err898];
}
else {
vErrors.push(err898);
}
errors++;
}
else {
errors = _errs1365;
if(vErrors !== null){
if(_errs1365){
vErrors.length = _errs1365;
}
else {
vErrors = null;
}
}
}
}
if(data290.error !== undefined){
let data298 = data290.error;
const _errs1373 = errors;
let valid521 = false;
const _errs1374 = errors;
if(typeof data298 !== "string"){
const err899 = {instancePath:instancePath+"/props/error",schemaPath:"widgets/TextField.schema.json#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err899];
}
else {
vErrors.push(err899);
}
errors++;
}
var _valid154 = _errs1374 === errors;
valid521 = valid521 || _valid154;
const _errs1377 = errors;
if(typeof data298 === "string"){
if(!pattern4.test(data298)){
const err900 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err900];
}
else {
vErrors.push(err900);
}
errors++;
}
}
else {
const err901 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err901];
}
else {
vErrors.push(err901);
}
errors++;
}
var _valid154 = _errs1377 === errors;
valid521 = valid521 || _valid154;
if(!valid521){
const err902 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/23/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err902];
}
else {
vErrors.push(err902);
}
errors++;
}
else {
errors = _errs1373;
if(vErrors !== null){
if(_errs1373){
vErrors.length = _errs1373;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err903 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/23/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err903];
}
else {
vErrors.push(err903);
}
errors++;
}
}
if(data.on !== undefined){
let data299 = data.on;
if(data299 && typeof data299 == "object" && !Array.isArray(data299)){
for(const key53 in data299){
if(!(key53 === "change")){
const err904 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/23/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key53},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err904];
}
else {
vErrors.push(err904);
}
errors++;
}
}
if(data299.change !== undefined){
if(!(validate63(data299.change, {instancePath:instancePath+"/on/change",parentData:data299,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err905 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/23/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err905];
}
else {
vErrors.push(err905);
}
errors++;
}
}
if(data.children !== undefined){
const err906 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/23/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err906];
}
else {
vErrors.push(err906);
}
errors++;
}
}
var _valid146 = _errs1313 === errors;
valid496 = _valid146;
if(valid496){
var props24 = {};
props24.type = true;
props24.props = true;
props24.on = true;
props24.children = true;
}
}
if(!valid496){
const err907 = {instancePath,schemaPath:"#/allOf/23/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err907];
}
else {
vErrors.push(err907);
}
errors++;
}
if(props0 !== true && props24 !== undefined){
if(props24 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props24);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err908 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err908];
}
else {
vErrors.push(err908);
}
errors++;
}
for(const key54 in data){
if(!(func1.call(schema72.properties, key54))){
const err909 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key54},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err909];
}
else {
vErrors.push(err909);
}
errors++;
}
}
if(data.type !== undefined){
let data302 = data.type;
if(!((((((((((((((((((((((((data302 === "ActionRow") || (data302 === "Article")) || (data302 === "Button")) || (data302 === "Divider")) || (data302 === "ErrorState")) || (data302 === "Grid")) || (data302 === "Hero")) || (data302 === "Image")) || (data302 === "ImagePicker")) || (data302 === "InfoList")) || (data302 === "ListItem")) || (data302 === "Notice")) || (data302 === "Picker")) || (data302 === "ProductCard")) || (data302 === "SiteLayout")) || (data302 === "Stack")) || (data302 === "StarRating")) || (data302 === "StatusBanner")) || (data302 === "SuccessMark")) || (data302 === "Tabs")) || (data302 === "Tag")) || (data302 === "Text")) || (data302 === "TextArea")) || (data302 === "TextField"))){
const err910 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema72.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err910];
}
else {
vErrors.push(err910);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err911 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err911];
}
else {
vErrors.push(err911);
}
errors++;
}
}
if(data.visible !== undefined){
if(!(validate102(data.visible, {instancePath:instancePath+"/visible",parentData:data,parentDataProperty:"visible",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate102.errors : vErrors.concat(validate102.errors);
errors = vErrors.length;
}
}
if(data.props !== undefined){
let data305 = data.props;
if(!(data305 && typeof data305 == "object" && !Array.isArray(data305))){
const err912 = {instancePath:instancePath+"/props",schemaPath:"#/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err912];
}
else {
vErrors.push(err912);
}
errors++;
}
}
if(data.bind !== undefined){
let data306 = data.bind;
if(typeof data306 === "string"){
if(!pattern6.test(data306)){
const err913 = {instancePath:instancePath+"/bind",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err913];
}
else {
vErrors.push(err913);
}
errors++;
}
}
else {
const err914 = {instancePath:instancePath+"/bind",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err914];
}
else {
vErrors.push(err914);
}
errors++;
}
}
if(data.on !== undefined){
let data307 = data.on;
if(data307 && typeof data307 == "object" && !Array.isArray(data307)){
for(const key55 in data307){
if(!(validate63(data307[key55], {instancePath:instancePath+"/on/" + key55.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data307,parentDataProperty:key55,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err915 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err915];
}
else {
vErrors.push(err915);
}
errors++;
}
}
if(data.children !== undefined){
let data309 = data.children;
if(Array.isArray(data309)){
const len9 = data309.length;
for(let i9=0; i9<len9; i9++){
if(!(validate61(data309[i9], {instancePath:instancePath+"/children/" + i9,parentData:data309,parentDataProperty:i9,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err916 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err916];
}
else {
vErrors.push(err916);
}
errors++;
}
}
if(data.each !== undefined){
let data311 = data.each;
if(typeof data311 === "string"){
if(!pattern4.test(data311)){
const err917 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err917];
}
else {
vErrors.push(err917);
}
errors++;
}
}
else {
const err918 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err918];
}
else {
vErrors.push(err918);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err919 = {instancePath:instancePath+"/key",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err919];
}
else {
vErrors.push(err919);
}
errors++;
}
}
}
else {
const err920 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err920];
}
else {
vErrors.push(err920);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.children === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "children"},message:"must have required property '"+"children"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "name") || (key0 === "visible")) || (key0 === "children"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.name !== undefined){
if(typeof data.name !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.visible !== undefined){
if(!(validate51(data.visible, {instancePath:instancePath+"/visible",parentData:data,parentDataProperty:"visible",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
errors = vErrors.length;
}
}
if(data.children !== undefined){
let data2 = data.children;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate61(data2[i0], {instancePath:instancePath+"/children/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema363 = {"type":"object","additionalProperties":false,"required":["title","children"],"properties":{"title":{"$ref":"binding.schema.json#/$defs/text"},"hideTitle":{"type":"boolean"},"closable":{"type":"boolean"},"onClose":{"$ref":"actions.schema.json#/$defs/chain"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}};

function validate107(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate107.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.children === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "children"},message:"must have required property '"+"children"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "title") || (key0 === "hideTitle")) || (key0 === "closable")) || (key0 === "onClose")) || (key0 === "children"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err3 = {instancePath:instancePath+"/title",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.hideTitle !== undefined){
if(typeof data.hideTitle !== "boolean"){
const err4 = {instancePath:instancePath+"/hideTitle",schemaPath:"#/properties/hideTitle/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.closable !== undefined){
if(typeof data.closable !== "boolean"){
const err5 = {instancePath:instancePath+"/closable",schemaPath:"#/properties/closable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.onClose !== undefined){
if(!(validate23(data.onClose, {instancePath:instancePath+"/onClose",parentData:data,parentDataProperty:"onClose",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.children !== undefined){
let data4 = data.children;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate61(data4[i0], {instancePath:instancePath+"/children/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate107.errors = vErrors;
return errors === 0;
}
validate107.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern10 = new RegExp("^[A-Za-z_$][A-Za-z0-9_$]*$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="page.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.regions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "regions"},message:"must have required property '"+"regions"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema31.properties, key0))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.title !== undefined){
if(typeof data.title !== "string"){
const err4 = {instancePath:instancePath+"/title",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.state !== undefined){
let data2 = data.state;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
}
else {
const err5 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.onLoad !== undefined){
if(!(validate23(data.onLoad, {instancePath:instancePath+"/onLoad",parentData:data,parentDataProperty:"onLoad",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.timers !== undefined){
let data4 = data.timers;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(!(validate50(data4[i0], {instancePath:instancePath+"/timers/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/timers",schemaPath:"#/properties/timers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.persist !== undefined){
let data6 = data.persist;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.area === undefined){
const err7 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "area"},message:"must have required property '"+"area"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data6.key === undefined){
const err8 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data6.paths === undefined){
const err9 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "paths"},message:"must have required property '"+"paths"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data6){
if(!(((key1 === "area") || (key1 === "key")) || (key1 === "paths"))){
const err10 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data6.area !== undefined){
let data7 = data6.area;
if(!((data7 === "session") || (data7 === "local"))){
const err11 = {instancePath:instancePath+"/persist/area",schemaPath:"#/$defs/persist/properties/area/enum",keyword:"enum",params:{allowedValues: schema67.properties.area.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data6.key !== undefined){
if(typeof data6.key !== "string"){
const err12 = {instancePath:instancePath+"/persist/key",schemaPath:"#/$defs/persist/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data6.paths !== undefined){
let data9 = data6.paths;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(typeof data10 === "string"){
if(!pattern10.test(data10)){
const err13 = {instancePath:instancePath+"/persist/paths/" + i1,schemaPath:"#/$defs/persist/properties/paths/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_$][A-Za-z0-9_$]*$"},message:"must match pattern \""+"^[A-Za-z_$][A-Za-z0-9_$]*$"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/persist/paths/" + i1,schemaPath:"#/$defs/persist/properties/paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath:instancePath+"/persist/paths",schemaPath:"#/$defs/persist/properties/paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.chains !== undefined){
let data11 = data.chains;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
for(const key2 in data11){
if(!(validate23(data11[key2], {instancePath:instancePath+"/chains/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data11,parentDataProperty:key2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err17 = {instancePath:instancePath+"/chains",schemaPath:"#/properties/chains/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.validations !== undefined){
let data13 = data.validations;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
for(const key3 in data13){
let data14 = data13[key3];
if(Array.isArray(data14)){
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
if(!(validate56(data14[i2], {instancePath:instancePath+"/validations/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,parentData:data14,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate56.errors : vErrors.concat(validate56.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath:instancePath+"/validations/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/validations/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath:instancePath+"/validations",schemaPath:"#/properties/validations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.regions !== undefined){
let data16 = data.regions;
if(Array.isArray(data16)){
const len3 = data16.length;
for(let i3=0; i3<len3; i3++){
if(!(validate59(data16[i3], {instancePath:instancePath+"/regions/" + i3,parentData:data16,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate59.errors : vErrors.concat(validate59.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/regions",schemaPath:"#/properties/regions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.dialogs !== undefined){
let data18 = data.dialogs;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key4 in data18){
if(!(validate107(data18[key4], {instancePath:instancePath+"/dialogs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data18,parentDataProperty:key4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate107.errors : vErrors.concat(validate107.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/dialogs",schemaPath:"#/properties/dialogs/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

