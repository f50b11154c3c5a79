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
const schema72 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"node.schema.json","type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"enum":["ActionRow","Article","Button","Divider","ErrorState","Grid","Hero","Image","ImagePicker","InfoList","ListItem","Notice","Picker","ProductCard","SiteLayout","Stack","StarRating","StatusBanner","SuccessMark","Tabs","Tag","Text","TextArea","TextField"]},"id":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"props":{"type":"object"},"bind":{"$ref":"binding.schema.json#/$defs/statePath"},"on":{"type":"object","additionalProperties":{"$ref":"actions.schema.json#/$defs/chain"}},"children":{"type":"array","items":{"$ref":"#"}},"each":{"$ref":"binding.schema.json#/$defs/binding"},"key":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"type":{"const":"ActionRow"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ActionRow"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"icon":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/icon"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"value":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/value"},{"$ref":"binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/chevron"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Article"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Article"},"props":{"type":"object","additionalProperties":false,"required":["blocks"],"properties":{"blocks":{"anyOf":[{"$ref":"widgets/Article.schema.json#/properties/blocks"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/Article.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Button"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Button"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullWidth":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/fullWidth"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Divider"}},"required":["type"]},"then":{"properties":{"type":{"const":"Divider"},"props":{"type":"object","additionalProperties":false,"properties":{"spacing":{"anyOf":[{"$ref":"widgets/Divider.schema.json#/properties/spacing"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ErrorState"}},"required":["type"]},"then":{"properties":{"type":{"const":"ErrorState"},"props":{"type":"object","additionalProperties":false,"properties":{"title":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"message":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/message"},{"$ref":"binding.schema.json#/$defs/binding"}]},"retryLabel":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/retryLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"retry":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Grid"}},"required":["type"]},"then":{"properties":{"type":{"const":"Grid"},"props":{"type":"object","additionalProperties":false,"properties":{"minColumnWidth":{"anyOf":[{"$ref":"widgets/Grid.schema.json#/properties/minColumnWidth"},{"$ref":"binding.schema.json#/$defs/binding"}]},"gap":{"anyOf":[{"$ref":"widgets/Grid.schema.json#/properties/gap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxColumns":{"anyOf":[{"$ref":"widgets/Grid.schema.json#/properties/maxColumns"},{"$ref":"binding.schema.json#/$defs/binding"}]},"template":{"anyOf":[{"$ref":"widgets/Grid.schema.json#/properties/template"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"Hero"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Hero"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"eyebrow":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/eyebrow"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"text":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"size":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/size"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"Image"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Image"},"props":{"type":"object","additionalProperties":false,"required":["src","alt"],"properties":{"src":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/src"},{"$ref":"binding.schema.json#/$defs/binding"}]},"alt":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/alt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"width":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/width"},{"$ref":"binding.schema.json#/$defs/binding"}]},"height":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/height"},{"$ref":"binding.schema.json#/$defs/binding"}]},"radius":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/radius"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fit":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/fit"},{"$ref":"binding.schema.json#/$defs/binding"}]},"zoomable":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/zoomable"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ImagePicker"}},"required":["type"]},"then":{"properties":{"type":{"const":"ImagePicker"},"props":{"type":"object","additionalProperties":false,"properties":{"max":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/max"},{"$ref":"binding.schema.json#/$defs/binding"}]},"columns":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/columns"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxBytes":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/maxBytes"},{"$ref":"binding.schema.json#/$defs/binding"}]},"accept":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/accept"},{"$ref":"binding.schema.json#/$defs/binding"}]},"addLabel":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/addLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tooLargeMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/tooLargeMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"notImageMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/notImageMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/fullMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"imageAlt":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/imageAlt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"removeLabel":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/removeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"},"pick":{"$ref":"actions.schema.json#/$defs/chain"},"reject":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"InfoList"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"InfoList"},"props":{"type":"object","additionalProperties":false,"required":["rows"],"properties":{"title":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/labelKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/valueKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"collapsedRows":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/collapsedRows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"moreLabel":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/moreLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"lessLabel":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/lessLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ListItem"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ListItem"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"subtitle":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/subtitle"},{"$ref":"binding.schema.json#/$defs/binding"}]},"meta":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/meta"},{"$ref":"binding.schema.json#/$defs/binding"}]},"body":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/body"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/chevron"},{"$ref":"binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/selected"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tappable":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/tappable"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Notice"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Notice"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Notice.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Notice.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Picker"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Picker"},"props":{"type":"object","additionalProperties":false,"required":["label","options"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"options":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/options"},{"$ref":"binding.schema.json#/$defs/binding"}]},"optionLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/optionLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"optionValue":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/optionValue"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"confirmLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/confirmLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"cancelLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/cancelLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"ProductCard"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ProductCard"},"props":{"type":"object","additionalProperties":false,"required":["name","buttonText"],"properties":{"logo":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/logo"},{"$ref":"binding.schema.json#/$defs/binding"}]},"name":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/name"},{"$ref":"binding.schema.json#/$defs/binding"}]},"buttonText":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/buttonText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"enabled":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/enabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"amountRange":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/amountRange"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rangeDesc":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/rangeDesc"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rate":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/rate"},{"$ref":"binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/description"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tags":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/tags"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"SiteLayout"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"SiteLayout"},"props":{"type":"object","additionalProperties":false,"required":["brand","items"],"properties":{"brand":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/brand"},{"$ref":"binding.schema.json#/$defs/binding"}]},"items":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/items"},{"$ref":"binding.schema.json#/$defs/binding"}]},"navLabel":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/navLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"menuLabel":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/menuLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"footer":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/footer"},{"$ref":"binding.schema.json#/$defs/binding"}]},"frame":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/frame"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}}}}},{"if":{"properties":{"type":{"const":"Stack"}},"required":["type"]},"then":{"properties":{"type":{"const":"Stack"},"props":{"type":"object","additionalProperties":false,"properties":{"direction":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/direction"},{"$ref":"binding.schema.json#/$defs/binding"}]},"gap":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/gap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"padding":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/padding"},{"$ref":"binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/align"},{"$ref":"binding.schema.json#/$defs/binding"}]},"justify":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/justify"},{"$ref":"binding.schema.json#/$defs/binding"}]},"wrap":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/wrap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"StarRating"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StarRating"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"max":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/max"},{"$ref":"binding.schema.json#/$defs/binding"}]},"size":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/size"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"StatusBanner"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StatusBanner"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"image":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/description"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"SuccessMark"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"SuccessMark"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/SuccessMark.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/SuccessMark.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Tabs"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tabs"},"props":{"type":"object","additionalProperties":false,"required":["tabs"],"properties":{"tabs":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/tabs"},{"$ref":"binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/labelKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/valueKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"stretch":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/stretch"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Tag"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tag"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/selected"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Text"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Text"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/align"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]},"weight":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/weight"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"TextArea"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextArea"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/maxLength"},{"$ref":"binding.schema.json#/$defs/binding"}]},"counter":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/counter"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/error"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"TextField"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextField"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"inputMode":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/inputMode"},{"$ref":"binding.schema.json#/$defs/binding"}]},"filter":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/filter"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/maxLength"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/error"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}}]};
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
const schema118 = {"enum":["equal","main-aside"]};
const schema121 = {"type":"string"};
const schema123 = {"type":"string","minLength":1};
const schema125 = {"type":"string"};
const schema127 = {"type":"string"};
const schema129 = {"enum":["large","compact"]};
const schema132 = {"type":"string"};
const schema134 = {"type":"string"};
const schema136 = {"type":"integer","minimum":1,"maximum":1200};
const schema138 = {"type":"integer","minimum":1,"maximum":1200};
const schema140 = {"type":"integer","minimum":0,"maximum":48};
const schema142 = {"enum":["cover","contain"]};
const schema144 = {"type":"boolean"};
const schema147 = {"type":"integer","minimum":1,"maximum":30};
const schema149 = {"type":"integer","minimum":1,"maximum":6};
const schema151 = {"type":"integer","minimum":1};
const schema153 = {"type":"string","minLength":1};
const schema155 = {"type":"string","minLength":1};
const schema157 = {"type":"string","minLength":1};
const schema159 = {"type":"string","minLength":1};
const schema161 = {"type":"string","minLength":1};
const schema163 = {"type":"string","minLength":1};
const schema165 = {"type":"string","minLength":1};
const schema168 = {"type":"string"};
const schema170 = {"type":"array","items":{"type":"object","properties":{"text":{"type":["string","number"]},"value":{"type":["string","number"]}}}};
const schema172 = {"type":"string","minLength":1};
const schema174 = {"type":"string","minLength":1};
const schema176 = {"type":"integer","minimum":1};
const schema178 = {"type":"string","minLength":1};
const schema180 = {"type":"string","minLength":1};
const schema182 = {"type":"string"};
const schema184 = {"enum":["card","none"]};
const schema187 = {"type":"string"};
const schema189 = {"type":"string"};
const schema191 = {"type":"string"};
const schema193 = {"type":"string"};
const schema195 = {"type":"string"};
const schema197 = {"type":"boolean"};
const schema199 = {"type":"boolean"};
const schema201 = {"type":"boolean"};
const schema204 = {"type":"string"};
const schema206 = {"enum":["info","warning","success"]};
const schema209 = {"type":"string","minLength":1};
const schema211 = {"type":"string"};
const schema213 = {"type":"string"};
const schema215 = {"type":"array","items":{"type":"object","additionalProperties":true}};
const schema217 = {"type":"string","minLength":1};
const schema219 = {"type":"string","minLength":1};
const schema221 = {"type":"string","minLength":1};
const schema223 = {"type":"string","minLength":1};
const schema225 = {"type":"string","minLength":1};
const schema227 = {"type":"string","minLength":1};
const schema229 = {"type":"boolean"};
const schema232 = {"type":"string"};
const schema234 = {"type":"string"};
const schema236 = {"type":"string","minLength":1};
const schema238 = {"type":"boolean"};
const schema240 = {"type":"string"};
const schema242 = {"type":"string"};
const schema244 = {"type":"string"};
const schema246 = {"type":"string"};
const schema248 = {"type":"array","items":{"type":"string"}};
const schema251 = {"type":"string","minLength":1};
const schema253 = {"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["label","value"],"properties":{"label":{"type":"string","minLength":1},"value":{"type":"string","minLength":1}}}};
const schema255 = {"type":"string","minLength":1};
const schema257 = {"type":"string","minLength":1};
const schema259 = {"type":"array","items":{"type":"string"}};
const schema261 = {"enum":["site","none"]};
const schema264 = {"enum":["column","row"]};
const schema266 = {"type":"integer","minimum":0,"maximum":48};
const schema268 = {"type":"integer","minimum":0,"maximum":48};
const schema270 = {"enum":["start","center","end","stretch"]};
const schema272 = {"enum":["start","center","end","between"]};
const schema274 = {"type":"boolean"};
const schema276 = {"enum":["none","card","page"]};
const schema279 = {"type":"string","minLength":1};
const schema281 = {"type":"integer","minimum":1,"maximum":10};
const schema283 = {"type":"integer","minimum":16,"maximum":64};
const schema286 = {"type":"string"};
const schema288 = {"type":"string"};
const schema290 = {"type":"string"};
const schema292 = {"enum":["brand","accent"]};
const schema295 = {"type":"string","minLength":1};
const schema297 = {"enum":["success","info"]};
const schema300 = {"type":"array","items":{"type":"object","additionalProperties":true}};
const schema302 = {"type":"string","minLength":1};
const schema304 = {"type":"string","minLength":1};
const schema306 = {"type":"string","minLength":1};
const schema308 = {"type":"boolean"};
const schema311 = {"type":"string"};
const schema313 = {"enum":["neutral","brand","accent"]};
const schema315 = {"type":"boolean"};
const schema318 = {"type":"string"};
const schema320 = {"enum":["title","subtitle","body","caption","hint","error","hero"]};
const schema322 = {"enum":["start","center","end"]};
const schema324 = {"enum":["default","muted","onBrand","accent","danger"]};
const schema326 = {"enum":["regular","medium","bold"]};
const schema329 = {"type":"string","minLength":1};
const schema331 = {"type":"string"};
const schema333 = {"type":"integer","minimum":1};
const schema335 = {"type":"boolean"};
const schema337 = {"type":"integer","minimum":2,"maximum":20};
const schema339 = {"type":"string"};
const schema341 = {"type":"boolean"};
const schema343 = {"type":"string"};
const schema346 = {"type":"string","minLength":1};
const schema348 = {"type":"string"};
const schema350 = {"enum":["text","numeric","tel","email","decimal"]};
const schema352 = {"enum":["none","digits"]};
const schema354 = {"type":"integer","minimum":1};
const schema356 = {"type":"string"};
const schema358 = {"type":"boolean"};
const schema360 = {"type":"string"};
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
if(!((((key15 === "minColumnWidth") || (key15 === "gap")) || (key15 === "maxColumns")) || (key15 === "template"))){
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
if(data66.template !== undefined){
let data70 = data66.template;
const _errs261 = errors;
let valid97 = false;
const _errs262 = errors;
if(!((data70 === "equal") || (data70 === "main-aside"))){
const err183 = {instancePath:instancePath+"/props/template",schemaPath:"widgets/Grid.schema.json#/properties/template/enum",keyword:"enum",params:{allowedValues: schema118.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
var _valid26 = _errs262 === errors;
valid97 = valid97 || _valid26;
const _errs264 = errors;
if(typeof data70 === "string"){
if(!pattern4.test(data70)){
const err184 = {instancePath:instancePath+"/props/template",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err185 = {instancePath:instancePath+"/props/template",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
var _valid26 = _errs264 === errors;
valid97 = valid97 || _valid26;
if(!valid97){
const err186 = {instancePath:instancePath+"/props/template",schemaPath:"#/allOf/5/then/properties/props/properties/template/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
else {
errors = _errs261;
if(vErrors !== null){
if(_errs261){
vErrors.length = _errs261;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err187 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
if(data.on !== undefined){
let data71 = data.on;
if(data71 && typeof data71 == "object" && !Array.isArray(data71)){
for(const key16 in data71){
const err188 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
else {
const err189 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
if(data.bind !== undefined){
const err190 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/5/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
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
const err191 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
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
const _errs271 = errors;
let valid100 = true;
const _errs272 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
const err192 = {};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
else {
if(data.type !== undefined){
if("Hero" !== data.type){
const err193 = {};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
}
}
var _valid27 = _errs272 === errors;
errors = _errs271;
if(vErrors !== null){
if(_errs271){
vErrors.length = _errs271;
}
else {
vErrors = null;
}
}
if(_valid27){
const _errs274 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err194 = {instancePath,schemaPath:"#/allOf/6/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
if(data.type !== undefined){
if("Hero" !== data.type){
const err195 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/6/then/properties/type/const",keyword:"const",params:{allowedValue: "Hero"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
}
if(data.props !== undefined){
let data75 = data.props;
if(data75 && typeof data75 == "object" && !Array.isArray(data75)){
if(data75.title === undefined){
const err196 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
for(const key17 in data75){
if(!(((((key17 === "eyebrow") || (key17 === "title")) || (key17 === "text")) || (key17 === "image")) || (key17 === "size"))){
const err197 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
if(data75.eyebrow !== undefined){
let data76 = data75.eyebrow;
const _errs280 = errors;
let valid104 = false;
const _errs281 = errors;
if(typeof data76 !== "string"){
const err198 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"widgets/Hero.schema.json#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
var _valid28 = _errs281 === errors;
valid104 = valid104 || _valid28;
const _errs284 = errors;
if(typeof data76 === "string"){
if(!pattern4.test(data76)){
const err199 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
else {
const err200 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
var _valid28 = _errs284 === errors;
valid104 = valid104 || _valid28;
if(!valid104){
const err201 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"#/allOf/6/then/properties/props/properties/eyebrow/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
else {
errors = _errs280;
if(vErrors !== null){
if(_errs280){
vErrors.length = _errs280;
}
else {
vErrors = null;
}
}
}
}
if(data75.title !== undefined){
let data77 = data75.title;
const _errs288 = errors;
let valid107 = false;
const _errs289 = errors;
if(typeof data77 === "string"){
if(func3(data77) < 1){
const err202 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Hero.schema.json#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
else {
const err203 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Hero.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
var _valid29 = _errs289 === errors;
valid107 = valid107 || _valid29;
const _errs292 = errors;
if(typeof data77 === "string"){
if(!pattern4.test(data77)){
const err204 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err205 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
var _valid29 = _errs292 === errors;
valid107 = valid107 || _valid29;
if(!valid107){
const err206 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/6/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
else {
errors = _errs288;
if(vErrors !== null){
if(_errs288){
vErrors.length = _errs288;
}
else {
vErrors = null;
}
}
}
}
if(data75.text !== undefined){
let data78 = data75.text;
const _errs296 = errors;
let valid110 = false;
const _errs297 = errors;
if(typeof data78 !== "string"){
const err207 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Hero.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
var _valid30 = _errs297 === errors;
valid110 = valid110 || _valid30;
const _errs300 = errors;
if(typeof data78 === "string"){
if(!pattern4.test(data78)){
const err208 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err209 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
var _valid30 = _errs300 === errors;
valid110 = valid110 || _valid30;
if(!valid110){
const err210 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/6/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
else {
errors = _errs296;
if(vErrors !== null){
if(_errs296){
vErrors.length = _errs296;
}
else {
vErrors = null;
}
}
}
}
if(data75.image !== undefined){
let data79 = data75.image;
const _errs304 = errors;
let valid113 = false;
const _errs305 = errors;
if(typeof data79 !== "string"){
const err211 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/Hero.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
var _valid31 = _errs305 === errors;
valid113 = valid113 || _valid31;
const _errs308 = errors;
if(typeof data79 === "string"){
if(!pattern4.test(data79)){
const err212 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err213 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
var _valid31 = _errs308 === errors;
valid113 = valid113 || _valid31;
if(!valid113){
const err214 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/6/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
else {
errors = _errs304;
if(vErrors !== null){
if(_errs304){
vErrors.length = _errs304;
}
else {
vErrors = null;
}
}
}
}
if(data75.size !== undefined){
let data80 = data75.size;
const _errs312 = errors;
let valid116 = false;
const _errs313 = errors;
if(!((data80 === "large") || (data80 === "compact"))){
const err215 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/Hero.schema.json#/properties/size/enum",keyword:"enum",params:{allowedValues: schema129.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
var _valid32 = _errs313 === errors;
valid116 = valid116 || _valid32;
const _errs315 = errors;
if(typeof data80 === "string"){
if(!pattern4.test(data80)){
const err216 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
else {
const err217 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
var _valid32 = _errs315 === errors;
valid116 = valid116 || _valid32;
if(!valid116){
const err218 = {instancePath:instancePath+"/props/size",schemaPath:"#/allOf/6/then/properties/props/properties/size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
else {
errors = _errs312;
if(vErrors !== null){
if(_errs312){
vErrors.length = _errs312;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err219 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data.on !== undefined){
let data81 = data.on;
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
for(const key18 in data81){
const err220 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
}
else {
const err221 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
if(data.bind !== undefined){
const err222 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/6/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
var _valid27 = _errs274 === errors;
valid100 = _valid27;
if(valid100){
var props7 = {};
props7.type = true;
props7.props = true;
props7.on = true;
props7.bind = true;
}
}
if(!valid100){
const err223 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
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
const _errs322 = errors;
let valid119 = true;
const _errs323 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.type === undefined) && (missing7 = "type")){
const err224 = {};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
else {
if(data.type !== undefined){
if("Image" !== data.type){
const err225 = {};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
}
}
var _valid33 = _errs323 === errors;
errors = _errs322;
if(vErrors !== null){
if(_errs322){
vErrors.length = _errs322;
}
else {
vErrors = null;
}
}
if(_valid33){
const _errs325 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err226 = {instancePath,schemaPath:"#/allOf/7/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
if(data.type !== undefined){
if("Image" !== data.type){
const err227 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/7/then/properties/type/const",keyword:"const",params:{allowedValue: "Image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
if(data.props !== undefined){
let data85 = data.props;
if(data85 && typeof data85 == "object" && !Array.isArray(data85)){
if(data85.src === undefined){
const err228 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
if(data85.alt === undefined){
const err229 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
for(const key19 in data85){
if(!(((((((key19 === "src") || (key19 === "alt")) || (key19 === "width")) || (key19 === "height")) || (key19 === "radius")) || (key19 === "fit")) || (key19 === "zoomable"))){
const err230 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
if(data85.src !== undefined){
let data86 = data85.src;
const _errs331 = errors;
let valid123 = false;
const _errs332 = errors;
if(typeof data86 !== "string"){
const err231 = {instancePath:instancePath+"/props/src",schemaPath:"widgets/Image.schema.json#/properties/src/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
var _valid34 = _errs332 === errors;
valid123 = valid123 || _valid34;
const _errs335 = errors;
if(typeof data86 === "string"){
if(!pattern4.test(data86)){
const err232 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
}
errors++;
}
}
else {
const err233 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
var _valid34 = _errs335 === errors;
valid123 = valid123 || _valid34;
if(!valid123){
const err234 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/7/then/properties/props/properties/src/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
else {
errors = _errs331;
if(vErrors !== null){
if(_errs331){
vErrors.length = _errs331;
}
else {
vErrors = null;
}
}
}
}
if(data85.alt !== undefined){
let data87 = data85.alt;
const _errs339 = errors;
let valid126 = false;
const _errs340 = errors;
if(typeof data87 !== "string"){
const err235 = {instancePath:instancePath+"/props/alt",schemaPath:"widgets/Image.schema.json#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
var _valid35 = _errs340 === errors;
valid126 = valid126 || _valid35;
const _errs343 = errors;
if(typeof data87 === "string"){
if(!pattern4.test(data87)){
const err236 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
}
else {
const err237 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
var _valid35 = _errs343 === errors;
valid126 = valid126 || _valid35;
if(!valid126){
const err238 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/7/then/properties/props/properties/alt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
else {
errors = _errs339;
if(vErrors !== null){
if(_errs339){
vErrors.length = _errs339;
}
else {
vErrors = null;
}
}
}
}
if(data85.width !== undefined){
let data88 = data85.width;
const _errs347 = errors;
let valid129 = false;
const _errs348 = errors;
if(!(((typeof data88 == "number") && (!(data88 % 1) && !isNaN(data88))) && (isFinite(data88)))){
const err239 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
if((typeof data88 == "number") && (isFinite(data88))){
if(data88 > 1200 || isNaN(data88)){
const err240 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
if(data88 < 1 || isNaN(data88)){
const err241 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
var _valid36 = _errs348 === errors;
valid129 = valid129 || _valid36;
const _errs351 = errors;
if(typeof data88 === "string"){
if(!pattern4.test(data88)){
const err242 = {instancePath:instancePath+"/props/width",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
}
else {
const err243 = {instancePath:instancePath+"/props/width",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
var _valid36 = _errs351 === errors;
valid129 = valid129 || _valid36;
if(!valid129){
const err244 = {instancePath:instancePath+"/props/width",schemaPath:"#/allOf/7/then/properties/props/properties/width/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
else {
errors = _errs347;
if(vErrors !== null){
if(_errs347){
vErrors.length = _errs347;
}
else {
vErrors = null;
}
}
}
}
if(data85.height !== undefined){
let data89 = data85.height;
const _errs355 = errors;
let valid132 = false;
const _errs356 = errors;
if(!(((typeof data89 == "number") && (!(data89 % 1) && !isNaN(data89))) && (isFinite(data89)))){
const err245 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
if((typeof data89 == "number") && (isFinite(data89))){
if(data89 > 1200 || isNaN(data89)){
const err246 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
if(data89 < 1 || isNaN(data89)){
const err247 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
var _valid37 = _errs356 === errors;
valid132 = valid132 || _valid37;
const _errs359 = errors;
if(typeof data89 === "string"){
if(!pattern4.test(data89)){
const err248 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
else {
const err249 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
var _valid37 = _errs359 === errors;
valid132 = valid132 || _valid37;
if(!valid132){
const err250 = {instancePath:instancePath+"/props/height",schemaPath:"#/allOf/7/then/properties/props/properties/height/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
else {
errors = _errs355;
if(vErrors !== null){
if(_errs355){
vErrors.length = _errs355;
}
else {
vErrors = null;
}
}
}
}
if(data85.radius !== undefined){
let data90 = data85.radius;
const _errs363 = errors;
let valid135 = false;
const _errs364 = errors;
if(!(((typeof data90 == "number") && (!(data90 % 1) && !isNaN(data90))) && (isFinite(data90)))){
const err251 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
if((typeof data90 == "number") && (isFinite(data90))){
if(data90 > 48 || isNaN(data90)){
const err252 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
if(data90 < 0 || isNaN(data90)){
const err253 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
var _valid38 = _errs364 === errors;
valid135 = valid135 || _valid38;
const _errs367 = errors;
if(typeof data90 === "string"){
if(!pattern4.test(data90)){
const err254 = {instancePath:instancePath+"/props/radius",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err255 = {instancePath:instancePath+"/props/radius",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
var _valid38 = _errs367 === errors;
valid135 = valid135 || _valid38;
if(!valid135){
const err256 = {instancePath:instancePath+"/props/radius",schemaPath:"#/allOf/7/then/properties/props/properties/radius/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
else {
errors = _errs363;
if(vErrors !== null){
if(_errs363){
vErrors.length = _errs363;
}
else {
vErrors = null;
}
}
}
}
if(data85.fit !== undefined){
let data91 = data85.fit;
const _errs371 = errors;
let valid138 = false;
const _errs372 = errors;
if(!((data91 === "cover") || (data91 === "contain"))){
const err257 = {instancePath:instancePath+"/props/fit",schemaPath:"widgets/Image.schema.json#/properties/fit/enum",keyword:"enum",params:{allowedValues: schema142.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
var _valid39 = _errs372 === errors;
valid138 = valid138 || _valid39;
const _errs374 = errors;
if(typeof data91 === "string"){
if(!pattern4.test(data91)){
const err258 = {instancePath:instancePath+"/props/fit",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err259 = {instancePath:instancePath+"/props/fit",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
var _valid39 = _errs374 === errors;
valid138 = valid138 || _valid39;
if(!valid138){
const err260 = {instancePath:instancePath+"/props/fit",schemaPath:"#/allOf/7/then/properties/props/properties/fit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
else {
errors = _errs371;
if(vErrors !== null){
if(_errs371){
vErrors.length = _errs371;
}
else {
vErrors = null;
}
}
}
}
if(data85.zoomable !== undefined){
let data92 = data85.zoomable;
const _errs378 = errors;
let valid141 = false;
const _errs379 = errors;
if(typeof data92 !== "boolean"){
const err261 = {instancePath:instancePath+"/props/zoomable",schemaPath:"widgets/Image.schema.json#/properties/zoomable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
var _valid40 = _errs379 === errors;
valid141 = valid141 || _valid40;
const _errs382 = errors;
if(typeof data92 === "string"){
if(!pattern4.test(data92)){
const err262 = {instancePath:instancePath+"/props/zoomable",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
else {
const err263 = {instancePath:instancePath+"/props/zoomable",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
var _valid40 = _errs382 === errors;
valid141 = valid141 || _valid40;
if(!valid141){
const err264 = {instancePath:instancePath+"/props/zoomable",schemaPath:"#/allOf/7/then/properties/props/properties/zoomable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
else {
errors = _errs378;
if(vErrors !== null){
if(_errs378){
vErrors.length = _errs378;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err265 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
if(data.on !== undefined){
let data93 = data.on;
if(data93 && typeof data93 == "object" && !Array.isArray(data93)){
for(const key20 in data93){
const err266 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
else {
const err267 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
if(data.children !== undefined){
const err268 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/7/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
if(data.bind !== undefined){
const err269 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/7/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
var _valid33 = _errs325 === errors;
valid119 = _valid33;
if(valid119){
var props8 = {};
props8.type = true;
props8.props = true;
props8.on = true;
props8.children = true;
props8.bind = true;
}
}
if(!valid119){
const err270 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
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
const _errs389 = errors;
let valid144 = true;
const _errs390 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.type === undefined) && (missing8 = "type")){
const err271 = {};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
else {
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err272 = {};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
}
}
var _valid41 = _errs390 === errors;
errors = _errs389;
if(vErrors !== null){
if(_errs389){
vErrors.length = _errs389;
}
else {
vErrors = null;
}
}
if(_valid41){
const _errs392 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err273 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/8/then/properties/type/const",keyword:"const",params:{allowedValue: "ImagePicker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
if(data.props !== undefined){
let data98 = data.props;
if(data98 && typeof data98 == "object" && !Array.isArray(data98)){
for(const key21 in data98){
if(!(func1.call(schema72.allOf[8].then.properties.props.properties, key21))){
const err274 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data98.max !== undefined){
let data99 = data98.max;
const _errs398 = errors;
let valid148 = false;
const _errs399 = errors;
if(!(((typeof data99 == "number") && (!(data99 % 1) && !isNaN(data99))) && (isFinite(data99)))){
const err275 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
if((typeof data99 == "number") && (isFinite(data99))){
if(data99 > 30 || isNaN(data99)){
const err276 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
if(data99 < 1 || isNaN(data99)){
const err277 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
var _valid42 = _errs399 === errors;
valid148 = valid148 || _valid42;
const _errs402 = errors;
if(typeof data99 === "string"){
if(!pattern4.test(data99)){
const err278 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
else {
const err279 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
var _valid42 = _errs402 === errors;
valid148 = valid148 || _valid42;
if(!valid148){
const err280 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/8/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
else {
errors = _errs398;
if(vErrors !== null){
if(_errs398){
vErrors.length = _errs398;
}
else {
vErrors = null;
}
}
}
}
if(data98.columns !== undefined){
let data100 = data98.columns;
const _errs406 = errors;
let valid151 = false;
const _errs407 = errors;
if(!(((typeof data100 == "number") && (!(data100 % 1) && !isNaN(data100))) && (isFinite(data100)))){
const err281 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
if((typeof data100 == "number") && (isFinite(data100))){
if(data100 > 6 || isNaN(data100)){
const err282 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
if(data100 < 1 || isNaN(data100)){
const err283 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
}
var _valid43 = _errs407 === errors;
valid151 = valid151 || _valid43;
const _errs410 = errors;
if(typeof data100 === "string"){
if(!pattern4.test(data100)){
const err284 = {instancePath:instancePath+"/props/columns",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err285 = {instancePath:instancePath+"/props/columns",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
var _valid43 = _errs410 === errors;
valid151 = valid151 || _valid43;
if(!valid151){
const err286 = {instancePath:instancePath+"/props/columns",schemaPath:"#/allOf/8/then/properties/props/properties/columns/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
else {
errors = _errs406;
if(vErrors !== null){
if(_errs406){
vErrors.length = _errs406;
}
else {
vErrors = null;
}
}
}
}
if(data98.maxBytes !== undefined){
let data101 = data98.maxBytes;
const _errs414 = errors;
let valid154 = false;
const _errs415 = errors;
if(!(((typeof data101 == "number") && (!(data101 % 1) && !isNaN(data101))) && (isFinite(data101)))){
const err287 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"widgets/ImagePicker.schema.json#/properties/maxBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
if((typeof data101 == "number") && (isFinite(data101))){
if(data101 < 1 || isNaN(data101)){
const err288 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"widgets/ImagePicker.schema.json#/properties/maxBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
var _valid44 = _errs415 === errors;
valid154 = valid154 || _valid44;
const _errs418 = errors;
if(typeof data101 === "string"){
if(!pattern4.test(data101)){
const err289 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err290 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
var _valid44 = _errs418 === errors;
valid154 = valid154 || _valid44;
if(!valid154){
const err291 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"#/allOf/8/then/properties/props/properties/maxBytes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
else {
errors = _errs414;
if(vErrors !== null){
if(_errs414){
vErrors.length = _errs414;
}
else {
vErrors = null;
}
}
}
}
if(data98.accept !== undefined){
let data102 = data98.accept;
const _errs422 = errors;
let valid157 = false;
const _errs423 = errors;
if(typeof data102 === "string"){
if(func3(data102) < 1){
const err292 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/ImagePicker.schema.json#/properties/accept/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
else {
const err293 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/ImagePicker.schema.json#/properties/accept/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
var _valid45 = _errs423 === errors;
valid157 = valid157 || _valid45;
const _errs426 = errors;
if(typeof data102 === "string"){
if(!pattern4.test(data102)){
const err294 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err295 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
var _valid45 = _errs426 === errors;
valid157 = valid157 || _valid45;
if(!valid157){
const err296 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/8/then/properties/props/properties/accept/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
else {
errors = _errs422;
if(vErrors !== null){
if(_errs422){
vErrors.length = _errs422;
}
else {
vErrors = null;
}
}
}
}
if(data98.addLabel !== undefined){
let data103 = data98.addLabel;
const _errs430 = errors;
let valid160 = false;
const _errs431 = errors;
if(typeof data103 === "string"){
if(func3(data103) < 1){
const err297 = {instancePath:instancePath+"/props/addLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/addLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
else {
const err298 = {instancePath:instancePath+"/props/addLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/addLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
var _valid46 = _errs431 === errors;
valid160 = valid160 || _valid46;
const _errs434 = errors;
if(typeof data103 === "string"){
if(!pattern4.test(data103)){
const err299 = {instancePath:instancePath+"/props/addLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err300 = {instancePath:instancePath+"/props/addLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
var _valid46 = _errs434 === errors;
valid160 = valid160 || _valid46;
if(!valid160){
const err301 = {instancePath:instancePath+"/props/addLabel",schemaPath:"#/allOf/8/then/properties/props/properties/addLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
else {
errors = _errs430;
if(vErrors !== null){
if(_errs430){
vErrors.length = _errs430;
}
else {
vErrors = null;
}
}
}
}
if(data98.tooLargeMessage !== undefined){
let data104 = data98.tooLargeMessage;
const _errs438 = errors;
let valid163 = false;
const _errs439 = errors;
if(typeof data104 === "string"){
if(func3(data104) < 1){
const err302 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/tooLargeMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
else {
const err303 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/tooLargeMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
var _valid47 = _errs439 === errors;
valid163 = valid163 || _valid47;
const _errs442 = errors;
if(typeof data104 === "string"){
if(!pattern4.test(data104)){
const err304 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err305 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
var _valid47 = _errs442 === errors;
valid163 = valid163 || _valid47;
if(!valid163){
const err306 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"#/allOf/8/then/properties/props/properties/tooLargeMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
else {
errors = _errs438;
if(vErrors !== null){
if(_errs438){
vErrors.length = _errs438;
}
else {
vErrors = null;
}
}
}
}
if(data98.notImageMessage !== undefined){
let data105 = data98.notImageMessage;
const _errs446 = errors;
let valid166 = false;
const _errs447 = errors;
if(typeof data105 === "string"){
if(func3(data105) < 1){
const err307 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/notImageMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
else {
const err308 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/notImageMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
var _valid48 = _errs447 === errors;
valid166 = valid166 || _valid48;
const _errs450 = errors;
if(typeof data105 === "string"){
if(!pattern4.test(data105)){
const err309 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err310 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
var _valid48 = _errs450 === errors;
valid166 = valid166 || _valid48;
if(!valid166){
const err311 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"#/allOf/8/then/properties/props/properties/notImageMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
else {
errors = _errs446;
if(vErrors !== null){
if(_errs446){
vErrors.length = _errs446;
}
else {
vErrors = null;
}
}
}
}
if(data98.fullMessage !== undefined){
let data106 = data98.fullMessage;
const _errs454 = errors;
let valid169 = false;
const _errs455 = errors;
if(typeof data106 === "string"){
if(func3(data106) < 1){
const err312 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/fullMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
else {
const err313 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/fullMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
var _valid49 = _errs455 === errors;
valid169 = valid169 || _valid49;
const _errs458 = errors;
if(typeof data106 === "string"){
if(!pattern4.test(data106)){
const err314 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err315 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
var _valid49 = _errs458 === errors;
valid169 = valid169 || _valid49;
if(!valid169){
const err316 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"#/allOf/8/then/properties/props/properties/fullMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
else {
errors = _errs454;
if(vErrors !== null){
if(_errs454){
vErrors.length = _errs454;
}
else {
vErrors = null;
}
}
}
}
if(data98.imageAlt !== undefined){
let data107 = data98.imageAlt;
const _errs462 = errors;
let valid172 = false;
const _errs463 = errors;
if(typeof data107 === "string"){
if(func3(data107) < 1){
const err317 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/ImagePicker.schema.json#/properties/imageAlt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
else {
const err318 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/ImagePicker.schema.json#/properties/imageAlt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
var _valid50 = _errs463 === errors;
valid172 = valid172 || _valid50;
const _errs466 = errors;
if(typeof data107 === "string"){
if(!pattern4.test(data107)){
const err319 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
else {
const err320 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
var _valid50 = _errs466 === errors;
valid172 = valid172 || _valid50;
if(!valid172){
const err321 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/8/then/properties/props/properties/imageAlt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
else {
errors = _errs462;
if(vErrors !== null){
if(_errs462){
vErrors.length = _errs462;
}
else {
vErrors = null;
}
}
}
}
if(data98.removeLabel !== undefined){
let data108 = data98.removeLabel;
const _errs470 = errors;
let valid175 = false;
const _errs471 = errors;
if(typeof data108 === "string"){
if(func3(data108) < 1){
const err322 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/removeLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
}
else {
const err323 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/removeLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
var _valid51 = _errs471 === errors;
valid175 = valid175 || _valid51;
const _errs474 = errors;
if(typeof data108 === "string"){
if(!pattern4.test(data108)){
const err324 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
}
else {
const err325 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
var _valid51 = _errs474 === errors;
valid175 = valid175 || _valid51;
if(!valid175){
const err326 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"#/allOf/8/then/properties/props/properties/removeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
else {
errors = _errs470;
if(vErrors !== null){
if(_errs470){
vErrors.length = _errs470;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err327 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
}
if(data.on !== undefined){
let data109 = data.on;
if(data109 && typeof data109 == "object" && !Array.isArray(data109)){
for(const key22 in data109){
if(!(((key22 === "change") || (key22 === "pick")) || (key22 === "reject"))){
const err328 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
if(data109.change !== undefined){
if(!(validate63(data109.change, {instancePath:instancePath+"/on/change",parentData:data109,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
if(data109.pick !== undefined){
if(!(validate63(data109.pick, {instancePath:instancePath+"/on/pick",parentData:data109,parentDataProperty:"pick",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
if(data109.reject !== undefined){
if(!(validate63(data109.reject, {instancePath:instancePath+"/on/reject",parentData:data109,parentDataProperty:"reject",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err329 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
if(data.children !== undefined){
const err330 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/8/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
var _valid41 = _errs392 === errors;
valid144 = _valid41;
if(valid144){
var props9 = {};
props9.type = true;
props9.props = true;
props9.on = true;
props9.children = true;
}
}
if(!valid144){
const err331 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
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
const _errs484 = errors;
let valid179 = true;
const _errs485 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.type === undefined) && (missing9 = "type")){
const err332 = {};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
else {
if(data.type !== undefined){
if("InfoList" !== data.type){
const err333 = {};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
}
}
var _valid52 = _errs485 === errors;
errors = _errs484;
if(vErrors !== null){
if(_errs484){
vErrors.length = _errs484;
}
else {
vErrors = null;
}
}
if(_valid52){
const _errs487 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err334 = {instancePath,schemaPath:"#/allOf/9/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
if(data.type !== undefined){
if("InfoList" !== data.type){
const err335 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/9/then/properties/type/const",keyword:"const",params:{allowedValue: "InfoList"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
if(data.props !== undefined){
let data116 = data.props;
if(data116 && typeof data116 == "object" && !Array.isArray(data116)){
if(data116.rows === undefined){
const err336 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
for(const key23 in data116){
if(!(func1.call(schema72.allOf[9].then.properties.props.properties, key23))){
const err337 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
if(data116.title !== undefined){
let data117 = data116.title;
const _errs493 = errors;
let valid183 = false;
const _errs494 = errors;
if(typeof data117 !== "string"){
const err338 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/InfoList.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
var _valid53 = _errs494 === errors;
valid183 = valid183 || _valid53;
const _errs497 = errors;
if(typeof data117 === "string"){
if(!pattern4.test(data117)){
const err339 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
}
else {
const err340 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
var _valid53 = _errs497 === errors;
valid183 = valid183 || _valid53;
if(!valid183){
const err341 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/9/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
else {
errors = _errs493;
if(vErrors !== null){
if(_errs493){
vErrors.length = _errs493;
}
else {
vErrors = null;
}
}
}
}
if(data116.rows !== undefined){
let data118 = data116.rows;
const _errs501 = errors;
let valid186 = false;
const _errs502 = errors;
if(Array.isArray(data118)){
const len3 = data118.length;
for(let i3=0; i3<len3; i3++){
let data119 = data118[i3];
if(data119 && typeof data119 == "object" && !Array.isArray(data119)){
if(data119.text !== undefined){
let data120 = data119.text;
if((typeof data120 !== "string") && (!((typeof data120 == "number") && (isFinite(data120))))){
const err342 = {instancePath:instancePath+"/props/rows/" + i3+"/text",schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/properties/text/type",keyword:"type",params:{type: schema170.items.properties.text.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
if(data119.value !== undefined){
let data121 = data119.value;
if((typeof data121 !== "string") && (!((typeof data121 == "number") && (isFinite(data121))))){
const err343 = {instancePath:instancePath+"/props/rows/" + i3+"/value",schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/properties/value/type",keyword:"type",params:{type: schema170.items.properties.value.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
}
else {
const err344 = {instancePath:instancePath+"/props/rows/" + i3,schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
}
else {
const err345 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/InfoList.schema.json#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
var _valid54 = _errs502 === errors;
valid186 = valid186 || _valid54;
const _errs511 = errors;
if(typeof data118 === "string"){
if(!pattern4.test(data118)){
const err346 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err347 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
var _valid54 = _errs511 === errors;
valid186 = valid186 || _valid54;
if(!valid186){
const err348 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/9/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
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
if(data116.labelKey !== undefined){
let data122 = data116.labelKey;
const _errs515 = errors;
let valid192 = false;
const _errs516 = errors;
if(typeof data122 === "string"){
if(func3(data122) < 1){
const err349 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/InfoList.schema.json#/properties/labelKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
else {
const err350 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/InfoList.schema.json#/properties/labelKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
var _valid55 = _errs516 === errors;
valid192 = valid192 || _valid55;
const _errs519 = errors;
if(typeof data122 === "string"){
if(!pattern4.test(data122)){
const err351 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
}
else {
const err352 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
var _valid55 = _errs519 === errors;
valid192 = valid192 || _valid55;
if(!valid192){
const err353 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/9/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
else {
errors = _errs515;
if(vErrors !== null){
if(_errs515){
vErrors.length = _errs515;
}
else {
vErrors = null;
}
}
}
}
if(data116.valueKey !== undefined){
let data123 = data116.valueKey;
const _errs523 = errors;
let valid195 = false;
const _errs524 = errors;
if(typeof data123 === "string"){
if(func3(data123) < 1){
const err354 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/InfoList.schema.json#/properties/valueKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
}
else {
const err355 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/InfoList.schema.json#/properties/valueKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
var _valid56 = _errs524 === errors;
valid195 = valid195 || _valid56;
const _errs527 = errors;
if(typeof data123 === "string"){
if(!pattern4.test(data123)){
const err356 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err357 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
var _valid56 = _errs527 === errors;
valid195 = valid195 || _valid56;
if(!valid195){
const err358 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/9/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
else {
errors = _errs523;
if(vErrors !== null){
if(_errs523){
vErrors.length = _errs523;
}
else {
vErrors = null;
}
}
}
}
if(data116.collapsedRows !== undefined){
let data124 = data116.collapsedRows;
const _errs531 = errors;
let valid198 = false;
const _errs532 = errors;
if(!(((typeof data124 == "number") && (!(data124 % 1) && !isNaN(data124))) && (isFinite(data124)))){
const err359 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"widgets/InfoList.schema.json#/properties/collapsedRows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
if((typeof data124 == "number") && (isFinite(data124))){
if(data124 < 1 || isNaN(data124)){
const err360 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"widgets/InfoList.schema.json#/properties/collapsedRows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
var _valid57 = _errs532 === errors;
valid198 = valid198 || _valid57;
const _errs535 = errors;
if(typeof data124 === "string"){
if(!pattern4.test(data124)){
const err361 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err362 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
var _valid57 = _errs535 === errors;
valid198 = valid198 || _valid57;
if(!valid198){
const err363 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"#/allOf/9/then/properties/props/properties/collapsedRows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
else {
errors = _errs531;
if(vErrors !== null){
if(_errs531){
vErrors.length = _errs531;
}
else {
vErrors = null;
}
}
}
}
if(data116.moreLabel !== undefined){
let data125 = data116.moreLabel;
const _errs539 = errors;
let valid201 = false;
const _errs540 = errors;
if(typeof data125 === "string"){
if(func3(data125) < 1){
const err364 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"widgets/InfoList.schema.json#/properties/moreLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
}
else {
const err365 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"widgets/InfoList.schema.json#/properties/moreLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
var _valid58 = _errs540 === errors;
valid201 = valid201 || _valid58;
const _errs543 = errors;
if(typeof data125 === "string"){
if(!pattern4.test(data125)){
const err366 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
}
else {
const err367 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
var _valid58 = _errs543 === errors;
valid201 = valid201 || _valid58;
if(!valid201){
const err368 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"#/allOf/9/then/properties/props/properties/moreLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
else {
errors = _errs539;
if(vErrors !== null){
if(_errs539){
vErrors.length = _errs539;
}
else {
vErrors = null;
}
}
}
}
if(data116.lessLabel !== undefined){
let data126 = data116.lessLabel;
const _errs547 = errors;
let valid204 = false;
const _errs548 = errors;
if(typeof data126 === "string"){
if(func3(data126) < 1){
const err369 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"widgets/InfoList.schema.json#/properties/lessLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
}
else {
const err370 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"widgets/InfoList.schema.json#/properties/lessLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
var _valid59 = _errs548 === errors;
valid204 = valid204 || _valid59;
const _errs551 = errors;
if(typeof data126 === "string"){
if(!pattern4.test(data126)){
const err371 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err372 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
var _valid59 = _errs551 === errors;
valid204 = valid204 || _valid59;
if(!valid204){
const err373 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"#/allOf/9/then/properties/props/properties/lessLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
else {
errors = _errs547;
if(vErrors !== null){
if(_errs547){
vErrors.length = _errs547;
}
else {
vErrors = null;
}
}
}
}
if(data116.emptyText !== undefined){
let data127 = data116.emptyText;
const _errs555 = errors;
let valid207 = false;
const _errs556 = errors;
if(typeof data127 !== "string"){
const err374 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/InfoList.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
var _valid60 = _errs556 === errors;
valid207 = valid207 || _valid60;
const _errs559 = errors;
if(typeof data127 === "string"){
if(!pattern4.test(data127)){
const err375 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err376 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
var _valid60 = _errs559 === errors;
valid207 = valid207 || _valid60;
if(!valid207){
const err377 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/9/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
else {
errors = _errs555;
if(vErrors !== null){
if(_errs555){
vErrors.length = _errs555;
}
else {
vErrors = null;
}
}
}
}
if(data116.surface !== undefined){
let data128 = data116.surface;
const _errs563 = errors;
let valid210 = false;
const _errs564 = errors;
if(!((data128 === "card") || (data128 === "none"))){
const err378 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/InfoList.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema184.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
var _valid61 = _errs564 === errors;
valid210 = valid210 || _valid61;
const _errs566 = errors;
if(typeof data128 === "string"){
if(!pattern4.test(data128)){
const err379 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
else {
const err380 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
var _valid61 = _errs566 === errors;
valid210 = valid210 || _valid61;
if(!valid210){
const err381 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/9/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
else {
errors = _errs563;
if(vErrors !== null){
if(_errs563){
vErrors.length = _errs563;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err382 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
if(data.on !== undefined){
let data129 = data.on;
if(data129 && typeof data129 == "object" && !Array.isArray(data129)){
for(const key24 in data129){
const err383 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
else {
const err384 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
if(data.children !== undefined){
const err385 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/9/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
if(data.bind !== undefined){
const err386 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/9/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
var _valid52 = _errs487 === errors;
valid179 = _valid52;
if(valid179){
var props10 = {};
props10.type = true;
props10.props = true;
props10.on = true;
props10.children = true;
props10.bind = true;
}
}
if(!valid179){
const err387 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
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
const _errs573 = errors;
let valid213 = true;
const _errs574 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.type === undefined) && (missing10 = "type")){
const err388 = {};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
else {
if(data.type !== undefined){
if("ListItem" !== data.type){
const err389 = {};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
}
}
var _valid62 = _errs574 === errors;
errors = _errs573;
if(vErrors !== null){
if(_errs573){
vErrors.length = _errs573;
}
else {
vErrors = null;
}
}
if(_valid62){
const _errs576 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err390 = {instancePath,schemaPath:"#/allOf/10/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
if(data.type !== undefined){
if("ListItem" !== data.type){
const err391 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/10/then/properties/type/const",keyword:"const",params:{allowedValue: "ListItem"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
}
if(data.props !== undefined){
let data134 = data.props;
if(data134 && typeof data134 == "object" && !Array.isArray(data134)){
if(data134.title === undefined){
const err392 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
for(const key25 in data134){
if(!((((((((key25 === "title") || (key25 === "subtitle")) || (key25 === "meta")) || (key25 === "body")) || (key25 === "image")) || (key25 === "chevron")) || (key25 === "selected")) || (key25 === "tappable"))){
const err393 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
if(data134.title !== undefined){
let data135 = data134.title;
const _errs582 = errors;
let valid217 = false;
const _errs583 = errors;
if(typeof data135 !== "string"){
const err394 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/ListItem.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
var _valid63 = _errs583 === errors;
valid217 = valid217 || _valid63;
const _errs586 = errors;
if(typeof data135 === "string"){
if(!pattern4.test(data135)){
const err395 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err396 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
var _valid63 = _errs586 === errors;
valid217 = valid217 || _valid63;
if(!valid217){
const err397 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/10/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
else {
errors = _errs582;
if(vErrors !== null){
if(_errs582){
vErrors.length = _errs582;
}
else {
vErrors = null;
}
}
}
}
if(data134.subtitle !== undefined){
let data136 = data134.subtitle;
const _errs590 = errors;
let valid220 = false;
const _errs591 = errors;
if(typeof data136 !== "string"){
const err398 = {instancePath:instancePath+"/props/subtitle",schemaPath:"widgets/ListItem.schema.json#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
var _valid64 = _errs591 === errors;
valid220 = valid220 || _valid64;
const _errs594 = errors;
if(typeof data136 === "string"){
if(!pattern4.test(data136)){
const err399 = {instancePath:instancePath+"/props/subtitle",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err400 = {instancePath:instancePath+"/props/subtitle",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
var _valid64 = _errs594 === errors;
valid220 = valid220 || _valid64;
if(!valid220){
const err401 = {instancePath:instancePath+"/props/subtitle",schemaPath:"#/allOf/10/then/properties/props/properties/subtitle/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
else {
errors = _errs590;
if(vErrors !== null){
if(_errs590){
vErrors.length = _errs590;
}
else {
vErrors = null;
}
}
}
}
if(data134.meta !== undefined){
let data137 = data134.meta;
const _errs598 = errors;
let valid223 = false;
const _errs599 = errors;
if(typeof data137 !== "string"){
const err402 = {instancePath:instancePath+"/props/meta",schemaPath:"widgets/ListItem.schema.json#/properties/meta/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
var _valid65 = _errs599 === errors;
valid223 = valid223 || _valid65;
const _errs602 = errors;
if(typeof data137 === "string"){
if(!pattern4.test(data137)){
const err403 = {instancePath:instancePath+"/props/meta",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err404 = {instancePath:instancePath+"/props/meta",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
var _valid65 = _errs602 === errors;
valid223 = valid223 || _valid65;
if(!valid223){
const err405 = {instancePath:instancePath+"/props/meta",schemaPath:"#/allOf/10/then/properties/props/properties/meta/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
else {
errors = _errs598;
if(vErrors !== null){
if(_errs598){
vErrors.length = _errs598;
}
else {
vErrors = null;
}
}
}
}
if(data134.body !== undefined){
let data138 = data134.body;
const _errs606 = errors;
let valid226 = false;
const _errs607 = errors;
if(typeof data138 !== "string"){
const err406 = {instancePath:instancePath+"/props/body",schemaPath:"widgets/ListItem.schema.json#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
var _valid66 = _errs607 === errors;
valid226 = valid226 || _valid66;
const _errs610 = errors;
if(typeof data138 === "string"){
if(!pattern4.test(data138)){
const err407 = {instancePath:instancePath+"/props/body",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err408 = {instancePath:instancePath+"/props/body",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
var _valid66 = _errs610 === errors;
valid226 = valid226 || _valid66;
if(!valid226){
const err409 = {instancePath:instancePath+"/props/body",schemaPath:"#/allOf/10/then/properties/props/properties/body/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
else {
errors = _errs606;
if(vErrors !== null){
if(_errs606){
vErrors.length = _errs606;
}
else {
vErrors = null;
}
}
}
}
if(data134.image !== undefined){
let data139 = data134.image;
const _errs614 = errors;
let valid229 = false;
const _errs615 = errors;
if(typeof data139 !== "string"){
const err410 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/ListItem.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
var _valid67 = _errs615 === errors;
valid229 = valid229 || _valid67;
const _errs618 = errors;
if(typeof data139 === "string"){
if(!pattern4.test(data139)){
const err411 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err412 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
var _valid67 = _errs618 === errors;
valid229 = valid229 || _valid67;
if(!valid229){
const err413 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/10/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
else {
errors = _errs614;
if(vErrors !== null){
if(_errs614){
vErrors.length = _errs614;
}
else {
vErrors = null;
}
}
}
}
if(data134.chevron !== undefined){
let data140 = data134.chevron;
const _errs622 = errors;
let valid232 = false;
const _errs623 = errors;
if(typeof data140 !== "boolean"){
const err414 = {instancePath:instancePath+"/props/chevron",schemaPath:"widgets/ListItem.schema.json#/properties/chevron/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
var _valid68 = _errs623 === errors;
valid232 = valid232 || _valid68;
const _errs626 = errors;
if(typeof data140 === "string"){
if(!pattern4.test(data140)){
const err415 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err416 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
var _valid68 = _errs626 === errors;
valid232 = valid232 || _valid68;
if(!valid232){
const err417 = {instancePath:instancePath+"/props/chevron",schemaPath:"#/allOf/10/then/properties/props/properties/chevron/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
else {
errors = _errs622;
if(vErrors !== null){
if(_errs622){
vErrors.length = _errs622;
}
else {
vErrors = null;
}
}
}
}
if(data134.selected !== undefined){
let data141 = data134.selected;
const _errs630 = errors;
let valid235 = false;
const _errs631 = errors;
if(typeof data141 !== "boolean"){
const err418 = {instancePath:instancePath+"/props/selected",schemaPath:"widgets/ListItem.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
var _valid69 = _errs631 === errors;
valid235 = valid235 || _valid69;
const _errs634 = errors;
if(typeof data141 === "string"){
if(!pattern4.test(data141)){
const err419 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
else {
const err420 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
var _valid69 = _errs634 === errors;
valid235 = valid235 || _valid69;
if(!valid235){
const err421 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/10/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
else {
errors = _errs630;
if(vErrors !== null){
if(_errs630){
vErrors.length = _errs630;
}
else {
vErrors = null;
}
}
}
}
if(data134.tappable !== undefined){
let data142 = data134.tappable;
const _errs638 = errors;
let valid238 = false;
const _errs639 = errors;
if(typeof data142 !== "boolean"){
const err422 = {instancePath:instancePath+"/props/tappable",schemaPath:"widgets/ListItem.schema.json#/properties/tappable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
var _valid70 = _errs639 === errors;
valid238 = valid238 || _valid70;
const _errs642 = errors;
if(typeof data142 === "string"){
if(!pattern4.test(data142)){
const err423 = {instancePath:instancePath+"/props/tappable",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
}
else {
const err424 = {instancePath:instancePath+"/props/tappable",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
var _valid70 = _errs642 === errors;
valid238 = valid238 || _valid70;
if(!valid238){
const err425 = {instancePath:instancePath+"/props/tappable",schemaPath:"#/allOf/10/then/properties/props/properties/tappable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
else {
errors = _errs638;
if(vErrors !== null){
if(_errs638){
vErrors.length = _errs638;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err426 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
if(data.on !== undefined){
let data143 = data.on;
if(data143 && typeof data143 == "object" && !Array.isArray(data143)){
for(const key26 in data143){
if(!(key26 === "tap")){
const err427 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
if(data143.tap !== undefined){
if(!(validate63(data143.tap, {instancePath:instancePath+"/on/tap",parentData:data143,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err428 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
if(data.children !== undefined){
const err429 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/10/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
if(data.bind !== undefined){
const err430 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/10/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
}
var _valid62 = _errs576 === errors;
valid213 = _valid62;
if(valid213){
var props11 = {};
props11.type = true;
props11.props = true;
props11.on = true;
props11.children = true;
props11.bind = true;
}
}
if(!valid213){
const err431 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
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
const _errs650 = errors;
let valid242 = true;
const _errs651 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.type === undefined) && (missing11 = "type")){
const err432 = {};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
else {
if(data.type !== undefined){
if("Notice" !== data.type){
const err433 = {};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
}
}
}
var _valid71 = _errs651 === errors;
errors = _errs650;
if(vErrors !== null){
if(_errs650){
vErrors.length = _errs650;
}
else {
vErrors = null;
}
}
if(_valid71){
const _errs653 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err434 = {instancePath,schemaPath:"#/allOf/11/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
if(data.type !== undefined){
if("Notice" !== data.type){
const err435 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/11/then/properties/type/const",keyword:"const",params:{allowedValue: "Notice"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
}
if(data.props !== undefined){
let data149 = data.props;
if(data149 && typeof data149 == "object" && !Array.isArray(data149)){
if(data149.text === undefined){
const err436 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
for(const key27 in data149){
if(!((key27 === "text") || (key27 === "tone"))){
const err437 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
}
if(data149.text !== undefined){
let data150 = data149.text;
const _errs659 = errors;
let valid246 = false;
const _errs660 = errors;
if(typeof data150 !== "string"){
const err438 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Notice.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
var _valid72 = _errs660 === errors;
valid246 = valid246 || _valid72;
const _errs663 = errors;
if(typeof data150 === "string"){
if(!pattern4.test(data150)){
const err439 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err440 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
var _valid72 = _errs663 === errors;
valid246 = valid246 || _valid72;
if(!valid246){
const err441 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/11/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
else {
errors = _errs659;
if(vErrors !== null){
if(_errs659){
vErrors.length = _errs659;
}
else {
vErrors = null;
}
}
}
}
if(data149.tone !== undefined){
let data151 = data149.tone;
const _errs667 = errors;
let valid249 = false;
const _errs668 = errors;
if(!(((data151 === "info") || (data151 === "warning")) || (data151 === "success"))){
const err442 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Notice.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema206.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
var _valid73 = _errs668 === errors;
valid249 = valid249 || _valid73;
const _errs670 = errors;
if(typeof data151 === "string"){
if(!pattern4.test(data151)){
const err443 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
}
else {
const err444 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
var _valid73 = _errs670 === errors;
valid249 = valid249 || _valid73;
if(!valid249){
const err445 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/11/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
else {
errors = _errs667;
if(vErrors !== null){
if(_errs667){
vErrors.length = _errs667;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err446 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
}
if(data.on !== undefined){
let data152 = data.on;
if(data152 && typeof data152 == "object" && !Array.isArray(data152)){
for(const key28 in data152){
const err447 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
}
else {
const err448 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
}
if(data.children !== undefined){
const err449 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/11/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
if(data.bind !== undefined){
const err450 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/11/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
}
var _valid71 = _errs653 === errors;
valid242 = _valid71;
if(valid242){
var props12 = {};
props12.type = true;
props12.props = true;
props12.on = true;
props12.children = true;
props12.bind = true;
}
}
if(!valid242){
const err451 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
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
const _errs677 = errors;
let valid252 = true;
const _errs678 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.type === undefined) && (missing12 = "type")){
const err452 = {};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
else {
if(data.type !== undefined){
if("Picker" !== data.type){
const err453 = {};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
}
}
}
var _valid74 = _errs678 === errors;
errors = _errs677;
if(vErrors !== null){
if(_errs677){
vErrors.length = _errs677;
}
else {
vErrors = null;
}
}
if(_valid74){
const _errs680 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err454 = {instancePath,schemaPath:"#/allOf/12/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
if(data.type !== undefined){
if("Picker" !== data.type){
const err455 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/12/then/properties/type/const",keyword:"const",params:{allowedValue: "Picker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
}
if(data.props !== undefined){
let data157 = data.props;
if(data157 && typeof data157 == "object" && !Array.isArray(data157)){
if(data157.label === undefined){
const err456 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
if(data157.options === undefined){
const err457 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
for(const key29 in data157){
if(!(func1.call(schema72.allOf[12].then.properties.props.properties, key29))){
const err458 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
}
if(data157.label !== undefined){
let data158 = data157.label;
const _errs686 = errors;
let valid256 = false;
const _errs687 = errors;
if(typeof data158 === "string"){
if(func3(data158) < 1){
const err459 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Picker.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
}
else {
const err460 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Picker.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
var _valid75 = _errs687 === errors;
valid256 = valid256 || _valid75;
const _errs690 = errors;
if(typeof data158 === "string"){
if(!pattern4.test(data158)){
const err461 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err462 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
var _valid75 = _errs690 === errors;
valid256 = valid256 || _valid75;
if(!valid256){
const err463 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/12/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
else {
errors = _errs686;
if(vErrors !== null){
if(_errs686){
vErrors.length = _errs686;
}
else {
vErrors = null;
}
}
}
}
if(data157.placeholder !== undefined){
let data159 = data157.placeholder;
const _errs694 = errors;
let valid259 = false;
const _errs695 = errors;
if(typeof data159 !== "string"){
const err464 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/Picker.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
var _valid76 = _errs695 === errors;
valid259 = valid259 || _valid76;
const _errs698 = errors;
if(typeof data159 === "string"){
if(!pattern4.test(data159)){
const err465 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
else {
const err466 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
var _valid76 = _errs698 === errors;
valid259 = valid259 || _valid76;
if(!valid259){
const err467 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/12/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
else {
errors = _errs694;
if(vErrors !== null){
if(_errs694){
vErrors.length = _errs694;
}
else {
vErrors = null;
}
}
}
}
if(data157.hint !== undefined){
let data160 = data157.hint;
const _errs702 = errors;
let valid262 = false;
const _errs703 = errors;
if(typeof data160 !== "string"){
const err468 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/Picker.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
var _valid77 = _errs703 === errors;
valid262 = valid262 || _valid77;
const _errs706 = errors;
if(typeof data160 === "string"){
if(!pattern4.test(data160)){
const err469 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err470 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
var _valid77 = _errs706 === errors;
valid262 = valid262 || _valid77;
if(!valid262){
const err471 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/12/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
else {
errors = _errs702;
if(vErrors !== null){
if(_errs702){
vErrors.length = _errs702;
}
else {
vErrors = null;
}
}
}
}
if(data157.options !== undefined){
let data161 = data157.options;
const _errs710 = errors;
let valid265 = false;
const _errs711 = errors;
if(Array.isArray(data161)){
const len4 = data161.length;
for(let i4=0; i4<len4; i4++){
let data162 = data161[i4];
if(data162 && typeof data162 == "object" && !Array.isArray(data162)){
}
else {
const err472 = {instancePath:instancePath+"/props/options/" + i4,schemaPath:"widgets/Picker.schema.json#/properties/options/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
}
}
else {
const err473 = {instancePath:instancePath+"/props/options",schemaPath:"widgets/Picker.schema.json#/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
var _valid78 = _errs711 === errors;
valid265 = valid265 || _valid78;
const _errs717 = errors;
if(typeof data161 === "string"){
if(!pattern4.test(data161)){
const err474 = {instancePath:instancePath+"/props/options",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err475 = {instancePath:instancePath+"/props/options",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
var _valid78 = _errs717 === errors;
valid265 = valid265 || _valid78;
if(!valid265){
const err476 = {instancePath:instancePath+"/props/options",schemaPath:"#/allOf/12/then/properties/props/properties/options/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
else {
errors = _errs710;
if(vErrors !== null){
if(_errs710){
vErrors.length = _errs710;
}
else {
vErrors = null;
}
}
}
}
if(data157.optionLabel !== undefined){
let data163 = data157.optionLabel;
const _errs721 = errors;
let valid270 = false;
const _errs722 = errors;
if(typeof data163 === "string"){
if(func3(data163) < 1){
const err477 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"widgets/Picker.schema.json#/properties/optionLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
}
else {
const err478 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"widgets/Picker.schema.json#/properties/optionLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
var _valid79 = _errs722 === errors;
valid270 = valid270 || _valid79;
const _errs725 = errors;
if(typeof data163 === "string"){
if(!pattern4.test(data163)){
const err479 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err480 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
var _valid79 = _errs725 === errors;
valid270 = valid270 || _valid79;
if(!valid270){
const err481 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"#/allOf/12/then/properties/props/properties/optionLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
else {
errors = _errs721;
if(vErrors !== null){
if(_errs721){
vErrors.length = _errs721;
}
else {
vErrors = null;
}
}
}
}
if(data157.optionValue !== undefined){
let data164 = data157.optionValue;
const _errs729 = errors;
let valid273 = false;
const _errs730 = errors;
if(typeof data164 === "string"){
if(func3(data164) < 1){
const err482 = {instancePath:instancePath+"/props/optionValue",schemaPath:"widgets/Picker.schema.json#/properties/optionValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
}
else {
const err483 = {instancePath:instancePath+"/props/optionValue",schemaPath:"widgets/Picker.schema.json#/properties/optionValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
var _valid80 = _errs730 === errors;
valid273 = valid273 || _valid80;
const _errs733 = errors;
if(typeof data164 === "string"){
if(!pattern4.test(data164)){
const err484 = {instancePath:instancePath+"/props/optionValue",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err485 = {instancePath:instancePath+"/props/optionValue",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
var _valid80 = _errs733 === errors;
valid273 = valid273 || _valid80;
if(!valid273){
const err486 = {instancePath:instancePath+"/props/optionValue",schemaPath:"#/allOf/12/then/properties/props/properties/optionValue/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
else {
errors = _errs729;
if(vErrors !== null){
if(_errs729){
vErrors.length = _errs729;
}
else {
vErrors = null;
}
}
}
}
if(data157.title !== undefined){
let data165 = data157.title;
const _errs737 = errors;
let valid276 = false;
const _errs738 = errors;
if(typeof data165 === "string"){
if(func3(data165) < 1){
const err487 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Picker.schema.json#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
}
else {
const err488 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Picker.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
var _valid81 = _errs738 === errors;
valid276 = valid276 || _valid81;
const _errs741 = errors;
if(typeof data165 === "string"){
if(!pattern4.test(data165)){
const err489 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err490 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
var _valid81 = _errs741 === errors;
valid276 = valid276 || _valid81;
if(!valid276){
const err491 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/12/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
else {
errors = _errs737;
if(vErrors !== null){
if(_errs737){
vErrors.length = _errs737;
}
else {
vErrors = null;
}
}
}
}
if(data157.confirmLabel !== undefined){
let data166 = data157.confirmLabel;
const _errs745 = errors;
let valid279 = false;
const _errs746 = errors;
if(typeof data166 === "string"){
if(func3(data166) < 1){
const err492 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"widgets/Picker.schema.json#/properties/confirmLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
}
else {
const err493 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"widgets/Picker.schema.json#/properties/confirmLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
var _valid82 = _errs746 === errors;
valid279 = valid279 || _valid82;
const _errs749 = errors;
if(typeof data166 === "string"){
if(!pattern4.test(data166)){
const err494 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err495 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
var _valid82 = _errs749 === errors;
valid279 = valid279 || _valid82;
if(!valid279){
const err496 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"#/allOf/12/then/properties/props/properties/confirmLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
else {
errors = _errs745;
if(vErrors !== null){
if(_errs745){
vErrors.length = _errs745;
}
else {
vErrors = null;
}
}
}
}
if(data157.cancelLabel !== undefined){
let data167 = data157.cancelLabel;
const _errs753 = errors;
let valid282 = false;
const _errs754 = errors;
if(typeof data167 === "string"){
if(func3(data167) < 1){
const err497 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/Picker.schema.json#/properties/cancelLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
}
else {
const err498 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/Picker.schema.json#/properties/cancelLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
var _valid83 = _errs754 === errors;
valid282 = valid282 || _valid83;
const _errs757 = errors;
if(typeof data167 === "string"){
if(!pattern4.test(data167)){
const err499 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
}
else {
const err500 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
var _valid83 = _errs757 === errors;
valid282 = valid282 || _valid83;
if(!valid282){
const err501 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/12/then/properties/props/properties/cancelLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
else {
errors = _errs753;
if(vErrors !== null){
if(_errs753){
vErrors.length = _errs753;
}
else {
vErrors = null;
}
}
}
}
if(data157.emptyText !== undefined){
let data168 = data157.emptyText;
const _errs761 = errors;
let valid285 = false;
const _errs762 = errors;
if(typeof data168 === "string"){
if(func3(data168) < 1){
const err502 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/Picker.schema.json#/properties/emptyText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
}
else {
const err503 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/Picker.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
var _valid84 = _errs762 === errors;
valid285 = valid285 || _valid84;
const _errs765 = errors;
if(typeof data168 === "string"){
if(!pattern4.test(data168)){
const err504 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
}
else {
const err505 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
var _valid84 = _errs765 === errors;
valid285 = valid285 || _valid84;
if(!valid285){
const err506 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/12/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
else {
errors = _errs761;
if(vErrors !== null){
if(_errs761){
vErrors.length = _errs761;
}
else {
vErrors = null;
}
}
}
}
if(data157.disabled !== undefined){
let data169 = data157.disabled;
const _errs769 = errors;
let valid288 = false;
const _errs770 = errors;
if(typeof data169 !== "boolean"){
const err507 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/Picker.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
var _valid85 = _errs770 === errors;
valid288 = valid288 || _valid85;
const _errs773 = errors;
if(typeof data169 === "string"){
if(!pattern4.test(data169)){
const err508 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
}
else {
const err509 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
var _valid85 = _errs773 === errors;
valid288 = valid288 || _valid85;
if(!valid288){
const err510 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/12/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
else {
errors = _errs769;
if(vErrors !== null){
if(_errs769){
vErrors.length = _errs769;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err511 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
}
if(data.on !== undefined){
let data170 = data.on;
if(data170 && typeof data170 == "object" && !Array.isArray(data170)){
for(const key30 in data170){
if(!(key30 === "change")){
const err512 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
}
if(data170.change !== undefined){
if(!(validate63(data170.change, {instancePath:instancePath+"/on/change",parentData:data170,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err513 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
}
if(data.children !== undefined){
const err514 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/12/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
}
var _valid74 = _errs680 === errors;
valid252 = _valid74;
if(valid252){
var props13 = {};
props13.type = true;
props13.props = true;
props13.on = true;
props13.children = true;
}
}
if(!valid252){
const err515 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
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
const _errs781 = errors;
let valid292 = true;
const _errs782 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.type === undefined) && (missing13 = "type")){
const err516 = {};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
else {
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err517 = {};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
}
}
}
var _valid86 = _errs782 === errors;
errors = _errs781;
if(vErrors !== null){
if(_errs781){
vErrors.length = _errs781;
}
else {
vErrors = null;
}
}
if(_valid86){
const _errs784 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err518 = {instancePath,schemaPath:"#/allOf/13/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err519 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/13/then/properties/type/const",keyword:"const",params:{allowedValue: "ProductCard"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
}
if(data.props !== undefined){
let data175 = data.props;
if(data175 && typeof data175 == "object" && !Array.isArray(data175)){
if(data175.name === undefined){
const err520 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
if(data175.buttonText === undefined){
const err521 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/required",keyword:"required",params:{missingProperty: "buttonText"},message:"must have required property '"+"buttonText"+"'"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
for(const key31 in data175){
if(!(func1.call(schema72.allOf[13].then.properties.props.properties, key31))){
const err522 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
}
if(data175.logo !== undefined){
let data176 = data175.logo;
const _errs790 = errors;
let valid296 = false;
const _errs791 = errors;
if(typeof data176 !== "string"){
const err523 = {instancePath:instancePath+"/props/logo",schemaPath:"widgets/ProductCard.schema.json#/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
var _valid87 = _errs791 === errors;
valid296 = valid296 || _valid87;
const _errs794 = errors;
if(typeof data176 === "string"){
if(!pattern4.test(data176)){
const err524 = {instancePath:instancePath+"/props/logo",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
}
else {
const err525 = {instancePath:instancePath+"/props/logo",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
var _valid87 = _errs794 === errors;
valid296 = valid296 || _valid87;
if(!valid296){
const err526 = {instancePath:instancePath+"/props/logo",schemaPath:"#/allOf/13/then/properties/props/properties/logo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
else {
errors = _errs790;
if(vErrors !== null){
if(_errs790){
vErrors.length = _errs790;
}
else {
vErrors = null;
}
}
}
}
if(data175.name !== undefined){
let data177 = data175.name;
const _errs798 = errors;
let valid299 = false;
const _errs799 = errors;
if(typeof data177 !== "string"){
const err527 = {instancePath:instancePath+"/props/name",schemaPath:"widgets/ProductCard.schema.json#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
var _valid88 = _errs799 === errors;
valid299 = valid299 || _valid88;
const _errs802 = errors;
if(typeof data177 === "string"){
if(!pattern4.test(data177)){
const err528 = {instancePath:instancePath+"/props/name",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
}
else {
const err529 = {instancePath:instancePath+"/props/name",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
var _valid88 = _errs802 === errors;
valid299 = valid299 || _valid88;
if(!valid299){
const err530 = {instancePath:instancePath+"/props/name",schemaPath:"#/allOf/13/then/properties/props/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
else {
errors = _errs798;
if(vErrors !== null){
if(_errs798){
vErrors.length = _errs798;
}
else {
vErrors = null;
}
}
}
}
if(data175.buttonText !== undefined){
let data178 = data175.buttonText;
const _errs806 = errors;
let valid302 = false;
const _errs807 = errors;
if(typeof data178 === "string"){
if(func3(data178) < 1){
const err531 = {instancePath:instancePath+"/props/buttonText",schemaPath:"widgets/ProductCard.schema.json#/properties/buttonText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
}
else {
const err532 = {instancePath:instancePath+"/props/buttonText",schemaPath:"widgets/ProductCard.schema.json#/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
var _valid89 = _errs807 === errors;
valid302 = valid302 || _valid89;
const _errs810 = errors;
if(typeof data178 === "string"){
if(!pattern4.test(data178)){
const err533 = {instancePath:instancePath+"/props/buttonText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err534 = {instancePath:instancePath+"/props/buttonText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
var _valid89 = _errs810 === errors;
valid302 = valid302 || _valid89;
if(!valid302){
const err535 = {instancePath:instancePath+"/props/buttonText",schemaPath:"#/allOf/13/then/properties/props/properties/buttonText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
else {
errors = _errs806;
if(vErrors !== null){
if(_errs806){
vErrors.length = _errs806;
}
else {
vErrors = null;
}
}
}
}
if(data175.enabled !== undefined){
let data179 = data175.enabled;
const _errs814 = errors;
let valid305 = false;
const _errs815 = errors;
if(typeof data179 !== "boolean"){
const err536 = {instancePath:instancePath+"/props/enabled",schemaPath:"widgets/ProductCard.schema.json#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
var _valid90 = _errs815 === errors;
valid305 = valid305 || _valid90;
const _errs818 = errors;
if(typeof data179 === "string"){
if(!pattern4.test(data179)){
const err537 = {instancePath:instancePath+"/props/enabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err538 = {instancePath:instancePath+"/props/enabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
var _valid90 = _errs818 === errors;
valid305 = valid305 || _valid90;
if(!valid305){
const err539 = {instancePath:instancePath+"/props/enabled",schemaPath:"#/allOf/13/then/properties/props/properties/enabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
else {
errors = _errs814;
if(vErrors !== null){
if(_errs814){
vErrors.length = _errs814;
}
else {
vErrors = null;
}
}
}
}
if(data175.amountRange !== undefined){
let data180 = data175.amountRange;
const _errs822 = errors;
let valid308 = false;
const _errs823 = errors;
if(typeof data180 !== "string"){
const err540 = {instancePath:instancePath+"/props/amountRange",schemaPath:"widgets/ProductCard.schema.json#/properties/amountRange/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
var _valid91 = _errs823 === errors;
valid308 = valid308 || _valid91;
const _errs826 = errors;
if(typeof data180 === "string"){
if(!pattern4.test(data180)){
const err541 = {instancePath:instancePath+"/props/amountRange",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err542 = {instancePath:instancePath+"/props/amountRange",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
var _valid91 = _errs826 === errors;
valid308 = valid308 || _valid91;
if(!valid308){
const err543 = {instancePath:instancePath+"/props/amountRange",schemaPath:"#/allOf/13/then/properties/props/properties/amountRange/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
else {
errors = _errs822;
if(vErrors !== null){
if(_errs822){
vErrors.length = _errs822;
}
else {
vErrors = null;
}
}
}
}
if(data175.rangeDesc !== undefined){
let data181 = data175.rangeDesc;
const _errs830 = errors;
let valid311 = false;
const _errs831 = errors;
if(typeof data181 !== "string"){
const err544 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"widgets/ProductCard.schema.json#/properties/rangeDesc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
var _valid92 = _errs831 === errors;
valid311 = valid311 || _valid92;
const _errs834 = errors;
if(typeof data181 === "string"){
if(!pattern4.test(data181)){
const err545 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err546 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
var _valid92 = _errs834 === errors;
valid311 = valid311 || _valid92;
if(!valid311){
const err547 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"#/allOf/13/then/properties/props/properties/rangeDesc/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
else {
errors = _errs830;
if(vErrors !== null){
if(_errs830){
vErrors.length = _errs830;
}
else {
vErrors = null;
}
}
}
}
if(data175.rate !== undefined){
let data182 = data175.rate;
const _errs838 = errors;
let valid314 = false;
const _errs839 = errors;
if(typeof data182 !== "string"){
const err548 = {instancePath:instancePath+"/props/rate",schemaPath:"widgets/ProductCard.schema.json#/properties/rate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
var _valid93 = _errs839 === errors;
valid314 = valid314 || _valid93;
const _errs842 = errors;
if(typeof data182 === "string"){
if(!pattern4.test(data182)){
const err549 = {instancePath:instancePath+"/props/rate",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
}
else {
const err550 = {instancePath:instancePath+"/props/rate",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
}
errors++;
}
var _valid93 = _errs842 === errors;
valid314 = valid314 || _valid93;
if(!valid314){
const err551 = {instancePath:instancePath+"/props/rate",schemaPath:"#/allOf/13/then/properties/props/properties/rate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
else {
errors = _errs838;
if(vErrors !== null){
if(_errs838){
vErrors.length = _errs838;
}
else {
vErrors = null;
}
}
}
}
if(data175.description !== undefined){
let data183 = data175.description;
const _errs846 = errors;
let valid317 = false;
const _errs847 = errors;
if(typeof data183 !== "string"){
const err552 = {instancePath:instancePath+"/props/description",schemaPath:"widgets/ProductCard.schema.json#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
var _valid94 = _errs847 === errors;
valid317 = valid317 || _valid94;
const _errs850 = errors;
if(typeof data183 === "string"){
if(!pattern4.test(data183)){
const err553 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
}
else {
const err554 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
var _valid94 = _errs850 === errors;
valid317 = valid317 || _valid94;
if(!valid317){
const err555 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/13/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
else {
errors = _errs846;
if(vErrors !== null){
if(_errs846){
vErrors.length = _errs846;
}
else {
vErrors = null;
}
}
}
}
if(data175.tags !== undefined){
let data184 = data175.tags;
const _errs854 = errors;
let valid320 = false;
const _errs855 = errors;
if(Array.isArray(data184)){
const len5 = data184.length;
for(let i5=0; i5<len5; i5++){
if(typeof data184[i5] !== "string"){
const err556 = {instancePath:instancePath+"/props/tags/" + i5,schemaPath:"widgets/ProductCard.schema.json#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
}
}
else {
const err557 = {instancePath:instancePath+"/props/tags",schemaPath:"widgets/ProductCard.schema.json#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
var _valid95 = _errs855 === errors;
valid320 = valid320 || _valid95;
const _errs860 = errors;
if(typeof data184 === "string"){
if(!pattern4.test(data184)){
const err558 = {instancePath:instancePath+"/props/tags",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
}
else {
const err559 = {instancePath:instancePath+"/props/tags",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
var _valid95 = _errs860 === errors;
valid320 = valid320 || _valid95;
if(!valid320){
const err560 = {instancePath:instancePath+"/props/tags",schemaPath:"#/allOf/13/then/properties/props/properties/tags/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
else {
errors = _errs854;
if(vErrors !== null){
if(_errs854){
vErrors.length = _errs854;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err561 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
}
if(data.on !== undefined){
let data186 = data.on;
if(data186 && typeof data186 == "object" && !Array.isArray(data186)){
for(const key32 in data186){
if(!(key32 === "tap")){
const err562 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
}
if(data186.tap !== undefined){
if(!(validate63(data186.tap, {instancePath:instancePath+"/on/tap",parentData:data186,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err563 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
}
if(data.children !== undefined){
const err564 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/13/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
if(data.bind !== undefined){
const err565 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/13/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
}
var _valid86 = _errs784 === errors;
valid292 = _valid86;
if(valid292){
var props14 = {};
props14.type = true;
props14.props = true;
props14.on = true;
props14.children = true;
props14.bind = true;
}
}
if(!valid292){
const err566 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
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
const _errs868 = errors;
let valid326 = true;
const _errs869 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.type === undefined) && (missing14 = "type")){
const err567 = {};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
else {
if(data.type !== undefined){
if("SiteLayout" !== data.type){
const err568 = {};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
}
}
}
var _valid96 = _errs869 === errors;
errors = _errs868;
if(vErrors !== null){
if(_errs868){
vErrors.length = _errs868;
}
else {
vErrors = null;
}
}
if(_valid96){
const _errs871 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err569 = {instancePath,schemaPath:"#/allOf/14/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
if(data.type !== undefined){
if("SiteLayout" !== data.type){
const err570 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/14/then/properties/type/const",keyword:"const",params:{allowedValue: "SiteLayout"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
}
if(data.props !== undefined){
let data192 = data.props;
if(data192 && typeof data192 == "object" && !Array.isArray(data192)){
if(data192.brand === undefined){
const err571 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/required",keyword:"required",params:{missingProperty: "brand"},message:"must have required property '"+"brand"+"'"};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
if(data192.items === undefined){
const err572 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
for(const key33 in data192){
if(!((((((key33 === "brand") || (key33 === "items")) || (key33 === "navLabel")) || (key33 === "menuLabel")) || (key33 === "footer")) || (key33 === "frame"))){
const err573 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
}
if(data192.brand !== undefined){
let data193 = data192.brand;
const _errs877 = errors;
let valid330 = false;
const _errs878 = errors;
if(typeof data193 === "string"){
if(func3(data193) < 1){
const err574 = {instancePath:instancePath+"/props/brand",schemaPath:"widgets/SiteLayout.schema.json#/properties/brand/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
}
else {
const err575 = {instancePath:instancePath+"/props/brand",schemaPath:"widgets/SiteLayout.schema.json#/properties/brand/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
var _valid97 = _errs878 === errors;
valid330 = valid330 || _valid97;
const _errs881 = errors;
if(typeof data193 === "string"){
if(!pattern4.test(data193)){
const err576 = {instancePath:instancePath+"/props/brand",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
}
errors++;
}
}
else {
const err577 = {instancePath:instancePath+"/props/brand",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
var _valid97 = _errs881 === errors;
valid330 = valid330 || _valid97;
if(!valid330){
const err578 = {instancePath:instancePath+"/props/brand",schemaPath:"#/allOf/14/then/properties/props/properties/brand/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
else {
errors = _errs877;
if(vErrors !== null){
if(_errs877){
vErrors.length = _errs877;
}
else {
vErrors = null;
}
}
}
}
if(data192.items !== undefined){
let data194 = data192.items;
const _errs885 = errors;
let valid333 = false;
const _errs886 = errors;
if(Array.isArray(data194)){
if(data194.length < 1){
const err579 = {instancePath:instancePath+"/props/items",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
const len6 = data194.length;
for(let i6=0; i6<len6; i6++){
let data195 = data194[i6];
if(data195 && typeof data195 == "object" && !Array.isArray(data195)){
if(data195.label === undefined){
const err580 = {instancePath:instancePath+"/props/items/" + i6,schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
}
errors++;
}
if(data195.value === undefined){
const err581 = {instancePath:instancePath+"/props/items/" + i6,schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
for(const key34 in data195){
if(!((key34 === "label") || (key34 === "value"))){
const err582 = {instancePath:instancePath+"/props/items/" + i6,schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
}
if(data195.label !== undefined){
let data196 = data195.label;
if(typeof data196 === "string"){
if(func3(data196) < 1){
const err583 = {instancePath:instancePath+"/props/items/" + i6+"/label",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
}
else {
const err584 = {instancePath:instancePath+"/props/items/" + i6+"/label",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
}
if(data195.value !== undefined){
let data197 = data195.value;
if(typeof data197 === "string"){
if(func3(data197) < 1){
const err585 = {instancePath:instancePath+"/props/items/" + i6+"/value",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
}
else {
const err586 = {instancePath:instancePath+"/props/items/" + i6+"/value",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
}
}
else {
const err587 = {instancePath:instancePath+"/props/items/" + i6,schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
}
errors++;
}
}
}
else {
const err588 = {instancePath:instancePath+"/props/items",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
var _valid98 = _errs886 === errors;
valid333 = valid333 || _valid98;
const _errs896 = errors;
if(typeof data194 === "string"){
if(!pattern4.test(data194)){
const err589 = {instancePath:instancePath+"/props/items",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err590 = {instancePath:instancePath+"/props/items",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
var _valid98 = _errs896 === errors;
valid333 = valid333 || _valid98;
if(!valid333){
const err591 = {instancePath:instancePath+"/props/items",schemaPath:"#/allOf/14/then/properties/props/properties/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
else {
errors = _errs885;
if(vErrors !== null){
if(_errs885){
vErrors.length = _errs885;
}
else {
vErrors = null;
}
}
}
}
if(data192.navLabel !== undefined){
let data198 = data192.navLabel;
const _errs900 = errors;
let valid339 = false;
const _errs901 = errors;
if(typeof data198 === "string"){
if(func3(data198) < 1){
const err592 = {instancePath:instancePath+"/props/navLabel",schemaPath:"widgets/SiteLayout.schema.json#/properties/navLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
}
errors++;
}
}
else {
const err593 = {instancePath:instancePath+"/props/navLabel",schemaPath:"widgets/SiteLayout.schema.json#/properties/navLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
var _valid99 = _errs901 === errors;
valid339 = valid339 || _valid99;
const _errs904 = errors;
if(typeof data198 === "string"){
if(!pattern4.test(data198)){
const err594 = {instancePath:instancePath+"/props/navLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
}
errors++;
}
}
else {
const err595 = {instancePath:instancePath+"/props/navLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
var _valid99 = _errs904 === errors;
valid339 = valid339 || _valid99;
if(!valid339){
const err596 = {instancePath:instancePath+"/props/navLabel",schemaPath:"#/allOf/14/then/properties/props/properties/navLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
else {
errors = _errs900;
if(vErrors !== null){
if(_errs900){
vErrors.length = _errs900;
}
else {
vErrors = null;
}
}
}
}
if(data192.menuLabel !== undefined){
let data199 = data192.menuLabel;
const _errs908 = errors;
let valid342 = false;
const _errs909 = errors;
if(typeof data199 === "string"){
if(func3(data199) < 1){
const err597 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"widgets/SiteLayout.schema.json#/properties/menuLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
}
else {
const err598 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"widgets/SiteLayout.schema.json#/properties/menuLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
var _valid100 = _errs909 === errors;
valid342 = valid342 || _valid100;
const _errs912 = errors;
if(typeof data199 === "string"){
if(!pattern4.test(data199)){
const err599 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err599];
}
else {
vErrors.push(err599);
}
errors++;
}
}
else {
const err600 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
var _valid100 = _errs912 === errors;
valid342 = valid342 || _valid100;
if(!valid342){
const err601 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"#/allOf/14/then/properties/props/properties/menuLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
else {
errors = _errs908;
if(vErrors !== null){
if(_errs908){
vErrors.length = _errs908;
}
else {
vErrors = null;
}
}
}
}
if(data192.footer !== undefined){
let data200 = data192.footer;
const _errs916 = errors;
let valid345 = false;
const _errs917 = errors;
if(Array.isArray(data200)){
const len7 = data200.length;
for(let i7=0; i7<len7; i7++){
if(typeof data200[i7] !== "string"){
const err602 = {instancePath:instancePath+"/props/footer/" + i7,schemaPath:"widgets/SiteLayout.schema.json#/properties/footer/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
}
}
else {
const err603 = {instancePath:instancePath+"/props/footer",schemaPath:"widgets/SiteLayout.schema.json#/properties/footer/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
var _valid101 = _errs917 === errors;
valid345 = valid345 || _valid101;
const _errs922 = errors;
if(typeof data200 === "string"){
if(!pattern4.test(data200)){
const err604 = {instancePath:instancePath+"/props/footer",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
}
else {
const err605 = {instancePath:instancePath+"/props/footer",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err605];
}
else {
vErrors.push(err605);
}
errors++;
}
var _valid101 = _errs922 === errors;
valid345 = valid345 || _valid101;
if(!valid345){
const err606 = {instancePath:instancePath+"/props/footer",schemaPath:"#/allOf/14/then/properties/props/properties/footer/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
else {
errors = _errs916;
if(vErrors !== null){
if(_errs916){
vErrors.length = _errs916;
}
else {
vErrors = null;
}
}
}
}
if(data192.frame !== undefined){
let data202 = data192.frame;
const _errs926 = errors;
let valid350 = false;
const _errs927 = errors;
if(!((data202 === "site") || (data202 === "none"))){
const err607 = {instancePath:instancePath+"/props/frame",schemaPath:"widgets/SiteLayout.schema.json#/properties/frame/enum",keyword:"enum",params:{allowedValues: schema261.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
}
errors++;
}
var _valid102 = _errs927 === errors;
valid350 = valid350 || _valid102;
const _errs929 = errors;
if(typeof data202 === "string"){
if(!pattern4.test(data202)){
const err608 = {instancePath:instancePath+"/props/frame",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
}
else {
const err609 = {instancePath:instancePath+"/props/frame",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
var _valid102 = _errs929 === errors;
valid350 = valid350 || _valid102;
if(!valid350){
const err610 = {instancePath:instancePath+"/props/frame",schemaPath:"#/allOf/14/then/properties/props/properties/frame/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
else {
errors = _errs926;
if(vErrors !== null){
if(_errs926){
vErrors.length = _errs926;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err611 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err611];
}
else {
vErrors.push(err611);
}
errors++;
}
}
if(data.on !== undefined){
let data203 = data.on;
if(data203 && typeof data203 == "object" && !Array.isArray(data203)){
for(const key35 in data203){
if(!(key35 === "change")){
const err612 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
}
if(data203.change !== undefined){
if(!(validate63(data203.change, {instancePath:instancePath+"/on/change",parentData:data203,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err613 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
}
}
var _valid96 = _errs871 === errors;
valid326 = _valid96;
if(valid326){
var props15 = {};
props15.type = true;
props15.props = true;
props15.on = true;
}
}
if(!valid326){
const err614 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
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
const _errs937 = errors;
let valid354 = true;
const _errs938 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.type === undefined) && (missing15 = "type")){
const err615 = {};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
else {
if(data.type !== undefined){
if("Stack" !== data.type){
const err616 = {};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
}
}
}
var _valid103 = _errs938 === errors;
errors = _errs937;
if(vErrors !== null){
if(_errs937){
vErrors.length = _errs937;
}
else {
vErrors = null;
}
}
if(_valid103){
const _errs940 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Stack" !== data.type){
const err617 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/15/then/properties/type/const",keyword:"const",params:{allowedValue: "Stack"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
}
if(data.props !== undefined){
let data207 = data.props;
if(data207 && typeof data207 == "object" && !Array.isArray(data207)){
for(const key36 in data207){
if(!(((((((key36 === "direction") || (key36 === "gap")) || (key36 === "padding")) || (key36 === "align")) || (key36 === "justify")) || (key36 === "wrap")) || (key36 === "surface"))){
const err618 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
}
if(data207.direction !== undefined){
let data208 = data207.direction;
const _errs946 = errors;
let valid358 = false;
const _errs947 = errors;
if(!((data208 === "column") || (data208 === "row"))){
const err619 = {instancePath:instancePath+"/props/direction",schemaPath:"widgets/Stack.schema.json#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema264.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
var _valid104 = _errs947 === errors;
valid358 = valid358 || _valid104;
const _errs949 = errors;
if(typeof data208 === "string"){
if(!pattern4.test(data208)){
const err620 = {instancePath:instancePath+"/props/direction",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err620];
}
else {
vErrors.push(err620);
}
errors++;
}
}
else {
const err621 = {instancePath:instancePath+"/props/direction",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
var _valid104 = _errs949 === errors;
valid358 = valid358 || _valid104;
if(!valid358){
const err622 = {instancePath:instancePath+"/props/direction",schemaPath:"#/allOf/15/then/properties/props/properties/direction/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
else {
errors = _errs946;
if(vErrors !== null){
if(_errs946){
vErrors.length = _errs946;
}
else {
vErrors = null;
}
}
}
}
if(data207.gap !== undefined){
let data209 = data207.gap;
const _errs953 = errors;
let valid361 = false;
const _errs954 = errors;
if(!(((typeof data209 == "number") && (!(data209 % 1) && !isNaN(data209))) && (isFinite(data209)))){
const err623 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
if((typeof data209 == "number") && (isFinite(data209))){
if(data209 > 48 || isNaN(data209)){
const err624 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err624];
}
else {
vErrors.push(err624);
}
errors++;
}
if(data209 < 0 || isNaN(data209)){
const err625 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
}
var _valid105 = _errs954 === errors;
valid361 = valid361 || _valid105;
const _errs957 = errors;
if(typeof data209 === "string"){
if(!pattern4.test(data209)){
const err626 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
}
else {
const err627 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
var _valid105 = _errs957 === errors;
valid361 = valid361 || _valid105;
if(!valid361){
const err628 = {instancePath:instancePath+"/props/gap",schemaPath:"#/allOf/15/then/properties/props/properties/gap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err628];
}
else {
vErrors.push(err628);
}
errors++;
}
else {
errors = _errs953;
if(vErrors !== null){
if(_errs953){
vErrors.length = _errs953;
}
else {
vErrors = null;
}
}
}
}
if(data207.padding !== undefined){
let data210 = data207.padding;
const _errs961 = errors;
let valid364 = false;
const _errs962 = errors;
if(!(((typeof data210 == "number") && (!(data210 % 1) && !isNaN(data210))) && (isFinite(data210)))){
const err629 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
if((typeof data210 == "number") && (isFinite(data210))){
if(data210 > 48 || isNaN(data210)){
const err630 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
if(data210 < 0 || isNaN(data210)){
const err631 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
}
var _valid106 = _errs962 === errors;
valid364 = valid364 || _valid106;
const _errs965 = errors;
if(typeof data210 === "string"){
if(!pattern4.test(data210)){
const err632 = {instancePath:instancePath+"/props/padding",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err633 = {instancePath:instancePath+"/props/padding",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err634 = {instancePath:instancePath+"/props/padding",schemaPath:"#/allOf/15/then/properties/props/properties/padding/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
else {
errors = _errs961;
if(vErrors !== null){
if(_errs961){
vErrors.length = _errs961;
}
else {
vErrors = null;
}
}
}
}
if(data207.align !== undefined){
let data211 = data207.align;
const _errs969 = errors;
let valid367 = false;
const _errs970 = errors;
if(!((((data211 === "start") || (data211 === "center")) || (data211 === "end")) || (data211 === "stretch"))){
const err635 = {instancePath:instancePath+"/props/align",schemaPath:"widgets/Stack.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema270.enum},message:"must be equal to one of the allowed values"};
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
const _errs972 = errors;
if(typeof data211 === "string"){
if(!pattern4.test(data211)){
const err636 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err637 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
var _valid107 = _errs972 === errors;
valid367 = valid367 || _valid107;
if(!valid367){
const err638 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/15/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data207.justify !== undefined){
let data212 = data207.justify;
const _errs976 = errors;
let valid370 = false;
const _errs977 = errors;
if(!((((data212 === "start") || (data212 === "center")) || (data212 === "end")) || (data212 === "between"))){
const err639 = {instancePath:instancePath+"/props/justify",schemaPath:"widgets/Stack.schema.json#/properties/justify/enum",keyword:"enum",params:{allowedValues: schema272.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
var _valid108 = _errs977 === errors;
valid370 = valid370 || _valid108;
const _errs979 = errors;
if(typeof data212 === "string"){
if(!pattern4.test(data212)){
const err640 = {instancePath:instancePath+"/props/justify",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err641 = {instancePath:instancePath+"/props/justify",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
var _valid108 = _errs979 === errors;
valid370 = valid370 || _valid108;
if(!valid370){
const err642 = {instancePath:instancePath+"/props/justify",schemaPath:"#/allOf/15/then/properties/props/properties/justify/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
else {
errors = _errs976;
if(vErrors !== null){
if(_errs976){
vErrors.length = _errs976;
}
else {
vErrors = null;
}
}
}
}
if(data207.wrap !== undefined){
let data213 = data207.wrap;
const _errs983 = errors;
let valid373 = false;
const _errs984 = errors;
if(typeof data213 !== "boolean"){
const err643 = {instancePath:instancePath+"/props/wrap",schemaPath:"widgets/Stack.schema.json#/properties/wrap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
var _valid109 = _errs984 === errors;
valid373 = valid373 || _valid109;
const _errs987 = errors;
if(typeof data213 === "string"){
if(!pattern4.test(data213)){
const err644 = {instancePath:instancePath+"/props/wrap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err645 = {instancePath:instancePath+"/props/wrap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
}
errors++;
}
var _valid109 = _errs987 === errors;
valid373 = valid373 || _valid109;
if(!valid373){
const err646 = {instancePath:instancePath+"/props/wrap",schemaPath:"#/allOf/15/then/properties/props/properties/wrap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
else {
errors = _errs983;
if(vErrors !== null){
if(_errs983){
vErrors.length = _errs983;
}
else {
vErrors = null;
}
}
}
}
if(data207.surface !== undefined){
let data214 = data207.surface;
const _errs991 = errors;
let valid376 = false;
const _errs992 = errors;
if(!(((data214 === "none") || (data214 === "card")) || (data214 === "page"))){
const err647 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/Stack.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema276.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
var _valid110 = _errs992 === errors;
valid376 = valid376 || _valid110;
const _errs994 = errors;
if(typeof data214 === "string"){
if(!pattern4.test(data214)){
const err648 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err648];
}
else {
vErrors.push(err648);
}
errors++;
}
}
else {
const err649 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
var _valid110 = _errs994 === errors;
valid376 = valid376 || _valid110;
if(!valid376){
const err650 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/15/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
else {
errors = _errs991;
if(vErrors !== null){
if(_errs991){
vErrors.length = _errs991;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err651 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
}
if(data.on !== undefined){
let data215 = data.on;
if(data215 && typeof data215 == "object" && !Array.isArray(data215)){
for(const key37 in data215){
const err652 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
}
else {
const err653 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
}
if(data.bind !== undefined){
const err654 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/15/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
}
errors++;
}
}
var _valid103 = _errs940 === errors;
valid354 = _valid103;
if(valid354){
var props16 = {};
props16.type = true;
props16.props = true;
props16.on = true;
props16.bind = true;
}
}
if(!valid354){
const err655 = {instancePath,schemaPath:"#/allOf/15/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
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
const _errs1001 = errors;
let valid379 = true;
const _errs1002 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((data.type === undefined) && (missing16 = "type")){
const err656 = {};
if(vErrors === null){
vErrors = [err656];
}
else {
vErrors.push(err656);
}
errors++;
}
else {
if(data.type !== undefined){
if("StarRating" !== data.type){
const err657 = {};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
}
}
}
var _valid111 = _errs1002 === errors;
errors = _errs1001;
if(vErrors !== null){
if(_errs1001){
vErrors.length = _errs1001;
}
else {
vErrors = null;
}
}
if(_valid111){
const _errs1004 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err658 = {instancePath,schemaPath:"#/allOf/16/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
if(data.type !== undefined){
if("StarRating" !== data.type){
const err659 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/16/then/properties/type/const",keyword:"const",params:{allowedValue: "StarRating"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
}
if(data.props !== undefined){
let data219 = data.props;
if(data219 && typeof data219 == "object" && !Array.isArray(data219)){
if(data219.label === undefined){
const err660 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err660];
}
else {
vErrors.push(err660);
}
errors++;
}
for(const key38 in data219){
if(!(((key38 === "label") || (key38 === "max")) || (key38 === "size"))){
const err661 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
}
if(data219.label !== undefined){
let data220 = data219.label;
const _errs1010 = errors;
let valid383 = false;
const _errs1011 = errors;
if(typeof data220 === "string"){
if(func3(data220) < 1){
const err662 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/StarRating.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err663 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/StarRating.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
var _valid112 = _errs1011 === errors;
valid383 = valid383 || _valid112;
const _errs1014 = errors;
if(typeof data220 === "string"){
if(!pattern4.test(data220)){
const err664 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err664];
}
else {
vErrors.push(err664);
}
errors++;
}
}
else {
const err665 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
var _valid112 = _errs1014 === errors;
valid383 = valid383 || _valid112;
if(!valid383){
const err666 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/16/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
else {
errors = _errs1010;
if(vErrors !== null){
if(_errs1010){
vErrors.length = _errs1010;
}
else {
vErrors = null;
}
}
}
}
if(data219.max !== undefined){
let data221 = data219.max;
const _errs1018 = errors;
let valid386 = false;
const _errs1019 = errors;
if(!(((typeof data221 == "number") && (!(data221 % 1) && !isNaN(data221))) && (isFinite(data221)))){
const err667 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err667];
}
else {
vErrors.push(err667);
}
errors++;
}
if((typeof data221 == "number") && (isFinite(data221))){
if(data221 > 10 || isNaN(data221)){
const err668 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
if(data221 < 1 || isNaN(data221)){
const err669 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err669];
}
else {
vErrors.push(err669);
}
errors++;
}
}
var _valid113 = _errs1019 === errors;
valid386 = valid386 || _valid113;
const _errs1022 = errors;
if(typeof data221 === "string"){
if(!pattern4.test(data221)){
const err670 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err670];
}
else {
vErrors.push(err670);
}
errors++;
}
}
else {
const err671 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
var _valid113 = _errs1022 === errors;
valid386 = valid386 || _valid113;
if(!valid386){
const err672 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/16/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
}
errors++;
}
else {
errors = _errs1018;
if(vErrors !== null){
if(_errs1018){
vErrors.length = _errs1018;
}
else {
vErrors = null;
}
}
}
}
if(data219.size !== undefined){
let data222 = data219.size;
const _errs1026 = errors;
let valid389 = false;
const _errs1027 = errors;
if(!(((typeof data222 == "number") && (!(data222 % 1) && !isNaN(data222))) && (isFinite(data222)))){
const err673 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
}
errors++;
}
if((typeof data222 == "number") && (isFinite(data222))){
if(data222 > 64 || isNaN(data222)){
const err674 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err674];
}
else {
vErrors.push(err674);
}
errors++;
}
if(data222 < 16 || isNaN(data222)){
const err675 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 16},message:"must be >= 16"};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
}
var _valid114 = _errs1027 === errors;
valid389 = valid389 || _valid114;
const _errs1030 = errors;
if(typeof data222 === "string"){
if(!pattern4.test(data222)){
const err676 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
}
else {
const err677 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
var _valid114 = _errs1030 === errors;
valid389 = valid389 || _valid114;
if(!valid389){
const err678 = {instancePath:instancePath+"/props/size",schemaPath:"#/allOf/16/then/properties/props/properties/size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
}
errors++;
}
else {
errors = _errs1026;
if(vErrors !== null){
if(_errs1026){
vErrors.length = _errs1026;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err679 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
}
if(data.on !== undefined){
let data223 = data.on;
if(data223 && typeof data223 == "object" && !Array.isArray(data223)){
for(const key39 in data223){
if(!(key39 === "change")){
const err680 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err680];
}
else {
vErrors.push(err680);
}
errors++;
}
}
if(data223.change !== undefined){
if(!(validate63(data223.change, {instancePath:instancePath+"/on/change",parentData:data223,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err681 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
}
if(data.children !== undefined){
const err682 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/16/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
}
var _valid111 = _errs1004 === errors;
valid379 = _valid111;
if(valid379){
var props17 = {};
props17.type = true;
props17.props = true;
props17.on = true;
props17.children = true;
}
}
if(!valid379){
const err683 = {instancePath,schemaPath:"#/allOf/16/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err683];
}
else {
vErrors.push(err683);
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
const _errs1038 = errors;
let valid393 = true;
const _errs1039 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if((data.type === undefined) && (missing17 = "type")){
const err684 = {};
if(vErrors === null){
vErrors = [err684];
}
else {
vErrors.push(err684);
}
errors++;
}
else {
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err685 = {};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
}
}
}
var _valid115 = _errs1039 === errors;
errors = _errs1038;
if(vErrors !== null){
if(_errs1038){
vErrors.length = _errs1038;
}
else {
vErrors = null;
}
}
if(_valid115){
const _errs1041 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err686 = {instancePath,schemaPath:"#/allOf/17/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err687 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/17/then/properties/type/const",keyword:"const",params:{allowedValue: "StatusBanner"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err687];
}
else {
vErrors.push(err687);
}
errors++;
}
}
if(data.props !== undefined){
let data228 = data.props;
if(data228 && typeof data228 == "object" && !Array.isArray(data228)){
if(data228.title === undefined){
const err688 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err688];
}
else {
vErrors.push(err688);
}
errors++;
}
for(const key40 in data228){
if(!((((key40 === "image") || (key40 === "title")) || (key40 === "description")) || (key40 === "tone"))){
const err689 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
}
if(data228.image !== undefined){
let data229 = data228.image;
const _errs1047 = errors;
let valid397 = false;
const _errs1048 = errors;
if(typeof data229 !== "string"){
const err690 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/StatusBanner.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
var _valid116 = _errs1048 === errors;
valid397 = valid397 || _valid116;
const _errs1051 = errors;
if(typeof data229 === "string"){
if(!pattern4.test(data229)){
const err691 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err692 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err692];
}
else {
vErrors.push(err692);
}
errors++;
}
var _valid116 = _errs1051 === errors;
valid397 = valid397 || _valid116;
if(!valid397){
const err693 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/17/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
else {
errors = _errs1047;
if(vErrors !== null){
if(_errs1047){
vErrors.length = _errs1047;
}
else {
vErrors = null;
}
}
}
}
if(data228.title !== undefined){
let data230 = data228.title;
const _errs1055 = errors;
let valid400 = false;
const _errs1056 = errors;
if(typeof data230 !== "string"){
const err694 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/StatusBanner.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
}
errors++;
}
var _valid117 = _errs1056 === errors;
valid400 = valid400 || _valid117;
const _errs1059 = errors;
if(typeof data230 === "string"){
if(!pattern4.test(data230)){
const err695 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err696 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err696];
}
else {
vErrors.push(err696);
}
errors++;
}
var _valid117 = _errs1059 === errors;
valid400 = valid400 || _valid117;
if(!valid400){
const err697 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/17/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
else {
errors = _errs1055;
if(vErrors !== null){
if(_errs1055){
vErrors.length = _errs1055;
}
else {
vErrors = null;
}
}
}
}
if(data228.description !== undefined){
let data231 = data228.description;
const _errs1063 = errors;
let valid403 = false;
const _errs1064 = errors;
if(typeof data231 !== "string"){
const err698 = {instancePath:instancePath+"/props/description",schemaPath:"widgets/StatusBanner.schema.json#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err698];
}
else {
vErrors.push(err698);
}
errors++;
}
var _valid118 = _errs1064 === errors;
valid403 = valid403 || _valid118;
const _errs1067 = errors;
if(typeof data231 === "string"){
if(!pattern4.test(data231)){
const err699 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err700 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err700];
}
else {
vErrors.push(err700);
}
errors++;
}
var _valid118 = _errs1067 === errors;
valid403 = valid403 || _valid118;
if(!valid403){
const err701 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/17/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err701];
}
else {
vErrors.push(err701);
}
errors++;
}
else {
errors = _errs1063;
if(vErrors !== null){
if(_errs1063){
vErrors.length = _errs1063;
}
else {
vErrors = null;
}
}
}
}
if(data228.tone !== undefined){
let data232 = data228.tone;
const _errs1071 = errors;
let valid406 = false;
const _errs1072 = errors;
if(!((data232 === "brand") || (data232 === "accent"))){
const err702 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/StatusBanner.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema292.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err702];
}
else {
vErrors.push(err702);
}
errors++;
}
var _valid119 = _errs1072 === errors;
valid406 = valid406 || _valid119;
const _errs1074 = errors;
if(typeof data232 === "string"){
if(!pattern4.test(data232)){
const err703 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err703];
}
else {
vErrors.push(err703);
}
errors++;
}
}
else {
const err704 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err704];
}
else {
vErrors.push(err704);
}
errors++;
}
var _valid119 = _errs1074 === errors;
valid406 = valid406 || _valid119;
if(!valid406){
const err705 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/17/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err705];
}
else {
vErrors.push(err705);
}
errors++;
}
else {
errors = _errs1071;
if(vErrors !== null){
if(_errs1071){
vErrors.length = _errs1071;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err706 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err706];
}
else {
vErrors.push(err706);
}
errors++;
}
}
if(data.on !== undefined){
let data233 = data.on;
if(data233 && typeof data233 == "object" && !Array.isArray(data233)){
for(const key41 in data233){
const err707 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err707];
}
else {
vErrors.push(err707);
}
errors++;
}
}
else {
const err708 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err708];
}
else {
vErrors.push(err708);
}
errors++;
}
}
if(data.children !== undefined){
const err709 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/17/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err709];
}
else {
vErrors.push(err709);
}
errors++;
}
if(data.bind !== undefined){
const err710 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/17/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err710];
}
else {
vErrors.push(err710);
}
errors++;
}
}
var _valid115 = _errs1041 === errors;
valid393 = _valid115;
if(valid393){
var props18 = {};
props18.type = true;
props18.props = true;
props18.on = true;
props18.children = true;
props18.bind = true;
}
}
if(!valid393){
const err711 = {instancePath,schemaPath:"#/allOf/17/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err711];
}
else {
vErrors.push(err711);
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
const _errs1081 = errors;
let valid409 = true;
const _errs1082 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if((data.type === undefined) && (missing18 = "type")){
const err712 = {};
if(vErrors === null){
vErrors = [err712];
}
else {
vErrors.push(err712);
}
errors++;
}
else {
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err713 = {};
if(vErrors === null){
vErrors = [err713];
}
else {
vErrors.push(err713);
}
errors++;
}
}
}
}
var _valid120 = _errs1082 === errors;
errors = _errs1081;
if(vErrors !== null){
if(_errs1081){
vErrors.length = _errs1081;
}
else {
vErrors = null;
}
}
if(_valid120){
const _errs1084 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err714 = {instancePath,schemaPath:"#/allOf/18/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err714];
}
else {
vErrors.push(err714);
}
errors++;
}
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err715 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/18/then/properties/type/const",keyword:"const",params:{allowedValue: "SuccessMark"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err715];
}
else {
vErrors.push(err715);
}
errors++;
}
}
if(data.props !== undefined){
let data238 = data.props;
if(data238 && typeof data238 == "object" && !Array.isArray(data238)){
if(data238.text === undefined){
const err716 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err716];
}
else {
vErrors.push(err716);
}
errors++;
}
for(const key42 in data238){
if(!((key42 === "text") || (key42 === "tone"))){
const err717 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err717];
}
else {
vErrors.push(err717);
}
errors++;
}
}
if(data238.text !== undefined){
let data239 = data238.text;
const _errs1090 = errors;
let valid413 = false;
const _errs1091 = errors;
if(typeof data239 === "string"){
if(func3(data239) < 1){
const err718 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/SuccessMark.schema.json#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err718];
}
else {
vErrors.push(err718);
}
errors++;
}
}
else {
const err719 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/SuccessMark.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err719];
}
else {
vErrors.push(err719);
}
errors++;
}
var _valid121 = _errs1091 === errors;
valid413 = valid413 || _valid121;
const _errs1094 = errors;
if(typeof data239 === "string"){
if(!pattern4.test(data239)){
const err720 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err721 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err721];
}
else {
vErrors.push(err721);
}
errors++;
}
var _valid121 = _errs1094 === errors;
valid413 = valid413 || _valid121;
if(!valid413){
const err722 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/18/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err722];
}
else {
vErrors.push(err722);
}
errors++;
}
else {
errors = _errs1090;
if(vErrors !== null){
if(_errs1090){
vErrors.length = _errs1090;
}
else {
vErrors = null;
}
}
}
}
if(data238.tone !== undefined){
let data240 = data238.tone;
const _errs1098 = errors;
let valid416 = false;
const _errs1099 = errors;
if(!((data240 === "success") || (data240 === "info"))){
const err723 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/SuccessMark.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema297.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err723];
}
else {
vErrors.push(err723);
}
errors++;
}
var _valid122 = _errs1099 === errors;
valid416 = valid416 || _valid122;
const _errs1101 = errors;
if(typeof data240 === "string"){
if(!pattern4.test(data240)){
const err724 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err724];
}
else {
vErrors.push(err724);
}
errors++;
}
}
else {
const err725 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err725];
}
else {
vErrors.push(err725);
}
errors++;
}
var _valid122 = _errs1101 === errors;
valid416 = valid416 || _valid122;
if(!valid416){
const err726 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/18/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err726];
}
else {
vErrors.push(err726);
}
errors++;
}
else {
errors = _errs1098;
if(vErrors !== null){
if(_errs1098){
vErrors.length = _errs1098;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err727 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err727];
}
else {
vErrors.push(err727);
}
errors++;
}
}
if(data.on !== undefined){
let data241 = data.on;
if(data241 && typeof data241 == "object" && !Array.isArray(data241)){
for(const key43 in data241){
const err728 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err728];
}
else {
vErrors.push(err728);
}
errors++;
}
}
else {
const err729 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err729];
}
else {
vErrors.push(err729);
}
errors++;
}
}
if(data.children !== undefined){
const err730 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/18/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err730];
}
else {
vErrors.push(err730);
}
errors++;
}
if(data.bind !== undefined){
const err731 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/18/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err731];
}
else {
vErrors.push(err731);
}
errors++;
}
}
var _valid120 = _errs1084 === errors;
valid409 = _valid120;
if(valid409){
var props19 = {};
props19.type = true;
props19.props = true;
props19.on = true;
props19.children = true;
props19.bind = true;
}
}
if(!valid409){
const err732 = {instancePath,schemaPath:"#/allOf/18/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err732];
}
else {
vErrors.push(err732);
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
const _errs1108 = errors;
let valid419 = true;
const _errs1109 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing19;
if((data.type === undefined) && (missing19 = "type")){
const err733 = {};
if(vErrors === null){
vErrors = [err733];
}
else {
vErrors.push(err733);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tabs" !== data.type){
const err734 = {};
if(vErrors === null){
vErrors = [err734];
}
else {
vErrors.push(err734);
}
errors++;
}
}
}
}
var _valid123 = _errs1109 === errors;
errors = _errs1108;
if(vErrors !== null){
if(_errs1108){
vErrors.length = _errs1108;
}
else {
vErrors = null;
}
}
if(_valid123){
const _errs1111 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err735 = {instancePath,schemaPath:"#/allOf/19/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err735];
}
else {
vErrors.push(err735);
}
errors++;
}
if(data.type !== undefined){
if("Tabs" !== data.type){
const err736 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/19/then/properties/type/const",keyword:"const",params:{allowedValue: "Tabs"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err736];
}
else {
vErrors.push(err736);
}
errors++;
}
}
if(data.props !== undefined){
let data246 = data.props;
if(data246 && typeof data246 == "object" && !Array.isArray(data246)){
if(data246.tabs === undefined){
const err737 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/required",keyword:"required",params:{missingProperty: "tabs"},message:"must have required property '"+"tabs"+"'"};
if(vErrors === null){
vErrors = [err737];
}
else {
vErrors.push(err737);
}
errors++;
}
for(const key44 in data246){
if(!(((((key44 === "tabs") || (key44 === "labelKey")) || (key44 === "valueKey")) || (key44 === "label")) || (key44 === "stretch"))){
const err738 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err738];
}
else {
vErrors.push(err738);
}
errors++;
}
}
if(data246.tabs !== undefined){
let data247 = data246.tabs;
const _errs1117 = errors;
let valid423 = false;
const _errs1118 = errors;
if(Array.isArray(data247)){
const len8 = data247.length;
for(let i8=0; i8<len8; i8++){
let data248 = data247[i8];
if(data248 && typeof data248 == "object" && !Array.isArray(data248)){
}
else {
const err739 = {instancePath:instancePath+"/props/tabs/" + i8,schemaPath:"widgets/Tabs.schema.json#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err739];
}
else {
vErrors.push(err739);
}
errors++;
}
}
}
else {
const err740 = {instancePath:instancePath+"/props/tabs",schemaPath:"widgets/Tabs.schema.json#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err740];
}
else {
vErrors.push(err740);
}
errors++;
}
var _valid124 = _errs1118 === errors;
valid423 = valid423 || _valid124;
const _errs1124 = errors;
if(typeof data247 === "string"){
if(!pattern4.test(data247)){
const err741 = {instancePath:instancePath+"/props/tabs",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err742 = {instancePath:instancePath+"/props/tabs",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err742];
}
else {
vErrors.push(err742);
}
errors++;
}
var _valid124 = _errs1124 === errors;
valid423 = valid423 || _valid124;
if(!valid423){
const err743 = {instancePath:instancePath+"/props/tabs",schemaPath:"#/allOf/19/then/properties/props/properties/tabs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err743];
}
else {
vErrors.push(err743);
}
errors++;
}
else {
errors = _errs1117;
if(vErrors !== null){
if(_errs1117){
vErrors.length = _errs1117;
}
else {
vErrors = null;
}
}
}
}
if(data246.labelKey !== undefined){
let data249 = data246.labelKey;
const _errs1128 = errors;
let valid428 = false;
const _errs1129 = errors;
if(typeof data249 === "string"){
if(func3(data249) < 1){
const err744 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/Tabs.schema.json#/properties/labelKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err744];
}
else {
vErrors.push(err744);
}
errors++;
}
}
else {
const err745 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/Tabs.schema.json#/properties/labelKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err745];
}
else {
vErrors.push(err745);
}
errors++;
}
var _valid125 = _errs1129 === errors;
valid428 = valid428 || _valid125;
const _errs1132 = errors;
if(typeof data249 === "string"){
if(!pattern4.test(data249)){
const err746 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err747 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err747];
}
else {
vErrors.push(err747);
}
errors++;
}
var _valid125 = _errs1132 === errors;
valid428 = valid428 || _valid125;
if(!valid428){
const err748 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/19/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err748];
}
else {
vErrors.push(err748);
}
errors++;
}
else {
errors = _errs1128;
if(vErrors !== null){
if(_errs1128){
vErrors.length = _errs1128;
}
else {
vErrors = null;
}
}
}
}
if(data246.valueKey !== undefined){
let data250 = data246.valueKey;
const _errs1136 = errors;
let valid431 = false;
const _errs1137 = errors;
if(typeof data250 === "string"){
if(func3(data250) < 1){
const err749 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/Tabs.schema.json#/properties/valueKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err749];
}
else {
vErrors.push(err749);
}
errors++;
}
}
else {
const err750 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/Tabs.schema.json#/properties/valueKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err750];
}
else {
vErrors.push(err750);
}
errors++;
}
var _valid126 = _errs1137 === errors;
valid431 = valid431 || _valid126;
const _errs1140 = errors;
if(typeof data250 === "string"){
if(!pattern4.test(data250)){
const err751 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err751];
}
else {
vErrors.push(err751);
}
errors++;
}
}
else {
const err752 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err752];
}
else {
vErrors.push(err752);
}
errors++;
}
var _valid126 = _errs1140 === errors;
valid431 = valid431 || _valid126;
if(!valid431){
const err753 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/19/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err753];
}
else {
vErrors.push(err753);
}
errors++;
}
else {
errors = _errs1136;
if(vErrors !== null){
if(_errs1136){
vErrors.length = _errs1136;
}
else {
vErrors = null;
}
}
}
}
if(data246.label !== undefined){
let data251 = data246.label;
const _errs1144 = errors;
let valid434 = false;
const _errs1145 = errors;
if(typeof data251 === "string"){
if(func3(data251) < 1){
const err754 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Tabs.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err754];
}
else {
vErrors.push(err754);
}
errors++;
}
}
else {
const err755 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Tabs.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err755];
}
else {
vErrors.push(err755);
}
errors++;
}
var _valid127 = _errs1145 === errors;
valid434 = valid434 || _valid127;
const _errs1148 = errors;
if(typeof data251 === "string"){
if(!pattern4.test(data251)){
const err756 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err756];
}
else {
vErrors.push(err756);
}
errors++;
}
}
else {
const err757 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err757];
}
else {
vErrors.push(err757);
}
errors++;
}
var _valid127 = _errs1148 === errors;
valid434 = valid434 || _valid127;
if(!valid434){
const err758 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/19/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err758];
}
else {
vErrors.push(err758);
}
errors++;
}
else {
errors = _errs1144;
if(vErrors !== null){
if(_errs1144){
vErrors.length = _errs1144;
}
else {
vErrors = null;
}
}
}
}
if(data246.stretch !== undefined){
let data252 = data246.stretch;
const _errs1152 = errors;
let valid437 = false;
const _errs1153 = errors;
if(typeof data252 !== "boolean"){
const err759 = {instancePath:instancePath+"/props/stretch",schemaPath:"widgets/Tabs.schema.json#/properties/stretch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err759];
}
else {
vErrors.push(err759);
}
errors++;
}
var _valid128 = _errs1153 === errors;
valid437 = valid437 || _valid128;
const _errs1156 = errors;
if(typeof data252 === "string"){
if(!pattern4.test(data252)){
const err760 = {instancePath:instancePath+"/props/stretch",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err760];
}
else {
vErrors.push(err760);
}
errors++;
}
}
else {
const err761 = {instancePath:instancePath+"/props/stretch",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err761];
}
else {
vErrors.push(err761);
}
errors++;
}
var _valid128 = _errs1156 === errors;
valid437 = valid437 || _valid128;
if(!valid437){
const err762 = {instancePath:instancePath+"/props/stretch",schemaPath:"#/allOf/19/then/properties/props/properties/stretch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err762];
}
else {
vErrors.push(err762);
}
errors++;
}
else {
errors = _errs1152;
if(vErrors !== null){
if(_errs1152){
vErrors.length = _errs1152;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err763 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err763];
}
else {
vErrors.push(err763);
}
errors++;
}
}
if(data.on !== undefined){
let data253 = data.on;
if(data253 && typeof data253 == "object" && !Array.isArray(data253)){
for(const key45 in data253){
if(!(key45 === "change")){
const err764 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err764];
}
else {
vErrors.push(err764);
}
errors++;
}
}
if(data253.change !== undefined){
if(!(validate63(data253.change, {instancePath:instancePath+"/on/change",parentData:data253,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err765 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err765];
}
else {
vErrors.push(err765);
}
errors++;
}
}
if(data.children !== undefined){
const err766 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/19/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err766];
}
else {
vErrors.push(err766);
}
errors++;
}
}
var _valid123 = _errs1111 === errors;
valid419 = _valid123;
if(valid419){
var props20 = {};
props20.type = true;
props20.props = true;
props20.on = true;
props20.children = true;
}
}
if(!valid419){
const err767 = {instancePath,schemaPath:"#/allOf/19/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err767];
}
else {
vErrors.push(err767);
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
const _errs1164 = errors;
let valid441 = true;
const _errs1165 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing20;
if((data.type === undefined) && (missing20 = "type")){
const err768 = {};
if(vErrors === null){
vErrors = [err768];
}
else {
vErrors.push(err768);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tag" !== data.type){
const err769 = {};
if(vErrors === null){
vErrors = [err769];
}
else {
vErrors.push(err769);
}
errors++;
}
}
}
}
var _valid129 = _errs1165 === errors;
errors = _errs1164;
if(vErrors !== null){
if(_errs1164){
vErrors.length = _errs1164;
}
else {
vErrors = null;
}
}
if(_valid129){
const _errs1167 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err770 = {instancePath,schemaPath:"#/allOf/20/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err770];
}
else {
vErrors.push(err770);
}
errors++;
}
if(data.type !== undefined){
if("Tag" !== data.type){
const err771 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/20/then/properties/type/const",keyword:"const",params:{allowedValue: "Tag"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err771];
}
else {
vErrors.push(err771);
}
errors++;
}
}
if(data.props !== undefined){
let data258 = data.props;
if(data258 && typeof data258 == "object" && !Array.isArray(data258)){
if(data258.text === undefined){
const err772 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err772];
}
else {
vErrors.push(err772);
}
errors++;
}
for(const key46 in data258){
if(!(((key46 === "text") || (key46 === "tone")) || (key46 === "selected"))){
const err773 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key46},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err773];
}
else {
vErrors.push(err773);
}
errors++;
}
}
if(data258.text !== undefined){
let data259 = data258.text;
const _errs1173 = errors;
let valid445 = false;
const _errs1174 = errors;
if(typeof data259 !== "string"){
const err774 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Tag.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err774];
}
else {
vErrors.push(err774);
}
errors++;
}
var _valid130 = _errs1174 === errors;
valid445 = valid445 || _valid130;
const _errs1177 = errors;
if(typeof data259 === "string"){
if(!pattern4.test(data259)){
const err775 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err776 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err776];
}
else {
vErrors.push(err776);
}
errors++;
}
var _valid130 = _errs1177 === errors;
valid445 = valid445 || _valid130;
if(!valid445){
const err777 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/20/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err777];
}
else {
vErrors.push(err777);
}
errors++;
}
else {
errors = _errs1173;
if(vErrors !== null){
if(_errs1173){
vErrors.length = _errs1173;
}
else {
vErrors = null;
}
}
}
}
if(data258.tone !== undefined){
let data260 = data258.tone;
const _errs1181 = errors;
let valid448 = false;
const _errs1182 = errors;
if(!(((data260 === "neutral") || (data260 === "brand")) || (data260 === "accent"))){
const err778 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Tag.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema313.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err778];
}
else {
vErrors.push(err778);
}
errors++;
}
var _valid131 = _errs1182 === errors;
valid448 = valid448 || _valid131;
const _errs1184 = errors;
if(typeof data260 === "string"){
if(!pattern4.test(data260)){
const err779 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err780 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err780];
}
else {
vErrors.push(err780);
}
errors++;
}
var _valid131 = _errs1184 === errors;
valid448 = valid448 || _valid131;
if(!valid448){
const err781 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/20/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err781];
}
else {
vErrors.push(err781);
}
errors++;
}
else {
errors = _errs1181;
if(vErrors !== null){
if(_errs1181){
vErrors.length = _errs1181;
}
else {
vErrors = null;
}
}
}
}
if(data258.selected !== undefined){
let data261 = data258.selected;
const _errs1188 = errors;
let valid451 = false;
const _errs1189 = errors;
if(typeof data261 !== "boolean"){
const err782 = {instancePath:instancePath+"/props/selected",schemaPath:"widgets/Tag.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err782];
}
else {
vErrors.push(err782);
}
errors++;
}
var _valid132 = _errs1189 === errors;
valid451 = valid451 || _valid132;
const _errs1192 = errors;
if(typeof data261 === "string"){
if(!pattern4.test(data261)){
const err783 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err783];
}
else {
vErrors.push(err783);
}
errors++;
}
}
else {
const err784 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err784];
}
else {
vErrors.push(err784);
}
errors++;
}
var _valid132 = _errs1192 === errors;
valid451 = valid451 || _valid132;
if(!valid451){
const err785 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/20/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err785];
}
else {
vErrors.push(err785);
}
errors++;
}
else {
errors = _errs1188;
if(vErrors !== null){
if(_errs1188){
vErrors.length = _errs1188;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err786 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err786];
}
else {
vErrors.push(err786);
}
errors++;
}
}
if(data.on !== undefined){
let data262 = data.on;
if(data262 && typeof data262 == "object" && !Array.isArray(data262)){
for(const key47 in data262){
const err787 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key47},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err787];
}
else {
vErrors.push(err787);
}
errors++;
}
}
else {
const err788 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err788];
}
else {
vErrors.push(err788);
}
errors++;
}
}
if(data.children !== undefined){
const err789 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/20/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err789];
}
else {
vErrors.push(err789);
}
errors++;
}
if(data.bind !== undefined){
const err790 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/20/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err790];
}
else {
vErrors.push(err790);
}
errors++;
}
}
var _valid129 = _errs1167 === errors;
valid441 = _valid129;
if(valid441){
var props21 = {};
props21.type = true;
props21.props = true;
props21.on = true;
props21.children = true;
props21.bind = true;
}
}
if(!valid441){
const err791 = {instancePath,schemaPath:"#/allOf/20/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err791];
}
else {
vErrors.push(err791);
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
const _errs1199 = errors;
let valid454 = true;
const _errs1200 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing21;
if((data.type === undefined) && (missing21 = "type")){
const err792 = {};
if(vErrors === null){
vErrors = [err792];
}
else {
vErrors.push(err792);
}
errors++;
}
else {
if(data.type !== undefined){
if("Text" !== data.type){
const err793 = {};
if(vErrors === null){
vErrors = [err793];
}
else {
vErrors.push(err793);
}
errors++;
}
}
}
}
var _valid133 = _errs1200 === errors;
errors = _errs1199;
if(vErrors !== null){
if(_errs1199){
vErrors.length = _errs1199;
}
else {
vErrors = null;
}
}
if(_valid133){
const _errs1202 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err794 = {instancePath,schemaPath:"#/allOf/21/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err794];
}
else {
vErrors.push(err794);
}
errors++;
}
if(data.type !== undefined){
if("Text" !== data.type){
const err795 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/21/then/properties/type/const",keyword:"const",params:{allowedValue: "Text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err795];
}
else {
vErrors.push(err795);
}
errors++;
}
}
if(data.props !== undefined){
let data267 = data.props;
if(data267 && typeof data267 == "object" && !Array.isArray(data267)){
if(data267.text === undefined){
const err796 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err796];
}
else {
vErrors.push(err796);
}
errors++;
}
for(const key48 in data267){
if(!(((((key48 === "text") || (key48 === "variant")) || (key48 === "align")) || (key48 === "tone")) || (key48 === "weight"))){
const err797 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key48},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err797];
}
else {
vErrors.push(err797);
}
errors++;
}
}
if(data267.text !== undefined){
let data268 = data267.text;
const _errs1208 = errors;
let valid458 = false;
const _errs1209 = errors;
if(typeof data268 !== "string"){
const err798 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Text.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err798];
}
else {
vErrors.push(err798);
}
errors++;
}
var _valid134 = _errs1209 === errors;
valid458 = valid458 || _valid134;
const _errs1212 = errors;
if(typeof data268 === "string"){
if(!pattern4.test(data268)){
const err799 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err800 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err801 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/21/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err801];
}
else {
vErrors.push(err801);
}
errors++;
}
else {
errors = _errs1208;
if(vErrors !== null){
if(_errs1208){
vErrors.length = _errs1208;
}
else {
vErrors = null;
}
}
}
}
if(data267.variant !== undefined){
let data269 = data267.variant;
const _errs1216 = errors;
let valid461 = false;
const _errs1217 = errors;
if(!(((((((data269 === "title") || (data269 === "subtitle")) || (data269 === "body")) || (data269 === "caption")) || (data269 === "hint")) || (data269 === "error")) || (data269 === "hero"))){
const err802 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/Text.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema320.enum},message:"must be equal to one of the allowed values"};
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
const err803 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err804 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err805 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/21/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data267.align !== undefined){
let data270 = data267.align;
const _errs1223 = errors;
let valid464 = false;
const _errs1224 = errors;
if(!(((data270 === "start") || (data270 === "center")) || (data270 === "end"))){
const err806 = {instancePath:instancePath+"/props/align",schemaPath:"widgets/Text.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema322.enum},message:"must be equal to one of the allowed values"};
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
const err807 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err808 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err809 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/21/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data267.tone !== undefined){
let data271 = data267.tone;
const _errs1230 = errors;
let valid467 = false;
const _errs1231 = errors;
if(!(((((data271 === "default") || (data271 === "muted")) || (data271 === "onBrand")) || (data271 === "accent")) || (data271 === "danger"))){
const err810 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Text.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema324.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err810];
}
else {
vErrors.push(err810);
}
errors++;
}
var _valid137 = _errs1231 === errors;
valid467 = valid467 || _valid137;
const _errs1233 = errors;
if(typeof data271 === "string"){
if(!pattern4.test(data271)){
const err811 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err812 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err812];
}
else {
vErrors.push(err812);
}
errors++;
}
var _valid137 = _errs1233 === errors;
valid467 = valid467 || _valid137;
if(!valid467){
const err813 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/21/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err813];
}
else {
vErrors.push(err813);
}
errors++;
}
else {
errors = _errs1230;
if(vErrors !== null){
if(_errs1230){
vErrors.length = _errs1230;
}
else {
vErrors = null;
}
}
}
}
if(data267.weight !== undefined){
let data272 = data267.weight;
const _errs1237 = errors;
let valid470 = false;
const _errs1238 = errors;
if(!(((data272 === "regular") || (data272 === "medium")) || (data272 === "bold"))){
const err814 = {instancePath:instancePath+"/props/weight",schemaPath:"widgets/Text.schema.json#/properties/weight/enum",keyword:"enum",params:{allowedValues: schema326.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err814];
}
else {
vErrors.push(err814);
}
errors++;
}
var _valid138 = _errs1238 === errors;
valid470 = valid470 || _valid138;
const _errs1240 = errors;
if(typeof data272 === "string"){
if(!pattern4.test(data272)){
const err815 = {instancePath:instancePath+"/props/weight",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err815];
}
else {
vErrors.push(err815);
}
errors++;
}
}
else {
const err816 = {instancePath:instancePath+"/props/weight",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err816];
}
else {
vErrors.push(err816);
}
errors++;
}
var _valid138 = _errs1240 === errors;
valid470 = valid470 || _valid138;
if(!valid470){
const err817 = {instancePath:instancePath+"/props/weight",schemaPath:"#/allOf/21/then/properties/props/properties/weight/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err817];
}
else {
vErrors.push(err817);
}
errors++;
}
else {
errors = _errs1237;
if(vErrors !== null){
if(_errs1237){
vErrors.length = _errs1237;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err818 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err818];
}
else {
vErrors.push(err818);
}
errors++;
}
}
if(data.on !== undefined){
let data273 = data.on;
if(data273 && typeof data273 == "object" && !Array.isArray(data273)){
for(const key49 in data273){
const err819 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/21/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key49},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err819];
}
else {
vErrors.push(err819);
}
errors++;
}
}
else {
const err820 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/21/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err820];
}
else {
vErrors.push(err820);
}
errors++;
}
}
if(data.children !== undefined){
const err821 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/21/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err821];
}
else {
vErrors.push(err821);
}
errors++;
}
if(data.bind !== undefined){
const err822 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/21/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err822];
}
else {
vErrors.push(err822);
}
errors++;
}
}
var _valid133 = _errs1202 === errors;
valid454 = _valid133;
if(valid454){
var props22 = {};
props22.type = true;
props22.props = true;
props22.on = true;
props22.children = true;
props22.bind = true;
}
}
if(!valid454){
const err823 = {instancePath,schemaPath:"#/allOf/21/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err823];
}
else {
vErrors.push(err823);
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
const _errs1247 = errors;
let valid473 = true;
const _errs1248 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing22;
if((data.type === undefined) && (missing22 = "type")){
const err824 = {};
if(vErrors === null){
vErrors = [err824];
}
else {
vErrors.push(err824);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextArea" !== data.type){
const err825 = {};
if(vErrors === null){
vErrors = [err825];
}
else {
vErrors.push(err825);
}
errors++;
}
}
}
}
var _valid139 = _errs1248 === errors;
errors = _errs1247;
if(vErrors !== null){
if(_errs1247){
vErrors.length = _errs1247;
}
else {
vErrors = null;
}
}
if(_valid139){
const _errs1250 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err826 = {instancePath,schemaPath:"#/allOf/22/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err826];
}
else {
vErrors.push(err826);
}
errors++;
}
if(data.type !== undefined){
if("TextArea" !== data.type){
const err827 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/22/then/properties/type/const",keyword:"const",params:{allowedValue: "TextArea"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err827];
}
else {
vErrors.push(err827);
}
errors++;
}
}
if(data.props !== undefined){
let data278 = data.props;
if(data278 && typeof data278 == "object" && !Array.isArray(data278)){
if(data278.label === undefined){
const err828 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err828];
}
else {
vErrors.push(err828);
}
errors++;
}
for(const key50 in data278){
if(!((((((((key50 === "label") || (key50 === "placeholder")) || (key50 === "maxLength")) || (key50 === "counter")) || (key50 === "rows")) || (key50 === "hint")) || (key50 === "disabled")) || (key50 === "error"))){
const err829 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key50},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err829];
}
else {
vErrors.push(err829);
}
errors++;
}
}
if(data278.label !== undefined){
let data279 = data278.label;
const _errs1256 = errors;
let valid477 = false;
const _errs1257 = errors;
if(typeof data279 === "string"){
if(func3(data279) < 1){
const err830 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextArea.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err830];
}
else {
vErrors.push(err830);
}
errors++;
}
}
else {
const err831 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextArea.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err831];
}
else {
vErrors.push(err831);
}
errors++;
}
var _valid140 = _errs1257 === errors;
valid477 = valid477 || _valid140;
const _errs1260 = errors;
if(typeof data279 === "string"){
if(!pattern4.test(data279)){
const err832 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err832];
}
else {
vErrors.push(err832);
}
errors++;
}
}
else {
const err833 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err833];
}
else {
vErrors.push(err833);
}
errors++;
}
var _valid140 = _errs1260 === errors;
valid477 = valid477 || _valid140;
if(!valid477){
const err834 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/22/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err834];
}
else {
vErrors.push(err834);
}
errors++;
}
else {
errors = _errs1256;
if(vErrors !== null){
if(_errs1256){
vErrors.length = _errs1256;
}
else {
vErrors = null;
}
}
}
}
if(data278.placeholder !== undefined){
let data280 = data278.placeholder;
const _errs1264 = errors;
let valid480 = false;
const _errs1265 = errors;
if(typeof data280 !== "string"){
const err835 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/TextArea.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err835];
}
else {
vErrors.push(err835);
}
errors++;
}
var _valid141 = _errs1265 === errors;
valid480 = valid480 || _valid141;
const _errs1268 = errors;
if(typeof data280 === "string"){
if(!pattern4.test(data280)){
const err836 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err836];
}
else {
vErrors.push(err836);
}
errors++;
}
}
else {
const err837 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err837];
}
else {
vErrors.push(err837);
}
errors++;
}
var _valid141 = _errs1268 === errors;
valid480 = valid480 || _valid141;
if(!valid480){
const err838 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/22/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err838];
}
else {
vErrors.push(err838);
}
errors++;
}
else {
errors = _errs1264;
if(vErrors !== null){
if(_errs1264){
vErrors.length = _errs1264;
}
else {
vErrors = null;
}
}
}
}
if(data278.maxLength !== undefined){
let data281 = data278.maxLength;
const _errs1272 = errors;
let valid483 = false;
const _errs1273 = errors;
if(!(((typeof data281 == "number") && (!(data281 % 1) && !isNaN(data281))) && (isFinite(data281)))){
const err839 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextArea.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err839];
}
else {
vErrors.push(err839);
}
errors++;
}
if((typeof data281 == "number") && (isFinite(data281))){
if(data281 < 1 || isNaN(data281)){
const err840 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextArea.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err840];
}
else {
vErrors.push(err840);
}
errors++;
}
}
var _valid142 = _errs1273 === errors;
valid483 = valid483 || _valid142;
const _errs1276 = errors;
if(typeof data281 === "string"){
if(!pattern4.test(data281)){
const err841 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err841];
}
else {
vErrors.push(err841);
}
errors++;
}
}
else {
const err842 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err842];
}
else {
vErrors.push(err842);
}
errors++;
}
var _valid142 = _errs1276 === errors;
valid483 = valid483 || _valid142;
if(!valid483){
const err843 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/22/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err843];
}
else {
vErrors.push(err843);
}
errors++;
}
else {
errors = _errs1272;
if(vErrors !== null){
if(_errs1272){
vErrors.length = _errs1272;
}
else {
vErrors = null;
}
}
}
}
if(data278.counter !== undefined){
let data282 = data278.counter;
const _errs1280 = errors;
let valid486 = false;
const _errs1281 = errors;
if(typeof data282 !== "boolean"){
const err844 = {instancePath:instancePath+"/props/counter",schemaPath:"widgets/TextArea.schema.json#/properties/counter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err844];
}
else {
vErrors.push(err844);
}
errors++;
}
var _valid143 = _errs1281 === errors;
valid486 = valid486 || _valid143;
const _errs1284 = errors;
if(typeof data282 === "string"){
if(!pattern4.test(data282)){
const err845 = {instancePath:instancePath+"/props/counter",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err845];
}
else {
vErrors.push(err845);
}
errors++;
}
}
else {
const err846 = {instancePath:instancePath+"/props/counter",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err846];
}
else {
vErrors.push(err846);
}
errors++;
}
var _valid143 = _errs1284 === errors;
valid486 = valid486 || _valid143;
if(!valid486){
const err847 = {instancePath:instancePath+"/props/counter",schemaPath:"#/allOf/22/then/properties/props/properties/counter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err847];
}
else {
vErrors.push(err847);
}
errors++;
}
else {
errors = _errs1280;
if(vErrors !== null){
if(_errs1280){
vErrors.length = _errs1280;
}
else {
vErrors = null;
}
}
}
}
if(data278.rows !== undefined){
let data283 = data278.rows;
const _errs1288 = errors;
let valid489 = false;
const _errs1289 = errors;
if(!(((typeof data283 == "number") && (!(data283 % 1) && !isNaN(data283))) && (isFinite(data283)))){
const err848 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err848];
}
else {
vErrors.push(err848);
}
errors++;
}
if((typeof data283 == "number") && (isFinite(data283))){
if(data283 > 20 || isNaN(data283)){
const err849 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err849];
}
else {
vErrors.push(err849);
}
errors++;
}
if(data283 < 2 || isNaN(data283)){
const err850 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err850];
}
else {
vErrors.push(err850);
}
errors++;
}
}
var _valid144 = _errs1289 === errors;
valid489 = valid489 || _valid144;
const _errs1292 = errors;
if(typeof data283 === "string"){
if(!pattern4.test(data283)){
const err851 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err852 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err852];
}
else {
vErrors.push(err852);
}
errors++;
}
var _valid144 = _errs1292 === errors;
valid489 = valid489 || _valid144;
if(!valid489){
const err853 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/22/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err853];
}
else {
vErrors.push(err853);
}
errors++;
}
else {
errors = _errs1288;
if(vErrors !== null){
if(_errs1288){
vErrors.length = _errs1288;
}
else {
vErrors = null;
}
}
}
}
if(data278.hint !== undefined){
let data284 = data278.hint;
const _errs1296 = errors;
let valid492 = false;
const _errs1297 = errors;
if(typeof data284 !== "string"){
const err854 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/TextArea.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err854];
}
else {
vErrors.push(err854);
}
errors++;
}
var _valid145 = _errs1297 === errors;
valid492 = valid492 || _valid145;
const _errs1300 = errors;
if(typeof data284 === "string"){
if(!pattern4.test(data284)){
const err855 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err856 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err856];
}
else {
vErrors.push(err856);
}
errors++;
}
var _valid145 = _errs1300 === errors;
valid492 = valid492 || _valid145;
if(!valid492){
const err857 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/22/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err857];
}
else {
vErrors.push(err857);
}
errors++;
}
else {
errors = _errs1296;
if(vErrors !== null){
if(_errs1296){
vErrors.length = _errs1296;
}
else {
vErrors = null;
}
}
}
}
if(data278.disabled !== undefined){
let data285 = data278.disabled;
const _errs1304 = errors;
let valid495 = false;
const _errs1305 = errors;
if(typeof data285 !== "boolean"){
const err858 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/TextArea.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err858];
}
else {
vErrors.push(err858);
}
errors++;
}
var _valid146 = _errs1305 === errors;
valid495 = valid495 || _valid146;
const _errs1308 = errors;
if(typeof data285 === "string"){
if(!pattern4.test(data285)){
const err859 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err859];
}
else {
vErrors.push(err859);
}
errors++;
}
}
else {
const err860 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err860];
}
else {
vErrors.push(err860);
}
errors++;
}
var _valid146 = _errs1308 === errors;
valid495 = valid495 || _valid146;
if(!valid495){
const err861 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/22/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err861];
}
else {
vErrors.push(err861);
}
errors++;
}
else {
errors = _errs1304;
if(vErrors !== null){
if(_errs1304){
vErrors.length = _errs1304;
}
else {
vErrors = null;
}
}
}
}
if(data278.error !== undefined){
let data286 = data278.error;
const _errs1312 = errors;
let valid498 = false;
const _errs1313 = errors;
if(typeof data286 !== "string"){
const err862 = {instancePath:instancePath+"/props/error",schemaPath:"widgets/TextArea.schema.json#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err862];
}
else {
vErrors.push(err862);
}
errors++;
}
var _valid147 = _errs1313 === errors;
valid498 = valid498 || _valid147;
const _errs1316 = errors;
if(typeof data286 === "string"){
if(!pattern4.test(data286)){
const err863 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err863];
}
else {
vErrors.push(err863);
}
errors++;
}
}
else {
const err864 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err864];
}
else {
vErrors.push(err864);
}
errors++;
}
var _valid147 = _errs1316 === errors;
valid498 = valid498 || _valid147;
if(!valid498){
const err865 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/22/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err865];
}
else {
vErrors.push(err865);
}
errors++;
}
else {
errors = _errs1312;
if(vErrors !== null){
if(_errs1312){
vErrors.length = _errs1312;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err866 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err866];
}
else {
vErrors.push(err866);
}
errors++;
}
}
if(data.on !== undefined){
let data287 = data.on;
if(data287 && typeof data287 == "object" && !Array.isArray(data287)){
for(const key51 in data287){
if(!(key51 === "change")){
const err867 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/22/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key51},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err867];
}
else {
vErrors.push(err867);
}
errors++;
}
}
if(data287.change !== undefined){
if(!(validate63(data287.change, {instancePath:instancePath+"/on/change",parentData:data287,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err868 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/22/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err868];
}
else {
vErrors.push(err868);
}
errors++;
}
}
if(data.children !== undefined){
const err869 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/22/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err869];
}
else {
vErrors.push(err869);
}
errors++;
}
}
var _valid139 = _errs1250 === errors;
valid473 = _valid139;
if(valid473){
var props23 = {};
props23.type = true;
props23.props = true;
props23.on = true;
props23.children = true;
}
}
if(!valid473){
const err870 = {instancePath,schemaPath:"#/allOf/22/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err870];
}
else {
vErrors.push(err870);
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
const _errs1324 = errors;
let valid502 = true;
const _errs1325 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing23;
if((data.type === undefined) && (missing23 = "type")){
const err871 = {};
if(vErrors === null){
vErrors = [err871];
}
else {
vErrors.push(err871);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextField" !== data.type){
const err872 = {};
if(vErrors === null){
vErrors = [err872];
}
else {
vErrors.push(err872);
}
errors++;
}
}
}
}
var _valid148 = _errs1325 === errors;
errors = _errs1324;
if(vErrors !== null){
if(_errs1324){
vErrors.length = _errs1324;
}
else {
vErrors = null;
}
}
if(_valid148){
const _errs1327 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err873 = {instancePath,schemaPath:"#/allOf/23/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err873];
}
else {
vErrors.push(err873);
}
errors++;
}
if(data.type !== undefined){
if("TextField" !== data.type){
const err874 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/23/then/properties/type/const",keyword:"const",params:{allowedValue: "TextField"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err874];
}
else {
vErrors.push(err874);
}
errors++;
}
}
if(data.props !== undefined){
let data292 = data.props;
if(data292 && typeof data292 == "object" && !Array.isArray(data292)){
if(data292.label === undefined){
const err875 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/23/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err875];
}
else {
vErrors.push(err875);
}
errors++;
}
for(const key52 in data292){
if(!((((((((key52 === "label") || (key52 === "placeholder")) || (key52 === "inputMode")) || (key52 === "filter")) || (key52 === "maxLength")) || (key52 === "hint")) || (key52 === "disabled")) || (key52 === "error"))){
const err876 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/23/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key52},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err876];
}
else {
vErrors.push(err876);
}
errors++;
}
}
if(data292.label !== undefined){
let data293 = data292.label;
const _errs1333 = errors;
let valid506 = false;
const _errs1334 = errors;
if(typeof data293 === "string"){
if(func3(data293) < 1){
const err877 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextField.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err877];
}
else {
vErrors.push(err877);
}
errors++;
}
}
else {
const err878 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextField.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err878];
}
else {
vErrors.push(err878);
}
errors++;
}
var _valid149 = _errs1334 === errors;
valid506 = valid506 || _valid149;
const _errs1337 = errors;
if(typeof data293 === "string"){
if(!pattern4.test(data293)){
const err879 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err880 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err880];
}
else {
vErrors.push(err880);
}
errors++;
}
var _valid149 = _errs1337 === errors;
valid506 = valid506 || _valid149;
if(!valid506){
const err881 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/23/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err881];
}
else {
vErrors.push(err881);
}
errors++;
}
else {
errors = _errs1333;
if(vErrors !== null){
if(_errs1333){
vErrors.length = _errs1333;
}
else {
vErrors = null;
}
}
}
}
if(data292.placeholder !== undefined){
let data294 = data292.placeholder;
const _errs1341 = errors;
let valid509 = false;
const _errs1342 = errors;
if(typeof data294 !== "string"){
const err882 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/TextField.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err882];
}
else {
vErrors.push(err882);
}
errors++;
}
var _valid150 = _errs1342 === errors;
valid509 = valid509 || _valid150;
const _errs1345 = errors;
if(typeof data294 === "string"){
if(!pattern4.test(data294)){
const err883 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err884 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err885 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/23/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err885];
}
else {
vErrors.push(err885);
}
errors++;
}
else {
errors = _errs1341;
if(vErrors !== null){
if(_errs1341){
vErrors.length = _errs1341;
}
else {
vErrors = null;
}
}
}
}
if(data292.inputMode !== undefined){
let data295 = data292.inputMode;
const _errs1349 = errors;
let valid512 = false;
const _errs1350 = errors;
if(!(((((data295 === "text") || (data295 === "numeric")) || (data295 === "tel")) || (data295 === "email")) || (data295 === "decimal"))){
const err886 = {instancePath:instancePath+"/props/inputMode",schemaPath:"widgets/TextField.schema.json#/properties/inputMode/enum",keyword:"enum",params:{allowedValues: schema350.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err886];
}
else {
vErrors.push(err886);
}
errors++;
}
var _valid151 = _errs1350 === errors;
valid512 = valid512 || _valid151;
const _errs1352 = errors;
if(typeof data295 === "string"){
if(!pattern4.test(data295)){
const err887 = {instancePath:instancePath+"/props/inputMode",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err887];
}
else {
vErrors.push(err887);
}
errors++;
}
}
else {
const err888 = {instancePath:instancePath+"/props/inputMode",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err888];
}
else {
vErrors.push(err888);
}
errors++;
}
var _valid151 = _errs1352 === errors;
valid512 = valid512 || _valid151;
if(!valid512){
const err889 = {instancePath:instancePath+"/props/inputMode",schemaPath:"#/allOf/23/then/properties/props/properties/inputMode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err889];
}
else {
vErrors.push(err889);
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
if(data292.filter !== undefined){
let data296 = data292.filter;
const _errs1356 = errors;
let valid515 = false;
const _errs1357 = errors;
if(!((data296 === "none") || (data296 === "digits"))){
const err890 = {instancePath:instancePath+"/props/filter",schemaPath:"widgets/TextField.schema.json#/properties/filter/enum",keyword:"enum",params:{allowedValues: schema352.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err890];
}
else {
vErrors.push(err890);
}
errors++;
}
var _valid152 = _errs1357 === errors;
valid515 = valid515 || _valid152;
const _errs1359 = errors;
if(typeof data296 === "string"){
if(!pattern4.test(data296)){
const err891 = {instancePath:instancePath+"/props/filter",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err891];
}
else {
vErrors.push(err891);
}
errors++;
}
}
else {
const err892 = {instancePath:instancePath+"/props/filter",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err892];
}
else {
vErrors.push(err892);
}
errors++;
}
var _valid152 = _errs1359 === errors;
valid515 = valid515 || _valid152;
if(!valid515){
const err893 = {instancePath:instancePath+"/props/filter",schemaPath:"#/allOf/23/then/properties/props/properties/filter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err893];
}
else {
vErrors.push(err893);
}
errors++;
}
else {
errors = _errs1356;
if(vErrors !== null){
if(_errs1356){
vErrors.length = _errs1356;
}
else {
vErrors = null;
}
}
}
}
if(data292.maxLength !== undefined){
let data297 = data292.maxLength;
const _errs1363 = errors;
let valid518 = false;
const _errs1364 = errors;
if(!(((typeof data297 == "number") && (!(data297 % 1) && !isNaN(data297))) && (isFinite(data297)))){
const err894 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextField.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err894];
}
else {
vErrors.push(err894);
}
errors++;
}
if((typeof data297 == "number") && (isFinite(data297))){
if(data297 < 1 || isNaN(data297)){
const err895 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextField.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err895];
}
else {
vErrors.push(err895);
}
errors++;
}
}
var _valid153 = _errs1364 === errors;
valid518 = valid518 || _valid153;
const _errs1367 = errors;
if(typeof data297 === "string"){
if(!pattern4.test(data297)){
const err896 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err897 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err897];
}
else {
vErrors.push(err897);
}
errors++;
}
var _valid153 = _errs1367 === errors;
valid518 = valid518 || _valid153;
if(!valid518){
const err898 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/23/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err898];
}
else {
vErrors.push(err898);
}
errors++;
}
else {
errors = _errs1363;
if(vErrors !== null){
if(_errs1363){
vErrors.length = _errs1363;
}
else {
vErrors = null;
}
}
}
}
if(data292.hint !== undefined){
let data298 = data292.hint;
const _errs1371 = errors;
let valid521 = false;
const _errs1372 = errors;
if(typeof data298 !== "string"){
const err899 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/TextField.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err899];
}
else {
vErrors.push(err899);
}
errors++;
}
var _valid154 = _errs1372 === errors;
valid521 = valid521 || _valid154;
const _errs1375 = errors;
if(typeof data298 === "string"){
if(!pattern4.test(data298)){
const err900 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err901 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err901];
}
else {
vErrors.push(err901);
}
errors++;
}
var _valid154 = _errs1375 === errors;
valid521 = valid521 || _valid154;
if(!valid521){
const err902 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/23/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err902];
}
else {
vErrors.push(err902);
}
errors++;
}
else {
errors = _errs1371;
if(vErrors !== null){
if(_errs1371){
vErrors.length = _errs1371;
}
else {
vErrors = null;
}
}
}
}
if(data292.disabled !== undefined){
let data299 = data292.disabled;
const _errs1379 = errors;
let valid524 = false;
const _errs1380 = errors;
if(typeof data299 !== "boolean"){
const err903 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/TextField.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err903];
}
else {
vErrors.push(err903);
}
errors++;
}
var _valid155 = _errs1380 === errors;
valid524 = valid524 || _valid155;
const _errs1383 = errors;
if(typeof data299 === "string"){
if(!pattern4.test(data299)){
const err904 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err904];
}
else {
vErrors.push(err904);
}
errors++;
}
}
else {
const err905 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err905];
}
else {
vErrors.push(err905);
}
errors++;
}
var _valid155 = _errs1383 === errors;
valid524 = valid524 || _valid155;
if(!valid524){
const err906 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/23/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err906];
}
else {
vErrors.push(err906);
}
errors++;
}
else {
errors = _errs1379;
if(vErrors !== null){
if(_errs1379){
vErrors.length = _errs1379;
}
else {
vErrors = null;
}
}
}
}
if(data292.error !== undefined){
let data300 = data292.error;
const _errs1387 = errors;
let valid527 = false;
const _errs1388 = errors;
if(typeof data300 !== "string"){
const err907 = {instancePath:instancePath+"/props/error",schemaPath:"widgets/TextField.schema.json#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err907];
}
else {
vErrors.push(err907);
}
errors++;
}
var _valid156 = _errs1388 === errors;
valid527 = valid527 || _valid156;
const _errs1391 = errors;
if(typeof data300 === "string"){
if(!pattern4.test(data300)){
const err908 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err908];
}
else {
vErrors.push(err908);
}
errors++;
}
}
else {
const err909 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err909];
}
else {
vErrors.push(err909);
}
errors++;
}
var _valid156 = _errs1391 === errors;
valid527 = valid527 || _valid156;
if(!valid527){
const err910 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/23/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err910];
}
else {
vErrors.push(err910);
}
errors++;
}
else {
errors = _errs1387;
if(vErrors !== null){
if(_errs1387){
vErrors.length = _errs1387;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err911 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/23/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err911];
}
else {
vErrors.push(err911);
}
errors++;
}
}
if(data.on !== undefined){
let data301 = data.on;
if(data301 && typeof data301 == "object" && !Array.isArray(data301)){
for(const key53 in data301){
if(!(key53 === "change")){
const err912 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/23/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key53},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err912];
}
else {
vErrors.push(err912);
}
errors++;
}
}
if(data301.change !== undefined){
if(!(validate63(data301.change, {instancePath:instancePath+"/on/change",parentData:data301,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err913 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/23/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err913];
}
else {
vErrors.push(err913);
}
errors++;
}
}
if(data.children !== undefined){
const err914 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/23/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err914];
}
else {
vErrors.push(err914);
}
errors++;
}
}
var _valid148 = _errs1327 === errors;
valid502 = _valid148;
if(valid502){
var props24 = {};
props24.type = true;
props24.props = true;
props24.on = true;
props24.children = true;
}
}
if(!valid502){
const err915 = {instancePath,schemaPath:"#/allOf/23/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err915];
}
else {
vErrors.push(err915);
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
const err916 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err916];
}
else {
vErrors.push(err916);
}
errors++;
}
for(const key54 in data){
if(!(func1.call(schema72.properties, key54))){
const err917 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key54},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err917];
}
else {
vErrors.push(err917);
}
errors++;
}
}
if(data.type !== undefined){
let data304 = data.type;
if(!((((((((((((((((((((((((data304 === "ActionRow") || (data304 === "Article")) || (data304 === "Button")) || (data304 === "Divider")) || (data304 === "ErrorState")) || (data304 === "Grid")) || (data304 === "Hero")) || (data304 === "Image")) || (data304 === "ImagePicker")) || (data304 === "InfoList")) || (data304 === "ListItem")) || (data304 === "Notice")) || (data304 === "Picker")) || (data304 === "ProductCard")) || (data304 === "SiteLayout")) || (data304 === "Stack")) || (data304 === "StarRating")) || (data304 === "StatusBanner")) || (data304 === "SuccessMark")) || (data304 === "Tabs")) || (data304 === "Tag")) || (data304 === "Text")) || (data304 === "TextArea")) || (data304 === "TextField"))){
const err918 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema72.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err918];
}
else {
vErrors.push(err918);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err919 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err919];
}
else {
vErrors.push(err919);
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
let data307 = data.props;
if(!(data307 && typeof data307 == "object" && !Array.isArray(data307))){
const err920 = {instancePath:instancePath+"/props",schemaPath:"#/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err920];
}
else {
vErrors.push(err920);
}
errors++;
}
}
if(data.bind !== undefined){
let data308 = data.bind;
if(typeof data308 === "string"){
if(!pattern6.test(data308)){
const err921 = {instancePath:instancePath+"/bind",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err921];
}
else {
vErrors.push(err921);
}
errors++;
}
}
else {
const err922 = {instancePath:instancePath+"/bind",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err922];
}
else {
vErrors.push(err922);
}
errors++;
}
}
if(data.on !== undefined){
let data309 = data.on;
if(data309 && typeof data309 == "object" && !Array.isArray(data309)){
for(const key55 in data309){
if(!(validate63(data309[key55], {instancePath:instancePath+"/on/" + key55.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data309,parentDataProperty:key55,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err923 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err923];
}
else {
vErrors.push(err923);
}
errors++;
}
}
if(data.children !== undefined){
let data311 = data.children;
if(Array.isArray(data311)){
const len9 = data311.length;
for(let i9=0; i9<len9; i9++){
if(!(validate61(data311[i9], {instancePath:instancePath+"/children/" + i9,parentData:data311,parentDataProperty:i9,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err924 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err924];
}
else {
vErrors.push(err924);
}
errors++;
}
}
if(data.each !== undefined){
let data313 = data.each;
if(typeof data313 === "string"){
if(!pattern4.test(data313)){
const err925 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err925];
}
else {
vErrors.push(err925);
}
errors++;
}
}
else {
const err926 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err926];
}
else {
vErrors.push(err926);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err927 = {instancePath:instancePath+"/key",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err927];
}
else {
vErrors.push(err927);
}
errors++;
}
}
}
else {
const err928 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err928];
}
else {
vErrors.push(err928);
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

const schema367 = {"type":"object","additionalProperties":false,"required":["title","children"],"properties":{"title":{"$ref":"binding.schema.json#/$defs/text"},"hideTitle":{"type":"boolean"},"closable":{"type":"boolean"},"onClose":{"$ref":"actions.schema.json#/$defs/chain"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}};

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

