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

const schema45 = {"type":"object","additionalProperties":false,"required":["do","route"],"properties":{"do":{"const":"navigate"},"route":{"type":"string"},"query":{"$ref":"binding.schema.json#/$defs/params"},"replace":{"type":"boolean"},"hash":{"type":"string","pattern":"^([a-zA-Z][a-zA-Z0-9]*)?$"},"hashQuery":{"$ref":"binding.schema.json#/$defs/params"}}};
const pattern7 = new RegExp("^([a-zA-Z][a-zA-Z0-9]*)?$", "u");

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
if(!((((((key0 === "do") || (key0 === "route")) || (key0 === "query")) || (key0 === "replace")) || (key0 === "hash")) || (key0 === "hashQuery"))){
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
if(data.hash !== undefined){
let data4 = data.hash;
if(typeof data4 === "string"){
if(!pattern7.test(data4)){
const err6 = {instancePath:instancePath+"/hash",schemaPath:"#/properties/hash/pattern",keyword:"pattern",params:{pattern: "^([a-zA-Z][a-zA-Z0-9]*)?$"},message:"must match pattern \""+"^([a-zA-Z][a-zA-Z0-9]*)?$"+"\""};
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
const err7 = {instancePath:instancePath+"/hash",schemaPath:"#/properties/hash/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.hashQuery !== undefined){
if(!(validate26(data.hashQuery, {instancePath:instancePath+"/hashQuery",parentData:data,parentDataProperty:"hashQuery",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate26.errors : vErrors.concat(validate26.errors);
errors = vErrors.length;
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
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema46 = {"type":"object","additionalProperties":false,"required":["do","url"],"properties":{"do":{"const":"openUrl"},"url":{"$ref":"binding.schema.json#/$defs/text"},"commonParams":{"type":"boolean"}}};

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
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema48 = {"type":"object","additionalProperties":false,"required":["do","url"],"properties":{"do":{"const":"replaceLocation"},"url":{"$ref":"binding.schema.json#/$defs/text"},"commonParams":{"type":"boolean"}}};

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
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema50 = {"type":"object","additionalProperties":false,"required":["do","text"],"properties":{"do":{"const":"copy"},"text":{"$ref":"binding.schema.json#/$defs/text"},"toast":{"$ref":"binding.schema.json#/$defs/text"}}};

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
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema53 = {"type":"object","additionalProperties":false,"required":["do","cond"],"properties":{"do":{"const":"if"},"cond":{"$ref":"binding.schema.json#/$defs/condition"},"then":{"$ref":"#/$defs/chain"},"else":{"$ref":"#/$defs/chain"}}};
const schema54 = {"anyOf":[{"type":"boolean"},{"$ref":"#/$defs/binding"}]};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
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
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(!(validate37(data.cond, {instancePath:instancePath+"/cond",parentData:data,parentDataProperty:"cond",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
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
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema56 = {"type":"object","additionalProperties":false,"required":["do","area","op"],"properties":{"do":{"const":"storage"},"area":{"enum":["session","local"]},"op":{"enum":["get","set","remove","clear"]},"key":{"type":"string"},"value":{},"into":{"$ref":"binding.schema.json#/$defs/statePath"}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
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
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(validate33(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate33.errors : vErrors.concat(validate33.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "replaceLocation"){
if(!(validate34(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);
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
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
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
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "storage"){
if(!(validate39(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
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

function validate52(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate52.evaluated;
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
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(!(validate52(data.while, {instancePath:instancePath+"/while",parentData:data,parentDataProperty:"while",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema68 = {"type":"object","additionalProperties":false,"required":["rule","message"],"properties":{"rule":{"enum":["required","minLength","maxLength","pattern","test"]},"value":{},"limit":{"type":"integer","minimum":0},"pattern":{"type":"string"},"test":{"$ref":"binding.schema.json#/$defs/condition"},"each":{"$ref":"binding.schema.json#/$defs/binding"},"message":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"rule":{"enum":["minLength","maxLength"]}}},"then":{"required":["value","limit"]}},{"if":{"properties":{"rule":{"const":"pattern"}}},"then":{"required":["value","pattern"]}},{"if":{"properties":{"rule":{"const":"required"}}},"then":{"required":["value"]}},{"if":{"properties":{"rule":{"const":"test"}}},"then":{"required":["test"]}}]};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
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
if(!(validate52(data.test, {instancePath:instancePath+"/test",parentData:data,parentDataProperty:"test",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
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
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema71 = {"type":"object","additionalProperties":false,"required":["name","children"],"properties":{"name":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}};
const schema72 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"node.schema.json","type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"enum":["ActionRow","Button","CaptchaImage","Countdown","Divider","ErrorState","Image","ImagePicker","InfoList","ListItem","Notice","Picker","ProductCard","Stack","StarRating","StatusBanner","SuccessMark","Tabs","Tag","Text","TextArea","TextField","ThemeScope"]},"id":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"props":{"type":"object"},"bind":{"$ref":"binding.schema.json#/$defs/statePath"},"on":{"type":"object","additionalProperties":{"$ref":"actions.schema.json#/$defs/chain"}},"children":{"type":"array","items":{"$ref":"#"}},"each":{"$ref":"binding.schema.json#/$defs/binding"},"key":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"type":{"const":"ActionRow"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ActionRow"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"icon":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/icon"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"value":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/value"},{"$ref":"binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/chevron"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Button"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Button"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullWidth":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/fullWidth"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"CaptchaImage"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"CaptchaImage"},"props":{"type":"object","additionalProperties":false,"required":["endpoint","params","alt"],"properties":{"endpoint":{"anyOf":[{"$ref":"widgets/CaptchaImage.schema.json#/properties/endpoint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"params":{"anyOf":[{"$ref":"widgets/CaptchaImage.schema.json#/properties/params"},{"$ref":"binding.schema.json#/$defs/binding"}]},"reload":{"anyOf":[{"$ref":"widgets/CaptchaImage.schema.json#/properties/reload"},{"$ref":"binding.schema.json#/$defs/binding"}]},"timestampParam":{"anyOf":[{"$ref":"widgets/CaptchaImage.schema.json#/properties/timestampParam"},{"$ref":"binding.schema.json#/$defs/binding"}]},"alt":{"anyOf":[{"$ref":"widgets/CaptchaImage.schema.json#/properties/alt"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"refresh":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Countdown"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Countdown"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Countdown.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"countingLabel":{"anyOf":[{"$ref":"widgets/Countdown.schema.json#/properties/countingLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Countdown.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Countdown.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullWidth":{"anyOf":[{"$ref":"widgets/Countdown.schema.json#/properties/fullWidth"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"},"blocked":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Divider"}},"required":["type"]},"then":{"properties":{"type":{"const":"Divider"},"props":{"type":"object","additionalProperties":false,"properties":{"spacing":{"anyOf":[{"$ref":"widgets/Divider.schema.json#/properties/spacing"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ErrorState"}},"required":["type"]},"then":{"properties":{"type":{"const":"ErrorState"},"props":{"type":"object","additionalProperties":false,"properties":{"title":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"message":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/message"},{"$ref":"binding.schema.json#/$defs/binding"}]},"retryLabel":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/retryLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"retry":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Image"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Image"},"props":{"type":"object","additionalProperties":false,"required":["src","alt"],"properties":{"src":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/src"},{"$ref":"binding.schema.json#/$defs/binding"}]},"alt":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/alt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"width":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/width"},{"$ref":"binding.schema.json#/$defs/binding"}]},"height":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/height"},{"$ref":"binding.schema.json#/$defs/binding"}]},"radius":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/radius"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fit":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/fit"},{"$ref":"binding.schema.json#/$defs/binding"}]},"zoomable":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/zoomable"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ImagePicker"}},"required":["type"]},"then":{"properties":{"type":{"const":"ImagePicker"},"props":{"type":"object","additionalProperties":false,"properties":{"max":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/max"},{"$ref":"binding.schema.json#/$defs/binding"}]},"columns":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/columns"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxBytes":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/maxBytes"},{"$ref":"binding.schema.json#/$defs/binding"}]},"accept":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/accept"},{"$ref":"binding.schema.json#/$defs/binding"}]},"addLabel":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/addLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tooLargeMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/tooLargeMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"notImageMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/notImageMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/fullMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"imageAlt":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/imageAlt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"removeLabel":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/removeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"},"pick":{"$ref":"actions.schema.json#/$defs/chain"},"reject":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"InfoList"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"InfoList"},"props":{"type":"object","additionalProperties":false,"required":["rows"],"properties":{"title":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/labelKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/valueKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"collapsedRows":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/collapsedRows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"moreLabel":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/moreLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"lessLabel":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/lessLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ListItem"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ListItem"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"subtitle":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/subtitle"},{"$ref":"binding.schema.json#/$defs/binding"}]},"meta":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/meta"},{"$ref":"binding.schema.json#/$defs/binding"}]},"body":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/body"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/chevron"},{"$ref":"binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/selected"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tappable":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/tappable"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Notice"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Notice"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Notice.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Notice.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Picker"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Picker"},"props":{"type":"object","additionalProperties":false,"required":["label","options"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"options":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/options"},{"$ref":"binding.schema.json#/$defs/binding"}]},"optionLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/optionLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"optionValue":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/optionValue"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"confirmLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/confirmLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"cancelLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/cancelLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"ProductCard"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ProductCard"},"props":{"type":"object","additionalProperties":false,"required":["name","buttonText"],"properties":{"logo":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/logo"},{"$ref":"binding.schema.json#/$defs/binding"}]},"name":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/name"},{"$ref":"binding.schema.json#/$defs/binding"}]},"buttonText":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/buttonText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"enabled":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/enabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"amountRange":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/amountRange"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rangeDesc":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/rangeDesc"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rate":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/rate"},{"$ref":"binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/description"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tags":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/tags"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Stack"}},"required":["type"]},"then":{"properties":{"type":{"const":"Stack"},"props":{"type":"object","additionalProperties":false,"properties":{"direction":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/direction"},{"$ref":"binding.schema.json#/$defs/binding"}]},"gap":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/gap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"padding":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/padding"},{"$ref":"binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/align"},{"$ref":"binding.schema.json#/$defs/binding"}]},"justify":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/justify"},{"$ref":"binding.schema.json#/$defs/binding"}]},"wrap":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/wrap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"StarRating"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StarRating"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"max":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/max"},{"$ref":"binding.schema.json#/$defs/binding"}]},"size":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/size"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"StatusBanner"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StatusBanner"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"image":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/description"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"SuccessMark"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"SuccessMark"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/SuccessMark.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/SuccessMark.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Tabs"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tabs"},"props":{"type":"object","additionalProperties":false,"required":["tabs"],"properties":{"tabs":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/tabs"},{"$ref":"binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/labelKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/valueKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"stretch":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/stretch"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Tag"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tag"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/selected"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Text"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Text"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/align"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]},"weight":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/weight"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"TextArea"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextArea"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/maxLength"},{"$ref":"binding.schema.json#/$defs/binding"}]},"counter":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/counter"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/error"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"TextField"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextField"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"inputMode":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/inputMode"},{"$ref":"binding.schema.json#/$defs/binding"}]},"filter":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/filter"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/maxLength"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/error"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"ThemeScope"}},"required":["type"]},"then":{"properties":{"type":{"const":"ThemeScope"},"props":{"type":"object","additionalProperties":false,"properties":{"brand":{"anyOf":[{"$ref":"widgets/ThemeScope.schema.json#/properties/brand"},{"$ref":"binding.schema.json#/$defs/binding"}]},"accent":{"anyOf":[{"$ref":"widgets/ThemeScope.schema.json#/properties/accent"},{"$ref":"binding.schema.json#/$defs/binding"}]},"onBrand":{"anyOf":[{"$ref":"widgets/ThemeScope.schema.json#/properties/onBrand"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}}]};
const schema74 = {"enum":["phone","mail","chat","info","none"]};
const schema76 = {"type":"string","minLength":1};
const schema78 = {"type":"string"};
const schema80 = {"type":"boolean"};
const schema84 = {"type":"string","minLength":1};
const schema86 = {"enum":["primary","secondary","outline","text"]};
const schema88 = {"type":"string"};
const schema90 = {"type":"boolean"};
const schema92 = {"type":"boolean"};
const schema95 = {"enum":["getCaptcha"]};
const schema97 = {"type":"object","additionalProperties":{"type":["string","number"]}};
const schema99 = {"type":"integer","minimum":0};
const schema101 = {"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$"};
const schema103 = {"type":"string","minLength":1};
const schema106 = {"type":"string","minLength":1};
const schema108 = {"type":"string","minLength":1};
const schema110 = {"enum":["primary","secondary","outline","text"]};
const schema112 = {"type":"boolean"};
const schema114 = {"type":"boolean"};
const schema117 = {"type":"integer","minimum":0,"maximum":48};
const schema120 = {"type":"string"};
const schema122 = {"type":"string"};
const schema124 = {"type":"string","minLength":1};
const schema126 = {"type":"string"};
const schema129 = {"type":"string"};
const schema131 = {"type":"string"};
const schema133 = {"type":"integer","minimum":1,"maximum":1200};
const schema135 = {"type":"integer","minimum":1,"maximum":1200};
const schema137 = {"type":"integer","minimum":0,"maximum":48};
const schema139 = {"enum":["cover","contain"]};
const schema141 = {"type":"boolean"};
const schema144 = {"type":"integer","minimum":1,"maximum":30};
const schema146 = {"type":"integer","minimum":1,"maximum":6};
const schema148 = {"type":"integer","minimum":1};
const schema150 = {"type":"string","minLength":1};
const schema152 = {"type":"string","minLength":1};
const schema154 = {"type":"string","minLength":1};
const schema156 = {"type":"string","minLength":1};
const schema158 = {"type":"string","minLength":1};
const schema160 = {"type":"string","minLength":1};
const schema162 = {"type":"string","minLength":1};
const schema165 = {"type":"string"};
const schema167 = {"type":"array","items":{"type":"object","properties":{"text":{"type":["string","number"]},"value":{"type":["string","number"]}}}};
const schema169 = {"type":"string","minLength":1};
const schema171 = {"type":"string","minLength":1};
const schema173 = {"type":"integer","minimum":1};
const schema175 = {"type":"string","minLength":1};
const schema177 = {"type":"string","minLength":1};
const schema179 = {"type":"string"};
const schema181 = {"enum":["card","none"]};
const schema184 = {"type":"string"};
const schema186 = {"type":"string"};
const schema188 = {"type":"string"};
const schema190 = {"type":"string"};
const schema192 = {"type":"string"};
const schema194 = {"type":"boolean"};
const schema196 = {"type":"boolean"};
const schema198 = {"type":"boolean"};
const schema201 = {"type":"string"};
const schema203 = {"enum":["info","warning","success"]};
const schema206 = {"type":"string","minLength":1};
const schema208 = {"type":"string"};
const schema210 = {"type":"string"};
const schema212 = {"type":"array","items":{"type":"object","additionalProperties":true}};
const schema214 = {"type":"string","minLength":1};
const schema216 = {"type":"string","minLength":1};
const schema218 = {"type":"string","minLength":1};
const schema220 = {"type":"string","minLength":1};
const schema222 = {"type":"string","minLength":1};
const schema224 = {"type":"string","minLength":1};
const schema226 = {"type":"boolean"};
const schema229 = {"type":"string"};
const schema231 = {"type":"string"};
const schema233 = {"type":"string","minLength":1};
const schema235 = {"type":"boolean"};
const schema237 = {"type":"string"};
const schema239 = {"type":"string"};
const schema241 = {"type":"string"};
const schema243 = {"type":"string"};
const schema245 = {"type":"array","items":{"type":"string"}};
const schema248 = {"enum":["column","row"]};
const schema250 = {"type":"integer","minimum":0,"maximum":48};
const schema252 = {"type":"integer","minimum":0,"maximum":48};
const schema254 = {"enum":["start","center","end","stretch"]};
const schema256 = {"enum":["start","center","end","between"]};
const schema258 = {"type":"boolean"};
const schema260 = {"enum":["none","card","page"]};
const schema263 = {"type":"string","minLength":1};
const schema265 = {"type":"integer","minimum":1,"maximum":10};
const schema267 = {"type":"integer","minimum":16,"maximum":64};
const schema270 = {"type":"string"};
const schema272 = {"type":"string"};
const schema274 = {"type":"string"};
const schema276 = {"enum":["brand","accent"]};
const schema279 = {"type":"string","minLength":1};
const schema281 = {"enum":["success","info"]};
const schema284 = {"type":"array","items":{"type":"object","additionalProperties":true}};
const schema286 = {"type":"string","minLength":1};
const schema288 = {"type":"string","minLength":1};
const schema290 = {"type":"string","minLength":1};
const schema292 = {"type":"boolean"};
const schema295 = {"type":"string"};
const schema297 = {"enum":["neutral","brand","accent"]};
const schema299 = {"type":"boolean"};
const schema302 = {"type":"string"};
const schema304 = {"enum":["title","subtitle","body","caption","hint","error","hero"]};
const schema306 = {"enum":["start","center","end"]};
const schema308 = {"enum":["default","muted","onBrand","accent","danger"]};
const schema310 = {"enum":["regular","medium","bold"]};
const schema313 = {"type":"string","minLength":1};
const schema315 = {"type":"string"};
const schema317 = {"type":"integer","minimum":1};
const schema319 = {"type":"boolean"};
const schema321 = {"type":"integer","minimum":2,"maximum":20};
const schema323 = {"type":"string"};
const schema325 = {"type":"boolean"};
const schema327 = {"type":"string"};
const schema330 = {"type":"string","minLength":1};
const schema332 = {"type":"string"};
const schema334 = {"enum":["text","numeric","tel","email","decimal"]};
const schema336 = {"enum":["none","digits"]};
const schema338 = {"type":"integer","minimum":1};
const schema340 = {"type":"string"};
const schema342 = {"type":"boolean"};
const schema344 = {"type":"string"};
const schema347 = {"type":"string"};
const schema349 = {"type":"string"};
const schema351 = {"type":"string"};
const func3 = func3Module.default ?? func3Module;

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
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
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate104(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate104.evaluated;
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
validate104.errors = vErrors;
return errors === 0;
}
validate104.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="node.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
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
if(!(validate64(data7.tap, {instancePath:instancePath+"/on/tap",parentData:data7,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
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
if("Button" !== data.type){
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
if("Button" !== data.type){
const err32 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/1/then/properties/type/const",keyword:"const",params:{allowedValue: "Button"},message:"must be equal to constant"};
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
if(data13.label === undefined){
const err33 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/1/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
for(const key2 in data13){
if(!(((((key2 === "label") || (key2 === "variant")) || (key2 === "hint")) || (key2 === "disabled")) || (key2 === "fullWidth"))){
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
if(data13.label !== undefined){
let data14 = data13.label;
const _errs55 = errors;
let valid22 = false;
const _errs56 = errors;
if(typeof data14 === "string"){
if(func3(data14) < 1){
const err35 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Button.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Button.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid6 = _errs56 === errors;
valid22 = valid22 || _valid6;
const _errs59 = errors;
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
const err37 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid6 = _errs59 === errors;
valid22 = valid22 || _valid6;
if(!valid22){
const err39 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/1/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
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
if(data13.variant !== undefined){
let data15 = data13.variant;
const _errs63 = errors;
let valid25 = false;
const _errs64 = errors;
if(!((((data15 === "primary") || (data15 === "secondary")) || (data15 === "outline")) || (data15 === "text"))){
const err40 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/Button.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema86.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid7 = _errs64 === errors;
valid25 = valid25 || _valid7;
const _errs66 = errors;
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
const err41 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid7 = _errs66 === errors;
valid25 = valid25 || _valid7;
if(!valid25){
const err43 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/1/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
}
if(data13.hint !== undefined){
let data16 = data13.hint;
const _errs70 = errors;
let valid28 = false;
const _errs71 = errors;
if(typeof data16 !== "string"){
const err44 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/Button.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid8 = _errs71 === errors;
valid28 = valid28 || _valid8;
const _errs74 = errors;
if(typeof data16 === "string"){
if(!pattern4.test(data16)){
const err45 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
else {
const err46 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid8 = _errs74 === errors;
valid28 = valid28 || _valid8;
if(!valid28){
const err47 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/1/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs70;
if(vErrors !== null){
if(_errs70){
vErrors.length = _errs70;
}
else {
vErrors = null;
}
}
}
}
if(data13.disabled !== undefined){
let data17 = data13.disabled;
const _errs78 = errors;
let valid31 = false;
const _errs79 = errors;
if(typeof data17 !== "boolean"){
const err48 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/Button.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid9 = _errs79 === errors;
valid31 = valid31 || _valid9;
const _errs82 = errors;
if(typeof data17 === "string"){
if(!pattern4.test(data17)){
const err49 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid9 = _errs82 === errors;
valid31 = valid31 || _valid9;
if(!valid31){
const err51 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/1/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
else {
errors = _errs78;
if(vErrors !== null){
if(_errs78){
vErrors.length = _errs78;
}
else {
vErrors = null;
}
}
}
}
if(data13.fullWidth !== undefined){
let data18 = data13.fullWidth;
const _errs86 = errors;
let valid34 = false;
const _errs87 = errors;
if(typeof data18 !== "boolean"){
const err52 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"widgets/Button.schema.json#/properties/fullWidth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid10 = _errs87 === errors;
valid34 = valid34 || _valid10;
const _errs90 = errors;
if(typeof data18 === "string"){
if(!pattern4.test(data18)){
const err53 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
else {
const err54 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid10 = _errs90 === errors;
valid34 = valid34 || _valid10;
if(!valid34){
const err55 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"#/allOf/1/then/properties/props/properties/fullWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs86;
if(vErrors !== null){
if(_errs86){
vErrors.length = _errs86;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err56 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/1/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.on !== undefined){
let data19 = data.on;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key3 in data19){
if(!(key3 === "tap")){
const err57 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/1/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data19.tap !== undefined){
if(!(validate64(data19.tap, {instancePath:instancePath+"/on/tap",parentData:data19,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err58 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/1/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.children !== undefined){
const err59 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/1/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data.bind !== undefined){
const err60 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/1/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
var _valid5 = _errs49 === errors;
valid18 = _valid5;
if(valid18){
var props1 = {};
props1.type = true;
props1.props = true;
props1.on = true;
props1.children = true;
props1.bind = true;
}
}
if(!valid18){
const err61 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs98 = errors;
let valid38 = true;
const _errs99 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
const err62 = {};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
else {
if(data.type !== undefined){
if("CaptchaImage" !== data.type){
const err63 = {};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
}
var _valid11 = _errs99 === errors;
errors = _errs98;
if(vErrors !== null){
if(_errs98){
vErrors.length = _errs98;
}
else {
vErrors = null;
}
}
if(_valid11){
const _errs101 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err64 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data.type !== undefined){
if("CaptchaImage" !== data.type){
const err65 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/2/then/properties/type/const",keyword:"const",params:{allowedValue: "CaptchaImage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.props !== undefined){
let data25 = data.props;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.endpoint === undefined){
const err66 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/required",keyword:"required",params:{missingProperty: "endpoint"},message:"must have required property '"+"endpoint"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data25.params === undefined){
const err67 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data25.alt === undefined){
const err68 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
for(const key4 in data25){
if(!(((((key4 === "endpoint") || (key4 === "params")) || (key4 === "reload")) || (key4 === "timestampParam")) || (key4 === "alt"))){
const err69 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data25.endpoint !== undefined){
let data26 = data25.endpoint;
const _errs107 = errors;
let valid42 = false;
const _errs108 = errors;
if(!(data26 === "getCaptcha")){
const err70 = {instancePath:instancePath+"/props/endpoint",schemaPath:"widgets/CaptchaImage.schema.json#/properties/endpoint/enum",keyword:"enum",params:{allowedValues: schema95.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid12 = _errs108 === errors;
valid42 = valid42 || _valid12;
const _errs110 = errors;
if(typeof data26 === "string"){
if(!pattern4.test(data26)){
const err71 = {instancePath:instancePath+"/props/endpoint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/props/endpoint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid12 = _errs110 === errors;
valid42 = valid42 || _valid12;
if(!valid42){
const err73 = {instancePath:instancePath+"/props/endpoint",schemaPath:"#/allOf/2/then/properties/props/properties/endpoint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs107;
if(vErrors !== null){
if(_errs107){
vErrors.length = _errs107;
}
else {
vErrors = null;
}
}
}
}
if(data25.params !== undefined){
let data27 = data25.params;
const _errs114 = errors;
let valid45 = false;
const _errs115 = errors;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
for(const key5 in data27){
let data28 = data27[key5];
if((typeof data28 !== "string") && (!((typeof data28 == "number") && (isFinite(data28))))){
const err74 = {instancePath:instancePath+"/props/params/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"widgets/CaptchaImage.schema.json#/properties/params/additionalProperties/type",keyword:"type",params:{type: schema97.additionalProperties.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
else {
const err75 = {instancePath:instancePath+"/props/params",schemaPath:"widgets/CaptchaImage.schema.json#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid13 = _errs115 === errors;
valid45 = valid45 || _valid13;
const _errs121 = errors;
if(typeof data27 === "string"){
if(!pattern4.test(data27)){
const err76 = {instancePath:instancePath+"/props/params",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err77 = {instancePath:instancePath+"/props/params",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid13 = _errs121 === errors;
valid45 = valid45 || _valid13;
if(!valid45){
const err78 = {instancePath:instancePath+"/props/params",schemaPath:"#/allOf/2/then/properties/props/properties/params/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
errors = _errs114;
if(vErrors !== null){
if(_errs114){
vErrors.length = _errs114;
}
else {
vErrors = null;
}
}
}
}
if(data25.reload !== undefined){
let data29 = data25.reload;
const _errs125 = errors;
let valid49 = false;
const _errs126 = errors;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err79 = {instancePath:instancePath+"/props/reload",schemaPath:"widgets/CaptchaImage.schema.json#/properties/reload/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if((typeof data29 == "number") && (isFinite(data29))){
if(data29 < 0 || isNaN(data29)){
const err80 = {instancePath:instancePath+"/props/reload",schemaPath:"widgets/CaptchaImage.schema.json#/properties/reload/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
var _valid14 = _errs126 === errors;
valid49 = valid49 || _valid14;
const _errs129 = errors;
if(typeof data29 === "string"){
if(!pattern4.test(data29)){
const err81 = {instancePath:instancePath+"/props/reload",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/props/reload",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid14 = _errs129 === errors;
valid49 = valid49 || _valid14;
if(!valid49){
const err83 = {instancePath:instancePath+"/props/reload",schemaPath:"#/allOf/2/then/properties/props/properties/reload/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
else {
errors = _errs125;
if(vErrors !== null){
if(_errs125){
vErrors.length = _errs125;
}
else {
vErrors = null;
}
}
}
}
if(data25.timestampParam !== undefined){
let data30 = data25.timestampParam;
const _errs133 = errors;
let valid52 = false;
const _errs134 = errors;
if(typeof data30 === "string"){
if(!pattern5.test(data30)){
const err84 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"widgets/CaptchaImage.schema.json#/properties/timestampParam/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
else {
const err85 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"widgets/CaptchaImage.schema.json#/properties/timestampParam/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
var _valid15 = _errs134 === errors;
valid52 = valid52 || _valid15;
const _errs137 = errors;
if(typeof data30 === "string"){
if(!pattern4.test(data30)){
const err86 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
else {
const err87 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
var _valid15 = _errs137 === errors;
valid52 = valid52 || _valid15;
if(!valid52){
const err88 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"#/allOf/2/then/properties/props/properties/timestampParam/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
else {
errors = _errs133;
if(vErrors !== null){
if(_errs133){
vErrors.length = _errs133;
}
else {
vErrors = null;
}
}
}
}
if(data25.alt !== undefined){
let data31 = data25.alt;
const _errs141 = errors;
let valid55 = false;
const _errs142 = errors;
if(typeof data31 === "string"){
if(func3(data31) < 1){
const err89 = {instancePath:instancePath+"/props/alt",schemaPath:"widgets/CaptchaImage.schema.json#/properties/alt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/props/alt",schemaPath:"widgets/CaptchaImage.schema.json#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
var _valid16 = _errs142 === errors;
valid55 = valid55 || _valid16;
const _errs145 = errors;
if(typeof data31 === "string"){
if(!pattern4.test(data31)){
const err91 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err92 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
var _valid16 = _errs145 === errors;
valid55 = valid55 || _valid16;
if(!valid55){
const err93 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/2/then/properties/props/properties/alt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
else {
errors = _errs141;
if(vErrors !== null){
if(_errs141){
vErrors.length = _errs141;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err94 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data.on !== undefined){
let data32 = data.on;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key6 in data32){
if(!(key6 === "refresh")){
const err95 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/2/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data32.refresh !== undefined){
if(!(validate64(data32.refresh, {instancePath:instancePath+"/on/refresh",parentData:data32,parentDataProperty:"refresh",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err96 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/2/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data.children !== undefined){
const err97 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/2/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(data.bind !== undefined){
const err98 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/2/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
var _valid11 = _errs101 === errors;
valid38 = _valid11;
if(valid38){
var props3 = {};
props3.type = true;
props3.props = true;
props3.on = true;
props3.children = true;
props3.bind = true;
}
}
if(!valid38){
const err99 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
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
const _errs153 = errors;
let valid59 = true;
const _errs154 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err100 = {};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
else {
if(data.type !== undefined){
if("Countdown" !== data.type){
const err101 = {};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
}
var _valid17 = _errs154 === errors;
errors = _errs153;
if(vErrors !== null){
if(_errs153){
vErrors.length = _errs153;
}
else {
vErrors = null;
}
}
if(_valid17){
const _errs156 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err102 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data.type !== undefined){
if("Countdown" !== data.type){
const err103 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/3/then/properties/type/const",keyword:"const",params:{allowedValue: "Countdown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data.props !== undefined){
let data38 = data.props;
if(data38 && typeof data38 == "object" && !Array.isArray(data38)){
if(data38.label === undefined){
const err104 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
for(const key7 in data38){
if(!(((((key7 === "label") || (key7 === "countingLabel")) || (key7 === "variant")) || (key7 === "disabled")) || (key7 === "fullWidth"))){
const err105 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data38.label !== undefined){
let data39 = data38.label;
const _errs162 = errors;
let valid63 = false;
const _errs163 = errors;
if(typeof data39 === "string"){
if(func3(data39) < 1){
const err106 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Countdown.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
else {
const err107 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Countdown.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid18 = _errs163 === errors;
valid63 = valid63 || _valid18;
const _errs166 = errors;
if(typeof data39 === "string"){
if(!pattern4.test(data39)){
const err108 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
else {
const err109 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid18 = _errs166 === errors;
valid63 = valid63 || _valid18;
if(!valid63){
const err110 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/3/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
else {
errors = _errs162;
if(vErrors !== null){
if(_errs162){
vErrors.length = _errs162;
}
else {
vErrors = null;
}
}
}
}
if(data38.countingLabel !== undefined){
let data40 = data38.countingLabel;
const _errs170 = errors;
let valid66 = false;
const _errs171 = errors;
if(typeof data40 === "string"){
if(func3(data40) < 1){
const err111 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"widgets/Countdown.schema.json#/properties/countingLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"widgets/Countdown.schema.json#/properties/countingLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
var _valid19 = _errs171 === errors;
valid66 = valid66 || _valid19;
const _errs174 = errors;
if(typeof data40 === "string"){
if(!pattern4.test(data40)){
const err113 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
else {
const err114 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid19 = _errs174 === errors;
valid66 = valid66 || _valid19;
if(!valid66){
const err115 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"#/allOf/3/then/properties/props/properties/countingLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
else {
errors = _errs170;
if(vErrors !== null){
if(_errs170){
vErrors.length = _errs170;
}
else {
vErrors = null;
}
}
}
}
if(data38.variant !== undefined){
let data41 = data38.variant;
const _errs178 = errors;
let valid69 = false;
const _errs179 = errors;
if(!((((data41 === "primary") || (data41 === "secondary")) || (data41 === "outline")) || (data41 === "text"))){
const err116 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/Countdown.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema110.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var _valid20 = _errs179 === errors;
valid69 = valid69 || _valid20;
const _errs181 = errors;
if(typeof data41 === "string"){
if(!pattern4.test(data41)){
const err117 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
}
else {
const err118 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
var _valid20 = _errs181 === errors;
valid69 = valid69 || _valid20;
if(!valid69){
const err119 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/3/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
else {
errors = _errs178;
if(vErrors !== null){
if(_errs178){
vErrors.length = _errs178;
}
else {
vErrors = null;
}
}
}
}
if(data38.disabled !== undefined){
let data42 = data38.disabled;
const _errs185 = errors;
let valid72 = false;
const _errs186 = errors;
if(typeof data42 !== "boolean"){
const err120 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/Countdown.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
var _valid21 = _errs186 === errors;
valid72 = valid72 || _valid21;
const _errs189 = errors;
if(typeof data42 === "string"){
if(!pattern4.test(data42)){
const err121 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
else {
const err122 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
var _valid21 = _errs189 === errors;
valid72 = valid72 || _valid21;
if(!valid72){
const err123 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/3/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
else {
errors = _errs185;
if(vErrors !== null){
if(_errs185){
vErrors.length = _errs185;
}
else {
vErrors = null;
}
}
}
}
if(data38.fullWidth !== undefined){
let data43 = data38.fullWidth;
const _errs193 = errors;
let valid75 = false;
const _errs194 = errors;
if(typeof data43 !== "boolean"){
const err124 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"widgets/Countdown.schema.json#/properties/fullWidth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
var _valid22 = _errs194 === errors;
valid75 = valid75 || _valid22;
const _errs197 = errors;
if(typeof data43 === "string"){
if(!pattern4.test(data43)){
const err125 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err126 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var _valid22 = _errs197 === errors;
valid75 = valid75 || _valid22;
if(!valid75){
const err127 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"#/allOf/3/then/properties/props/properties/fullWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
else {
errors = _errs193;
if(vErrors !== null){
if(_errs193){
vErrors.length = _errs193;
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
let data44 = data.on;
if(data44 && typeof data44 == "object" && !Array.isArray(data44)){
for(const key8 in data44){
if(!((key8 === "tap") || (key8 === "blocked"))){
const err129 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/3/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data44.tap !== undefined){
if(!(validate64(data44.tap, {instancePath:instancePath+"/on/tap",parentData:data44,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
if(data44.blocked !== undefined){
if(!(validate64(data44.blocked, {instancePath:instancePath+"/on/blocked",parentData:data44,parentDataProperty:"blocked",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
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
}
var _valid17 = _errs156 === errors;
valid59 = _valid17;
if(valid59){
var props4 = {};
props4.type = true;
props4.props = true;
props4.on = true;
props4.children = true;
}
}
if(!valid59){
const err132 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
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
const _errs206 = errors;
let valid79 = true;
const _errs207 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
const err133 = {};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
else {
if(data.type !== undefined){
if("Divider" !== data.type){
const err134 = {};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
}
}
var _valid23 = _errs207 === errors;
errors = _errs206;
if(vErrors !== null){
if(_errs206){
vErrors.length = _errs206;
}
else {
vErrors = null;
}
}
if(_valid23){
const _errs209 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Divider" !== data.type){
const err135 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/4/then/properties/type/const",keyword:"const",params:{allowedValue: "Divider"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data.props !== undefined){
let data50 = data.props;
if(data50 && typeof data50 == "object" && !Array.isArray(data50)){
for(const key9 in data50){
if(!(key9 === "spacing")){
const err136 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
if(data50.spacing !== undefined){
let data51 = data50.spacing;
const _errs215 = errors;
let valid83 = false;
const _errs216 = errors;
if(!(((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51))) && (isFinite(data51)))){
const err137 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if((typeof data51 == "number") && (isFinite(data51))){
if(data51 > 48 || isNaN(data51)){
const err138 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
if(data51 < 0 || isNaN(data51)){
const err139 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
var _valid24 = _errs216 === errors;
valid83 = valid83 || _valid24;
const _errs219 = errors;
if(typeof data51 === "string"){
if(!pattern4.test(data51)){
const err140 = {instancePath:instancePath+"/props/spacing",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
else {
const err141 = {instancePath:instancePath+"/props/spacing",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
var _valid24 = _errs219 === errors;
valid83 = valid83 || _valid24;
if(!valid83){
const err142 = {instancePath:instancePath+"/props/spacing",schemaPath:"#/allOf/4/then/properties/props/properties/spacing/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
else {
errors = _errs215;
if(vErrors !== null){
if(_errs215){
vErrors.length = _errs215;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err143 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data.on !== undefined){
let data52 = data.on;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
for(const key10 in data52){
const err144 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/4/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
else {
const err145 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/4/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data.children !== undefined){
const err146 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/4/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(data.bind !== undefined){
const err147 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/4/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
var _valid23 = _errs209 === errors;
valid79 = _valid23;
if(valid79){
var props5 = {};
props5.type = true;
props5.props = true;
props5.on = true;
props5.children = true;
props5.bind = true;
}
}
if(!valid79){
const err148 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
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
const _errs226 = errors;
let valid86 = true;
const _errs227 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.type === undefined) && (missing5 = "type")){
const err149 = {};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
else {
if(data.type !== undefined){
if("ErrorState" !== data.type){
const err150 = {};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
}
}
var _valid25 = _errs227 === errors;
errors = _errs226;
if(vErrors !== null){
if(_errs226){
vErrors.length = _errs226;
}
else {
vErrors = null;
}
}
if(_valid25){
const _errs229 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ErrorState" !== data.type){
const err151 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/5/then/properties/type/const",keyword:"const",params:{allowedValue: "ErrorState"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
if(data.props !== undefined){
let data57 = data.props;
if(data57 && typeof data57 == "object" && !Array.isArray(data57)){
for(const key11 in data57){
if(!((((key11 === "title") || (key11 === "message")) || (key11 === "retryLabel")) || (key11 === "image"))){
const err152 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
}
if(data57.title !== undefined){
let data58 = data57.title;
const _errs235 = errors;
let valid90 = false;
const _errs236 = errors;
if(typeof data58 !== "string"){
const err153 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/ErrorState.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
var _valid26 = _errs236 === errors;
valid90 = valid90 || _valid26;
const _errs239 = errors;
if(typeof data58 === "string"){
if(!pattern4.test(data58)){
const err154 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
else {
const err155 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
var _valid26 = _errs239 === errors;
valid90 = valid90 || _valid26;
if(!valid90){
const err156 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/5/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
else {
errors = _errs235;
if(vErrors !== null){
if(_errs235){
vErrors.length = _errs235;
}
else {
vErrors = null;
}
}
}
}
if(data57.message !== undefined){
let data59 = data57.message;
const _errs243 = errors;
let valid93 = false;
const _errs244 = errors;
if(typeof data59 !== "string"){
const err157 = {instancePath:instancePath+"/props/message",schemaPath:"widgets/ErrorState.schema.json#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
var _valid27 = _errs244 === errors;
valid93 = valid93 || _valid27;
const _errs247 = errors;
if(typeof data59 === "string"){
if(!pattern4.test(data59)){
const err158 = {instancePath:instancePath+"/props/message",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
else {
const err159 = {instancePath:instancePath+"/props/message",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
var _valid27 = _errs247 === errors;
valid93 = valid93 || _valid27;
if(!valid93){
const err160 = {instancePath:instancePath+"/props/message",schemaPath:"#/allOf/5/then/properties/props/properties/message/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
else {
errors = _errs243;
if(vErrors !== null){
if(_errs243){
vErrors.length = _errs243;
}
else {
vErrors = null;
}
}
}
}
if(data57.retryLabel !== undefined){
let data60 = data57.retryLabel;
const _errs251 = errors;
let valid96 = false;
const _errs252 = errors;
if(typeof data60 === "string"){
if(func3(data60) < 1){
const err161 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"widgets/ErrorState.schema.json#/properties/retryLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
else {
const err162 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"widgets/ErrorState.schema.json#/properties/retryLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
var _valid28 = _errs252 === errors;
valid96 = valid96 || _valid28;
const _errs255 = errors;
if(typeof data60 === "string"){
if(!pattern4.test(data60)){
const err163 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
else {
const err164 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
var _valid28 = _errs255 === errors;
valid96 = valid96 || _valid28;
if(!valid96){
const err165 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/5/then/properties/props/properties/retryLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
else {
errors = _errs251;
if(vErrors !== null){
if(_errs251){
vErrors.length = _errs251;
}
else {
vErrors = null;
}
}
}
}
if(data57.image !== undefined){
let data61 = data57.image;
const _errs259 = errors;
let valid99 = false;
const _errs260 = errors;
if(typeof data61 !== "string"){
const err166 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/ErrorState.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
var _valid29 = _errs260 === errors;
valid99 = valid99 || _valid29;
const _errs263 = errors;
if(typeof data61 === "string"){
if(!pattern4.test(data61)){
const err167 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
else {
const err168 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
var _valid29 = _errs263 === errors;
valid99 = valid99 || _valid29;
if(!valid99){
const err169 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/5/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
else {
errors = _errs259;
if(vErrors !== null){
if(_errs259){
vErrors.length = _errs259;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err170 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
if(data.on !== undefined){
let data62 = data.on;
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
for(const key12 in data62){
if(!(key12 === "retry")){
const err171 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
if(data62.retry !== undefined){
if(!(validate64(data62.retry, {instancePath:instancePath+"/on/retry",parentData:data62,parentDataProperty:"retry",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err172 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
if(data.children !== undefined){
const err173 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/5/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
if(data.bind !== undefined){
const err174 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/5/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
}
var _valid25 = _errs229 === errors;
valid86 = _valid25;
if(valid86){
var props6 = {};
props6.type = true;
props6.props = true;
props6.on = true;
props6.children = true;
props6.bind = true;
}
}
if(!valid86){
const err175 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
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
let valid103 = true;
const _errs272 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
const err176 = {};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
else {
if(data.type !== undefined){
if("Image" !== data.type){
const err177 = {};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
}
}
var _valid30 = _errs272 === errors;
errors = _errs271;
if(vErrors !== null){
if(_errs271){
vErrors.length = _errs271;
}
else {
vErrors = null;
}
}
if(_valid30){
const _errs274 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err178 = {instancePath,schemaPath:"#/allOf/6/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
if(data.type !== undefined){
if("Image" !== data.type){
const err179 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/6/then/properties/type/const",keyword:"const",params:{allowedValue: "Image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
if(data.props !== undefined){
let data68 = data.props;
if(data68 && typeof data68 == "object" && !Array.isArray(data68)){
if(data68.src === undefined){
const err180 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if(data68.alt === undefined){
const err181 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
for(const key13 in data68){
if(!(((((((key13 === "src") || (key13 === "alt")) || (key13 === "width")) || (key13 === "height")) || (key13 === "radius")) || (key13 === "fit")) || (key13 === "zoomable"))){
const err182 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data68.src !== undefined){
let data69 = data68.src;
const _errs280 = errors;
let valid107 = false;
const _errs281 = errors;
if(typeof data69 !== "string"){
const err183 = {instancePath:instancePath+"/props/src",schemaPath:"widgets/Image.schema.json#/properties/src/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
var _valid31 = _errs281 === errors;
valid107 = valid107 || _valid31;
const _errs284 = errors;
if(typeof data69 === "string"){
if(!pattern4.test(data69)){
const err184 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err185 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
var _valid31 = _errs284 === errors;
valid107 = valid107 || _valid31;
if(!valid107){
const err186 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/6/then/properties/props/properties/src/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
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
if(data68.alt !== undefined){
let data70 = data68.alt;
const _errs288 = errors;
let valid110 = false;
const _errs289 = errors;
if(typeof data70 !== "string"){
const err187 = {instancePath:instancePath+"/props/alt",schemaPath:"widgets/Image.schema.json#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
var _valid32 = _errs289 === errors;
valid110 = valid110 || _valid32;
const _errs292 = errors;
if(typeof data70 === "string"){
if(!pattern4.test(data70)){
const err188 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err189 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
var _valid32 = _errs292 === errors;
valid110 = valid110 || _valid32;
if(!valid110){
const err190 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/6/then/properties/props/properties/alt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
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
if(data68.width !== undefined){
let data71 = data68.width;
const _errs296 = errors;
let valid113 = false;
const _errs297 = errors;
if(!(((typeof data71 == "number") && (!(data71 % 1) && !isNaN(data71))) && (isFinite(data71)))){
const err191 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
if((typeof data71 == "number") && (isFinite(data71))){
if(data71 > 1200 || isNaN(data71)){
const err192 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if(data71 < 1 || isNaN(data71)){
const err193 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
var _valid33 = _errs297 === errors;
valid113 = valid113 || _valid33;
const _errs300 = errors;
if(typeof data71 === "string"){
if(!pattern4.test(data71)){
const err194 = {instancePath:instancePath+"/props/width",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
else {
const err195 = {instancePath:instancePath+"/props/width",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
var _valid33 = _errs300 === errors;
valid113 = valid113 || _valid33;
if(!valid113){
const err196 = {instancePath:instancePath+"/props/width",schemaPath:"#/allOf/6/then/properties/props/properties/width/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
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
if(data68.height !== undefined){
let data72 = data68.height;
const _errs304 = errors;
let valid116 = false;
const _errs305 = errors;
if(!(((typeof data72 == "number") && (!(data72 % 1) && !isNaN(data72))) && (isFinite(data72)))){
const err197 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
if((typeof data72 == "number") && (isFinite(data72))){
if(data72 > 1200 || isNaN(data72)){
const err198 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
if(data72 < 1 || isNaN(data72)){
const err199 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
}
var _valid34 = _errs305 === errors;
valid116 = valid116 || _valid34;
const _errs308 = errors;
if(typeof data72 === "string"){
if(!pattern4.test(data72)){
const err200 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err201 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
var _valid34 = _errs308 === errors;
valid116 = valid116 || _valid34;
if(!valid116){
const err202 = {instancePath:instancePath+"/props/height",schemaPath:"#/allOf/6/then/properties/props/properties/height/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
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
if(data68.radius !== undefined){
let data73 = data68.radius;
const _errs312 = errors;
let valid119 = false;
const _errs313 = errors;
if(!(((typeof data73 == "number") && (!(data73 % 1) && !isNaN(data73))) && (isFinite(data73)))){
const err203 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if((typeof data73 == "number") && (isFinite(data73))){
if(data73 > 48 || isNaN(data73)){
const err204 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
if(data73 < 0 || isNaN(data73)){
const err205 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
var _valid35 = _errs313 === errors;
valid119 = valid119 || _valid35;
const _errs316 = errors;
if(typeof data73 === "string"){
if(!pattern4.test(data73)){
const err206 = {instancePath:instancePath+"/props/radius",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
else {
const err207 = {instancePath:instancePath+"/props/radius",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
var _valid35 = _errs316 === errors;
valid119 = valid119 || _valid35;
if(!valid119){
const err208 = {instancePath:instancePath+"/props/radius",schemaPath:"#/allOf/6/then/properties/props/properties/radius/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
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
if(data68.fit !== undefined){
let data74 = data68.fit;
const _errs320 = errors;
let valid122 = false;
const _errs321 = errors;
if(!((data74 === "cover") || (data74 === "contain"))){
const err209 = {instancePath:instancePath+"/props/fit",schemaPath:"widgets/Image.schema.json#/properties/fit/enum",keyword:"enum",params:{allowedValues: schema139.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
var _valid36 = _errs321 === errors;
valid122 = valid122 || _valid36;
const _errs323 = errors;
if(typeof data74 === "string"){
if(!pattern4.test(data74)){
const err210 = {instancePath:instancePath+"/props/fit",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
else {
const err211 = {instancePath:instancePath+"/props/fit",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
var _valid36 = _errs323 === errors;
valid122 = valid122 || _valid36;
if(!valid122){
const err212 = {instancePath:instancePath+"/props/fit",schemaPath:"#/allOf/6/then/properties/props/properties/fit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
else {
errors = _errs320;
if(vErrors !== null){
if(_errs320){
vErrors.length = _errs320;
}
else {
vErrors = null;
}
}
}
}
if(data68.zoomable !== undefined){
let data75 = data68.zoomable;
const _errs327 = errors;
let valid125 = false;
const _errs328 = errors;
if(typeof data75 !== "boolean"){
const err213 = {instancePath:instancePath+"/props/zoomable",schemaPath:"widgets/Image.schema.json#/properties/zoomable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
var _valid37 = _errs328 === errors;
valid125 = valid125 || _valid37;
const _errs331 = errors;
if(typeof data75 === "string"){
if(!pattern4.test(data75)){
const err214 = {instancePath:instancePath+"/props/zoomable",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
else {
const err215 = {instancePath:instancePath+"/props/zoomable",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
var _valid37 = _errs331 === errors;
valid125 = valid125 || _valid37;
if(!valid125){
const err216 = {instancePath:instancePath+"/props/zoomable",schemaPath:"#/allOf/6/then/properties/props/properties/zoomable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
else {
errors = _errs327;
if(vErrors !== null){
if(_errs327){
vErrors.length = _errs327;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err217 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
if(data.on !== undefined){
let data76 = data.on;
if(data76 && typeof data76 == "object" && !Array.isArray(data76)){
for(const key14 in data76){
const err218 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
else {
const err219 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
if(data.children !== undefined){
const err220 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/6/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
if(data.bind !== undefined){
const err221 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/6/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
}
var _valid30 = _errs274 === errors;
valid103 = _valid30;
if(valid103){
var props7 = {};
props7.type = true;
props7.props = true;
props7.on = true;
props7.children = true;
props7.bind = true;
}
}
if(!valid103){
const err222 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
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
const _errs338 = errors;
let valid128 = true;
const _errs339 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.type === undefined) && (missing7 = "type")){
const err223 = {};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
else {
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err224 = {};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
}
}
}
var _valid38 = _errs339 === errors;
errors = _errs338;
if(vErrors !== null){
if(_errs338){
vErrors.length = _errs338;
}
else {
vErrors = null;
}
}
if(_valid38){
const _errs341 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err225 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/7/then/properties/type/const",keyword:"const",params:{allowedValue: "ImagePicker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
if(data.props !== undefined){
let data81 = data.props;
if(data81 && typeof data81 == "object" && !Array.isArray(data81)){
for(const key15 in data81){
if(!(func1.call(schema72.allOf[7].then.properties.props.properties, key15))){
const err226 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
if(data81.max !== undefined){
let data82 = data81.max;
const _errs347 = errors;
let valid132 = false;
const _errs348 = errors;
if(!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))){
const err227 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
if((typeof data82 == "number") && (isFinite(data82))){
if(data82 > 30 || isNaN(data82)){
const err228 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
if(data82 < 1 || isNaN(data82)){
const err229 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
var _valid39 = _errs348 === errors;
valid132 = valid132 || _valid39;
const _errs351 = errors;
if(typeof data82 === "string"){
if(!pattern4.test(data82)){
const err230 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
}
else {
const err231 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
var _valid39 = _errs351 === errors;
valid132 = valid132 || _valid39;
if(!valid132){
const err232 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/7/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err232];
}
else {
vErrors.push(err232);
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
if(data81.columns !== undefined){
let data83 = data81.columns;
const _errs355 = errors;
let valid135 = false;
const _errs356 = errors;
if(!(((typeof data83 == "number") && (!(data83 % 1) && !isNaN(data83))) && (isFinite(data83)))){
const err233 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
if((typeof data83 == "number") && (isFinite(data83))){
if(data83 > 6 || isNaN(data83)){
const err234 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
if(data83 < 1 || isNaN(data83)){
const err235 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
var _valid40 = _errs356 === errors;
valid135 = valid135 || _valid40;
const _errs359 = errors;
if(typeof data83 === "string"){
if(!pattern4.test(data83)){
const err236 = {instancePath:instancePath+"/props/columns",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err237 = {instancePath:instancePath+"/props/columns",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
var _valid40 = _errs359 === errors;
valid135 = valid135 || _valid40;
if(!valid135){
const err238 = {instancePath:instancePath+"/props/columns",schemaPath:"#/allOf/7/then/properties/props/properties/columns/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
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
if(data81.maxBytes !== undefined){
let data84 = data81.maxBytes;
const _errs363 = errors;
let valid138 = false;
const _errs364 = errors;
if(!(((typeof data84 == "number") && (!(data84 % 1) && !isNaN(data84))) && (isFinite(data84)))){
const err239 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"widgets/ImagePicker.schema.json#/properties/maxBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
if((typeof data84 == "number") && (isFinite(data84))){
if(data84 < 1 || isNaN(data84)){
const err240 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"widgets/ImagePicker.schema.json#/properties/maxBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
var _valid41 = _errs364 === errors;
valid138 = valid138 || _valid41;
const _errs367 = errors;
if(typeof data84 === "string"){
if(!pattern4.test(data84)){
const err241 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
else {
const err242 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
var _valid41 = _errs367 === errors;
valid138 = valid138 || _valid41;
if(!valid138){
const err243 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"#/allOf/7/then/properties/props/properties/maxBytes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
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
if(data81.accept !== undefined){
let data85 = data81.accept;
const _errs371 = errors;
let valid141 = false;
const _errs372 = errors;
if(typeof data85 === "string"){
if(func3(data85) < 1){
const err244 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/ImagePicker.schema.json#/properties/accept/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
}
else {
const err245 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/ImagePicker.schema.json#/properties/accept/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
var _valid42 = _errs372 === errors;
valid141 = valid141 || _valid42;
const _errs375 = errors;
if(typeof data85 === "string"){
if(!pattern4.test(data85)){
const err246 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err247 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
var _valid42 = _errs375 === errors;
valid141 = valid141 || _valid42;
if(!valid141){
const err248 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/7/then/properties/props/properties/accept/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
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
if(data81.addLabel !== undefined){
let data86 = data81.addLabel;
const _errs379 = errors;
let valid144 = false;
const _errs380 = errors;
if(typeof data86 === "string"){
if(func3(data86) < 1){
const err249 = {instancePath:instancePath+"/props/addLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/addLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
}
else {
const err250 = {instancePath:instancePath+"/props/addLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/addLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
var _valid43 = _errs380 === errors;
valid144 = valid144 || _valid43;
const _errs383 = errors;
if(typeof data86 === "string"){
if(!pattern4.test(data86)){
const err251 = {instancePath:instancePath+"/props/addLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
}
else {
const err252 = {instancePath:instancePath+"/props/addLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
var _valid43 = _errs383 === errors;
valid144 = valid144 || _valid43;
if(!valid144){
const err253 = {instancePath:instancePath+"/props/addLabel",schemaPath:"#/allOf/7/then/properties/props/properties/addLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
else {
errors = _errs379;
if(vErrors !== null){
if(_errs379){
vErrors.length = _errs379;
}
else {
vErrors = null;
}
}
}
}
if(data81.tooLargeMessage !== undefined){
let data87 = data81.tooLargeMessage;
const _errs387 = errors;
let valid147 = false;
const _errs388 = errors;
if(typeof data87 === "string"){
if(func3(data87) < 1){
const err254 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/tooLargeMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err255 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/tooLargeMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
var _valid44 = _errs388 === errors;
valid147 = valid147 || _valid44;
const _errs391 = errors;
if(typeof data87 === "string"){
if(!pattern4.test(data87)){
const err256 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
else {
const err257 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
var _valid44 = _errs391 === errors;
valid147 = valid147 || _valid44;
if(!valid147){
const err258 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"#/allOf/7/then/properties/props/properties/tooLargeMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
else {
errors = _errs387;
if(vErrors !== null){
if(_errs387){
vErrors.length = _errs387;
}
else {
vErrors = null;
}
}
}
}
if(data81.notImageMessage !== undefined){
let data88 = data81.notImageMessage;
const _errs395 = errors;
let valid150 = false;
const _errs396 = errors;
if(typeof data88 === "string"){
if(func3(data88) < 1){
const err259 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/notImageMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
}
else {
const err260 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/notImageMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
var _valid45 = _errs396 === errors;
valid150 = valid150 || _valid45;
const _errs399 = errors;
if(typeof data88 === "string"){
if(!pattern4.test(data88)){
const err261 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
else {
const err262 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
var _valid45 = _errs399 === errors;
valid150 = valid150 || _valid45;
if(!valid150){
const err263 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"#/allOf/7/then/properties/props/properties/notImageMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
else {
errors = _errs395;
if(vErrors !== null){
if(_errs395){
vErrors.length = _errs395;
}
else {
vErrors = null;
}
}
}
}
if(data81.fullMessage !== undefined){
let data89 = data81.fullMessage;
const _errs403 = errors;
let valid153 = false;
const _errs404 = errors;
if(typeof data89 === "string"){
if(func3(data89) < 1){
const err264 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/fullMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
else {
const err265 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/fullMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
var _valid46 = _errs404 === errors;
valid153 = valid153 || _valid46;
const _errs407 = errors;
if(typeof data89 === "string"){
if(!pattern4.test(data89)){
const err266 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err267 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
var _valid46 = _errs407 === errors;
valid153 = valid153 || _valid46;
if(!valid153){
const err268 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"#/allOf/7/then/properties/props/properties/fullMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
else {
errors = _errs403;
if(vErrors !== null){
if(_errs403){
vErrors.length = _errs403;
}
else {
vErrors = null;
}
}
}
}
if(data81.imageAlt !== undefined){
let data90 = data81.imageAlt;
const _errs411 = errors;
let valid156 = false;
const _errs412 = errors;
if(typeof data90 === "string"){
if(func3(data90) < 1){
const err269 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/ImagePicker.schema.json#/properties/imageAlt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
else {
const err270 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/ImagePicker.schema.json#/properties/imageAlt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
var _valid47 = _errs412 === errors;
valid156 = valid156 || _valid47;
const _errs415 = errors;
if(typeof data90 === "string"){
if(!pattern4.test(data90)){
const err271 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
}
else {
const err272 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
var _valid47 = _errs415 === errors;
valid156 = valid156 || _valid47;
if(!valid156){
const err273 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/7/then/properties/props/properties/imageAlt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
else {
errors = _errs411;
if(vErrors !== null){
if(_errs411){
vErrors.length = _errs411;
}
else {
vErrors = null;
}
}
}
}
if(data81.removeLabel !== undefined){
let data91 = data81.removeLabel;
const _errs419 = errors;
let valid159 = false;
const _errs420 = errors;
if(typeof data91 === "string"){
if(func3(data91) < 1){
const err274 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/removeLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
else {
const err275 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/removeLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
var _valid48 = _errs420 === errors;
valid159 = valid159 || _valid48;
const _errs423 = errors;
if(typeof data91 === "string"){
if(!pattern4.test(data91)){
const err276 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err277 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
var _valid48 = _errs423 === errors;
valid159 = valid159 || _valid48;
if(!valid159){
const err278 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"#/allOf/7/then/properties/props/properties/removeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
else {
errors = _errs419;
if(vErrors !== null){
if(_errs419){
vErrors.length = _errs419;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err279 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
if(data.on !== undefined){
let data92 = data.on;
if(data92 && typeof data92 == "object" && !Array.isArray(data92)){
for(const key16 in data92){
if(!(((key16 === "change") || (key16 === "pick")) || (key16 === "reject"))){
const err280 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
if(data92.change !== undefined){
if(!(validate64(data92.change, {instancePath:instancePath+"/on/change",parentData:data92,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
if(data92.pick !== undefined){
if(!(validate64(data92.pick, {instancePath:instancePath+"/on/pick",parentData:data92,parentDataProperty:"pick",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
if(data92.reject !== undefined){
if(!(validate64(data92.reject, {instancePath:instancePath+"/on/reject",parentData:data92,parentDataProperty:"reject",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err281 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
}
if(data.children !== undefined){
const err282 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/7/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
var _valid38 = _errs341 === errors;
valid128 = _valid38;
if(valid128){
var props8 = {};
props8.type = true;
props8.props = true;
props8.on = true;
props8.children = true;
}
}
if(!valid128){
const err283 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
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
const _errs433 = errors;
let valid163 = true;
const _errs434 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.type === undefined) && (missing8 = "type")){
const err284 = {};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
else {
if(data.type !== undefined){
if("InfoList" !== data.type){
const err285 = {};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
}
}
var _valid49 = _errs434 === errors;
errors = _errs433;
if(vErrors !== null){
if(_errs433){
vErrors.length = _errs433;
}
else {
vErrors = null;
}
}
if(_valid49){
const _errs436 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err286 = {instancePath,schemaPath:"#/allOf/8/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
if(data.type !== undefined){
if("InfoList" !== data.type){
const err287 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/8/then/properties/type/const",keyword:"const",params:{allowedValue: "InfoList"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
}
if(data.props !== undefined){
let data99 = data.props;
if(data99 && typeof data99 == "object" && !Array.isArray(data99)){
if(data99.rows === undefined){
const err288 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
for(const key17 in data99){
if(!(func1.call(schema72.allOf[8].then.properties.props.properties, key17))){
const err289 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
}
if(data99.title !== undefined){
let data100 = data99.title;
const _errs442 = errors;
let valid167 = false;
const _errs443 = errors;
if(typeof data100 !== "string"){
const err290 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/InfoList.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
var _valid50 = _errs443 === errors;
valid167 = valid167 || _valid50;
const _errs446 = errors;
if(typeof data100 === "string"){
if(!pattern4.test(data100)){
const err291 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err292 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
var _valid50 = _errs446 === errors;
valid167 = valid167 || _valid50;
if(!valid167){
const err293 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/8/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
else {
errors = _errs442;
if(vErrors !== null){
if(_errs442){
vErrors.length = _errs442;
}
else {
vErrors = null;
}
}
}
}
if(data99.rows !== undefined){
let data101 = data99.rows;
const _errs450 = errors;
let valid170 = false;
const _errs451 = errors;
if(Array.isArray(data101)){
const len0 = data101.length;
for(let i0=0; i0<len0; i0++){
let data102 = data101[i0];
if(data102 && typeof data102 == "object" && !Array.isArray(data102)){
if(data102.text !== undefined){
let data103 = data102.text;
if((typeof data103 !== "string") && (!((typeof data103 == "number") && (isFinite(data103))))){
const err294 = {instancePath:instancePath+"/props/rows/" + i0+"/text",schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/properties/text/type",keyword:"type",params:{type: schema167.items.properties.text.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
if(data102.value !== undefined){
let data104 = data102.value;
if((typeof data104 !== "string") && (!((typeof data104 == "number") && (isFinite(data104))))){
const err295 = {instancePath:instancePath+"/props/rows/" + i0+"/value",schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/properties/value/type",keyword:"type",params:{type: schema167.items.properties.value.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
}
else {
const err296 = {instancePath:instancePath+"/props/rows/" + i0,schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
}
}
else {
const err297 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/InfoList.schema.json#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
var _valid51 = _errs451 === errors;
valid170 = valid170 || _valid51;
const _errs460 = errors;
if(typeof data101 === "string"){
if(!pattern4.test(data101)){
const err298 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
}
else {
const err299 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
var _valid51 = _errs460 === errors;
valid170 = valid170 || _valid51;
if(!valid170){
const err300 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/8/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
else {
errors = _errs450;
if(vErrors !== null){
if(_errs450){
vErrors.length = _errs450;
}
else {
vErrors = null;
}
}
}
}
if(data99.labelKey !== undefined){
let data105 = data99.labelKey;
const _errs464 = errors;
let valid176 = false;
const _errs465 = errors;
if(typeof data105 === "string"){
if(func3(data105) < 1){
const err301 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/InfoList.schema.json#/properties/labelKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err302 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/InfoList.schema.json#/properties/labelKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
var _valid52 = _errs465 === errors;
valid176 = valid176 || _valid52;
const _errs468 = errors;
if(typeof data105 === "string"){
if(!pattern4.test(data105)){
const err303 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
}
else {
const err304 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
var _valid52 = _errs468 === errors;
valid176 = valid176 || _valid52;
if(!valid176){
const err305 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/8/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
else {
errors = _errs464;
if(vErrors !== null){
if(_errs464){
vErrors.length = _errs464;
}
else {
vErrors = null;
}
}
}
}
if(data99.valueKey !== undefined){
let data106 = data99.valueKey;
const _errs472 = errors;
let valid179 = false;
const _errs473 = errors;
if(typeof data106 === "string"){
if(func3(data106) < 1){
const err306 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/InfoList.schema.json#/properties/valueKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err307 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/InfoList.schema.json#/properties/valueKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
var _valid53 = _errs473 === errors;
valid179 = valid179 || _valid53;
const _errs476 = errors;
if(typeof data106 === "string"){
if(!pattern4.test(data106)){
const err308 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
else {
const err309 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
var _valid53 = _errs476 === errors;
valid179 = valid179 || _valid53;
if(!valid179){
const err310 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/8/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
else {
errors = _errs472;
if(vErrors !== null){
if(_errs472){
vErrors.length = _errs472;
}
else {
vErrors = null;
}
}
}
}
if(data99.collapsedRows !== undefined){
let data107 = data99.collapsedRows;
const _errs480 = errors;
let valid182 = false;
const _errs481 = errors;
if(!(((typeof data107 == "number") && (!(data107 % 1) && !isNaN(data107))) && (isFinite(data107)))){
const err311 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"widgets/InfoList.schema.json#/properties/collapsedRows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
if((typeof data107 == "number") && (isFinite(data107))){
if(data107 < 1 || isNaN(data107)){
const err312 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"widgets/InfoList.schema.json#/properties/collapsedRows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
}
var _valid54 = _errs481 === errors;
valid182 = valid182 || _valid54;
const _errs484 = errors;
if(typeof data107 === "string"){
if(!pattern4.test(data107)){
const err313 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
}
else {
const err314 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
var _valid54 = _errs484 === errors;
valid182 = valid182 || _valid54;
if(!valid182){
const err315 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"#/allOf/8/then/properties/props/properties/collapsedRows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
else {
errors = _errs480;
if(vErrors !== null){
if(_errs480){
vErrors.length = _errs480;
}
else {
vErrors = null;
}
}
}
}
if(data99.moreLabel !== undefined){
let data108 = data99.moreLabel;
const _errs488 = errors;
let valid185 = false;
const _errs489 = errors;
if(typeof data108 === "string"){
if(func3(data108) < 1){
const err316 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"widgets/InfoList.schema.json#/properties/moreLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err317 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"widgets/InfoList.schema.json#/properties/moreLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
var _valid55 = _errs489 === errors;
valid185 = valid185 || _valid55;
const _errs492 = errors;
if(typeof data108 === "string"){
if(!pattern4.test(data108)){
const err318 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
else {
const err319 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
var _valid55 = _errs492 === errors;
valid185 = valid185 || _valid55;
if(!valid185){
const err320 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"#/allOf/8/then/properties/props/properties/moreLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
else {
errors = _errs488;
if(vErrors !== null){
if(_errs488){
vErrors.length = _errs488;
}
else {
vErrors = null;
}
}
}
}
if(data99.lessLabel !== undefined){
let data109 = data99.lessLabel;
const _errs496 = errors;
let valid188 = false;
const _errs497 = errors;
if(typeof data109 === "string"){
if(func3(data109) < 1){
const err321 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"widgets/InfoList.schema.json#/properties/lessLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
else {
const err322 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"widgets/InfoList.schema.json#/properties/lessLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
var _valid56 = _errs497 === errors;
valid188 = valid188 || _valid56;
const _errs500 = errors;
if(typeof data109 === "string"){
if(!pattern4.test(data109)){
const err323 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
else {
const err324 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
var _valid56 = _errs500 === errors;
valid188 = valid188 || _valid56;
if(!valid188){
const err325 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"#/allOf/8/then/properties/props/properties/lessLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
else {
errors = _errs496;
if(vErrors !== null){
if(_errs496){
vErrors.length = _errs496;
}
else {
vErrors = null;
}
}
}
}
if(data99.emptyText !== undefined){
let data110 = data99.emptyText;
const _errs504 = errors;
let valid191 = false;
const _errs505 = errors;
if(typeof data110 !== "string"){
const err326 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/InfoList.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
var _valid57 = _errs505 === errors;
valid191 = valid191 || _valid57;
const _errs508 = errors;
if(typeof data110 === "string"){
if(!pattern4.test(data110)){
const err327 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
}
else {
const err328 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
var _valid57 = _errs508 === errors;
valid191 = valid191 || _valid57;
if(!valid191){
const err329 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/8/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
else {
errors = _errs504;
if(vErrors !== null){
if(_errs504){
vErrors.length = _errs504;
}
else {
vErrors = null;
}
}
}
}
if(data99.surface !== undefined){
let data111 = data99.surface;
const _errs512 = errors;
let valid194 = false;
const _errs513 = errors;
if(!((data111 === "card") || (data111 === "none"))){
const err330 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/InfoList.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema181.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
var _valid58 = _errs513 === errors;
valid194 = valid194 || _valid58;
const _errs515 = errors;
if(typeof data111 === "string"){
if(!pattern4.test(data111)){
const err331 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err332 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
var _valid58 = _errs515 === errors;
valid194 = valid194 || _valid58;
if(!valid194){
const err333 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/8/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
else {
errors = _errs512;
if(vErrors !== null){
if(_errs512){
vErrors.length = _errs512;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err334 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
if(data.on !== undefined){
let data112 = data.on;
if(data112 && typeof data112 == "object" && !Array.isArray(data112)){
for(const key18 in data112){
const err335 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
}
else {
const err336 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
if(data.children !== undefined){
const err337 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/8/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
if(data.bind !== undefined){
const err338 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/8/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
}
var _valid49 = _errs436 === errors;
valid163 = _valid49;
if(valid163){
var props9 = {};
props9.type = true;
props9.props = true;
props9.on = true;
props9.children = true;
props9.bind = true;
}
}
if(!valid163){
const err339 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
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
const _errs522 = errors;
let valid197 = true;
const _errs523 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.type === undefined) && (missing9 = "type")){
const err340 = {};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
else {
if(data.type !== undefined){
if("ListItem" !== data.type){
const err341 = {};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
}
}
var _valid59 = _errs523 === errors;
errors = _errs522;
if(vErrors !== null){
if(_errs522){
vErrors.length = _errs522;
}
else {
vErrors = null;
}
}
if(_valid59){
const _errs525 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err342 = {instancePath,schemaPath:"#/allOf/9/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
if(data.type !== undefined){
if("ListItem" !== data.type){
const err343 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/9/then/properties/type/const",keyword:"const",params:{allowedValue: "ListItem"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
if(data.props !== undefined){
let data117 = data.props;
if(data117 && typeof data117 == "object" && !Array.isArray(data117)){
if(data117.title === undefined){
const err344 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
for(const key19 in data117){
if(!((((((((key19 === "title") || (key19 === "subtitle")) || (key19 === "meta")) || (key19 === "body")) || (key19 === "image")) || (key19 === "chevron")) || (key19 === "selected")) || (key19 === "tappable"))){
const err345 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
if(data117.title !== undefined){
let data118 = data117.title;
const _errs531 = errors;
let valid201 = false;
const _errs532 = errors;
if(typeof data118 !== "string"){
const err346 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/ListItem.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
var _valid60 = _errs532 === errors;
valid201 = valid201 || _valid60;
const _errs535 = errors;
if(typeof data118 === "string"){
if(!pattern4.test(data118)){
const err347 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
}
else {
const err348 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
var _valid60 = _errs535 === errors;
valid201 = valid201 || _valid60;
if(!valid201){
const err349 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/9/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
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
if(data117.subtitle !== undefined){
let data119 = data117.subtitle;
const _errs539 = errors;
let valid204 = false;
const _errs540 = errors;
if(typeof data119 !== "string"){
const err350 = {instancePath:instancePath+"/props/subtitle",schemaPath:"widgets/ListItem.schema.json#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
var _valid61 = _errs540 === errors;
valid204 = valid204 || _valid61;
const _errs543 = errors;
if(typeof data119 === "string"){
if(!pattern4.test(data119)){
const err351 = {instancePath:instancePath+"/props/subtitle",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err352 = {instancePath:instancePath+"/props/subtitle",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
var _valid61 = _errs543 === errors;
valid204 = valid204 || _valid61;
if(!valid204){
const err353 = {instancePath:instancePath+"/props/subtitle",schemaPath:"#/allOf/9/then/properties/props/properties/subtitle/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
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
if(data117.meta !== undefined){
let data120 = data117.meta;
const _errs547 = errors;
let valid207 = false;
const _errs548 = errors;
if(typeof data120 !== "string"){
const err354 = {instancePath:instancePath+"/props/meta",schemaPath:"widgets/ListItem.schema.json#/properties/meta/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
var _valid62 = _errs548 === errors;
valid207 = valid207 || _valid62;
const _errs551 = errors;
if(typeof data120 === "string"){
if(!pattern4.test(data120)){
const err355 = {instancePath:instancePath+"/props/meta",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
}
else {
const err356 = {instancePath:instancePath+"/props/meta",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
var _valid62 = _errs551 === errors;
valid207 = valid207 || _valid62;
if(!valid207){
const err357 = {instancePath:instancePath+"/props/meta",schemaPath:"#/allOf/9/then/properties/props/properties/meta/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
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
if(data117.body !== undefined){
let data121 = data117.body;
const _errs555 = errors;
let valid210 = false;
const _errs556 = errors;
if(typeof data121 !== "string"){
const err358 = {instancePath:instancePath+"/props/body",schemaPath:"widgets/ListItem.schema.json#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
var _valid63 = _errs556 === errors;
valid210 = valid210 || _valid63;
const _errs559 = errors;
if(typeof data121 === "string"){
if(!pattern4.test(data121)){
const err359 = {instancePath:instancePath+"/props/body",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
}
else {
const err360 = {instancePath:instancePath+"/props/body",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
var _valid63 = _errs559 === errors;
valid210 = valid210 || _valid63;
if(!valid210){
const err361 = {instancePath:instancePath+"/props/body",schemaPath:"#/allOf/9/then/properties/props/properties/body/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
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
if(data117.image !== undefined){
let data122 = data117.image;
const _errs563 = errors;
let valid213 = false;
const _errs564 = errors;
if(typeof data122 !== "string"){
const err362 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/ListItem.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
var _valid64 = _errs564 === errors;
valid213 = valid213 || _valid64;
const _errs567 = errors;
if(typeof data122 === "string"){
if(!pattern4.test(data122)){
const err363 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err364 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
var _valid64 = _errs567 === errors;
valid213 = valid213 || _valid64;
if(!valid213){
const err365 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/9/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
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
if(data117.chevron !== undefined){
let data123 = data117.chevron;
const _errs571 = errors;
let valid216 = false;
const _errs572 = errors;
if(typeof data123 !== "boolean"){
const err366 = {instancePath:instancePath+"/props/chevron",schemaPath:"widgets/ListItem.schema.json#/properties/chevron/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
var _valid65 = _errs572 === errors;
valid216 = valid216 || _valid65;
const _errs575 = errors;
if(typeof data123 === "string"){
if(!pattern4.test(data123)){
const err367 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err368 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
var _valid65 = _errs575 === errors;
valid216 = valid216 || _valid65;
if(!valid216){
const err369 = {instancePath:instancePath+"/props/chevron",schemaPath:"#/allOf/9/then/properties/props/properties/chevron/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
else {
errors = _errs571;
if(vErrors !== null){
if(_errs571){
vErrors.length = _errs571;
}
else {
vErrors = null;
}
}
}
}
if(data117.selected !== undefined){
let data124 = data117.selected;
const _errs579 = errors;
let valid219 = false;
const _errs580 = errors;
if(typeof data124 !== "boolean"){
const err370 = {instancePath:instancePath+"/props/selected",schemaPath:"widgets/ListItem.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
var _valid66 = _errs580 === errors;
valid219 = valid219 || _valid66;
const _errs583 = errors;
if(typeof data124 === "string"){
if(!pattern4.test(data124)){
const err371 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err372 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
var _valid66 = _errs583 === errors;
valid219 = valid219 || _valid66;
if(!valid219){
const err373 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/9/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
else {
errors = _errs579;
if(vErrors !== null){
if(_errs579){
vErrors.length = _errs579;
}
else {
vErrors = null;
}
}
}
}
if(data117.tappable !== undefined){
let data125 = data117.tappable;
const _errs587 = errors;
let valid222 = false;
const _errs588 = errors;
if(typeof data125 !== "boolean"){
const err374 = {instancePath:instancePath+"/props/tappable",schemaPath:"widgets/ListItem.schema.json#/properties/tappable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
var _valid67 = _errs588 === errors;
valid222 = valid222 || _valid67;
const _errs591 = errors;
if(typeof data125 === "string"){
if(!pattern4.test(data125)){
const err375 = {instancePath:instancePath+"/props/tappable",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err376 = {instancePath:instancePath+"/props/tappable",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
var _valid67 = _errs591 === errors;
valid222 = valid222 || _valid67;
if(!valid222){
const err377 = {instancePath:instancePath+"/props/tappable",schemaPath:"#/allOf/9/then/properties/props/properties/tappable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
else {
errors = _errs587;
if(vErrors !== null){
if(_errs587){
vErrors.length = _errs587;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err378 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
if(data.on !== undefined){
let data126 = data.on;
if(data126 && typeof data126 == "object" && !Array.isArray(data126)){
for(const key20 in data126){
if(!(key20 === "tap")){
const err379 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
if(data126.tap !== undefined){
if(!(validate64(data126.tap, {instancePath:instancePath+"/on/tap",parentData:data126,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err380 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
if(data.children !== undefined){
const err381 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/9/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
if(data.bind !== undefined){
const err382 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/9/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
var _valid59 = _errs525 === errors;
valid197 = _valid59;
if(valid197){
var props10 = {};
props10.type = true;
props10.props = true;
props10.on = true;
props10.children = true;
props10.bind = true;
}
}
if(!valid197){
const err383 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
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
const _errs599 = errors;
let valid226 = true;
const _errs600 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.type === undefined) && (missing10 = "type")){
const err384 = {};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
else {
if(data.type !== undefined){
if("Notice" !== data.type){
const err385 = {};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
}
}
var _valid68 = _errs600 === errors;
errors = _errs599;
if(vErrors !== null){
if(_errs599){
vErrors.length = _errs599;
}
else {
vErrors = null;
}
}
if(_valid68){
const _errs602 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err386 = {instancePath,schemaPath:"#/allOf/10/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
if(data.type !== undefined){
if("Notice" !== data.type){
const err387 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/10/then/properties/type/const",keyword:"const",params:{allowedValue: "Notice"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
if(data.props !== undefined){
let data132 = data.props;
if(data132 && typeof data132 == "object" && !Array.isArray(data132)){
if(data132.text === undefined){
const err388 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
for(const key21 in data132){
if(!((key21 === "text") || (key21 === "tone"))){
const err389 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
}
if(data132.text !== undefined){
let data133 = data132.text;
const _errs608 = errors;
let valid230 = false;
const _errs609 = errors;
if(typeof data133 !== "string"){
const err390 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Notice.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
var _valid69 = _errs609 === errors;
valid230 = valid230 || _valid69;
const _errs612 = errors;
if(typeof data133 === "string"){
if(!pattern4.test(data133)){
const err391 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err392 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
var _valid69 = _errs612 === errors;
valid230 = valid230 || _valid69;
if(!valid230){
const err393 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/10/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
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
if(data132.tone !== undefined){
let data134 = data132.tone;
const _errs616 = errors;
let valid233 = false;
const _errs617 = errors;
if(!(((data134 === "info") || (data134 === "warning")) || (data134 === "success"))){
const err394 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Notice.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema203.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
var _valid70 = _errs617 === errors;
valid233 = valid233 || _valid70;
const _errs619 = errors;
if(typeof data134 === "string"){
if(!pattern4.test(data134)){
const err395 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err396 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
var _valid70 = _errs619 === errors;
valid233 = valid233 || _valid70;
if(!valid233){
const err397 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/10/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
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
}
else {
const err398 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
if(data.on !== undefined){
let data135 = data.on;
if(data135 && typeof data135 == "object" && !Array.isArray(data135)){
for(const key22 in data135){
const err399 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
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
const err400 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
if(data.children !== undefined){
const err401 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/10/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
if(data.bind !== undefined){
const err402 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/10/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
var _valid68 = _errs602 === errors;
valid226 = _valid68;
if(valid226){
var props11 = {};
props11.type = true;
props11.props = true;
props11.on = true;
props11.children = true;
props11.bind = true;
}
}
if(!valid226){
const err403 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
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
const _errs626 = errors;
let valid236 = true;
const _errs627 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.type === undefined) && (missing11 = "type")){
const err404 = {};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
else {
if(data.type !== undefined){
if("Picker" !== data.type){
const err405 = {};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
}
}
var _valid71 = _errs627 === errors;
errors = _errs626;
if(vErrors !== null){
if(_errs626){
vErrors.length = _errs626;
}
else {
vErrors = null;
}
}
if(_valid71){
const _errs629 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err406 = {instancePath,schemaPath:"#/allOf/11/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
if(data.type !== undefined){
if("Picker" !== data.type){
const err407 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/11/then/properties/type/const",keyword:"const",params:{allowedValue: "Picker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
if(data.props !== undefined){
let data140 = data.props;
if(data140 && typeof data140 == "object" && !Array.isArray(data140)){
if(data140.label === undefined){
const err408 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
if(data140.options === undefined){
const err409 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
for(const key23 in data140){
if(!(func1.call(schema72.allOf[11].then.properties.props.properties, key23))){
const err410 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
if(data140.label !== undefined){
let data141 = data140.label;
const _errs635 = errors;
let valid240 = false;
const _errs636 = errors;
if(typeof data141 === "string"){
if(func3(data141) < 1){
const err411 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Picker.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err412 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Picker.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
var _valid72 = _errs636 === errors;
valid240 = valid240 || _valid72;
const _errs639 = errors;
if(typeof data141 === "string"){
if(!pattern4.test(data141)){
const err413 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
}
else {
const err414 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
var _valid72 = _errs639 === errors;
valid240 = valid240 || _valid72;
if(!valid240){
const err415 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/11/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
else {
errors = _errs635;
if(vErrors !== null){
if(_errs635){
vErrors.length = _errs635;
}
else {
vErrors = null;
}
}
}
}
if(data140.placeholder !== undefined){
let data142 = data140.placeholder;
const _errs643 = errors;
let valid243 = false;
const _errs644 = errors;
if(typeof data142 !== "string"){
const err416 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/Picker.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
var _valid73 = _errs644 === errors;
valid243 = valid243 || _valid73;
const _errs647 = errors;
if(typeof data142 === "string"){
if(!pattern4.test(data142)){
const err417 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
else {
const err418 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
var _valid73 = _errs647 === errors;
valid243 = valid243 || _valid73;
if(!valid243){
const err419 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/11/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
else {
errors = _errs643;
if(vErrors !== null){
if(_errs643){
vErrors.length = _errs643;
}
else {
vErrors = null;
}
}
}
}
if(data140.hint !== undefined){
let data143 = data140.hint;
const _errs651 = errors;
let valid246 = false;
const _errs652 = errors;
if(typeof data143 !== "string"){
const err420 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/Picker.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
var _valid74 = _errs652 === errors;
valid246 = valid246 || _valid74;
const _errs655 = errors;
if(typeof data143 === "string"){
if(!pattern4.test(data143)){
const err421 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
}
else {
const err422 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
var _valid74 = _errs655 === errors;
valid246 = valid246 || _valid74;
if(!valid246){
const err423 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/11/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
else {
errors = _errs651;
if(vErrors !== null){
if(_errs651){
vErrors.length = _errs651;
}
else {
vErrors = null;
}
}
}
}
if(data140.options !== undefined){
let data144 = data140.options;
const _errs659 = errors;
let valid249 = false;
const _errs660 = errors;
if(Array.isArray(data144)){
const len1 = data144.length;
for(let i1=0; i1<len1; i1++){
let data145 = data144[i1];
if(data145 && typeof data145 == "object" && !Array.isArray(data145)){
}
else {
const err424 = {instancePath:instancePath+"/props/options/" + i1,schemaPath:"widgets/Picker.schema.json#/properties/options/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
}
}
else {
const err425 = {instancePath:instancePath+"/props/options",schemaPath:"widgets/Picker.schema.json#/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
var _valid75 = _errs660 === errors;
valid249 = valid249 || _valid75;
const _errs666 = errors;
if(typeof data144 === "string"){
if(!pattern4.test(data144)){
const err426 = {instancePath:instancePath+"/props/options",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
else {
const err427 = {instancePath:instancePath+"/props/options",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
var _valid75 = _errs666 === errors;
valid249 = valid249 || _valid75;
if(!valid249){
const err428 = {instancePath:instancePath+"/props/options",schemaPath:"#/allOf/11/then/properties/props/properties/options/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
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
if(data140.optionLabel !== undefined){
let data146 = data140.optionLabel;
const _errs670 = errors;
let valid254 = false;
const _errs671 = errors;
if(typeof data146 === "string"){
if(func3(data146) < 1){
const err429 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"widgets/Picker.schema.json#/properties/optionLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
}
else {
const err430 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"widgets/Picker.schema.json#/properties/optionLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
var _valid76 = _errs671 === errors;
valid254 = valid254 || _valid76;
const _errs674 = errors;
if(typeof data146 === "string"){
if(!pattern4.test(data146)){
const err431 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err432 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
var _valid76 = _errs674 === errors;
valid254 = valid254 || _valid76;
if(!valid254){
const err433 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"#/allOf/11/then/properties/props/properties/optionLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
else {
errors = _errs670;
if(vErrors !== null){
if(_errs670){
vErrors.length = _errs670;
}
else {
vErrors = null;
}
}
}
}
if(data140.optionValue !== undefined){
let data147 = data140.optionValue;
const _errs678 = errors;
let valid257 = false;
const _errs679 = errors;
if(typeof data147 === "string"){
if(func3(data147) < 1){
const err434 = {instancePath:instancePath+"/props/optionValue",schemaPath:"widgets/Picker.schema.json#/properties/optionValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
}
else {
const err435 = {instancePath:instancePath+"/props/optionValue",schemaPath:"widgets/Picker.schema.json#/properties/optionValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
var _valid77 = _errs679 === errors;
valid257 = valid257 || _valid77;
const _errs682 = errors;
if(typeof data147 === "string"){
if(!pattern4.test(data147)){
const err436 = {instancePath:instancePath+"/props/optionValue",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
else {
const err437 = {instancePath:instancePath+"/props/optionValue",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
var _valid77 = _errs682 === errors;
valid257 = valid257 || _valid77;
if(!valid257){
const err438 = {instancePath:instancePath+"/props/optionValue",schemaPath:"#/allOf/11/then/properties/props/properties/optionValue/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
else {
errors = _errs678;
if(vErrors !== null){
if(_errs678){
vErrors.length = _errs678;
}
else {
vErrors = null;
}
}
}
}
if(data140.title !== undefined){
let data148 = data140.title;
const _errs686 = errors;
let valid260 = false;
const _errs687 = errors;
if(typeof data148 === "string"){
if(func3(data148) < 1){
const err439 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Picker.schema.json#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err440 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Picker.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
var _valid78 = _errs687 === errors;
valid260 = valid260 || _valid78;
const _errs690 = errors;
if(typeof data148 === "string"){
if(!pattern4.test(data148)){
const err441 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
}
else {
const err442 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
var _valid78 = _errs690 === errors;
valid260 = valid260 || _valid78;
if(!valid260){
const err443 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/11/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
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
if(data140.confirmLabel !== undefined){
let data149 = data140.confirmLabel;
const _errs694 = errors;
let valid263 = false;
const _errs695 = errors;
if(typeof data149 === "string"){
if(func3(data149) < 1){
const err444 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"widgets/Picker.schema.json#/properties/confirmLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
}
else {
const err445 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"widgets/Picker.schema.json#/properties/confirmLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
var _valid79 = _errs695 === errors;
valid263 = valid263 || _valid79;
const _errs698 = errors;
if(typeof data149 === "string"){
if(!pattern4.test(data149)){
const err446 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
}
else {
const err447 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
var _valid79 = _errs698 === errors;
valid263 = valid263 || _valid79;
if(!valid263){
const err448 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"#/allOf/11/then/properties/props/properties/confirmLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
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
if(data140.cancelLabel !== undefined){
let data150 = data140.cancelLabel;
const _errs702 = errors;
let valid266 = false;
const _errs703 = errors;
if(typeof data150 === "string"){
if(func3(data150) < 1){
const err449 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/Picker.schema.json#/properties/cancelLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
}
else {
const err450 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/Picker.schema.json#/properties/cancelLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
var _valid80 = _errs703 === errors;
valid266 = valid266 || _valid80;
const _errs706 = errors;
if(typeof data150 === "string"){
if(!pattern4.test(data150)){
const err451 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err452 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
var _valid80 = _errs706 === errors;
valid266 = valid266 || _valid80;
if(!valid266){
const err453 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/11/then/properties/props/properties/cancelLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
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
if(data140.emptyText !== undefined){
let data151 = data140.emptyText;
const _errs710 = errors;
let valid269 = false;
const _errs711 = errors;
if(typeof data151 === "string"){
if(func3(data151) < 1){
const err454 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/Picker.schema.json#/properties/emptyText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
}
else {
const err455 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/Picker.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
var _valid81 = _errs711 === errors;
valid269 = valid269 || _valid81;
const _errs714 = errors;
if(typeof data151 === "string"){
if(!pattern4.test(data151)){
const err456 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
}
else {
const err457 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
var _valid81 = _errs714 === errors;
valid269 = valid269 || _valid81;
if(!valid269){
const err458 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/11/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
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
if(data140.disabled !== undefined){
let data152 = data140.disabled;
const _errs718 = errors;
let valid272 = false;
const _errs719 = errors;
if(typeof data152 !== "boolean"){
const err459 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/Picker.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
var _valid82 = _errs719 === errors;
valid272 = valid272 || _valid82;
const _errs722 = errors;
if(typeof data152 === "string"){
if(!pattern4.test(data152)){
const err460 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
}
else {
const err461 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
var _valid82 = _errs722 === errors;
valid272 = valid272 || _valid82;
if(!valid272){
const err462 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/11/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
else {
errors = _errs718;
if(vErrors !== null){
if(_errs718){
vErrors.length = _errs718;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err463 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
}
if(data.on !== undefined){
let data153 = data.on;
if(data153 && typeof data153 == "object" && !Array.isArray(data153)){
for(const key24 in data153){
if(!(key24 === "change")){
const err464 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
}
if(data153.change !== undefined){
if(!(validate64(data153.change, {instancePath:instancePath+"/on/change",parentData:data153,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err465 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
if(data.children !== undefined){
const err466 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/11/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
}
var _valid71 = _errs629 === errors;
valid236 = _valid71;
if(valid236){
var props12 = {};
props12.type = true;
props12.props = true;
props12.on = true;
props12.children = true;
}
}
if(!valid236){
const err467 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
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
const _errs730 = errors;
let valid276 = true;
const _errs731 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.type === undefined) && (missing12 = "type")){
const err468 = {};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
else {
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err469 = {};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
}
}
}
var _valid83 = _errs731 === errors;
errors = _errs730;
if(vErrors !== null){
if(_errs730){
vErrors.length = _errs730;
}
else {
vErrors = null;
}
}
if(_valid83){
const _errs733 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err470 = {instancePath,schemaPath:"#/allOf/12/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err471 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/12/then/properties/type/const",keyword:"const",params:{allowedValue: "ProductCard"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
}
if(data.props !== undefined){
let data158 = data.props;
if(data158 && typeof data158 == "object" && !Array.isArray(data158)){
if(data158.name === undefined){
const err472 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
if(data158.buttonText === undefined){
const err473 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/required",keyword:"required",params:{missingProperty: "buttonText"},message:"must have required property '"+"buttonText"+"'"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
for(const key25 in data158){
if(!(func1.call(schema72.allOf[12].then.properties.props.properties, key25))){
const err474 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
}
if(data158.logo !== undefined){
let data159 = data158.logo;
const _errs739 = errors;
let valid280 = false;
const _errs740 = errors;
if(typeof data159 !== "string"){
const err475 = {instancePath:instancePath+"/props/logo",schemaPath:"widgets/ProductCard.schema.json#/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
var _valid84 = _errs740 === errors;
valid280 = valid280 || _valid84;
const _errs743 = errors;
if(typeof data159 === "string"){
if(!pattern4.test(data159)){
const err476 = {instancePath:instancePath+"/props/logo",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err477 = {instancePath:instancePath+"/props/logo",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
var _valid84 = _errs743 === errors;
valid280 = valid280 || _valid84;
if(!valid280){
const err478 = {instancePath:instancePath+"/props/logo",schemaPath:"#/allOf/12/then/properties/props/properties/logo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
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
if(data158.name !== undefined){
let data160 = data158.name;
const _errs747 = errors;
let valid283 = false;
const _errs748 = errors;
if(typeof data160 !== "string"){
const err479 = {instancePath:instancePath+"/props/name",schemaPath:"widgets/ProductCard.schema.json#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
var _valid85 = _errs748 === errors;
valid283 = valid283 || _valid85;
const _errs751 = errors;
if(typeof data160 === "string"){
if(!pattern4.test(data160)){
const err480 = {instancePath:instancePath+"/props/name",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
}
else {
const err481 = {instancePath:instancePath+"/props/name",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
var _valid85 = _errs751 === errors;
valid283 = valid283 || _valid85;
if(!valid283){
const err482 = {instancePath:instancePath+"/props/name",schemaPath:"#/allOf/12/then/properties/props/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
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
if(data158.buttonText !== undefined){
let data161 = data158.buttonText;
const _errs755 = errors;
let valid286 = false;
const _errs756 = errors;
if(typeof data161 === "string"){
if(func3(data161) < 1){
const err483 = {instancePath:instancePath+"/props/buttonText",schemaPath:"widgets/ProductCard.schema.json#/properties/buttonText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
}
else {
const err484 = {instancePath:instancePath+"/props/buttonText",schemaPath:"widgets/ProductCard.schema.json#/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
var _valid86 = _errs756 === errors;
valid286 = valid286 || _valid86;
const _errs759 = errors;
if(typeof data161 === "string"){
if(!pattern4.test(data161)){
const err485 = {instancePath:instancePath+"/props/buttonText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
}
else {
const err486 = {instancePath:instancePath+"/props/buttonText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
var _valid86 = _errs759 === errors;
valid286 = valid286 || _valid86;
if(!valid286){
const err487 = {instancePath:instancePath+"/props/buttonText",schemaPath:"#/allOf/12/then/properties/props/properties/buttonText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
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
if(data158.enabled !== undefined){
let data162 = data158.enabled;
const _errs763 = errors;
let valid289 = false;
const _errs764 = errors;
if(typeof data162 !== "boolean"){
const err488 = {instancePath:instancePath+"/props/enabled",schemaPath:"widgets/ProductCard.schema.json#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
var _valid87 = _errs764 === errors;
valid289 = valid289 || _valid87;
const _errs767 = errors;
if(typeof data162 === "string"){
if(!pattern4.test(data162)){
const err489 = {instancePath:instancePath+"/props/enabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err490 = {instancePath:instancePath+"/props/enabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
var _valid87 = _errs767 === errors;
valid289 = valid289 || _valid87;
if(!valid289){
const err491 = {instancePath:instancePath+"/props/enabled",schemaPath:"#/allOf/12/then/properties/props/properties/enabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
else {
errors = _errs763;
if(vErrors !== null){
if(_errs763){
vErrors.length = _errs763;
}
else {
vErrors = null;
}
}
}
}
if(data158.amountRange !== undefined){
let data163 = data158.amountRange;
const _errs771 = errors;
let valid292 = false;
const _errs772 = errors;
if(typeof data163 !== "string"){
const err492 = {instancePath:instancePath+"/props/amountRange",schemaPath:"widgets/ProductCard.schema.json#/properties/amountRange/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
var _valid88 = _errs772 === errors;
valid292 = valid292 || _valid88;
const _errs775 = errors;
if(typeof data163 === "string"){
if(!pattern4.test(data163)){
const err493 = {instancePath:instancePath+"/props/amountRange",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
}
else {
const err494 = {instancePath:instancePath+"/props/amountRange",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
var _valid88 = _errs775 === errors;
valid292 = valid292 || _valid88;
if(!valid292){
const err495 = {instancePath:instancePath+"/props/amountRange",schemaPath:"#/allOf/12/then/properties/props/properties/amountRange/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
else {
errors = _errs771;
if(vErrors !== null){
if(_errs771){
vErrors.length = _errs771;
}
else {
vErrors = null;
}
}
}
}
if(data158.rangeDesc !== undefined){
let data164 = data158.rangeDesc;
const _errs779 = errors;
let valid295 = false;
const _errs780 = errors;
if(typeof data164 !== "string"){
const err496 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"widgets/ProductCard.schema.json#/properties/rangeDesc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
var _valid89 = _errs780 === errors;
valid295 = valid295 || _valid89;
const _errs783 = errors;
if(typeof data164 === "string"){
if(!pattern4.test(data164)){
const err497 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err498 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
var _valid89 = _errs783 === errors;
valid295 = valid295 || _valid89;
if(!valid295){
const err499 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"#/allOf/12/then/properties/props/properties/rangeDesc/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
else {
errors = _errs779;
if(vErrors !== null){
if(_errs779){
vErrors.length = _errs779;
}
else {
vErrors = null;
}
}
}
}
if(data158.rate !== undefined){
let data165 = data158.rate;
const _errs787 = errors;
let valid298 = false;
const _errs788 = errors;
if(typeof data165 !== "string"){
const err500 = {instancePath:instancePath+"/props/rate",schemaPath:"widgets/ProductCard.schema.json#/properties/rate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
var _valid90 = _errs788 === errors;
valid298 = valid298 || _valid90;
const _errs791 = errors;
if(typeof data165 === "string"){
if(!pattern4.test(data165)){
const err501 = {instancePath:instancePath+"/props/rate",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
}
else {
const err502 = {instancePath:instancePath+"/props/rate",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
var _valid90 = _errs791 === errors;
valid298 = valid298 || _valid90;
if(!valid298){
const err503 = {instancePath:instancePath+"/props/rate",schemaPath:"#/allOf/12/then/properties/props/properties/rate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
else {
errors = _errs787;
if(vErrors !== null){
if(_errs787){
vErrors.length = _errs787;
}
else {
vErrors = null;
}
}
}
}
if(data158.description !== undefined){
let data166 = data158.description;
const _errs795 = errors;
let valid301 = false;
const _errs796 = errors;
if(typeof data166 !== "string"){
const err504 = {instancePath:instancePath+"/props/description",schemaPath:"widgets/ProductCard.schema.json#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
var _valid91 = _errs796 === errors;
valid301 = valid301 || _valid91;
const _errs799 = errors;
if(typeof data166 === "string"){
if(!pattern4.test(data166)){
const err505 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
}
else {
const err506 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
var _valid91 = _errs799 === errors;
valid301 = valid301 || _valid91;
if(!valid301){
const err507 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/12/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
else {
errors = _errs795;
if(vErrors !== null){
if(_errs795){
vErrors.length = _errs795;
}
else {
vErrors = null;
}
}
}
}
if(data158.tags !== undefined){
let data167 = data158.tags;
const _errs803 = errors;
let valid304 = false;
const _errs804 = errors;
if(Array.isArray(data167)){
const len2 = data167.length;
for(let i2=0; i2<len2; i2++){
if(typeof data167[i2] !== "string"){
const err508 = {instancePath:instancePath+"/props/tags/" + i2,schemaPath:"widgets/ProductCard.schema.json#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
}
}
else {
const err509 = {instancePath:instancePath+"/props/tags",schemaPath:"widgets/ProductCard.schema.json#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
var _valid92 = _errs804 === errors;
valid304 = valid304 || _valid92;
const _errs809 = errors;
if(typeof data167 === "string"){
if(!pattern4.test(data167)){
const err510 = {instancePath:instancePath+"/props/tags",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
}
else {
const err511 = {instancePath:instancePath+"/props/tags",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
var _valid92 = _errs809 === errors;
valid304 = valid304 || _valid92;
if(!valid304){
const err512 = {instancePath:instancePath+"/props/tags",schemaPath:"#/allOf/12/then/properties/props/properties/tags/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
else {
errors = _errs803;
if(vErrors !== null){
if(_errs803){
vErrors.length = _errs803;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err513 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
}
if(data.on !== undefined){
let data169 = data.on;
if(data169 && typeof data169 == "object" && !Array.isArray(data169)){
for(const key26 in data169){
if(!(key26 === "tap")){
const err514 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
}
if(data169.tap !== undefined){
if(!(validate64(data169.tap, {instancePath:instancePath+"/on/tap",parentData:data169,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err515 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
}
if(data.children !== undefined){
const err516 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/12/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
if(data.bind !== undefined){
const err517 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/12/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
}
var _valid83 = _errs733 === errors;
valid276 = _valid83;
if(valid276){
var props13 = {};
props13.type = true;
props13.props = true;
props13.on = true;
props13.children = true;
props13.bind = true;
}
}
if(!valid276){
const err518 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
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
const _errs817 = errors;
let valid310 = true;
const _errs818 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.type === undefined) && (missing13 = "type")){
const err519 = {};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
else {
if(data.type !== undefined){
if("Stack" !== data.type){
const err520 = {};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
}
}
}
var _valid93 = _errs818 === errors;
errors = _errs817;
if(vErrors !== null){
if(_errs817){
vErrors.length = _errs817;
}
else {
vErrors = null;
}
}
if(_valid93){
const _errs820 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Stack" !== data.type){
const err521 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/13/then/properties/type/const",keyword:"const",params:{allowedValue: "Stack"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
}
if(data.props !== undefined){
let data175 = data.props;
if(data175 && typeof data175 == "object" && !Array.isArray(data175)){
for(const key27 in data175){
if(!(((((((key27 === "direction") || (key27 === "gap")) || (key27 === "padding")) || (key27 === "align")) || (key27 === "justify")) || (key27 === "wrap")) || (key27 === "surface"))){
const err522 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
}
if(data175.direction !== undefined){
let data176 = data175.direction;
const _errs826 = errors;
let valid314 = false;
const _errs827 = errors;
if(!((data176 === "column") || (data176 === "row"))){
const err523 = {instancePath:instancePath+"/props/direction",schemaPath:"widgets/Stack.schema.json#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema248.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
var _valid94 = _errs827 === errors;
valid314 = valid314 || _valid94;
const _errs829 = errors;
if(typeof data176 === "string"){
if(!pattern4.test(data176)){
const err524 = {instancePath:instancePath+"/props/direction",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err525 = {instancePath:instancePath+"/props/direction",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
var _valid94 = _errs829 === errors;
valid314 = valid314 || _valid94;
if(!valid314){
const err526 = {instancePath:instancePath+"/props/direction",schemaPath:"#/allOf/13/then/properties/props/properties/direction/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
else {
errors = _errs826;
if(vErrors !== null){
if(_errs826){
vErrors.length = _errs826;
}
else {
vErrors = null;
}
}
}
}
if(data175.gap !== undefined){
let data177 = data175.gap;
const _errs833 = errors;
let valid317 = false;
const _errs834 = errors;
if(!(((typeof data177 == "number") && (!(data177 % 1) && !isNaN(data177))) && (isFinite(data177)))){
const err527 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
if((typeof data177 == "number") && (isFinite(data177))){
if(data177 > 48 || isNaN(data177)){
const err528 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
if(data177 < 0 || isNaN(data177)){
const err529 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
}
var _valid95 = _errs834 === errors;
valid317 = valid317 || _valid95;
const _errs837 = errors;
if(typeof data177 === "string"){
if(!pattern4.test(data177)){
const err530 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
}
else {
const err531 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
var _valid95 = _errs837 === errors;
valid317 = valid317 || _valid95;
if(!valid317){
const err532 = {instancePath:instancePath+"/props/gap",schemaPath:"#/allOf/13/then/properties/props/properties/gap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
else {
errors = _errs833;
if(vErrors !== null){
if(_errs833){
vErrors.length = _errs833;
}
else {
vErrors = null;
}
}
}
}
if(data175.padding !== undefined){
let data178 = data175.padding;
const _errs841 = errors;
let valid320 = false;
const _errs842 = errors;
if(!(((typeof data178 == "number") && (!(data178 % 1) && !isNaN(data178))) && (isFinite(data178)))){
const err533 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
if((typeof data178 == "number") && (isFinite(data178))){
if(data178 > 48 || isNaN(data178)){
const err534 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
if(data178 < 0 || isNaN(data178)){
const err535 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
}
var _valid96 = _errs842 === errors;
valid320 = valid320 || _valid96;
const _errs845 = errors;
if(typeof data178 === "string"){
if(!pattern4.test(data178)){
const err536 = {instancePath:instancePath+"/props/padding",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
}
else {
const err537 = {instancePath:instancePath+"/props/padding",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
var _valid96 = _errs845 === errors;
valid320 = valid320 || _valid96;
if(!valid320){
const err538 = {instancePath:instancePath+"/props/padding",schemaPath:"#/allOf/13/then/properties/props/properties/padding/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
else {
errors = _errs841;
if(vErrors !== null){
if(_errs841){
vErrors.length = _errs841;
}
else {
vErrors = null;
}
}
}
}
if(data175.align !== undefined){
let data179 = data175.align;
const _errs849 = errors;
let valid323 = false;
const _errs850 = errors;
if(!((((data179 === "start") || (data179 === "center")) || (data179 === "end")) || (data179 === "stretch"))){
const err539 = {instancePath:instancePath+"/props/align",schemaPath:"widgets/Stack.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema254.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
var _valid97 = _errs850 === errors;
valid323 = valid323 || _valid97;
const _errs852 = errors;
if(typeof data179 === "string"){
if(!pattern4.test(data179)){
const err540 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
}
else {
const err541 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
var _valid97 = _errs852 === errors;
valid323 = valid323 || _valid97;
if(!valid323){
const err542 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/13/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
else {
errors = _errs849;
if(vErrors !== null){
if(_errs849){
vErrors.length = _errs849;
}
else {
vErrors = null;
}
}
}
}
if(data175.justify !== undefined){
let data180 = data175.justify;
const _errs856 = errors;
let valid326 = false;
const _errs857 = errors;
if(!((((data180 === "start") || (data180 === "center")) || (data180 === "end")) || (data180 === "between"))){
const err543 = {instancePath:instancePath+"/props/justify",schemaPath:"widgets/Stack.schema.json#/properties/justify/enum",keyword:"enum",params:{allowedValues: schema256.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
var _valid98 = _errs857 === errors;
valid326 = valid326 || _valid98;
const _errs859 = errors;
if(typeof data180 === "string"){
if(!pattern4.test(data180)){
const err544 = {instancePath:instancePath+"/props/justify",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
}
else {
const err545 = {instancePath:instancePath+"/props/justify",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
}
var _valid98 = _errs859 === errors;
valid326 = valid326 || _valid98;
if(!valid326){
const err546 = {instancePath:instancePath+"/props/justify",schemaPath:"#/allOf/13/then/properties/props/properties/justify/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
else {
errors = _errs856;
if(vErrors !== null){
if(_errs856){
vErrors.length = _errs856;
}
else {
vErrors = null;
}
}
}
}
if(data175.wrap !== undefined){
let data181 = data175.wrap;
const _errs863 = errors;
let valid329 = false;
const _errs864 = errors;
if(typeof data181 !== "boolean"){
const err547 = {instancePath:instancePath+"/props/wrap",schemaPath:"widgets/Stack.schema.json#/properties/wrap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
var _valid99 = _errs864 === errors;
valid329 = valid329 || _valid99;
const _errs867 = errors;
if(typeof data181 === "string"){
if(!pattern4.test(data181)){
const err548 = {instancePath:instancePath+"/props/wrap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
}
else {
const err549 = {instancePath:instancePath+"/props/wrap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
var _valid99 = _errs867 === errors;
valid329 = valid329 || _valid99;
if(!valid329){
const err550 = {instancePath:instancePath+"/props/wrap",schemaPath:"#/allOf/13/then/properties/props/properties/wrap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
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
if(data175.surface !== undefined){
let data182 = data175.surface;
const _errs871 = errors;
let valid332 = false;
const _errs872 = errors;
if(!(((data182 === "none") || (data182 === "card")) || (data182 === "page"))){
const err551 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/Stack.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema260.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
var _valid100 = _errs872 === errors;
valid332 = valid332 || _valid100;
const _errs874 = errors;
if(typeof data182 === "string"){
if(!pattern4.test(data182)){
const err552 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
}
else {
const err553 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
var _valid100 = _errs874 === errors;
valid332 = valid332 || _valid100;
if(!valid332){
const err554 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/13/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
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
}
else {
const err555 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
}
if(data.on !== undefined){
let data183 = data.on;
if(data183 && typeof data183 == "object" && !Array.isArray(data183)){
for(const key28 in data183){
const err556 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
}
else {
const err557 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
}
if(data.bind !== undefined){
const err558 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/13/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
}
var _valid93 = _errs820 === errors;
valid310 = _valid93;
if(valid310){
var props14 = {};
props14.type = true;
props14.props = true;
props14.on = true;
props14.bind = true;
}
}
if(!valid310){
const err559 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
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
const _errs881 = errors;
let valid335 = true;
const _errs882 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.type === undefined) && (missing14 = "type")){
const err560 = {};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
else {
if(data.type !== undefined){
if("StarRating" !== data.type){
const err561 = {};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
}
}
}
var _valid101 = _errs882 === errors;
errors = _errs881;
if(vErrors !== null){
if(_errs881){
vErrors.length = _errs881;
}
else {
vErrors = null;
}
}
if(_valid101){
const _errs884 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err562 = {instancePath,schemaPath:"#/allOf/14/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
if(data.type !== undefined){
if("StarRating" !== data.type){
const err563 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/14/then/properties/type/const",keyword:"const",params:{allowedValue: "StarRating"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
}
if(data.props !== undefined){
let data187 = data.props;
if(data187 && typeof data187 == "object" && !Array.isArray(data187)){
if(data187.label === undefined){
const err564 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
for(const key29 in data187){
if(!(((key29 === "label") || (key29 === "max")) || (key29 === "size"))){
const err565 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
}
if(data187.label !== undefined){
let data188 = data187.label;
const _errs890 = errors;
let valid339 = false;
const _errs891 = errors;
if(typeof data188 === "string"){
if(func3(data188) < 1){
const err566 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/StarRating.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err567 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/StarRating.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
var _valid102 = _errs891 === errors;
valid339 = valid339 || _valid102;
const _errs894 = errors;
if(typeof data188 === "string"){
if(!pattern4.test(data188)){
const err568 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err569 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
var _valid102 = _errs894 === errors;
valid339 = valid339 || _valid102;
if(!valid339){
const err570 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/14/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
else {
errors = _errs890;
if(vErrors !== null){
if(_errs890){
vErrors.length = _errs890;
}
else {
vErrors = null;
}
}
}
}
if(data187.max !== undefined){
let data189 = data187.max;
const _errs898 = errors;
let valid342 = false;
const _errs899 = errors;
if(!(((typeof data189 == "number") && (!(data189 % 1) && !isNaN(data189))) && (isFinite(data189)))){
const err571 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
if((typeof data189 == "number") && (isFinite(data189))){
if(data189 > 10 || isNaN(data189)){
const err572 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
if(data189 < 1 || isNaN(data189)){
const err573 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
}
var _valid103 = _errs899 === errors;
valid342 = valid342 || _valid103;
const _errs902 = errors;
if(typeof data189 === "string"){
if(!pattern4.test(data189)){
const err574 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err575 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
var _valid103 = _errs902 === errors;
valid342 = valid342 || _valid103;
if(!valid342){
const err576 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/14/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
}
errors++;
}
else {
errors = _errs898;
if(vErrors !== null){
if(_errs898){
vErrors.length = _errs898;
}
else {
vErrors = null;
}
}
}
}
if(data187.size !== undefined){
let data190 = data187.size;
const _errs906 = errors;
let valid345 = false;
const _errs907 = errors;
if(!(((typeof data190 == "number") && (!(data190 % 1) && !isNaN(data190))) && (isFinite(data190)))){
const err577 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
if((typeof data190 == "number") && (isFinite(data190))){
if(data190 > 64 || isNaN(data190)){
const err578 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
if(data190 < 16 || isNaN(data190)){
const err579 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 16},message:"must be >= 16"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
}
var _valid104 = _errs907 === errors;
valid345 = valid345 || _valid104;
const _errs910 = errors;
if(typeof data190 === "string"){
if(!pattern4.test(data190)){
const err580 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
}
errors++;
}
}
else {
const err581 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
var _valid104 = _errs910 === errors;
valid345 = valid345 || _valid104;
if(!valid345){
const err582 = {instancePath:instancePath+"/props/size",schemaPath:"#/allOf/14/then/properties/props/properties/size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
else {
errors = _errs906;
if(vErrors !== null){
if(_errs906){
vErrors.length = _errs906;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err583 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
}
if(data.on !== undefined){
let data191 = data.on;
if(data191 && typeof data191 == "object" && !Array.isArray(data191)){
for(const key30 in data191){
if(!(key30 === "change")){
const err584 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
}
if(data191.change !== undefined){
if(!(validate64(data191.change, {instancePath:instancePath+"/on/change",parentData:data191,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err585 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
}
if(data.children !== undefined){
const err586 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/14/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
}
var _valid101 = _errs884 === errors;
valid335 = _valid101;
if(valid335){
var props15 = {};
props15.type = true;
props15.props = true;
props15.on = true;
props15.children = true;
}
}
if(!valid335){
const err587 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
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
const _errs918 = errors;
let valid349 = true;
const _errs919 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.type === undefined) && (missing15 = "type")){
const err588 = {};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
else {
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err589 = {};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
}
errors++;
}
}
}
}
var _valid105 = _errs919 === errors;
errors = _errs918;
if(vErrors !== null){
if(_errs918){
vErrors.length = _errs918;
}
else {
vErrors = null;
}
}
if(_valid105){
const _errs921 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err590 = {instancePath,schemaPath:"#/allOf/15/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err591 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/15/then/properties/type/const",keyword:"const",params:{allowedValue: "StatusBanner"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
}
if(data.props !== undefined){
let data196 = data.props;
if(data196 && typeof data196 == "object" && !Array.isArray(data196)){
if(data196.title === undefined){
const err592 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
}
errors++;
}
for(const key31 in data196){
if(!((((key31 === "image") || (key31 === "title")) || (key31 === "description")) || (key31 === "tone"))){
const err593 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
}
if(data196.image !== undefined){
let data197 = data196.image;
const _errs927 = errors;
let valid353 = false;
const _errs928 = errors;
if(typeof data197 !== "string"){
const err594 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/StatusBanner.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
}
errors++;
}
var _valid106 = _errs928 === errors;
valid353 = valid353 || _valid106;
const _errs931 = errors;
if(typeof data197 === "string"){
if(!pattern4.test(data197)){
const err595 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
}
else {
const err596 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
var _valid106 = _errs931 === errors;
valid353 = valid353 || _valid106;
if(!valid353){
const err597 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/15/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
else {
errors = _errs927;
if(vErrors !== null){
if(_errs927){
vErrors.length = _errs927;
}
else {
vErrors = null;
}
}
}
}
if(data196.title !== undefined){
let data198 = data196.title;
const _errs935 = errors;
let valid356 = false;
const _errs936 = errors;
if(typeof data198 !== "string"){
const err598 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/StatusBanner.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
var _valid107 = _errs936 === errors;
valid356 = valid356 || _valid107;
const _errs939 = errors;
if(typeof data198 === "string"){
if(!pattern4.test(data198)){
const err599 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err600 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
var _valid107 = _errs939 === errors;
valid356 = valid356 || _valid107;
if(!valid356){
const err601 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/15/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
else {
errors = _errs935;
if(vErrors !== null){
if(_errs935){
vErrors.length = _errs935;
}
else {
vErrors = null;
}
}
}
}
if(data196.description !== undefined){
let data199 = data196.description;
const _errs943 = errors;
let valid359 = false;
const _errs944 = errors;
if(typeof data199 !== "string"){
const err602 = {instancePath:instancePath+"/props/description",schemaPath:"widgets/StatusBanner.schema.json#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
var _valid108 = _errs944 === errors;
valid359 = valid359 || _valid108;
const _errs947 = errors;
if(typeof data199 === "string"){
if(!pattern4.test(data199)){
const err603 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
}
else {
const err604 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
var _valid108 = _errs947 === errors;
valid359 = valid359 || _valid108;
if(!valid359){
const err605 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/15/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err605];
}
else {
vErrors.push(err605);
}
errors++;
}
else {
errors = _errs943;
if(vErrors !== null){
if(_errs943){
vErrors.length = _errs943;
}
else {
vErrors = null;
}
}
}
}
if(data196.tone !== undefined){
let data200 = data196.tone;
const _errs951 = errors;
let valid362 = false;
const _errs952 = errors;
if(!((data200 === "brand") || (data200 === "accent"))){
const err606 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/StatusBanner.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema276.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
var _valid109 = _errs952 === errors;
valid362 = valid362 || _valid109;
const _errs954 = errors;
if(typeof data200 === "string"){
if(!pattern4.test(data200)){
const err607 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
}
errors++;
}
}
else {
const err608 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
var _valid109 = _errs954 === errors;
valid362 = valid362 || _valid109;
if(!valid362){
const err609 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/15/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
else {
errors = _errs951;
if(vErrors !== null){
if(_errs951){
vErrors.length = _errs951;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err610 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
}
if(data.on !== undefined){
let data201 = data.on;
if(data201 && typeof data201 == "object" && !Array.isArray(data201)){
for(const key32 in data201){
const err611 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err611];
}
else {
vErrors.push(err611);
}
errors++;
}
}
else {
const err612 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
}
if(data.children !== undefined){
const err613 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/15/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
if(data.bind !== undefined){
const err614 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/15/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
}
var _valid105 = _errs921 === errors;
valid349 = _valid105;
if(valid349){
var props16 = {};
props16.type = true;
props16.props = true;
props16.on = true;
props16.children = true;
props16.bind = true;
}
}
if(!valid349){
const err615 = {instancePath,schemaPath:"#/allOf/15/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
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
const _errs961 = errors;
let valid365 = true;
const _errs962 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((data.type === undefined) && (missing16 = "type")){
const err616 = {};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
else {
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err617 = {};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
}
}
}
var _valid110 = _errs962 === errors;
errors = _errs961;
if(vErrors !== null){
if(_errs961){
vErrors.length = _errs961;
}
else {
vErrors = null;
}
}
if(_valid110){
const _errs964 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err618 = {instancePath,schemaPath:"#/allOf/16/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err619 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/16/then/properties/type/const",keyword:"const",params:{allowedValue: "SuccessMark"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
}
if(data.props !== undefined){
let data206 = data.props;
if(data206 && typeof data206 == "object" && !Array.isArray(data206)){
if(data206.text === undefined){
const err620 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err620];
}
else {
vErrors.push(err620);
}
errors++;
}
for(const key33 in data206){
if(!((key33 === "text") || (key33 === "tone"))){
const err621 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
}
if(data206.text !== undefined){
let data207 = data206.text;
const _errs970 = errors;
let valid369 = false;
const _errs971 = errors;
if(typeof data207 === "string"){
if(func3(data207) < 1){
const err622 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/SuccessMark.schema.json#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
}
else {
const err623 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/SuccessMark.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
var _valid111 = _errs971 === errors;
valid369 = valid369 || _valid111;
const _errs974 = errors;
if(typeof data207 === "string"){
if(!pattern4.test(data207)){
const err624 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err625 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
var _valid111 = _errs974 === errors;
valid369 = valid369 || _valid111;
if(!valid369){
const err626 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/16/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
else {
errors = _errs970;
if(vErrors !== null){
if(_errs970){
vErrors.length = _errs970;
}
else {
vErrors = null;
}
}
}
}
if(data206.tone !== undefined){
let data208 = data206.tone;
const _errs978 = errors;
let valid372 = false;
const _errs979 = errors;
if(!((data208 === "success") || (data208 === "info"))){
const err627 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/SuccessMark.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema281.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
var _valid112 = _errs979 === errors;
valid372 = valid372 || _valid112;
const _errs981 = errors;
if(typeof data208 === "string"){
if(!pattern4.test(data208)){
const err628 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err629 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
var _valid112 = _errs981 === errors;
valid372 = valid372 || _valid112;
if(!valid372){
const err630 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/16/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
else {
errors = _errs978;
if(vErrors !== null){
if(_errs978){
vErrors.length = _errs978;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err631 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
}
if(data.on !== undefined){
let data209 = data.on;
if(data209 && typeof data209 == "object" && !Array.isArray(data209)){
for(const key34 in data209){
const err632 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
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
const err633 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
}
if(data.children !== undefined){
const err634 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/16/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
if(data.bind !== undefined){
const err635 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/16/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
}
var _valid110 = _errs964 === errors;
valid365 = _valid110;
if(valid365){
var props17 = {};
props17.type = true;
props17.props = true;
props17.on = true;
props17.children = true;
props17.bind = true;
}
}
if(!valid365){
const err636 = {instancePath,schemaPath:"#/allOf/16/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err636];
}
else {
vErrors.push(err636);
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
const _errs988 = errors;
let valid375 = true;
const _errs989 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if((data.type === undefined) && (missing17 = "type")){
const err637 = {};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tabs" !== data.type){
const err638 = {};
if(vErrors === null){
vErrors = [err638];
}
else {
vErrors.push(err638);
}
errors++;
}
}
}
}
var _valid113 = _errs989 === errors;
errors = _errs988;
if(vErrors !== null){
if(_errs988){
vErrors.length = _errs988;
}
else {
vErrors = null;
}
}
if(_valid113){
const _errs991 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err639 = {instancePath,schemaPath:"#/allOf/17/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
if(data.type !== undefined){
if("Tabs" !== data.type){
const err640 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/17/then/properties/type/const",keyword:"const",params:{allowedValue: "Tabs"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err640];
}
else {
vErrors.push(err640);
}
errors++;
}
}
if(data.props !== undefined){
let data214 = data.props;
if(data214 && typeof data214 == "object" && !Array.isArray(data214)){
if(data214.tabs === undefined){
const err641 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/required",keyword:"required",params:{missingProperty: "tabs"},message:"must have required property '"+"tabs"+"'"};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
for(const key35 in data214){
if(!(((((key35 === "tabs") || (key35 === "labelKey")) || (key35 === "valueKey")) || (key35 === "label")) || (key35 === "stretch"))){
const err642 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
}
if(data214.tabs !== undefined){
let data215 = data214.tabs;
const _errs997 = errors;
let valid379 = false;
const _errs998 = errors;
if(Array.isArray(data215)){
const len3 = data215.length;
for(let i3=0; i3<len3; i3++){
let data216 = data215[i3];
if(data216 && typeof data216 == "object" && !Array.isArray(data216)){
}
else {
const err643 = {instancePath:instancePath+"/props/tabs/" + i3,schemaPath:"widgets/Tabs.schema.json#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
}
}
else {
const err644 = {instancePath:instancePath+"/props/tabs",schemaPath:"widgets/Tabs.schema.json#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err644];
}
else {
vErrors.push(err644);
}
errors++;
}
var _valid114 = _errs998 === errors;
valid379 = valid379 || _valid114;
const _errs1004 = errors;
if(typeof data215 === "string"){
if(!pattern4.test(data215)){
const err645 = {instancePath:instancePath+"/props/tabs",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
}
errors++;
}
}
else {
const err646 = {instancePath:instancePath+"/props/tabs",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
var _valid114 = _errs1004 === errors;
valid379 = valid379 || _valid114;
if(!valid379){
const err647 = {instancePath:instancePath+"/props/tabs",schemaPath:"#/allOf/17/then/properties/props/properties/tabs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
else {
errors = _errs997;
if(vErrors !== null){
if(_errs997){
vErrors.length = _errs997;
}
else {
vErrors = null;
}
}
}
}
if(data214.labelKey !== undefined){
let data217 = data214.labelKey;
const _errs1008 = errors;
let valid384 = false;
const _errs1009 = errors;
if(typeof data217 === "string"){
if(func3(data217) < 1){
const err648 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/Tabs.schema.json#/properties/labelKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err649 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/Tabs.schema.json#/properties/labelKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
var _valid115 = _errs1009 === errors;
valid384 = valid384 || _valid115;
const _errs1012 = errors;
if(typeof data217 === "string"){
if(!pattern4.test(data217)){
const err650 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
}
else {
const err651 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
var _valid115 = _errs1012 === errors;
valid384 = valid384 || _valid115;
if(!valid384){
const err652 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/17/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
else {
errors = _errs1008;
if(vErrors !== null){
if(_errs1008){
vErrors.length = _errs1008;
}
else {
vErrors = null;
}
}
}
}
if(data214.valueKey !== undefined){
let data218 = data214.valueKey;
const _errs1016 = errors;
let valid387 = false;
const _errs1017 = errors;
if(typeof data218 === "string"){
if(func3(data218) < 1){
const err653 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/Tabs.schema.json#/properties/valueKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
}
else {
const err654 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/Tabs.schema.json#/properties/valueKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
}
errors++;
}
var _valid116 = _errs1017 === errors;
valid387 = valid387 || _valid116;
const _errs1020 = errors;
if(typeof data218 === "string"){
if(!pattern4.test(data218)){
const err655 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
}
else {
const err656 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err656];
}
else {
vErrors.push(err656);
}
errors++;
}
var _valid116 = _errs1020 === errors;
valid387 = valid387 || _valid116;
if(!valid387){
const err657 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/17/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
else {
errors = _errs1016;
if(vErrors !== null){
if(_errs1016){
vErrors.length = _errs1016;
}
else {
vErrors = null;
}
}
}
}
if(data214.label !== undefined){
let data219 = data214.label;
const _errs1024 = errors;
let valid390 = false;
const _errs1025 = errors;
if(typeof data219 === "string"){
if(func3(data219) < 1){
const err658 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Tabs.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
}
else {
const err659 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Tabs.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
var _valid117 = _errs1025 === errors;
valid390 = valid390 || _valid117;
const _errs1028 = errors;
if(typeof data219 === "string"){
if(!pattern4.test(data219)){
const err660 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err660];
}
else {
vErrors.push(err660);
}
errors++;
}
}
else {
const err661 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
var _valid117 = _errs1028 === errors;
valid390 = valid390 || _valid117;
if(!valid390){
const err662 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/17/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err662];
}
else {
vErrors.push(err662);
}
errors++;
}
else {
errors = _errs1024;
if(vErrors !== null){
if(_errs1024){
vErrors.length = _errs1024;
}
else {
vErrors = null;
}
}
}
}
if(data214.stretch !== undefined){
let data220 = data214.stretch;
const _errs1032 = errors;
let valid393 = false;
const _errs1033 = errors;
if(typeof data220 !== "boolean"){
const err663 = {instancePath:instancePath+"/props/stretch",schemaPath:"widgets/Tabs.schema.json#/properties/stretch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
var _valid118 = _errs1033 === errors;
valid393 = valid393 || _valid118;
const _errs1036 = errors;
if(typeof data220 === "string"){
if(!pattern4.test(data220)){
const err664 = {instancePath:instancePath+"/props/stretch",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err665 = {instancePath:instancePath+"/props/stretch",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
var _valid118 = _errs1036 === errors;
valid393 = valid393 || _valid118;
if(!valid393){
const err666 = {instancePath:instancePath+"/props/stretch",schemaPath:"#/allOf/17/then/properties/props/properties/stretch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
else {
errors = _errs1032;
if(vErrors !== null){
if(_errs1032){
vErrors.length = _errs1032;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err667 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err667];
}
else {
vErrors.push(err667);
}
errors++;
}
}
if(data.on !== undefined){
let data221 = data.on;
if(data221 && typeof data221 == "object" && !Array.isArray(data221)){
for(const key36 in data221){
if(!(key36 === "change")){
const err668 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
}
if(data221.change !== undefined){
if(!(validate64(data221.change, {instancePath:instancePath+"/on/change",parentData:data221,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err669 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err669];
}
else {
vErrors.push(err669);
}
errors++;
}
}
if(data.children !== undefined){
const err670 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/17/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err670];
}
else {
vErrors.push(err670);
}
errors++;
}
}
var _valid113 = _errs991 === errors;
valid375 = _valid113;
if(valid375){
var props18 = {};
props18.type = true;
props18.props = true;
props18.on = true;
props18.children = true;
}
}
if(!valid375){
const err671 = {instancePath,schemaPath:"#/allOf/17/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
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
const _errs1044 = errors;
let valid397 = true;
const _errs1045 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if((data.type === undefined) && (missing18 = "type")){
const err672 = {};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tag" !== data.type){
const err673 = {};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
}
errors++;
}
}
}
}
var _valid119 = _errs1045 === errors;
errors = _errs1044;
if(vErrors !== null){
if(_errs1044){
vErrors.length = _errs1044;
}
else {
vErrors = null;
}
}
if(_valid119){
const _errs1047 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err674 = {instancePath,schemaPath:"#/allOf/18/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err674];
}
else {
vErrors.push(err674);
}
errors++;
}
if(data.type !== undefined){
if("Tag" !== data.type){
const err675 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/18/then/properties/type/const",keyword:"const",params:{allowedValue: "Tag"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
}
if(data.props !== undefined){
let data226 = data.props;
if(data226 && typeof data226 == "object" && !Array.isArray(data226)){
if(data226.text === undefined){
const err676 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
for(const key37 in data226){
if(!(((key37 === "text") || (key37 === "tone")) || (key37 === "selected"))){
const err677 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
}
if(data226.text !== undefined){
let data227 = data226.text;
const _errs1053 = errors;
let valid401 = false;
const _errs1054 = errors;
if(typeof data227 !== "string"){
const err678 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Tag.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
}
errors++;
}
var _valid120 = _errs1054 === errors;
valid401 = valid401 || _valid120;
const _errs1057 = errors;
if(typeof data227 === "string"){
if(!pattern4.test(data227)){
const err679 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
}
else {
const err680 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err680];
}
else {
vErrors.push(err680);
}
errors++;
}
var _valid120 = _errs1057 === errors;
valid401 = valid401 || _valid120;
if(!valid401){
const err681 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/18/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
else {
errors = _errs1053;
if(vErrors !== null){
if(_errs1053){
vErrors.length = _errs1053;
}
else {
vErrors = null;
}
}
}
}
if(data226.tone !== undefined){
let data228 = data226.tone;
const _errs1061 = errors;
let valid404 = false;
const _errs1062 = errors;
if(!(((data228 === "neutral") || (data228 === "brand")) || (data228 === "accent"))){
const err682 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Tag.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema297.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
var _valid121 = _errs1062 === errors;
valid404 = valid404 || _valid121;
const _errs1064 = errors;
if(typeof data228 === "string"){
if(!pattern4.test(data228)){
const err683 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err684 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err684];
}
else {
vErrors.push(err684);
}
errors++;
}
var _valid121 = _errs1064 === errors;
valid404 = valid404 || _valid121;
if(!valid404){
const err685 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/18/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
else {
errors = _errs1061;
if(vErrors !== null){
if(_errs1061){
vErrors.length = _errs1061;
}
else {
vErrors = null;
}
}
}
}
if(data226.selected !== undefined){
let data229 = data226.selected;
const _errs1068 = errors;
let valid407 = false;
const _errs1069 = errors;
if(typeof data229 !== "boolean"){
const err686 = {instancePath:instancePath+"/props/selected",schemaPath:"widgets/Tag.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
var _valid122 = _errs1069 === errors;
valid407 = valid407 || _valid122;
const _errs1072 = errors;
if(typeof data229 === "string"){
if(!pattern4.test(data229)){
const err687 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err688 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err688];
}
else {
vErrors.push(err688);
}
errors++;
}
var _valid122 = _errs1072 === errors;
valid407 = valid407 || _valid122;
if(!valid407){
const err689 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/18/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
else {
errors = _errs1068;
if(vErrors !== null){
if(_errs1068){
vErrors.length = _errs1068;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err690 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
}
if(data.on !== undefined){
let data230 = data.on;
if(data230 && typeof data230 == "object" && !Array.isArray(data230)){
for(const key38 in data230){
const err691 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
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
const err692 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err692];
}
else {
vErrors.push(err692);
}
errors++;
}
}
if(data.children !== undefined){
const err693 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/18/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
if(data.bind !== undefined){
const err694 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/18/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
}
errors++;
}
}
var _valid119 = _errs1047 === errors;
valid397 = _valid119;
if(valid397){
var props19 = {};
props19.type = true;
props19.props = true;
props19.on = true;
props19.children = true;
props19.bind = true;
}
}
if(!valid397){
const err695 = {instancePath,schemaPath:"#/allOf/18/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err695];
}
else {
vErrors.push(err695);
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
const _errs1079 = errors;
let valid410 = true;
const _errs1080 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing19;
if((data.type === undefined) && (missing19 = "type")){
const err696 = {};
if(vErrors === null){
vErrors = [err696];
}
else {
vErrors.push(err696);
}
errors++;
}
else {
if(data.type !== undefined){
if("Text" !== data.type){
const err697 = {};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
}
}
}
var _valid123 = _errs1080 === errors;
errors = _errs1079;
if(vErrors !== null){
if(_errs1079){
vErrors.length = _errs1079;
}
else {
vErrors = null;
}
}
if(_valid123){
const _errs1082 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err698 = {instancePath,schemaPath:"#/allOf/19/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err698];
}
else {
vErrors.push(err698);
}
errors++;
}
if(data.type !== undefined){
if("Text" !== data.type){
const err699 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/19/then/properties/type/const",keyword:"const",params:{allowedValue: "Text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err699];
}
else {
vErrors.push(err699);
}
errors++;
}
}
if(data.props !== undefined){
let data235 = data.props;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
if(data235.text === undefined){
const err700 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err700];
}
else {
vErrors.push(err700);
}
errors++;
}
for(const key39 in data235){
if(!(((((key39 === "text") || (key39 === "variant")) || (key39 === "align")) || (key39 === "tone")) || (key39 === "weight"))){
const err701 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err701];
}
else {
vErrors.push(err701);
}
errors++;
}
}
if(data235.text !== undefined){
let data236 = data235.text;
const _errs1088 = errors;
let valid414 = false;
const _errs1089 = errors;
if(typeof data236 !== "string"){
const err702 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Text.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err702];
}
else {
vErrors.push(err702);
}
errors++;
}
var _valid124 = _errs1089 === errors;
valid414 = valid414 || _valid124;
const _errs1092 = errors;
if(typeof data236 === "string"){
if(!pattern4.test(data236)){
const err703 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err704 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err704];
}
else {
vErrors.push(err704);
}
errors++;
}
var _valid124 = _errs1092 === errors;
valid414 = valid414 || _valid124;
if(!valid414){
const err705 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/19/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err705];
}
else {
vErrors.push(err705);
}
errors++;
}
else {
errors = _errs1088;
if(vErrors !== null){
if(_errs1088){
vErrors.length = _errs1088;
}
else {
vErrors = null;
}
}
}
}
if(data235.variant !== undefined){
let data237 = data235.variant;
const _errs1096 = errors;
let valid417 = false;
const _errs1097 = errors;
if(!(((((((data237 === "title") || (data237 === "subtitle")) || (data237 === "body")) || (data237 === "caption")) || (data237 === "hint")) || (data237 === "error")) || (data237 === "hero"))){
const err706 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/Text.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema304.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err706];
}
else {
vErrors.push(err706);
}
errors++;
}
var _valid125 = _errs1097 === errors;
valid417 = valid417 || _valid125;
const _errs1099 = errors;
if(typeof data237 === "string"){
if(!pattern4.test(data237)){
const err707 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err708 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err708];
}
else {
vErrors.push(err708);
}
errors++;
}
var _valid125 = _errs1099 === errors;
valid417 = valid417 || _valid125;
if(!valid417){
const err709 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/19/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err709];
}
else {
vErrors.push(err709);
}
errors++;
}
else {
errors = _errs1096;
if(vErrors !== null){
if(_errs1096){
vErrors.length = _errs1096;
}
else {
vErrors = null;
}
}
}
}
if(data235.align !== undefined){
let data238 = data235.align;
const _errs1103 = errors;
let valid420 = false;
const _errs1104 = errors;
if(!(((data238 === "start") || (data238 === "center")) || (data238 === "end"))){
const err710 = {instancePath:instancePath+"/props/align",schemaPath:"widgets/Text.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema306.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err710];
}
else {
vErrors.push(err710);
}
errors++;
}
var _valid126 = _errs1104 === errors;
valid420 = valid420 || _valid126;
const _errs1106 = errors;
if(typeof data238 === "string"){
if(!pattern4.test(data238)){
const err711 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err711];
}
else {
vErrors.push(err711);
}
errors++;
}
}
else {
const err712 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err712];
}
else {
vErrors.push(err712);
}
errors++;
}
var _valid126 = _errs1106 === errors;
valid420 = valid420 || _valid126;
if(!valid420){
const err713 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/19/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err713];
}
else {
vErrors.push(err713);
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
if(data235.tone !== undefined){
let data239 = data235.tone;
const _errs1110 = errors;
let valid423 = false;
const _errs1111 = errors;
if(!(((((data239 === "default") || (data239 === "muted")) || (data239 === "onBrand")) || (data239 === "accent")) || (data239 === "danger"))){
const err714 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Text.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema308.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err714];
}
else {
vErrors.push(err714);
}
errors++;
}
var _valid127 = _errs1111 === errors;
valid423 = valid423 || _valid127;
const _errs1113 = errors;
if(typeof data239 === "string"){
if(!pattern4.test(data239)){
const err715 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err715];
}
else {
vErrors.push(err715);
}
errors++;
}
}
else {
const err716 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err716];
}
else {
vErrors.push(err716);
}
errors++;
}
var _valid127 = _errs1113 === errors;
valid423 = valid423 || _valid127;
if(!valid423){
const err717 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/19/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err717];
}
else {
vErrors.push(err717);
}
errors++;
}
else {
errors = _errs1110;
if(vErrors !== null){
if(_errs1110){
vErrors.length = _errs1110;
}
else {
vErrors = null;
}
}
}
}
if(data235.weight !== undefined){
let data240 = data235.weight;
const _errs1117 = errors;
let valid426 = false;
const _errs1118 = errors;
if(!(((data240 === "regular") || (data240 === "medium")) || (data240 === "bold"))){
const err718 = {instancePath:instancePath+"/props/weight",schemaPath:"widgets/Text.schema.json#/properties/weight/enum",keyword:"enum",params:{allowedValues: schema310.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err718];
}
else {
vErrors.push(err718);
}
errors++;
}
var _valid128 = _errs1118 === errors;
valid426 = valid426 || _valid128;
const _errs1120 = errors;
if(typeof data240 === "string"){
if(!pattern4.test(data240)){
const err719 = {instancePath:instancePath+"/props/weight",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err719];
}
else {
vErrors.push(err719);
}
errors++;
}
}
else {
const err720 = {instancePath:instancePath+"/props/weight",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err720];
}
else {
vErrors.push(err720);
}
errors++;
}
var _valid128 = _errs1120 === errors;
valid426 = valid426 || _valid128;
if(!valid426){
const err721 = {instancePath:instancePath+"/props/weight",schemaPath:"#/allOf/19/then/properties/props/properties/weight/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err721];
}
else {
vErrors.push(err721);
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
}
else {
const err722 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err722];
}
else {
vErrors.push(err722);
}
errors++;
}
}
if(data.on !== undefined){
let data241 = data.on;
if(data241 && typeof data241 == "object" && !Array.isArray(data241)){
for(const key40 in data241){
const err723 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err723];
}
else {
vErrors.push(err723);
}
errors++;
}
}
else {
const err724 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err724];
}
else {
vErrors.push(err724);
}
errors++;
}
}
if(data.children !== undefined){
const err725 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/19/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err725];
}
else {
vErrors.push(err725);
}
errors++;
}
if(data.bind !== undefined){
const err726 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/19/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err726];
}
else {
vErrors.push(err726);
}
errors++;
}
}
var _valid123 = _errs1082 === errors;
valid410 = _valid123;
if(valid410){
var props20 = {};
props20.type = true;
props20.props = true;
props20.on = true;
props20.children = true;
props20.bind = true;
}
}
if(!valid410){
const err727 = {instancePath,schemaPath:"#/allOf/19/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err727];
}
else {
vErrors.push(err727);
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
const _errs1127 = errors;
let valid429 = true;
const _errs1128 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing20;
if((data.type === undefined) && (missing20 = "type")){
const err728 = {};
if(vErrors === null){
vErrors = [err728];
}
else {
vErrors.push(err728);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextArea" !== data.type){
const err729 = {};
if(vErrors === null){
vErrors = [err729];
}
else {
vErrors.push(err729);
}
errors++;
}
}
}
}
var _valid129 = _errs1128 === errors;
errors = _errs1127;
if(vErrors !== null){
if(_errs1127){
vErrors.length = _errs1127;
}
else {
vErrors = null;
}
}
if(_valid129){
const _errs1130 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err730 = {instancePath,schemaPath:"#/allOf/20/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err730];
}
else {
vErrors.push(err730);
}
errors++;
}
if(data.type !== undefined){
if("TextArea" !== data.type){
const err731 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/20/then/properties/type/const",keyword:"const",params:{allowedValue: "TextArea"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err731];
}
else {
vErrors.push(err731);
}
errors++;
}
}
if(data.props !== undefined){
let data246 = data.props;
if(data246 && typeof data246 == "object" && !Array.isArray(data246)){
if(data246.label === undefined){
const err732 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err732];
}
else {
vErrors.push(err732);
}
errors++;
}
for(const key41 in data246){
if(!((((((((key41 === "label") || (key41 === "placeholder")) || (key41 === "maxLength")) || (key41 === "counter")) || (key41 === "rows")) || (key41 === "hint")) || (key41 === "disabled")) || (key41 === "error"))){
const err733 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err733];
}
else {
vErrors.push(err733);
}
errors++;
}
}
if(data246.label !== undefined){
let data247 = data246.label;
const _errs1136 = errors;
let valid433 = false;
const _errs1137 = errors;
if(typeof data247 === "string"){
if(func3(data247) < 1){
const err734 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextArea.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err734];
}
else {
vErrors.push(err734);
}
errors++;
}
}
else {
const err735 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextArea.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err735];
}
else {
vErrors.push(err735);
}
errors++;
}
var _valid130 = _errs1137 === errors;
valid433 = valid433 || _valid130;
const _errs1140 = errors;
if(typeof data247 === "string"){
if(!pattern4.test(data247)){
const err736 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err737 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err737];
}
else {
vErrors.push(err737);
}
errors++;
}
var _valid130 = _errs1140 === errors;
valid433 = valid433 || _valid130;
if(!valid433){
const err738 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/20/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err738];
}
else {
vErrors.push(err738);
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
if(data246.placeholder !== undefined){
let data248 = data246.placeholder;
const _errs1144 = errors;
let valid436 = false;
const _errs1145 = errors;
if(typeof data248 !== "string"){
const err739 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/TextArea.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err739];
}
else {
vErrors.push(err739);
}
errors++;
}
var _valid131 = _errs1145 === errors;
valid436 = valid436 || _valid131;
const _errs1148 = errors;
if(typeof data248 === "string"){
if(!pattern4.test(data248)){
const err740 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err740];
}
else {
vErrors.push(err740);
}
errors++;
}
}
else {
const err741 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err741];
}
else {
vErrors.push(err741);
}
errors++;
}
var _valid131 = _errs1148 === errors;
valid436 = valid436 || _valid131;
if(!valid436){
const err742 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/20/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err742];
}
else {
vErrors.push(err742);
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
if(data246.maxLength !== undefined){
let data249 = data246.maxLength;
const _errs1152 = errors;
let valid439 = false;
const _errs1153 = errors;
if(!(((typeof data249 == "number") && (!(data249 % 1) && !isNaN(data249))) && (isFinite(data249)))){
const err743 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextArea.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err743];
}
else {
vErrors.push(err743);
}
errors++;
}
if((typeof data249 == "number") && (isFinite(data249))){
if(data249 < 1 || isNaN(data249)){
const err744 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextArea.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err744];
}
else {
vErrors.push(err744);
}
errors++;
}
}
var _valid132 = _errs1153 === errors;
valid439 = valid439 || _valid132;
const _errs1156 = errors;
if(typeof data249 === "string"){
if(!pattern4.test(data249)){
const err745 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err745];
}
else {
vErrors.push(err745);
}
errors++;
}
}
else {
const err746 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err746];
}
else {
vErrors.push(err746);
}
errors++;
}
var _valid132 = _errs1156 === errors;
valid439 = valid439 || _valid132;
if(!valid439){
const err747 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/20/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err747];
}
else {
vErrors.push(err747);
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
if(data246.counter !== undefined){
let data250 = data246.counter;
const _errs1160 = errors;
let valid442 = false;
const _errs1161 = errors;
if(typeof data250 !== "boolean"){
const err748 = {instancePath:instancePath+"/props/counter",schemaPath:"widgets/TextArea.schema.json#/properties/counter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err748];
}
else {
vErrors.push(err748);
}
errors++;
}
var _valid133 = _errs1161 === errors;
valid442 = valid442 || _valid133;
const _errs1164 = errors;
if(typeof data250 === "string"){
if(!pattern4.test(data250)){
const err749 = {instancePath:instancePath+"/props/counter",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err750 = {instancePath:instancePath+"/props/counter",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err750];
}
else {
vErrors.push(err750);
}
errors++;
}
var _valid133 = _errs1164 === errors;
valid442 = valid442 || _valid133;
if(!valid442){
const err751 = {instancePath:instancePath+"/props/counter",schemaPath:"#/allOf/20/then/properties/props/properties/counter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err751];
}
else {
vErrors.push(err751);
}
errors++;
}
else {
errors = _errs1160;
if(vErrors !== null){
if(_errs1160){
vErrors.length = _errs1160;
}
else {
vErrors = null;
}
}
}
}
if(data246.rows !== undefined){
let data251 = data246.rows;
const _errs1168 = errors;
let valid445 = false;
const _errs1169 = errors;
if(!(((typeof data251 == "number") && (!(data251 % 1) && !isNaN(data251))) && (isFinite(data251)))){
const err752 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err752];
}
else {
vErrors.push(err752);
}
errors++;
}
if((typeof data251 == "number") && (isFinite(data251))){
if(data251 > 20 || isNaN(data251)){
const err753 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err753];
}
else {
vErrors.push(err753);
}
errors++;
}
if(data251 < 2 || isNaN(data251)){
const err754 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err754];
}
else {
vErrors.push(err754);
}
errors++;
}
}
var _valid134 = _errs1169 === errors;
valid445 = valid445 || _valid134;
const _errs1172 = errors;
if(typeof data251 === "string"){
if(!pattern4.test(data251)){
const err755 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err755];
}
else {
vErrors.push(err755);
}
errors++;
}
}
else {
const err756 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err756];
}
else {
vErrors.push(err756);
}
errors++;
}
var _valid134 = _errs1172 === errors;
valid445 = valid445 || _valid134;
if(!valid445){
const err757 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/20/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err757];
}
else {
vErrors.push(err757);
}
errors++;
}
else {
errors = _errs1168;
if(vErrors !== null){
if(_errs1168){
vErrors.length = _errs1168;
}
else {
vErrors = null;
}
}
}
}
if(data246.hint !== undefined){
let data252 = data246.hint;
const _errs1176 = errors;
let valid448 = false;
const _errs1177 = errors;
if(typeof data252 !== "string"){
const err758 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/TextArea.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err758];
}
else {
vErrors.push(err758);
}
errors++;
}
var _valid135 = _errs1177 === errors;
valid448 = valid448 || _valid135;
const _errs1180 = errors;
if(typeof data252 === "string"){
if(!pattern4.test(data252)){
const err759 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err759];
}
else {
vErrors.push(err759);
}
errors++;
}
}
else {
const err760 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err760];
}
else {
vErrors.push(err760);
}
errors++;
}
var _valid135 = _errs1180 === errors;
valid448 = valid448 || _valid135;
if(!valid448){
const err761 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/20/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err761];
}
else {
vErrors.push(err761);
}
errors++;
}
else {
errors = _errs1176;
if(vErrors !== null){
if(_errs1176){
vErrors.length = _errs1176;
}
else {
vErrors = null;
}
}
}
}
if(data246.disabled !== undefined){
let data253 = data246.disabled;
const _errs1184 = errors;
let valid451 = false;
const _errs1185 = errors;
if(typeof data253 !== "boolean"){
const err762 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/TextArea.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err762];
}
else {
vErrors.push(err762);
}
errors++;
}
var _valid136 = _errs1185 === errors;
valid451 = valid451 || _valid136;
const _errs1188 = errors;
if(typeof data253 === "string"){
if(!pattern4.test(data253)){
const err763 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err763];
}
else {
vErrors.push(err763);
}
errors++;
}
}
else {
const err764 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err764];
}
else {
vErrors.push(err764);
}
errors++;
}
var _valid136 = _errs1188 === errors;
valid451 = valid451 || _valid136;
if(!valid451){
const err765 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/20/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err765];
}
else {
vErrors.push(err765);
}
errors++;
}
else {
errors = _errs1184;
if(vErrors !== null){
if(_errs1184){
vErrors.length = _errs1184;
}
else {
vErrors = null;
}
}
}
}
if(data246.error !== undefined){
let data254 = data246.error;
const _errs1192 = errors;
let valid454 = false;
const _errs1193 = errors;
if(typeof data254 !== "string"){
const err766 = {instancePath:instancePath+"/props/error",schemaPath:"widgets/TextArea.schema.json#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err766];
}
else {
vErrors.push(err766);
}
errors++;
}
var _valid137 = _errs1193 === errors;
valid454 = valid454 || _valid137;
const _errs1196 = errors;
if(typeof data254 === "string"){
if(!pattern4.test(data254)){
const err767 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err768 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err768];
}
else {
vErrors.push(err768);
}
errors++;
}
var _valid137 = _errs1196 === errors;
valid454 = valid454 || _valid137;
if(!valid454){
const err769 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/20/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err769];
}
else {
vErrors.push(err769);
}
errors++;
}
else {
errors = _errs1192;
if(vErrors !== null){
if(_errs1192){
vErrors.length = _errs1192;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err770 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err770];
}
else {
vErrors.push(err770);
}
errors++;
}
}
if(data.on !== undefined){
let data255 = data.on;
if(data255 && typeof data255 == "object" && !Array.isArray(data255)){
for(const key42 in data255){
if(!(key42 === "change")){
const err771 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err771];
}
else {
vErrors.push(err771);
}
errors++;
}
}
if(data255.change !== undefined){
if(!(validate64(data255.change, {instancePath:instancePath+"/on/change",parentData:data255,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err772 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err772];
}
else {
vErrors.push(err772);
}
errors++;
}
}
if(data.children !== undefined){
const err773 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/20/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err773];
}
else {
vErrors.push(err773);
}
errors++;
}
}
var _valid129 = _errs1130 === errors;
valid429 = _valid129;
if(valid429){
var props21 = {};
props21.type = true;
props21.props = true;
props21.on = true;
props21.children = true;
}
}
if(!valid429){
const err774 = {instancePath,schemaPath:"#/allOf/20/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err774];
}
else {
vErrors.push(err774);
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
const _errs1204 = errors;
let valid458 = true;
const _errs1205 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing21;
if((data.type === undefined) && (missing21 = "type")){
const err775 = {};
if(vErrors === null){
vErrors = [err775];
}
else {
vErrors.push(err775);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextField" !== data.type){
const err776 = {};
if(vErrors === null){
vErrors = [err776];
}
else {
vErrors.push(err776);
}
errors++;
}
}
}
}
var _valid138 = _errs1205 === errors;
errors = _errs1204;
if(vErrors !== null){
if(_errs1204){
vErrors.length = _errs1204;
}
else {
vErrors = null;
}
}
if(_valid138){
const _errs1207 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err777 = {instancePath,schemaPath:"#/allOf/21/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err777];
}
else {
vErrors.push(err777);
}
errors++;
}
if(data.type !== undefined){
if("TextField" !== data.type){
const err778 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/21/then/properties/type/const",keyword:"const",params:{allowedValue: "TextField"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err778];
}
else {
vErrors.push(err778);
}
errors++;
}
}
if(data.props !== undefined){
let data260 = data.props;
if(data260 && typeof data260 == "object" && !Array.isArray(data260)){
if(data260.label === undefined){
const err779 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err779];
}
else {
vErrors.push(err779);
}
errors++;
}
for(const key43 in data260){
if(!((((((((key43 === "label") || (key43 === "placeholder")) || (key43 === "inputMode")) || (key43 === "filter")) || (key43 === "maxLength")) || (key43 === "hint")) || (key43 === "disabled")) || (key43 === "error"))){
const err780 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err780];
}
else {
vErrors.push(err780);
}
errors++;
}
}
if(data260.label !== undefined){
let data261 = data260.label;
const _errs1213 = errors;
let valid462 = false;
const _errs1214 = errors;
if(typeof data261 === "string"){
if(func3(data261) < 1){
const err781 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextField.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err781];
}
else {
vErrors.push(err781);
}
errors++;
}
}
else {
const err782 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextField.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err782];
}
else {
vErrors.push(err782);
}
errors++;
}
var _valid139 = _errs1214 === errors;
valid462 = valid462 || _valid139;
const _errs1217 = errors;
if(typeof data261 === "string"){
if(!pattern4.test(data261)){
const err783 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err784 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err784];
}
else {
vErrors.push(err784);
}
errors++;
}
var _valid139 = _errs1217 === errors;
valid462 = valid462 || _valid139;
if(!valid462){
const err785 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/21/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err785];
}
else {
vErrors.push(err785);
}
errors++;
}
else {
errors = _errs1213;
if(vErrors !== null){
if(_errs1213){
vErrors.length = _errs1213;
}
else {
vErrors = null;
}
}
}
}
if(data260.placeholder !== undefined){
let data262 = data260.placeholder;
const _errs1221 = errors;
let valid465 = false;
const _errs1222 = errors;
if(typeof data262 !== "string"){
const err786 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/TextField.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err786];
}
else {
vErrors.push(err786);
}
errors++;
}
var _valid140 = _errs1222 === errors;
valid465 = valid465 || _valid140;
const _errs1225 = errors;
if(typeof data262 === "string"){
if(!pattern4.test(data262)){
const err787 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err788 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err788];
}
else {
vErrors.push(err788);
}
errors++;
}
var _valid140 = _errs1225 === errors;
valid465 = valid465 || _valid140;
if(!valid465){
const err789 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/21/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err789];
}
else {
vErrors.push(err789);
}
errors++;
}
else {
errors = _errs1221;
if(vErrors !== null){
if(_errs1221){
vErrors.length = _errs1221;
}
else {
vErrors = null;
}
}
}
}
if(data260.inputMode !== undefined){
let data263 = data260.inputMode;
const _errs1229 = errors;
let valid468 = false;
const _errs1230 = errors;
if(!(((((data263 === "text") || (data263 === "numeric")) || (data263 === "tel")) || (data263 === "email")) || (data263 === "decimal"))){
const err790 = {instancePath:instancePath+"/props/inputMode",schemaPath:"widgets/TextField.schema.json#/properties/inputMode/enum",keyword:"enum",params:{allowedValues: schema334.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err790];
}
else {
vErrors.push(err790);
}
errors++;
}
var _valid141 = _errs1230 === errors;
valid468 = valid468 || _valid141;
const _errs1232 = errors;
if(typeof data263 === "string"){
if(!pattern4.test(data263)){
const err791 = {instancePath:instancePath+"/props/inputMode",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err792 = {instancePath:instancePath+"/props/inputMode",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err792];
}
else {
vErrors.push(err792);
}
errors++;
}
var _valid141 = _errs1232 === errors;
valid468 = valid468 || _valid141;
if(!valid468){
const err793 = {instancePath:instancePath+"/props/inputMode",schemaPath:"#/allOf/21/then/properties/props/properties/inputMode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err793];
}
else {
vErrors.push(err793);
}
errors++;
}
else {
errors = _errs1229;
if(vErrors !== null){
if(_errs1229){
vErrors.length = _errs1229;
}
else {
vErrors = null;
}
}
}
}
if(data260.filter !== undefined){
let data264 = data260.filter;
const _errs1236 = errors;
let valid471 = false;
const _errs1237 = errors;
if(!((data264 === "none") || (data264 === "digits"))){
const err794 = {instancePath:instancePath+"/props/filter",schemaPath:"widgets/TextField.schema.json#/properties/filter/enum",keyword:"enum",params:{allowedValues: schema336.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err794];
}
else {
vErrors.push(err794);
}
errors++;
}
var _valid142 = _errs1237 === errors;
valid471 = valid471 || _valid142;
const _errs1239 = errors;
if(typeof data264 === "string"){
if(!pattern4.test(data264)){
const err795 = {instancePath:instancePath+"/props/filter",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err796 = {instancePath:instancePath+"/props/filter",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err796];
}
else {
vErrors.push(err796);
}
errors++;
}
var _valid142 = _errs1239 === errors;
valid471 = valid471 || _valid142;
if(!valid471){
const err797 = {instancePath:instancePath+"/props/filter",schemaPath:"#/allOf/21/then/properties/props/properties/filter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err797];
}
else {
vErrors.push(err797);
}
errors++;
}
else {
errors = _errs1236;
if(vErrors !== null){
if(_errs1236){
vErrors.length = _errs1236;
}
else {
vErrors = null;
}
}
}
}
if(data260.maxLength !== undefined){
let data265 = data260.maxLength;
const _errs1243 = errors;
let valid474 = false;
const _errs1244 = errors;
if(!(((typeof data265 == "number") && (!(data265 % 1) && !isNaN(data265))) && (isFinite(data265)))){
const err798 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextField.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err798];
}
else {
vErrors.push(err798);
}
errors++;
}
if((typeof data265 == "number") && (isFinite(data265))){
if(data265 < 1 || isNaN(data265)){
const err799 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextField.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err799];
}
else {
vErrors.push(err799);
}
errors++;
}
}
var _valid143 = _errs1244 === errors;
valid474 = valid474 || _valid143;
const _errs1247 = errors;
if(typeof data265 === "string"){
if(!pattern4.test(data265)){
const err800 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err800];
}
else {
vErrors.push(err800);
}
errors++;
}
}
else {
const err801 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err801];
}
else {
vErrors.push(err801);
}
errors++;
}
var _valid143 = _errs1247 === errors;
valid474 = valid474 || _valid143;
if(!valid474){
const err802 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/21/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err802];
}
else {
vErrors.push(err802);
}
errors++;
}
else {
errors = _errs1243;
if(vErrors !== null){
if(_errs1243){
vErrors.length = _errs1243;
}
else {
vErrors = null;
}
}
}
}
if(data260.hint !== undefined){
let data266 = data260.hint;
const _errs1251 = errors;
let valid477 = false;
const _errs1252 = errors;
if(typeof data266 !== "string"){
const err803 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/TextField.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err803];
}
else {
vErrors.push(err803);
}
errors++;
}
var _valid144 = _errs1252 === errors;
valid477 = valid477 || _valid144;
const _errs1255 = errors;
if(typeof data266 === "string"){
if(!pattern4.test(data266)){
const err804 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err804];
}
else {
vErrors.push(err804);
}
errors++;
}
}
else {
const err805 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err805];
}
else {
vErrors.push(err805);
}
errors++;
}
var _valid144 = _errs1255 === errors;
valid477 = valid477 || _valid144;
if(!valid477){
const err806 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/21/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err806];
}
else {
vErrors.push(err806);
}
errors++;
}
else {
errors = _errs1251;
if(vErrors !== null){
if(_errs1251){
vErrors.length = _errs1251;
}
else {
vErrors = null;
}
}
}
}
if(data260.disabled !== undefined){
let data267 = data260.disabled;
const _errs1259 = errors;
let valid480 = false;
const _errs1260 = errors;
if(typeof data267 !== "boolean"){
const err807 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/TextField.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err807];
}
else {
vErrors.push(err807);
}
errors++;
}
var _valid145 = _errs1260 === errors;
valid480 = valid480 || _valid145;
const _errs1263 = errors;
if(typeof data267 === "string"){
if(!pattern4.test(data267)){
const err808 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err808];
}
else {
vErrors.push(err808);
}
errors++;
}
}
else {
const err809 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err809];
}
else {
vErrors.push(err809);
}
errors++;
}
var _valid145 = _errs1263 === errors;
valid480 = valid480 || _valid145;
if(!valid480){
const err810 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/21/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err810];
}
else {
vErrors.push(err810);
}
errors++;
}
else {
errors = _errs1259;
if(vErrors !== null){
if(_errs1259){
vErrors.length = _errs1259;
}
else {
vErrors = null;
}
}
}
}
if(data260.error !== undefined){
let data268 = data260.error;
const _errs1267 = errors;
let valid483 = false;
const _errs1268 = errors;
if(typeof data268 !== "string"){
const err811 = {instancePath:instancePath+"/props/error",schemaPath:"widgets/TextField.schema.json#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err811];
}
else {
vErrors.push(err811);
}
errors++;
}
var _valid146 = _errs1268 === errors;
valid483 = valid483 || _valid146;
const _errs1271 = errors;
if(typeof data268 === "string"){
if(!pattern4.test(data268)){
const err812 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err812];
}
else {
vErrors.push(err812);
}
errors++;
}
}
else {
const err813 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err813];
}
else {
vErrors.push(err813);
}
errors++;
}
var _valid146 = _errs1271 === errors;
valid483 = valid483 || _valid146;
if(!valid483){
const err814 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/21/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err814];
}
else {
vErrors.push(err814);
}
errors++;
}
else {
errors = _errs1267;
if(vErrors !== null){
if(_errs1267){
vErrors.length = _errs1267;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err815 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err815];
}
else {
vErrors.push(err815);
}
errors++;
}
}
if(data.on !== undefined){
let data269 = data.on;
if(data269 && typeof data269 == "object" && !Array.isArray(data269)){
for(const key44 in data269){
if(!(key44 === "change")){
const err816 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/21/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err816];
}
else {
vErrors.push(err816);
}
errors++;
}
}
if(data269.change !== undefined){
if(!(validate64(data269.change, {instancePath:instancePath+"/on/change",parentData:data269,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err817 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/21/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err817];
}
else {
vErrors.push(err817);
}
errors++;
}
}
if(data.children !== undefined){
const err818 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/21/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err818];
}
else {
vErrors.push(err818);
}
errors++;
}
}
var _valid138 = _errs1207 === errors;
valid458 = _valid138;
if(valid458){
var props22 = {};
props22.type = true;
props22.props = true;
props22.on = true;
props22.children = true;
}
}
if(!valid458){
const err819 = {instancePath,schemaPath:"#/allOf/21/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err819];
}
else {
vErrors.push(err819);
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
const _errs1279 = errors;
let valid487 = true;
const _errs1280 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing22;
if((data.type === undefined) && (missing22 = "type")){
const err820 = {};
if(vErrors === null){
vErrors = [err820];
}
else {
vErrors.push(err820);
}
errors++;
}
else {
if(data.type !== undefined){
if("ThemeScope" !== data.type){
const err821 = {};
if(vErrors === null){
vErrors = [err821];
}
else {
vErrors.push(err821);
}
errors++;
}
}
}
}
var _valid147 = _errs1280 === errors;
errors = _errs1279;
if(vErrors !== null){
if(_errs1279){
vErrors.length = _errs1279;
}
else {
vErrors = null;
}
}
if(_valid147){
const _errs1282 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ThemeScope" !== data.type){
const err822 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/22/then/properties/type/const",keyword:"const",params:{allowedValue: "ThemeScope"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err822];
}
else {
vErrors.push(err822);
}
errors++;
}
}
if(data.props !== undefined){
let data274 = data.props;
if(data274 && typeof data274 == "object" && !Array.isArray(data274)){
for(const key45 in data274){
if(!(((key45 === "brand") || (key45 === "accent")) || (key45 === "onBrand"))){
const err823 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err823];
}
else {
vErrors.push(err823);
}
errors++;
}
}
if(data274.brand !== undefined){
let data275 = data274.brand;
const _errs1288 = errors;
let valid491 = false;
const _errs1289 = errors;
if(typeof data275 !== "string"){
const err824 = {instancePath:instancePath+"/props/brand",schemaPath:"widgets/ThemeScope.schema.json#/properties/brand/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err824];
}
else {
vErrors.push(err824);
}
errors++;
}
var _valid148 = _errs1289 === errors;
valid491 = valid491 || _valid148;
const _errs1292 = errors;
if(typeof data275 === "string"){
if(!pattern4.test(data275)){
const err825 = {instancePath:instancePath+"/props/brand",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err825];
}
else {
vErrors.push(err825);
}
errors++;
}
}
else {
const err826 = {instancePath:instancePath+"/props/brand",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err826];
}
else {
vErrors.push(err826);
}
errors++;
}
var _valid148 = _errs1292 === errors;
valid491 = valid491 || _valid148;
if(!valid491){
const err827 = {instancePath:instancePath+"/props/brand",schemaPath:"#/allOf/22/then/properties/props/properties/brand/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err827];
}
else {
vErrors.push(err827);
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
if(data274.accent !== undefined){
let data276 = data274.accent;
const _errs1296 = errors;
let valid494 = false;
const _errs1297 = errors;
if(typeof data276 !== "string"){
const err828 = {instancePath:instancePath+"/props/accent",schemaPath:"widgets/ThemeScope.schema.json#/properties/accent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err828];
}
else {
vErrors.push(err828);
}
errors++;
}
var _valid149 = _errs1297 === errors;
valid494 = valid494 || _valid149;
const _errs1300 = errors;
if(typeof data276 === "string"){
if(!pattern4.test(data276)){
const err829 = {instancePath:instancePath+"/props/accent",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err829];
}
else {
vErrors.push(err829);
}
errors++;
}
}
else {
const err830 = {instancePath:instancePath+"/props/accent",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err830];
}
else {
vErrors.push(err830);
}
errors++;
}
var _valid149 = _errs1300 === errors;
valid494 = valid494 || _valid149;
if(!valid494){
const err831 = {instancePath:instancePath+"/props/accent",schemaPath:"#/allOf/22/then/properties/props/properties/accent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err831];
}
else {
vErrors.push(err831);
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
if(data274.onBrand !== undefined){
let data277 = data274.onBrand;
const _errs1304 = errors;
let valid497 = false;
const _errs1305 = errors;
if(typeof data277 !== "string"){
const err832 = {instancePath:instancePath+"/props/onBrand",schemaPath:"widgets/ThemeScope.schema.json#/properties/onBrand/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err832];
}
else {
vErrors.push(err832);
}
errors++;
}
var _valid150 = _errs1305 === errors;
valid497 = valid497 || _valid150;
const _errs1308 = errors;
if(typeof data277 === "string"){
if(!pattern4.test(data277)){
const err833 = {instancePath:instancePath+"/props/onBrand",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err834 = {instancePath:instancePath+"/props/onBrand",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err834];
}
else {
vErrors.push(err834);
}
errors++;
}
var _valid150 = _errs1308 === errors;
valid497 = valid497 || _valid150;
if(!valid497){
const err835 = {instancePath:instancePath+"/props/onBrand",schemaPath:"#/allOf/22/then/properties/props/properties/onBrand/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err835];
}
else {
vErrors.push(err835);
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
}
else {
const err836 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err836];
}
else {
vErrors.push(err836);
}
errors++;
}
}
if(data.on !== undefined){
let data278 = data.on;
if(data278 && typeof data278 == "object" && !Array.isArray(data278)){
for(const key46 in data278){
const err837 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/22/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key46},message:"must NOT have additional properties"};
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
const err838 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/22/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err838];
}
else {
vErrors.push(err838);
}
errors++;
}
}
if(data.bind !== undefined){
const err839 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/22/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err839];
}
else {
vErrors.push(err839);
}
errors++;
}
}
var _valid147 = _errs1282 === errors;
valid487 = _valid147;
if(valid487){
var props23 = {};
props23.type = true;
props23.props = true;
props23.on = true;
props23.bind = true;
}
}
if(!valid487){
const err840 = {instancePath,schemaPath:"#/allOf/22/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err840];
}
else {
vErrors.push(err840);
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err841 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err841];
}
else {
vErrors.push(err841);
}
errors++;
}
for(const key47 in data){
if(!(func1.call(schema72.properties, key47))){
const err842 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key47},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err842];
}
else {
vErrors.push(err842);
}
errors++;
}
}
if(data.type !== undefined){
let data280 = data.type;
if(!(((((((((((((((((((((((data280 === "ActionRow") || (data280 === "Button")) || (data280 === "CaptchaImage")) || (data280 === "Countdown")) || (data280 === "Divider")) || (data280 === "ErrorState")) || (data280 === "Image")) || (data280 === "ImagePicker")) || (data280 === "InfoList")) || (data280 === "ListItem")) || (data280 === "Notice")) || (data280 === "Picker")) || (data280 === "ProductCard")) || (data280 === "Stack")) || (data280 === "StarRating")) || (data280 === "StatusBanner")) || (data280 === "SuccessMark")) || (data280 === "Tabs")) || (data280 === "Tag")) || (data280 === "Text")) || (data280 === "TextArea")) || (data280 === "TextField")) || (data280 === "ThemeScope"))){
const err843 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema72.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err843];
}
else {
vErrors.push(err843);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err844 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err844];
}
else {
vErrors.push(err844);
}
errors++;
}
}
if(data.visible !== undefined){
if(!(validate104(data.visible, {instancePath:instancePath+"/visible",parentData:data,parentDataProperty:"visible",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate104.errors : vErrors.concat(validate104.errors);
errors = vErrors.length;
}
}
if(data.props !== undefined){
let data283 = data.props;
if(!(data283 && typeof data283 == "object" && !Array.isArray(data283))){
const err845 = {instancePath:instancePath+"/props",schemaPath:"#/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err845];
}
else {
vErrors.push(err845);
}
errors++;
}
}
if(data.bind !== undefined){
let data284 = data.bind;
if(typeof data284 === "string"){
if(!pattern6.test(data284)){
const err846 = {instancePath:instancePath+"/bind",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err846];
}
else {
vErrors.push(err846);
}
errors++;
}
}
else {
const err847 = {instancePath:instancePath+"/bind",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err847];
}
else {
vErrors.push(err847);
}
errors++;
}
}
if(data.on !== undefined){
let data285 = data.on;
if(data285 && typeof data285 == "object" && !Array.isArray(data285)){
for(const key48 in data285){
if(!(validate64(data285[key48], {instancePath:instancePath+"/on/" + key48.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data285,parentDataProperty:key48,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err848 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err848];
}
else {
vErrors.push(err848);
}
errors++;
}
}
if(data.children !== undefined){
let data287 = data.children;
if(Array.isArray(data287)){
const len4 = data287.length;
for(let i4=0; i4<len4; i4++){
if(!(validate62(data287[i4], {instancePath:instancePath+"/children/" + i4,parentData:data287,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
else {
const err849 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err849];
}
else {
vErrors.push(err849);
}
errors++;
}
}
if(data.each !== undefined){
let data289 = data.each;
if(typeof data289 === "string"){
if(!pattern4.test(data289)){
const err850 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err850];
}
else {
vErrors.push(err850);
}
errors++;
}
}
else {
const err851 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err851];
}
else {
vErrors.push(err851);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err852 = {instancePath:instancePath+"/key",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err852];
}
else {
vErrors.push(err852);
}
errors++;
}
}
}
else {
const err853 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err853];
}
else {
vErrors.push(err853);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
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
if(!(validate52(data.visible, {instancePath:instancePath+"/visible",parentData:data,parentDataProperty:"visible",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
if(data.children !== undefined){
let data2 = data.children;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate62(data2[i0], {instancePath:instancePath+"/children/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
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
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema358 = {"type":"object","additionalProperties":false,"required":["title","children"],"properties":{"title":{"$ref":"binding.schema.json#/$defs/text"},"hideTitle":{"type":"boolean"},"closable":{"type":"boolean"},"onClose":{"$ref":"actions.schema.json#/$defs/chain"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}};

function validate109(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate109.evaluated;
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
if(!(validate62(data4[i0], {instancePath:instancePath+"/children/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
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
validate109.errors = vErrors;
return errors === 0;
}
validate109.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern11 = new RegExp("^[A-Za-z_$][A-Za-z0-9_$]*$", "u");

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
if(!(validate51(data4[i0], {instancePath:instancePath+"/timers/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate51.errors : vErrors.concat(validate51.errors);
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
if(!pattern11.test(data10)){
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
if(!(validate57(data14[i2], {instancePath:instancePath+"/validations/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,parentData:data14,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
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
if(!(validate60(data16[i3], {instancePath:instancePath+"/regions/" + i3,parentData:data16,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
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
if(!(validate109(data18[key4], {instancePath:instancePath+"/dialogs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data18,parentDataProperty:key4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate109.errors : vErrors.concat(validate109.errors);
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

