/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from schemas/page.schema.json.
import func3Module from "ajv/dist/runtime/ucs2length.js";
export const validate = validate20;
export default validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"page.schema.json","type":"object","additionalProperties":false,"required":["title","regions"],"properties":{"$schema":{"type":"string"},"title":{"$ref":"binding.schema.json#/$defs/text"},"state":{"type":"object","additionalProperties":true},"onLoad":{"$ref":"actions.schema.json#/$defs/chain"},"onBack":{"$ref":"actions.schema.json#/$defs/chain"},"timers":{"type":"array","items":{"$ref":"#/$defs/timer"}},"persist":{"$ref":"#/$defs/persist"},"chains":{"type":"object","additionalProperties":{"$ref":"actions.schema.json#/$defs/chain"}},"validations":{"type":"object","additionalProperties":{"type":"array","items":{"$ref":"#/$defs/rule"}}},"regions":{"type":"array","items":{"$ref":"#/$defs/region"}},"dialogs":{"type":"object","additionalProperties":{"$ref":"#/$defs/dialog"}}},"$defs":{"region":{"type":"object","additionalProperties":false,"required":["name","children"],"properties":{"name":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}},"dialog":{"type":"object","additionalProperties":false,"required":["title","children"],"properties":{"title":{"$ref":"binding.schema.json#/$defs/text"},"hideTitle":{"type":"boolean"},"closable":{"type":"boolean"},"onClose":{"$ref":"actions.schema.json#/$defs/chain"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}},"timer":{"type":"object","additionalProperties":false,"required":["id","afterMs","actions"],"properties":{"id":{"type":"string"},"afterMs":{"type":"integer","minimum":0,"maximum":3600000},"everyMs":{"type":"integer","minimum":100,"maximum":3600000},"while":{"$ref":"binding.schema.json#/$defs/condition"},"actions":{"$ref":"actions.schema.json#/$defs/chain"}}},"persist":{"type":"object","additionalProperties":false,"required":["area","key","paths"],"properties":{"area":{"enum":["session","local"]},"key":{"type":"string"},"paths":{"type":"array","items":{"type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*$"}}}},"rule":{"type":"object","additionalProperties":false,"required":["rule","message"],"properties":{"rule":{"enum":["required","minLength","maxLength","pattern","test"]},"value":{},"limit":{"type":"integer","minimum":0},"pattern":{"type":"string"},"test":{"$ref":"binding.schema.json#/$defs/condition"},"each":{"$ref":"binding.schema.json#/$defs/binding"},"message":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"rule":{"enum":["minLength","maxLength"]}}},"then":{"required":["value","limit"]}},{"if":{"properties":{"rule":{"const":"pattern"}}},"then":{"required":["value","pattern"]}},{"if":{"properties":{"rule":{"const":"required"}}},"then":{"required":["value"]}},{"if":{"properties":{"rule":{"const":"test"}}},"then":{"required":["test"]}}]}}};
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
const schema72 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"node.schema.json","type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"enum":["ActionRow","Button","Checkbox","Divider","DocFrame","ErrorState","Image","ImagePicker","InfoList","ListItem","Notice","Picker","ProductCard","Stack","StarRating","StatusBanner","SuccessMark","Tabs","Tag","Text","TextArea","TextField"]},"id":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"props":{"type":"object"},"bind":{"$ref":"binding.schema.json#/$defs/statePath"},"on":{"type":"object","additionalProperties":{"$ref":"actions.schema.json#/$defs/chain"}},"children":{"type":"array","items":{"$ref":"#"}},"each":{"$ref":"binding.schema.json#/$defs/binding"},"key":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"type":{"const":"ActionRow"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ActionRow"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"icon":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/icon"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"value":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/value"},{"$ref":"binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/chevron"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Button"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Button"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullWidth":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/fullWidth"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Checkbox"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Checkbox"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Checkbox.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"links":{"anyOf":[{"$ref":"widgets/Checkbox.schema.json#/properties/links"},{"$ref":"binding.schema.json#/$defs/binding"}]},"linksLabel":{"anyOf":[{"$ref":"widgets/Checkbox.schema.json#/properties/linksLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"link":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Divider"}},"required":["type"]},"then":{"properties":{"type":{"const":"Divider"},"props":{"type":"object","additionalProperties":false,"properties":{"spacing":{"anyOf":[{"$ref":"widgets/Divider.schema.json#/properties/spacing"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"DocFrame"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"DocFrame"},"props":{"type":"object","additionalProperties":false,"required":["src","title"],"properties":{"src":{"anyOf":[{"$ref":"widgets/DocFrame.schema.json#/properties/src"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/DocFrame.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"height":{"anyOf":[{"$ref":"widgets/DocFrame.schema.json#/properties/height"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ErrorState"}},"required":["type"]},"then":{"properties":{"type":{"const":"ErrorState"},"props":{"type":"object","additionalProperties":false,"properties":{"title":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"message":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/message"},{"$ref":"binding.schema.json#/$defs/binding"}]},"retryLabel":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/retryLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"retry":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Image"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Image"},"props":{"type":"object","additionalProperties":false,"required":["src","alt"],"properties":{"src":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/src"},{"$ref":"binding.schema.json#/$defs/binding"}]},"alt":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/alt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"width":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/width"},{"$ref":"binding.schema.json#/$defs/binding"}]},"height":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/height"},{"$ref":"binding.schema.json#/$defs/binding"}]},"radius":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/radius"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fit":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/fit"},{"$ref":"binding.schema.json#/$defs/binding"}]},"zoomable":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/zoomable"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ImagePicker"}},"required":["type"]},"then":{"properties":{"type":{"const":"ImagePicker"},"props":{"type":"object","additionalProperties":false,"properties":{"max":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/max"},{"$ref":"binding.schema.json#/$defs/binding"}]},"columns":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/columns"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxBytes":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/maxBytes"},{"$ref":"binding.schema.json#/$defs/binding"}]},"accept":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/accept"},{"$ref":"binding.schema.json#/$defs/binding"}]},"addLabel":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/addLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tooLargeMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/tooLargeMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"notImageMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/notImageMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/fullMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"imageAlt":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/imageAlt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"removeLabel":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/removeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"},"pick":{"$ref":"actions.schema.json#/$defs/chain"},"reject":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"InfoList"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"InfoList"},"props":{"type":"object","additionalProperties":false,"required":["rows"],"properties":{"title":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/labelKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/valueKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"collapsedRows":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/collapsedRows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"moreLabel":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/moreLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"lessLabel":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/lessLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ListItem"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ListItem"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"subtitle":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/subtitle"},{"$ref":"binding.schema.json#/$defs/binding"}]},"meta":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/meta"},{"$ref":"binding.schema.json#/$defs/binding"}]},"body":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/body"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/chevron"},{"$ref":"binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/selected"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tappable":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/tappable"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Notice"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Notice"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Notice.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Notice.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Picker"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Picker"},"props":{"type":"object","additionalProperties":false,"required":["label","options"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"options":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/options"},{"$ref":"binding.schema.json#/$defs/binding"}]},"optionLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/optionLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"optionValue":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/optionValue"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"confirmLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/confirmLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"cancelLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/cancelLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"ProductCard"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ProductCard"},"props":{"type":"object","additionalProperties":false,"required":["name","buttonText"],"properties":{"logo":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/logo"},{"$ref":"binding.schema.json#/$defs/binding"}]},"name":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/name"},{"$ref":"binding.schema.json#/$defs/binding"}]},"buttonText":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/buttonText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"enabled":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/enabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"amountRange":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/amountRange"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rangeDesc":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/rangeDesc"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rate":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/rate"},{"$ref":"binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/description"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tags":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/tags"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Stack"}},"required":["type"]},"then":{"properties":{"type":{"const":"Stack"},"props":{"type":"object","additionalProperties":false,"properties":{"direction":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/direction"},{"$ref":"binding.schema.json#/$defs/binding"}]},"gap":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/gap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"padding":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/padding"},{"$ref":"binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/align"},{"$ref":"binding.schema.json#/$defs/binding"}]},"justify":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/justify"},{"$ref":"binding.schema.json#/$defs/binding"}]},"wrap":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/wrap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"StarRating"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StarRating"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"max":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/max"},{"$ref":"binding.schema.json#/$defs/binding"}]},"size":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/size"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"StatusBanner"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StatusBanner"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"image":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/description"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"SuccessMark"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"SuccessMark"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/SuccessMark.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/SuccessMark.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Tabs"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tabs"},"props":{"type":"object","additionalProperties":false,"required":["tabs"],"properties":{"tabs":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/tabs"},{"$ref":"binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/labelKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/valueKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"stretch":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/stretch"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Tag"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tag"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/selected"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Text"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Text"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/align"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]},"weight":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/weight"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"TextArea"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextArea"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/maxLength"},{"$ref":"binding.schema.json#/$defs/binding"}]},"counter":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/counter"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/error"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"TextField"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextField"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"inputMode":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/inputMode"},{"$ref":"binding.schema.json#/$defs/binding"}]},"filter":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/filter"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/maxLength"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/error"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}}]};
const schema74 = {"enum":["phone","mail","chat","info","none"]};
const schema76 = {"type":"string","minLength":1};
const schema78 = {"type":"string"};
const schema80 = {"type":"boolean"};
const schema84 = {"type":"string","minLength":1};
const schema86 = {"enum":["primary","secondary","outline","text"]};
const schema88 = {"type":"string"};
const schema90 = {"type":"boolean"};
const schema92 = {"type":"boolean"};
const schema95 = {"type":"string","minLength":1};
const schema97 = {"type":"array","items":{"type":"string"}};
const schema99 = {"type":"string","minLength":1};
const schema102 = {"type":"integer","minimum":0,"maximum":48};
const schema105 = {"type":"string"};
const schema107 = {"type":"string","minLength":1};
const schema109 = {"type":"integer","minimum":120,"maximum":1200};
const schema112 = {"type":"string"};
const schema114 = {"type":"string"};
const schema116 = {"type":"string","minLength":1};
const schema118 = {"type":"string"};
const schema121 = {"type":"string"};
const schema123 = {"type":"string"};
const schema125 = {"type":"integer","minimum":1,"maximum":1200};
const schema127 = {"type":"integer","minimum":1,"maximum":1200};
const schema129 = {"type":"integer","minimum":0,"maximum":48};
const schema131 = {"enum":["cover","contain"]};
const schema133 = {"type":"boolean"};
const schema136 = {"type":"integer","minimum":1,"maximum":30};
const schema138 = {"type":"integer","minimum":1,"maximum":6};
const schema140 = {"type":"integer","minimum":1};
const schema142 = {"type":"string","minLength":1};
const schema144 = {"type":"string","minLength":1};
const schema146 = {"type":"string","minLength":1};
const schema148 = {"type":"string","minLength":1};
const schema150 = {"type":"string","minLength":1};
const schema152 = {"type":"string","minLength":1};
const schema154 = {"type":"string","minLength":1};
const schema157 = {"type":"string"};
const schema159 = {"type":"array","items":{"type":"object","properties":{"text":{"type":["string","number"]},"value":{"type":["string","number"]}}}};
const schema161 = {"type":"string","minLength":1};
const schema163 = {"type":"string","minLength":1};
const schema165 = {"type":"integer","minimum":1};
const schema167 = {"type":"string","minLength":1};
const schema169 = {"type":"string","minLength":1};
const schema171 = {"type":"string"};
const schema173 = {"enum":["card","none"]};
const schema176 = {"type":"string"};
const schema178 = {"type":"string"};
const schema180 = {"type":"string"};
const schema182 = {"type":"string"};
const schema184 = {"type":"string"};
const schema186 = {"type":"boolean"};
const schema188 = {"type":"boolean"};
const schema190 = {"type":"boolean"};
const schema193 = {"type":"string"};
const schema195 = {"enum":["info","warning","success"]};
const schema198 = {"type":"string","minLength":1};
const schema200 = {"type":"string"};
const schema202 = {"type":"string"};
const schema204 = {"type":"array","items":{"type":"object","additionalProperties":true}};
const schema206 = {"type":"string","minLength":1};
const schema208 = {"type":"string","minLength":1};
const schema210 = {"type":"string","minLength":1};
const schema212 = {"type":"string","minLength":1};
const schema214 = {"type":"string","minLength":1};
const schema216 = {"type":"string","minLength":1};
const schema218 = {"type":"boolean"};
const schema221 = {"type":"string"};
const schema223 = {"type":"string"};
const schema225 = {"type":"string","minLength":1};
const schema227 = {"type":"boolean"};
const schema229 = {"type":"string"};
const schema231 = {"type":"string"};
const schema233 = {"type":"string"};
const schema235 = {"type":"string"};
const schema237 = {"type":"array","items":{"type":"string"}};
const schema240 = {"enum":["column","row"]};
const schema242 = {"type":"integer","minimum":0,"maximum":48};
const schema244 = {"type":"integer","minimum":0,"maximum":48};
const schema246 = {"enum":["start","center","end","stretch"]};
const schema248 = {"enum":["start","center","end","between"]};
const schema250 = {"type":"boolean"};
const schema252 = {"enum":["none","card","page"]};
const schema255 = {"type":"string","minLength":1};
const schema257 = {"type":"integer","minimum":1,"maximum":10};
const schema259 = {"type":"integer","minimum":16,"maximum":64};
const schema262 = {"type":"string"};
const schema264 = {"type":"string"};
const schema266 = {"type":"string"};
const schema268 = {"enum":["brand","accent"]};
const schema271 = {"type":"string","minLength":1};
const schema273 = {"enum":["success","info"]};
const schema276 = {"type":"array","items":{"type":"object","additionalProperties":true}};
const schema278 = {"type":"string","minLength":1};
const schema280 = {"type":"string","minLength":1};
const schema282 = {"type":"string","minLength":1};
const schema284 = {"type":"boolean"};
const schema287 = {"type":"string"};
const schema289 = {"enum":["neutral","brand","accent"]};
const schema291 = {"type":"boolean"};
const schema294 = {"type":"string"};
const schema296 = {"enum":["title","subtitle","body","caption","hint","error","hero"]};
const schema298 = {"enum":["start","center","end"]};
const schema300 = {"enum":["default","muted","onBrand","accent","danger"]};
const schema302 = {"enum":["regular","medium","bold"]};
const schema305 = {"type":"string","minLength":1};
const schema307 = {"type":"string"};
const schema309 = {"type":"integer","minimum":1};
const schema311 = {"type":"boolean"};
const schema313 = {"type":"integer","minimum":2,"maximum":20};
const schema315 = {"type":"string"};
const schema317 = {"type":"boolean"};
const schema319 = {"type":"string"};
const schema322 = {"type":"string","minLength":1};
const schema324 = {"type":"string"};
const schema326 = {"enum":["text","numeric","tel","email","decimal"]};
const schema328 = {"enum":["none","digits"]};
const schema330 = {"type":"integer","minimum":1};
const schema332 = {"type":"string"};
const schema334 = {"type":"boolean"};
const schema336 = {"type":"string"};
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


function validate101(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate101.evaluated;
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
validate101.errors = vErrors;
return errors === 0;
}
validate101.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if("Checkbox" !== data.type){
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
if("Checkbox" !== data.type){
const err65 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/2/then/properties/type/const",keyword:"const",params:{allowedValue: "Checkbox"},message:"must be equal to constant"};
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
if(data25.label === undefined){
const err66 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key4 in data25){
if(!(((key4 === "label") || (key4 === "links")) || (key4 === "linksLabel"))){
const err67 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data25.label !== undefined){
let data26 = data25.label;
const _errs107 = errors;
let valid42 = false;
const _errs108 = errors;
if(typeof data26 === "string"){
if(func3(data26) < 1){
const err68 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Checkbox.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Checkbox.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
var _valid12 = _errs108 === errors;
valid42 = valid42 || _valid12;
const _errs111 = errors;
if(typeof data26 === "string"){
if(!pattern4.test(data26)){
const err70 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
var _valid12 = _errs111 === errors;
valid42 = valid42 || _valid12;
if(!valid42){
const err72 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/2/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
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
if(data25.links !== undefined){
let data27 = data25.links;
const _errs115 = errors;
let valid45 = false;
const _errs116 = errors;
if(Array.isArray(data27)){
const len0 = data27.length;
for(let i0=0; i0<len0; i0++){
if(typeof data27[i0] !== "string"){
const err73 = {instancePath:instancePath+"/props/links/" + i0,schemaPath:"widgets/Checkbox.schema.json#/properties/links/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
}
else {
const err74 = {instancePath:instancePath+"/props/links",schemaPath:"widgets/Checkbox.schema.json#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid13 = _errs116 === errors;
valid45 = valid45 || _valid13;
const _errs121 = errors;
if(typeof data27 === "string"){
if(!pattern4.test(data27)){
const err75 = {instancePath:instancePath+"/props/links",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/props/links",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid13 = _errs121 === errors;
valid45 = valid45 || _valid13;
if(!valid45){
const err77 = {instancePath:instancePath+"/props/links",schemaPath:"#/allOf/2/then/properties/props/properties/links/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
else {
errors = _errs115;
if(vErrors !== null){
if(_errs115){
vErrors.length = _errs115;
}
else {
vErrors = null;
}
}
}
}
if(data25.linksLabel !== undefined){
let data29 = data25.linksLabel;
const _errs125 = errors;
let valid50 = false;
const _errs126 = errors;
if(typeof data29 === "string"){
if(func3(data29) < 1){
const err78 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"widgets/Checkbox.schema.json#/properties/linksLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
else {
const err79 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"widgets/Checkbox.schema.json#/properties/linksLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
var _valid14 = _errs126 === errors;
valid50 = valid50 || _valid14;
const _errs129 = errors;
if(typeof data29 === "string"){
if(!pattern4.test(data29)){
const err80 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err81 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
var _valid14 = _errs129 === errors;
valid50 = valid50 || _valid14;
if(!valid50){
const err82 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"#/allOf/2/then/properties/props/properties/linksLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
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
}
else {
const err83 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.on !== undefined){
let data30 = data.on;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
for(const key5 in data30){
if(!(key5 === "link")){
const err84 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/2/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data30.link !== undefined){
if(!(validate64(data30.link, {instancePath:instancePath+"/on/link",parentData:data30,parentDataProperty:"link",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err85 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/2/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
}
if(data.children !== undefined){
const err86 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/2/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
var _valid11 = _errs101 === errors;
valid38 = _valid11;
if(valid38){
var props2 = {};
props2.type = true;
props2.props = true;
props2.on = true;
props2.children = true;
}
}
if(!valid38){
const err87 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
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
const _errs137 = errors;
let valid54 = true;
const _errs138 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err88 = {};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
else {
if(data.type !== undefined){
if("Divider" !== data.type){
const err89 = {};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
}
var _valid15 = _errs138 === errors;
errors = _errs137;
if(vErrors !== null){
if(_errs137){
vErrors.length = _errs137;
}
else {
vErrors = null;
}
}
if(_valid15){
const _errs140 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Divider" !== data.type){
const err90 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/3/then/properties/type/const",keyword:"const",params:{allowedValue: "Divider"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.props !== undefined){
let data35 = data.props;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
for(const key6 in data35){
if(!(key6 === "spacing")){
const err91 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data35.spacing !== undefined){
let data36 = data35.spacing;
const _errs146 = errors;
let valid58 = false;
const _errs147 = errors;
if(!(((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36))) && (isFinite(data36)))){
const err92 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if((typeof data36 == "number") && (isFinite(data36))){
if(data36 > 48 || isNaN(data36)){
const err93 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data36 < 0 || isNaN(data36)){
const err94 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
var _valid16 = _errs147 === errors;
valid58 = valid58 || _valid16;
const _errs150 = errors;
if(typeof data36 === "string"){
if(!pattern4.test(data36)){
const err95 = {instancePath:instancePath+"/props/spacing",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/props/spacing",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
var _valid16 = _errs150 === errors;
valid58 = valid58 || _valid16;
if(!valid58){
const err97 = {instancePath:instancePath+"/props/spacing",schemaPath:"#/allOf/3/then/properties/props/properties/spacing/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
else {
errors = _errs146;
if(vErrors !== null){
if(_errs146){
vErrors.length = _errs146;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err98 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data.on !== undefined){
let data37 = data.on;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
for(const key7 in data37){
const err99 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/3/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
else {
const err100 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/3/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data.children !== undefined){
const err101 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/3/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(data.bind !== undefined){
const err102 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/3/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
var _valid15 = _errs140 === errors;
valid54 = _valid15;
if(valid54){
var props3 = {};
props3.type = true;
props3.props = true;
props3.on = true;
props3.children = true;
props3.bind = true;
}
}
if(!valid54){
const err103 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
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
const _errs157 = errors;
let valid61 = true;
const _errs158 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
const err104 = {};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
else {
if(data.type !== undefined){
if("DocFrame" !== data.type){
const err105 = {};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
}
}
var _valid17 = _errs158 === errors;
errors = _errs157;
if(vErrors !== null){
if(_errs157){
vErrors.length = _errs157;
}
else {
vErrors = null;
}
}
if(_valid17){
const _errs160 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err106 = {instancePath,schemaPath:"#/allOf/4/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data.type !== undefined){
if("DocFrame" !== data.type){
const err107 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/4/then/properties/type/const",keyword:"const",params:{allowedValue: "DocFrame"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data.props !== undefined){
let data42 = data.props;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.src === undefined){
const err108 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(data42.title === undefined){
const err109 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
for(const key8 in data42){
if(!(((key8 === "src") || (key8 === "title")) || (key8 === "height"))){
const err110 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data42.src !== undefined){
let data43 = data42.src;
const _errs166 = errors;
let valid65 = false;
const _errs167 = errors;
if(typeof data43 !== "string"){
const err111 = {instancePath:instancePath+"/props/src",schemaPath:"widgets/DocFrame.schema.json#/properties/src/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
var _valid18 = _errs167 === errors;
valid65 = valid65 || _valid18;
const _errs170 = errors;
if(typeof data43 === "string"){
if(!pattern4.test(data43)){
const err112 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
var _valid18 = _errs170 === errors;
valid65 = valid65 || _valid18;
if(!valid65){
const err114 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/4/then/properties/props/properties/src/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
else {
errors = _errs166;
if(vErrors !== null){
if(_errs166){
vErrors.length = _errs166;
}
else {
vErrors = null;
}
}
}
}
if(data42.title !== undefined){
let data44 = data42.title;
const _errs174 = errors;
let valid68 = false;
const _errs175 = errors;
if(typeof data44 === "string"){
if(func3(data44) < 1){
const err115 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/DocFrame.schema.json#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
else {
const err116 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/DocFrame.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var _valid19 = _errs175 === errors;
valid68 = valid68 || _valid19;
const _errs178 = errors;
if(typeof data44 === "string"){
if(!pattern4.test(data44)){
const err117 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err118 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
var _valid19 = _errs178 === errors;
valid68 = valid68 || _valid19;
if(!valid68){
const err119 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/4/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
else {
errors = _errs174;
if(vErrors !== null){
if(_errs174){
vErrors.length = _errs174;
}
else {
vErrors = null;
}
}
}
}
if(data42.height !== undefined){
let data45 = data42.height;
const _errs182 = errors;
let valid71 = false;
const _errs183 = errors;
if(!(((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45))) && (isFinite(data45)))){
const err120 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/DocFrame.schema.json#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if((typeof data45 == "number") && (isFinite(data45))){
if(data45 > 1200 || isNaN(data45)){
const err121 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/DocFrame.schema.json#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data45 < 120 || isNaN(data45)){
const err122 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/DocFrame.schema.json#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 120},message:"must be >= 120"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
var _valid20 = _errs183 === errors;
valid71 = valid71 || _valid20;
const _errs186 = errors;
if(typeof data45 === "string"){
if(!pattern4.test(data45)){
const err123 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
else {
const err124 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
var _valid20 = _errs186 === errors;
valid71 = valid71 || _valid20;
if(!valid71){
const err125 = {instancePath:instancePath+"/props/height",schemaPath:"#/allOf/4/then/properties/props/properties/height/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
else {
errors = _errs182;
if(vErrors !== null){
if(_errs182){
vErrors.length = _errs182;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err126 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
if(data.on !== undefined){
let data46 = data.on;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
for(const key9 in data46){
const err127 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/4/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
else {
const err128 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/4/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
if(data.children !== undefined){
const err129 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/4/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data.bind !== undefined){
const err130 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/4/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
var _valid17 = _errs160 === errors;
valid61 = _valid17;
if(valid61){
var props4 = {};
props4.type = true;
props4.props = true;
props4.on = true;
props4.children = true;
props4.bind = true;
}
}
if(!valid61){
const err131 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
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
const _errs193 = errors;
let valid74 = true;
const _errs194 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.type === undefined) && (missing5 = "type")){
const err132 = {};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
else {
if(data.type !== undefined){
if("ErrorState" !== data.type){
const err133 = {};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
}
var _valid21 = _errs194 === errors;
errors = _errs193;
if(vErrors !== null){
if(_errs193){
vErrors.length = _errs193;
}
else {
vErrors = null;
}
}
if(_valid21){
const _errs196 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ErrorState" !== data.type){
const err134 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/5/then/properties/type/const",keyword:"const",params:{allowedValue: "ErrorState"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
if(data.props !== undefined){
let data51 = data.props;
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
for(const key10 in data51){
if(!((((key10 === "title") || (key10 === "message")) || (key10 === "retryLabel")) || (key10 === "image"))){
const err135 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
if(data51.title !== undefined){
let data52 = data51.title;
const _errs202 = errors;
let valid78 = false;
const _errs203 = errors;
if(typeof data52 !== "string"){
const err136 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/ErrorState.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var _valid22 = _errs203 === errors;
valid78 = valid78 || _valid22;
const _errs206 = errors;
if(typeof data52 === "string"){
if(!pattern4.test(data52)){
const err137 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
else {
const err138 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid22 = _errs206 === errors;
valid78 = valid78 || _valid22;
if(!valid78){
const err139 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/5/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
else {
errors = _errs202;
if(vErrors !== null){
if(_errs202){
vErrors.length = _errs202;
}
else {
vErrors = null;
}
}
}
}
if(data51.message !== undefined){
let data53 = data51.message;
const _errs210 = errors;
let valid81 = false;
const _errs211 = errors;
if(typeof data53 !== "string"){
const err140 = {instancePath:instancePath+"/props/message",schemaPath:"widgets/ErrorState.schema.json#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var _valid23 = _errs211 === errors;
valid81 = valid81 || _valid23;
const _errs214 = errors;
if(typeof data53 === "string"){
if(!pattern4.test(data53)){
const err141 = {instancePath:instancePath+"/props/message",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
else {
const err142 = {instancePath:instancePath+"/props/message",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid23 = _errs214 === errors;
valid81 = valid81 || _valid23;
if(!valid81){
const err143 = {instancePath:instancePath+"/props/message",schemaPath:"#/allOf/5/then/properties/props/properties/message/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
else {
errors = _errs210;
if(vErrors !== null){
if(_errs210){
vErrors.length = _errs210;
}
else {
vErrors = null;
}
}
}
}
if(data51.retryLabel !== undefined){
let data54 = data51.retryLabel;
const _errs218 = errors;
let valid84 = false;
const _errs219 = errors;
if(typeof data54 === "string"){
if(func3(data54) < 1){
const err144 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"widgets/ErrorState.schema.json#/properties/retryLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err145 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"widgets/ErrorState.schema.json#/properties/retryLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
var _valid24 = _errs219 === errors;
valid84 = valid84 || _valid24;
const _errs222 = errors;
if(typeof data54 === "string"){
if(!pattern4.test(data54)){
const err146 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err147 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid24 = _errs222 === errors;
valid84 = valid84 || _valid24;
if(!valid84){
const err148 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/5/then/properties/props/properties/retryLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
else {
errors = _errs218;
if(vErrors !== null){
if(_errs218){
vErrors.length = _errs218;
}
else {
vErrors = null;
}
}
}
}
if(data51.image !== undefined){
let data55 = data51.image;
const _errs226 = errors;
let valid87 = false;
const _errs227 = errors;
if(typeof data55 !== "string"){
const err149 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/ErrorState.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
var _valid25 = _errs227 === errors;
valid87 = valid87 || _valid25;
const _errs230 = errors;
if(typeof data55 === "string"){
if(!pattern4.test(data55)){
const err150 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
else {
const err151 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
var _valid25 = _errs230 === errors;
valid87 = valid87 || _valid25;
if(!valid87){
const err152 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/5/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
else {
errors = _errs226;
if(vErrors !== null){
if(_errs226){
vErrors.length = _errs226;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err153 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data.on !== undefined){
let data56 = data.on;
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
for(const key11 in data56){
if(!(key11 === "retry")){
const err154 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data56.retry !== undefined){
if(!(validate64(data56.retry, {instancePath:instancePath+"/on/retry",parentData:data56,parentDataProperty:"retry",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err155 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data.children !== undefined){
const err156 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/5/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if(data.bind !== undefined){
const err157 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/5/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
var _valid21 = _errs196 === errors;
valid74 = _valid21;
if(valid74){
var props5 = {};
props5.type = true;
props5.props = true;
props5.on = true;
props5.children = true;
props5.bind = true;
}
}
if(!valid74){
const err158 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
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
const _errs238 = errors;
let valid91 = true;
const _errs239 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
const err159 = {};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
else {
if(data.type !== undefined){
if("Image" !== data.type){
const err160 = {};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
}
}
var _valid26 = _errs239 === errors;
errors = _errs238;
if(vErrors !== null){
if(_errs238){
vErrors.length = _errs238;
}
else {
vErrors = null;
}
}
if(_valid26){
const _errs241 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err161 = {instancePath,schemaPath:"#/allOf/6/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
if(data.type !== undefined){
if("Image" !== data.type){
const err162 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/6/then/properties/type/const",keyword:"const",params:{allowedValue: "Image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data.props !== undefined){
let data62 = data.props;
if(data62 && typeof data62 == "object" && !Array.isArray(data62)){
if(data62.src === undefined){
const err163 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(data62.alt === undefined){
const err164 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
for(const key12 in data62){
if(!(((((((key12 === "src") || (key12 === "alt")) || (key12 === "width")) || (key12 === "height")) || (key12 === "radius")) || (key12 === "fit")) || (key12 === "zoomable"))){
const err165 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
if(data62.src !== undefined){
let data63 = data62.src;
const _errs247 = errors;
let valid95 = false;
const _errs248 = errors;
if(typeof data63 !== "string"){
const err166 = {instancePath:instancePath+"/props/src",schemaPath:"widgets/Image.schema.json#/properties/src/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
var _valid27 = _errs248 === errors;
valid95 = valid95 || _valid27;
const _errs251 = errors;
if(typeof data63 === "string"){
if(!pattern4.test(data63)){
const err167 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err168 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
var _valid27 = _errs251 === errors;
valid95 = valid95 || _valid27;
if(!valid95){
const err169 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/6/then/properties/props/properties/src/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
else {
errors = _errs247;
if(vErrors !== null){
if(_errs247){
vErrors.length = _errs247;
}
else {
vErrors = null;
}
}
}
}
if(data62.alt !== undefined){
let data64 = data62.alt;
const _errs255 = errors;
let valid98 = false;
const _errs256 = errors;
if(typeof data64 !== "string"){
const err170 = {instancePath:instancePath+"/props/alt",schemaPath:"widgets/Image.schema.json#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
var _valid28 = _errs256 === errors;
valid98 = valid98 || _valid28;
const _errs259 = errors;
if(typeof data64 === "string"){
if(!pattern4.test(data64)){
const err171 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
}
else {
const err172 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
var _valid28 = _errs259 === errors;
valid98 = valid98 || _valid28;
if(!valid98){
const err173 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/6/then/properties/props/properties/alt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
else {
errors = _errs255;
if(vErrors !== null){
if(_errs255){
vErrors.length = _errs255;
}
else {
vErrors = null;
}
}
}
}
if(data62.width !== undefined){
let data65 = data62.width;
const _errs263 = errors;
let valid101 = false;
const _errs264 = errors;
if(!(((typeof data65 == "number") && (!(data65 % 1) && !isNaN(data65))) && (isFinite(data65)))){
const err174 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
if((typeof data65 == "number") && (isFinite(data65))){
if(data65 > 1200 || isNaN(data65)){
const err175 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
if(data65 < 1 || isNaN(data65)){
const err176 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
var _valid29 = _errs264 === errors;
valid101 = valid101 || _valid29;
const _errs267 = errors;
if(typeof data65 === "string"){
if(!pattern4.test(data65)){
const err177 = {instancePath:instancePath+"/props/width",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
}
else {
const err178 = {instancePath:instancePath+"/props/width",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
var _valid29 = _errs267 === errors;
valid101 = valid101 || _valid29;
if(!valid101){
const err179 = {instancePath:instancePath+"/props/width",schemaPath:"#/allOf/6/then/properties/props/properties/width/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
else {
errors = _errs263;
if(vErrors !== null){
if(_errs263){
vErrors.length = _errs263;
}
else {
vErrors = null;
}
}
}
}
if(data62.height !== undefined){
let data66 = data62.height;
const _errs271 = errors;
let valid104 = false;
const _errs272 = errors;
if(!(((typeof data66 == "number") && (!(data66 % 1) && !isNaN(data66))) && (isFinite(data66)))){
const err180 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
if((typeof data66 == "number") && (isFinite(data66))){
if(data66 > 1200 || isNaN(data66)){
const err181 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
if(data66 < 1 || isNaN(data66)){
const err182 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
var _valid30 = _errs272 === errors;
valid104 = valid104 || _valid30;
const _errs275 = errors;
if(typeof data66 === "string"){
if(!pattern4.test(data66)){
const err183 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
else {
const err184 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
var _valid30 = _errs275 === errors;
valid104 = valid104 || _valid30;
if(!valid104){
const err185 = {instancePath:instancePath+"/props/height",schemaPath:"#/allOf/6/then/properties/props/properties/height/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
else {
errors = _errs271;
if(vErrors !== null){
if(_errs271){
vErrors.length = _errs271;
}
else {
vErrors = null;
}
}
}
}
if(data62.radius !== undefined){
let data67 = data62.radius;
const _errs279 = errors;
let valid107 = false;
const _errs280 = errors;
if(!(((typeof data67 == "number") && (!(data67 % 1) && !isNaN(data67))) && (isFinite(data67)))){
const err186 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
if((typeof data67 == "number") && (isFinite(data67))){
if(data67 > 48 || isNaN(data67)){
const err187 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
if(data67 < 0 || isNaN(data67)){
const err188 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
}
var _valid31 = _errs280 === errors;
valid107 = valid107 || _valid31;
const _errs283 = errors;
if(typeof data67 === "string"){
if(!pattern4.test(data67)){
const err189 = {instancePath:instancePath+"/props/radius",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
}
else {
const err190 = {instancePath:instancePath+"/props/radius",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
var _valid31 = _errs283 === errors;
valid107 = valid107 || _valid31;
if(!valid107){
const err191 = {instancePath:instancePath+"/props/radius",schemaPath:"#/allOf/6/then/properties/props/properties/radius/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
else {
errors = _errs279;
if(vErrors !== null){
if(_errs279){
vErrors.length = _errs279;
}
else {
vErrors = null;
}
}
}
}
if(data62.fit !== undefined){
let data68 = data62.fit;
const _errs287 = errors;
let valid110 = false;
const _errs288 = errors;
if(!((data68 === "cover") || (data68 === "contain"))){
const err192 = {instancePath:instancePath+"/props/fit",schemaPath:"widgets/Image.schema.json#/properties/fit/enum",keyword:"enum",params:{allowedValues: schema131.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
var _valid32 = _errs288 === errors;
valid110 = valid110 || _valid32;
const _errs290 = errors;
if(typeof data68 === "string"){
if(!pattern4.test(data68)){
const err193 = {instancePath:instancePath+"/props/fit",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
}
else {
const err194 = {instancePath:instancePath+"/props/fit",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
var _valid32 = _errs290 === errors;
valid110 = valid110 || _valid32;
if(!valid110){
const err195 = {instancePath:instancePath+"/props/fit",schemaPath:"#/allOf/6/then/properties/props/properties/fit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
}
errors++;
}
else {
errors = _errs287;
if(vErrors !== null){
if(_errs287){
vErrors.length = _errs287;
}
else {
vErrors = null;
}
}
}
}
if(data62.zoomable !== undefined){
let data69 = data62.zoomable;
const _errs294 = errors;
let valid113 = false;
const _errs295 = errors;
if(typeof data69 !== "boolean"){
const err196 = {instancePath:instancePath+"/props/zoomable",schemaPath:"widgets/Image.schema.json#/properties/zoomable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
var _valid33 = _errs295 === errors;
valid113 = valid113 || _valid33;
const _errs298 = errors;
if(typeof data69 === "string"){
if(!pattern4.test(data69)){
const err197 = {instancePath:instancePath+"/props/zoomable",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
else {
const err198 = {instancePath:instancePath+"/props/zoomable",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
var _valid33 = _errs298 === errors;
valid113 = valid113 || _valid33;
if(!valid113){
const err199 = {instancePath:instancePath+"/props/zoomable",schemaPath:"#/allOf/6/then/properties/props/properties/zoomable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
else {
errors = _errs294;
if(vErrors !== null){
if(_errs294){
vErrors.length = _errs294;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err200 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
if(data.on !== undefined){
let data70 = data.on;
if(data70 && typeof data70 == "object" && !Array.isArray(data70)){
for(const key13 in data70){
const err201 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
}
else {
const err202 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
}
if(data.children !== undefined){
const err203 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/6/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
if(data.bind !== undefined){
const err204 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/6/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
var _valid26 = _errs241 === errors;
valid91 = _valid26;
if(valid91){
var props6 = {};
props6.type = true;
props6.props = true;
props6.on = true;
props6.children = true;
props6.bind = true;
}
}
if(!valid91){
const err205 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
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
const _errs305 = errors;
let valid116 = true;
const _errs306 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.type === undefined) && (missing7 = "type")){
const err206 = {};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
else {
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err207 = {};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
}
}
}
var _valid34 = _errs306 === errors;
errors = _errs305;
if(vErrors !== null){
if(_errs305){
vErrors.length = _errs305;
}
else {
vErrors = null;
}
}
if(_valid34){
const _errs308 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err208 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/7/then/properties/type/const",keyword:"const",params:{allowedValue: "ImagePicker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data.props !== undefined){
let data75 = data.props;
if(data75 && typeof data75 == "object" && !Array.isArray(data75)){
for(const key14 in data75){
if(!(func1.call(schema72.allOf[7].then.properties.props.properties, key14))){
const err209 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
if(data75.max !== undefined){
let data76 = data75.max;
const _errs314 = errors;
let valid120 = false;
const _errs315 = errors;
if(!(((typeof data76 == "number") && (!(data76 % 1) && !isNaN(data76))) && (isFinite(data76)))){
const err210 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
if((typeof data76 == "number") && (isFinite(data76))){
if(data76 > 30 || isNaN(data76)){
const err211 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
if(data76 < 1 || isNaN(data76)){
const err212 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
}
var _valid35 = _errs315 === errors;
valid120 = valid120 || _valid35;
const _errs318 = errors;
if(typeof data76 === "string"){
if(!pattern4.test(data76)){
const err213 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
}
else {
const err214 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
var _valid35 = _errs318 === errors;
valid120 = valid120 || _valid35;
if(!valid120){
const err215 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/7/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
else {
errors = _errs314;
if(vErrors !== null){
if(_errs314){
vErrors.length = _errs314;
}
else {
vErrors = null;
}
}
}
}
if(data75.columns !== undefined){
let data77 = data75.columns;
const _errs322 = errors;
let valid123 = false;
const _errs323 = errors;
if(!(((typeof data77 == "number") && (!(data77 % 1) && !isNaN(data77))) && (isFinite(data77)))){
const err216 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
if((typeof data77 == "number") && (isFinite(data77))){
if(data77 > 6 || isNaN(data77)){
const err217 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
if(data77 < 1 || isNaN(data77)){
const err218 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
var _valid36 = _errs323 === errors;
valid123 = valid123 || _valid36;
const _errs326 = errors;
if(typeof data77 === "string"){
if(!pattern4.test(data77)){
const err219 = {instancePath:instancePath+"/props/columns",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
}
else {
const err220 = {instancePath:instancePath+"/props/columns",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
var _valid36 = _errs326 === errors;
valid123 = valid123 || _valid36;
if(!valid123){
const err221 = {instancePath:instancePath+"/props/columns",schemaPath:"#/allOf/7/then/properties/props/properties/columns/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
else {
errors = _errs322;
if(vErrors !== null){
if(_errs322){
vErrors.length = _errs322;
}
else {
vErrors = null;
}
}
}
}
if(data75.maxBytes !== undefined){
let data78 = data75.maxBytes;
const _errs330 = errors;
let valid126 = false;
const _errs331 = errors;
if(!(((typeof data78 == "number") && (!(data78 % 1) && !isNaN(data78))) && (isFinite(data78)))){
const err222 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"widgets/ImagePicker.schema.json#/properties/maxBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
if((typeof data78 == "number") && (isFinite(data78))){
if(data78 < 1 || isNaN(data78)){
const err223 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"widgets/ImagePicker.schema.json#/properties/maxBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
var _valid37 = _errs331 === errors;
valid126 = valid126 || _valid37;
const _errs334 = errors;
if(typeof data78 === "string"){
if(!pattern4.test(data78)){
const err224 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err225 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
var _valid37 = _errs334 === errors;
valid126 = valid126 || _valid37;
if(!valid126){
const err226 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"#/allOf/7/then/properties/props/properties/maxBytes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
else {
errors = _errs330;
if(vErrors !== null){
if(_errs330){
vErrors.length = _errs330;
}
else {
vErrors = null;
}
}
}
}
if(data75.accept !== undefined){
let data79 = data75.accept;
const _errs338 = errors;
let valid129 = false;
const _errs339 = errors;
if(typeof data79 === "string"){
if(func3(data79) < 1){
const err227 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/ImagePicker.schema.json#/properties/accept/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
}
else {
const err228 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/ImagePicker.schema.json#/properties/accept/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
var _valid38 = _errs339 === errors;
valid129 = valid129 || _valid38;
const _errs342 = errors;
if(typeof data79 === "string"){
if(!pattern4.test(data79)){
const err229 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
}
errors++;
}
}
else {
const err230 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
var _valid38 = _errs342 === errors;
valid129 = valid129 || _valid38;
if(!valid129){
const err231 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/7/then/properties/props/properties/accept/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
else {
errors = _errs338;
if(vErrors !== null){
if(_errs338){
vErrors.length = _errs338;
}
else {
vErrors = null;
}
}
}
}
if(data75.addLabel !== undefined){
let data80 = data75.addLabel;
const _errs346 = errors;
let valid132 = false;
const _errs347 = errors;
if(typeof data80 === "string"){
if(func3(data80) < 1){
const err232 = {instancePath:instancePath+"/props/addLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/addLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err233 = {instancePath:instancePath+"/props/addLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/addLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
var _valid39 = _errs347 === errors;
valid132 = valid132 || _valid39;
const _errs350 = errors;
if(typeof data80 === "string"){
if(!pattern4.test(data80)){
const err234 = {instancePath:instancePath+"/props/addLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err235 = {instancePath:instancePath+"/props/addLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
var _valid39 = _errs350 === errors;
valid132 = valid132 || _valid39;
if(!valid132){
const err236 = {instancePath:instancePath+"/props/addLabel",schemaPath:"#/allOf/7/then/properties/props/properties/addLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
else {
errors = _errs346;
if(vErrors !== null){
if(_errs346){
vErrors.length = _errs346;
}
else {
vErrors = null;
}
}
}
}
if(data75.tooLargeMessage !== undefined){
let data81 = data75.tooLargeMessage;
const _errs354 = errors;
let valid135 = false;
const _errs355 = errors;
if(typeof data81 === "string"){
if(func3(data81) < 1){
const err237 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/tooLargeMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
}
else {
const err238 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/tooLargeMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
var _valid40 = _errs355 === errors;
valid135 = valid135 || _valid40;
const _errs358 = errors;
if(typeof data81 === "string"){
if(!pattern4.test(data81)){
const err239 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
else {
const err240 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
var _valid40 = _errs358 === errors;
valid135 = valid135 || _valid40;
if(!valid135){
const err241 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"#/allOf/7/then/properties/props/properties/tooLargeMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
else {
errors = _errs354;
if(vErrors !== null){
if(_errs354){
vErrors.length = _errs354;
}
else {
vErrors = null;
}
}
}
}
if(data75.notImageMessage !== undefined){
let data82 = data75.notImageMessage;
const _errs362 = errors;
let valid138 = false;
const _errs363 = errors;
if(typeof data82 === "string"){
if(func3(data82) < 1){
const err242 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/notImageMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err243 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/notImageMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
var _valid41 = _errs363 === errors;
valid138 = valid138 || _valid41;
const _errs366 = errors;
if(typeof data82 === "string"){
if(!pattern4.test(data82)){
const err244 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err245 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
var _valid41 = _errs366 === errors;
valid138 = valid138 || _valid41;
if(!valid138){
const err246 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"#/allOf/7/then/properties/props/properties/notImageMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
else {
errors = _errs362;
if(vErrors !== null){
if(_errs362){
vErrors.length = _errs362;
}
else {
vErrors = null;
}
}
}
}
if(data75.fullMessage !== undefined){
let data83 = data75.fullMessage;
const _errs370 = errors;
let valid141 = false;
const _errs371 = errors;
if(typeof data83 === "string"){
if(func3(data83) < 1){
const err247 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/fullMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
}
else {
const err248 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/fullMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
var _valid42 = _errs371 === errors;
valid141 = valid141 || _valid42;
const _errs374 = errors;
if(typeof data83 === "string"){
if(!pattern4.test(data83)){
const err249 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err250 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
var _valid42 = _errs374 === errors;
valid141 = valid141 || _valid42;
if(!valid141){
const err251 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"#/allOf/7/then/properties/props/properties/fullMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
else {
errors = _errs370;
if(vErrors !== null){
if(_errs370){
vErrors.length = _errs370;
}
else {
vErrors = null;
}
}
}
}
if(data75.imageAlt !== undefined){
let data84 = data75.imageAlt;
const _errs378 = errors;
let valid144 = false;
const _errs379 = errors;
if(typeof data84 === "string"){
if(func3(data84) < 1){
const err252 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/ImagePicker.schema.json#/properties/imageAlt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
}
else {
const err253 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/ImagePicker.schema.json#/properties/imageAlt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
var _valid43 = _errs379 === errors;
valid144 = valid144 || _valid43;
const _errs382 = errors;
if(typeof data84 === "string"){
if(!pattern4.test(data84)){
const err254 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err255 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
var _valid43 = _errs382 === errors;
valid144 = valid144 || _valid43;
if(!valid144){
const err256 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/7/then/properties/props/properties/imageAlt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
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
if(data75.removeLabel !== undefined){
let data85 = data75.removeLabel;
const _errs386 = errors;
let valid147 = false;
const _errs387 = errors;
if(typeof data85 === "string"){
if(func3(data85) < 1){
const err257 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/removeLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
}
else {
const err258 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/removeLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
var _valid44 = _errs387 === errors;
valid147 = valid147 || _valid44;
const _errs390 = errors;
if(typeof data85 === "string"){
if(!pattern4.test(data85)){
const err259 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err260 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
var _valid44 = _errs390 === errors;
valid147 = valid147 || _valid44;
if(!valid147){
const err261 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"#/allOf/7/then/properties/props/properties/removeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
else {
errors = _errs386;
if(vErrors !== null){
if(_errs386){
vErrors.length = _errs386;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err262 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data.on !== undefined){
let data86 = data.on;
if(data86 && typeof data86 == "object" && !Array.isArray(data86)){
for(const key15 in data86){
if(!(((key15 === "change") || (key15 === "pick")) || (key15 === "reject"))){
const err263 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data86.change !== undefined){
if(!(validate64(data86.change, {instancePath:instancePath+"/on/change",parentData:data86,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
if(data86.pick !== undefined){
if(!(validate64(data86.pick, {instancePath:instancePath+"/on/pick",parentData:data86,parentDataProperty:"pick",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
if(data86.reject !== undefined){
if(!(validate64(data86.reject, {instancePath:instancePath+"/on/reject",parentData:data86,parentDataProperty:"reject",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err264 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
}
if(data.children !== undefined){
const err265 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/7/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
var _valid34 = _errs308 === errors;
valid116 = _valid34;
if(valid116){
var props7 = {};
props7.type = true;
props7.props = true;
props7.on = true;
props7.children = true;
}
}
if(!valid116){
const err266 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
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
const _errs400 = errors;
let valid151 = true;
const _errs401 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.type === undefined) && (missing8 = "type")){
const err267 = {};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
else {
if(data.type !== undefined){
if("InfoList" !== data.type){
const err268 = {};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
}
}
var _valid45 = _errs401 === errors;
errors = _errs400;
if(vErrors !== null){
if(_errs400){
vErrors.length = _errs400;
}
else {
vErrors = null;
}
}
if(_valid45){
const _errs403 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err269 = {instancePath,schemaPath:"#/allOf/8/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
if(data.type !== undefined){
if("InfoList" !== data.type){
const err270 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/8/then/properties/type/const",keyword:"const",params:{allowedValue: "InfoList"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
if(data.props !== undefined){
let data93 = data.props;
if(data93 && typeof data93 == "object" && !Array.isArray(data93)){
if(data93.rows === undefined){
const err271 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
for(const key16 in data93){
if(!(func1.call(schema72.allOf[8].then.properties.props.properties, key16))){
const err272 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
if(data93.title !== undefined){
let data94 = data93.title;
const _errs409 = errors;
let valid155 = false;
const _errs410 = errors;
if(typeof data94 !== "string"){
const err273 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/InfoList.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
var _valid46 = _errs410 === errors;
valid155 = valid155 || _valid46;
const _errs413 = errors;
if(typeof data94 === "string"){
if(!pattern4.test(data94)){
const err274 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err275 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
var _valid46 = _errs413 === errors;
valid155 = valid155 || _valid46;
if(!valid155){
const err276 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/8/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
else {
errors = _errs409;
if(vErrors !== null){
if(_errs409){
vErrors.length = _errs409;
}
else {
vErrors = null;
}
}
}
}
if(data93.rows !== undefined){
let data95 = data93.rows;
const _errs417 = errors;
let valid158 = false;
const _errs418 = errors;
if(Array.isArray(data95)){
const len1 = data95.length;
for(let i1=0; i1<len1; i1++){
let data96 = data95[i1];
if(data96 && typeof data96 == "object" && !Array.isArray(data96)){
if(data96.text !== undefined){
let data97 = data96.text;
if((typeof data97 !== "string") && (!((typeof data97 == "number") && (isFinite(data97))))){
const err277 = {instancePath:instancePath+"/props/rows/" + i1+"/text",schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/properties/text/type",keyword:"type",params:{type: schema159.items.properties.text.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
if(data96.value !== undefined){
let data98 = data96.value;
if((typeof data98 !== "string") && (!((typeof data98 == "number") && (isFinite(data98))))){
const err278 = {instancePath:instancePath+"/props/rows/" + i1+"/value",schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/properties/value/type",keyword:"type",params:{type: schema159.items.properties.value.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
}
}
else {
const err279 = {instancePath:instancePath+"/props/rows/" + i1,schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
}
else {
const err280 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/InfoList.schema.json#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
var _valid47 = _errs418 === errors;
valid158 = valid158 || _valid47;
const _errs427 = errors;
if(typeof data95 === "string"){
if(!pattern4.test(data95)){
const err281 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err282 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
var _valid47 = _errs427 === errors;
valid158 = valid158 || _valid47;
if(!valid158){
const err283 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/8/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
else {
errors = _errs417;
if(vErrors !== null){
if(_errs417){
vErrors.length = _errs417;
}
else {
vErrors = null;
}
}
}
}
if(data93.labelKey !== undefined){
let data99 = data93.labelKey;
const _errs431 = errors;
let valid164 = false;
const _errs432 = errors;
if(typeof data99 === "string"){
if(func3(data99) < 1){
const err284 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/InfoList.schema.json#/properties/labelKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err285 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/InfoList.schema.json#/properties/labelKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
var _valid48 = _errs432 === errors;
valid164 = valid164 || _valid48;
const _errs435 = errors;
if(typeof data99 === "string"){
if(!pattern4.test(data99)){
const err286 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err287 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
var _valid48 = _errs435 === errors;
valid164 = valid164 || _valid48;
if(!valid164){
const err288 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/8/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
else {
errors = _errs431;
if(vErrors !== null){
if(_errs431){
vErrors.length = _errs431;
}
else {
vErrors = null;
}
}
}
}
if(data93.valueKey !== undefined){
let data100 = data93.valueKey;
const _errs439 = errors;
let valid167 = false;
const _errs440 = errors;
if(typeof data100 === "string"){
if(func3(data100) < 1){
const err289 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/InfoList.schema.json#/properties/valueKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err290 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/InfoList.schema.json#/properties/valueKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
var _valid49 = _errs440 === errors;
valid167 = valid167 || _valid49;
const _errs443 = errors;
if(typeof data100 === "string"){
if(!pattern4.test(data100)){
const err291 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err292 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
var _valid49 = _errs443 === errors;
valid167 = valid167 || _valid49;
if(!valid167){
const err293 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/8/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
else {
errors = _errs439;
if(vErrors !== null){
if(_errs439){
vErrors.length = _errs439;
}
else {
vErrors = null;
}
}
}
}
if(data93.collapsedRows !== undefined){
let data101 = data93.collapsedRows;
const _errs447 = errors;
let valid170 = false;
const _errs448 = errors;
if(!(((typeof data101 == "number") && (!(data101 % 1) && !isNaN(data101))) && (isFinite(data101)))){
const err294 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"widgets/InfoList.schema.json#/properties/collapsedRows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
if((typeof data101 == "number") && (isFinite(data101))){
if(data101 < 1 || isNaN(data101)){
const err295 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"widgets/InfoList.schema.json#/properties/collapsedRows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
}
var _valid50 = _errs448 === errors;
valid170 = valid170 || _valid50;
const _errs451 = errors;
if(typeof data101 === "string"){
if(!pattern4.test(data101)){
const err296 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err297 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
var _valid50 = _errs451 === errors;
valid170 = valid170 || _valid50;
if(!valid170){
const err298 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"#/allOf/8/then/properties/props/properties/collapsedRows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
else {
errors = _errs447;
if(vErrors !== null){
if(_errs447){
vErrors.length = _errs447;
}
else {
vErrors = null;
}
}
}
}
if(data93.moreLabel !== undefined){
let data102 = data93.moreLabel;
const _errs455 = errors;
let valid173 = false;
const _errs456 = errors;
if(typeof data102 === "string"){
if(func3(data102) < 1){
const err299 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"widgets/InfoList.schema.json#/properties/moreLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err300 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"widgets/InfoList.schema.json#/properties/moreLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
var _valid51 = _errs456 === errors;
valid173 = valid173 || _valid51;
const _errs459 = errors;
if(typeof data102 === "string"){
if(!pattern4.test(data102)){
const err301 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err302 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
var _valid51 = _errs459 === errors;
valid173 = valid173 || _valid51;
if(!valid173){
const err303 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"#/allOf/8/then/properties/props/properties/moreLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
else {
errors = _errs455;
if(vErrors !== null){
if(_errs455){
vErrors.length = _errs455;
}
else {
vErrors = null;
}
}
}
}
if(data93.lessLabel !== undefined){
let data103 = data93.lessLabel;
const _errs463 = errors;
let valid176 = false;
const _errs464 = errors;
if(typeof data103 === "string"){
if(func3(data103) < 1){
const err304 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"widgets/InfoList.schema.json#/properties/lessLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err305 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"widgets/InfoList.schema.json#/properties/lessLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
var _valid52 = _errs464 === errors;
valid176 = valid176 || _valid52;
const _errs467 = errors;
if(typeof data103 === "string"){
if(!pattern4.test(data103)){
const err306 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err307 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
var _valid52 = _errs467 === errors;
valid176 = valid176 || _valid52;
if(!valid176){
const err308 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"#/allOf/8/then/properties/props/properties/lessLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
else {
errors = _errs463;
if(vErrors !== null){
if(_errs463){
vErrors.length = _errs463;
}
else {
vErrors = null;
}
}
}
}
if(data93.emptyText !== undefined){
let data104 = data93.emptyText;
const _errs471 = errors;
let valid179 = false;
const _errs472 = errors;
if(typeof data104 !== "string"){
const err309 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/InfoList.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
var _valid53 = _errs472 === errors;
valid179 = valid179 || _valid53;
const _errs475 = errors;
if(typeof data104 === "string"){
if(!pattern4.test(data104)){
const err310 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
else {
const err311 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
var _valid53 = _errs475 === errors;
valid179 = valid179 || _valid53;
if(!valid179){
const err312 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/8/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
else {
errors = _errs471;
if(vErrors !== null){
if(_errs471){
vErrors.length = _errs471;
}
else {
vErrors = null;
}
}
}
}
if(data93.surface !== undefined){
let data105 = data93.surface;
const _errs479 = errors;
let valid182 = false;
const _errs480 = errors;
if(!((data105 === "card") || (data105 === "none"))){
const err313 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/InfoList.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema173.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
var _valid54 = _errs480 === errors;
valid182 = valid182 || _valid54;
const _errs482 = errors;
if(typeof data105 === "string"){
if(!pattern4.test(data105)){
const err314 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err315 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
var _valid54 = _errs482 === errors;
valid182 = valid182 || _valid54;
if(!valid182){
const err316 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/8/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
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
}
else {
const err317 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
}
if(data.on !== undefined){
let data106 = data.on;
if(data106 && typeof data106 == "object" && !Array.isArray(data106)){
for(const key17 in data106){
const err318 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
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
const err319 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
}
if(data.children !== undefined){
const err320 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/8/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
if(data.bind !== undefined){
const err321 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/8/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
var _valid45 = _errs403 === errors;
valid151 = _valid45;
if(valid151){
var props8 = {};
props8.type = true;
props8.props = true;
props8.on = true;
props8.children = true;
props8.bind = true;
}
}
if(!valid151){
const err322 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
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
const _errs489 = errors;
let valid185 = true;
const _errs490 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.type === undefined) && (missing9 = "type")){
const err323 = {};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
else {
if(data.type !== undefined){
if("ListItem" !== data.type){
const err324 = {};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
}
}
}
var _valid55 = _errs490 === errors;
errors = _errs489;
if(vErrors !== null){
if(_errs489){
vErrors.length = _errs489;
}
else {
vErrors = null;
}
}
if(_valid55){
const _errs492 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err325 = {instancePath,schemaPath:"#/allOf/9/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
if(data.type !== undefined){
if("ListItem" !== data.type){
const err326 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/9/then/properties/type/const",keyword:"const",params:{allowedValue: "ListItem"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
}
if(data.props !== undefined){
let data111 = data.props;
if(data111 && typeof data111 == "object" && !Array.isArray(data111)){
if(data111.title === undefined){
const err327 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
for(const key18 in data111){
if(!((((((((key18 === "title") || (key18 === "subtitle")) || (key18 === "meta")) || (key18 === "body")) || (key18 === "image")) || (key18 === "chevron")) || (key18 === "selected")) || (key18 === "tappable"))){
const err328 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
if(data111.title !== undefined){
let data112 = data111.title;
const _errs498 = errors;
let valid189 = false;
const _errs499 = errors;
if(typeof data112 !== "string"){
const err329 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/ListItem.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
var _valid56 = _errs499 === errors;
valid189 = valid189 || _valid56;
const _errs502 = errors;
if(typeof data112 === "string"){
if(!pattern4.test(data112)){
const err330 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
}
else {
const err331 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
var _valid56 = _errs502 === errors;
valid189 = valid189 || _valid56;
if(!valid189){
const err332 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/9/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
else {
errors = _errs498;
if(vErrors !== null){
if(_errs498){
vErrors.length = _errs498;
}
else {
vErrors = null;
}
}
}
}
if(data111.subtitle !== undefined){
let data113 = data111.subtitle;
const _errs506 = errors;
let valid192 = false;
const _errs507 = errors;
if(typeof data113 !== "string"){
const err333 = {instancePath:instancePath+"/props/subtitle",schemaPath:"widgets/ListItem.schema.json#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
var _valid57 = _errs507 === errors;
valid192 = valid192 || _valid57;
const _errs510 = errors;
if(typeof data113 === "string"){
if(!pattern4.test(data113)){
const err334 = {instancePath:instancePath+"/props/subtitle",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
else {
const err335 = {instancePath:instancePath+"/props/subtitle",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
var _valid57 = _errs510 === errors;
valid192 = valid192 || _valid57;
if(!valid192){
const err336 = {instancePath:instancePath+"/props/subtitle",schemaPath:"#/allOf/9/then/properties/props/properties/subtitle/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
else {
errors = _errs506;
if(vErrors !== null){
if(_errs506){
vErrors.length = _errs506;
}
else {
vErrors = null;
}
}
}
}
if(data111.meta !== undefined){
let data114 = data111.meta;
const _errs514 = errors;
let valid195 = false;
const _errs515 = errors;
if(typeof data114 !== "string"){
const err337 = {instancePath:instancePath+"/props/meta",schemaPath:"widgets/ListItem.schema.json#/properties/meta/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
var _valid58 = _errs515 === errors;
valid195 = valid195 || _valid58;
const _errs518 = errors;
if(typeof data114 === "string"){
if(!pattern4.test(data114)){
const err338 = {instancePath:instancePath+"/props/meta",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err339 = {instancePath:instancePath+"/props/meta",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
var _valid58 = _errs518 === errors;
valid195 = valid195 || _valid58;
if(!valid195){
const err340 = {instancePath:instancePath+"/props/meta",schemaPath:"#/allOf/9/then/properties/props/properties/meta/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
else {
errors = _errs514;
if(vErrors !== null){
if(_errs514){
vErrors.length = _errs514;
}
else {
vErrors = null;
}
}
}
}
if(data111.body !== undefined){
let data115 = data111.body;
const _errs522 = errors;
let valid198 = false;
const _errs523 = errors;
if(typeof data115 !== "string"){
const err341 = {instancePath:instancePath+"/props/body",schemaPath:"widgets/ListItem.schema.json#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
var _valid59 = _errs523 === errors;
valid198 = valid198 || _valid59;
const _errs526 = errors;
if(typeof data115 === "string"){
if(!pattern4.test(data115)){
const err342 = {instancePath:instancePath+"/props/body",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
else {
const err343 = {instancePath:instancePath+"/props/body",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
var _valid59 = _errs526 === errors;
valid198 = valid198 || _valid59;
if(!valid198){
const err344 = {instancePath:instancePath+"/props/body",schemaPath:"#/allOf/9/then/properties/props/properties/body/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
else {
errors = _errs522;
if(vErrors !== null){
if(_errs522){
vErrors.length = _errs522;
}
else {
vErrors = null;
}
}
}
}
if(data111.image !== undefined){
let data116 = data111.image;
const _errs530 = errors;
let valid201 = false;
const _errs531 = errors;
if(typeof data116 !== "string"){
const err345 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/ListItem.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
var _valid60 = _errs531 === errors;
valid201 = valid201 || _valid60;
const _errs534 = errors;
if(typeof data116 === "string"){
if(!pattern4.test(data116)){
const err346 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err347 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
var _valid60 = _errs534 === errors;
valid201 = valid201 || _valid60;
if(!valid201){
const err348 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/9/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
else {
errors = _errs530;
if(vErrors !== null){
if(_errs530){
vErrors.length = _errs530;
}
else {
vErrors = null;
}
}
}
}
if(data111.chevron !== undefined){
let data117 = data111.chevron;
const _errs538 = errors;
let valid204 = false;
const _errs539 = errors;
if(typeof data117 !== "boolean"){
const err349 = {instancePath:instancePath+"/props/chevron",schemaPath:"widgets/ListItem.schema.json#/properties/chevron/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
var _valid61 = _errs539 === errors;
valid204 = valid204 || _valid61;
const _errs542 = errors;
if(typeof data117 === "string"){
if(!pattern4.test(data117)){
const err350 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
}
else {
const err351 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
var _valid61 = _errs542 === errors;
valid204 = valid204 || _valid61;
if(!valid204){
const err352 = {instancePath:instancePath+"/props/chevron",schemaPath:"#/allOf/9/then/properties/props/properties/chevron/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
else {
errors = _errs538;
if(vErrors !== null){
if(_errs538){
vErrors.length = _errs538;
}
else {
vErrors = null;
}
}
}
}
if(data111.selected !== undefined){
let data118 = data111.selected;
const _errs546 = errors;
let valid207 = false;
const _errs547 = errors;
if(typeof data118 !== "boolean"){
const err353 = {instancePath:instancePath+"/props/selected",schemaPath:"widgets/ListItem.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
var _valid62 = _errs547 === errors;
valid207 = valid207 || _valid62;
const _errs550 = errors;
if(typeof data118 === "string"){
if(!pattern4.test(data118)){
const err354 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err355 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
var _valid62 = _errs550 === errors;
valid207 = valid207 || _valid62;
if(!valid207){
const err356 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/9/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
else {
errors = _errs546;
if(vErrors !== null){
if(_errs546){
vErrors.length = _errs546;
}
else {
vErrors = null;
}
}
}
}
if(data111.tappable !== undefined){
let data119 = data111.tappable;
const _errs554 = errors;
let valid210 = false;
const _errs555 = errors;
if(typeof data119 !== "boolean"){
const err357 = {instancePath:instancePath+"/props/tappable",schemaPath:"widgets/ListItem.schema.json#/properties/tappable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
var _valid63 = _errs555 === errors;
valid210 = valid210 || _valid63;
const _errs558 = errors;
if(typeof data119 === "string"){
if(!pattern4.test(data119)){
const err358 = {instancePath:instancePath+"/props/tappable",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err359 = {instancePath:instancePath+"/props/tappable",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
var _valid63 = _errs558 === errors;
valid210 = valid210 || _valid63;
if(!valid210){
const err360 = {instancePath:instancePath+"/props/tappable",schemaPath:"#/allOf/9/then/properties/props/properties/tappable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
else {
errors = _errs554;
if(vErrors !== null){
if(_errs554){
vErrors.length = _errs554;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err361 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
}
if(data.on !== undefined){
let data120 = data.on;
if(data120 && typeof data120 == "object" && !Array.isArray(data120)){
for(const key19 in data120){
if(!(key19 === "tap")){
const err362 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
if(data120.tap !== undefined){
if(!(validate64(data120.tap, {instancePath:instancePath+"/on/tap",parentData:data120,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err363 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
}
if(data.children !== undefined){
const err364 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/9/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
if(data.bind !== undefined){
const err365 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/9/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
}
var _valid55 = _errs492 === errors;
valid185 = _valid55;
if(valid185){
var props9 = {};
props9.type = true;
props9.props = true;
props9.on = true;
props9.children = true;
props9.bind = true;
}
}
if(!valid185){
const err366 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
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
const _errs566 = errors;
let valid214 = true;
const _errs567 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.type === undefined) && (missing10 = "type")){
const err367 = {};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
else {
if(data.type !== undefined){
if("Notice" !== data.type){
const err368 = {};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
}
}
var _valid64 = _errs567 === errors;
errors = _errs566;
if(vErrors !== null){
if(_errs566){
vErrors.length = _errs566;
}
else {
vErrors = null;
}
}
if(_valid64){
const _errs569 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err369 = {instancePath,schemaPath:"#/allOf/10/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
if(data.type !== undefined){
if("Notice" !== data.type){
const err370 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/10/then/properties/type/const",keyword:"const",params:{allowedValue: "Notice"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
if(data.props !== undefined){
let data126 = data.props;
if(data126 && typeof data126 == "object" && !Array.isArray(data126)){
if(data126.text === undefined){
const err371 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
for(const key20 in data126){
if(!((key20 === "text") || (key20 === "tone"))){
const err372 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
}
if(data126.text !== undefined){
let data127 = data126.text;
const _errs575 = errors;
let valid218 = false;
const _errs576 = errors;
if(typeof data127 !== "string"){
const err373 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Notice.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
var _valid65 = _errs576 === errors;
valid218 = valid218 || _valid65;
const _errs579 = errors;
if(typeof data127 === "string"){
if(!pattern4.test(data127)){
const err374 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
else {
const err375 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
var _valid65 = _errs579 === errors;
valid218 = valid218 || _valid65;
if(!valid218){
const err376 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/10/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
else {
errors = _errs575;
if(vErrors !== null){
if(_errs575){
vErrors.length = _errs575;
}
else {
vErrors = null;
}
}
}
}
if(data126.tone !== undefined){
let data128 = data126.tone;
const _errs583 = errors;
let valid221 = false;
const _errs584 = errors;
if(!(((data128 === "info") || (data128 === "warning")) || (data128 === "success"))){
const err377 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Notice.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema195.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
var _valid66 = _errs584 === errors;
valid221 = valid221 || _valid66;
const _errs586 = errors;
if(typeof data128 === "string"){
if(!pattern4.test(data128)){
const err378 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
else {
const err379 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
var _valid66 = _errs586 === errors;
valid221 = valid221 || _valid66;
if(!valid221){
const err380 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/10/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
else {
errors = _errs583;
if(vErrors !== null){
if(_errs583){
vErrors.length = _errs583;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err381 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
if(data.on !== undefined){
let data129 = data.on;
if(data129 && typeof data129 == "object" && !Array.isArray(data129)){
for(const key21 in data129){
const err382 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
else {
const err383 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
if(data.children !== undefined){
const err384 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/10/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
if(data.bind !== undefined){
const err385 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/10/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
var _valid64 = _errs569 === errors;
valid214 = _valid64;
if(valid214){
var props10 = {};
props10.type = true;
props10.props = true;
props10.on = true;
props10.children = true;
props10.bind = true;
}
}
if(!valid214){
const err386 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
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
const _errs593 = errors;
let valid224 = true;
const _errs594 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.type === undefined) && (missing11 = "type")){
const err387 = {};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
else {
if(data.type !== undefined){
if("Picker" !== data.type){
const err388 = {};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
}
}
var _valid67 = _errs594 === errors;
errors = _errs593;
if(vErrors !== null){
if(_errs593){
vErrors.length = _errs593;
}
else {
vErrors = null;
}
}
if(_valid67){
const _errs596 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err389 = {instancePath,schemaPath:"#/allOf/11/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
if(data.type !== undefined){
if("Picker" !== data.type){
const err390 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/11/then/properties/type/const",keyword:"const",params:{allowedValue: "Picker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
if(data.props !== undefined){
let data134 = data.props;
if(data134 && typeof data134 == "object" && !Array.isArray(data134)){
if(data134.label === undefined){
const err391 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
if(data134.options === undefined){
const err392 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
for(const key22 in data134){
if(!(func1.call(schema72.allOf[11].then.properties.props.properties, key22))){
const err393 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
}
if(data134.label !== undefined){
let data135 = data134.label;
const _errs602 = errors;
let valid228 = false;
const _errs603 = errors;
if(typeof data135 === "string"){
if(func3(data135) < 1){
const err394 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Picker.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
}
else {
const err395 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Picker.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
var _valid68 = _errs603 === errors;
valid228 = valid228 || _valid68;
const _errs606 = errors;
if(typeof data135 === "string"){
if(!pattern4.test(data135)){
const err396 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
}
else {
const err397 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
var _valid68 = _errs606 === errors;
valid228 = valid228 || _valid68;
if(!valid228){
const err398 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/11/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
else {
errors = _errs602;
if(vErrors !== null){
if(_errs602){
vErrors.length = _errs602;
}
else {
vErrors = null;
}
}
}
}
if(data134.placeholder !== undefined){
let data136 = data134.placeholder;
const _errs610 = errors;
let valid231 = false;
const _errs611 = errors;
if(typeof data136 !== "string"){
const err399 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/Picker.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
var _valid69 = _errs611 === errors;
valid231 = valid231 || _valid69;
const _errs614 = errors;
if(typeof data136 === "string"){
if(!pattern4.test(data136)){
const err400 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
}
else {
const err401 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
var _valid69 = _errs614 === errors;
valid231 = valid231 || _valid69;
if(!valid231){
const err402 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/11/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
else {
errors = _errs610;
if(vErrors !== null){
if(_errs610){
vErrors.length = _errs610;
}
else {
vErrors = null;
}
}
}
}
if(data134.hint !== undefined){
let data137 = data134.hint;
const _errs618 = errors;
let valid234 = false;
const _errs619 = errors;
if(typeof data137 !== "string"){
const err403 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/Picker.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
var _valid70 = _errs619 === errors;
valid234 = valid234 || _valid70;
const _errs622 = errors;
if(typeof data137 === "string"){
if(!pattern4.test(data137)){
const err404 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
}
else {
const err405 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
var _valid70 = _errs622 === errors;
valid234 = valid234 || _valid70;
if(!valid234){
const err406 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/11/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
else {
errors = _errs618;
if(vErrors !== null){
if(_errs618){
vErrors.length = _errs618;
}
else {
vErrors = null;
}
}
}
}
if(data134.options !== undefined){
let data138 = data134.options;
const _errs626 = errors;
let valid237 = false;
const _errs627 = errors;
if(Array.isArray(data138)){
const len2 = data138.length;
for(let i2=0; i2<len2; i2++){
let data139 = data138[i2];
if(data139 && typeof data139 == "object" && !Array.isArray(data139)){
}
else {
const err407 = {instancePath:instancePath+"/props/options/" + i2,schemaPath:"widgets/Picker.schema.json#/properties/options/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
}
else {
const err408 = {instancePath:instancePath+"/props/options",schemaPath:"widgets/Picker.schema.json#/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
var _valid71 = _errs627 === errors;
valid237 = valid237 || _valid71;
const _errs633 = errors;
if(typeof data138 === "string"){
if(!pattern4.test(data138)){
const err409 = {instancePath:instancePath+"/props/options",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
}
else {
const err410 = {instancePath:instancePath+"/props/options",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
var _valid71 = _errs633 === errors;
valid237 = valid237 || _valid71;
if(!valid237){
const err411 = {instancePath:instancePath+"/props/options",schemaPath:"#/allOf/11/then/properties/props/properties/options/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
else {
errors = _errs626;
if(vErrors !== null){
if(_errs626){
vErrors.length = _errs626;
}
else {
vErrors = null;
}
}
}
}
if(data134.optionLabel !== undefined){
let data140 = data134.optionLabel;
const _errs637 = errors;
let valid242 = false;
const _errs638 = errors;
if(typeof data140 === "string"){
if(func3(data140) < 1){
const err412 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"widgets/Picker.schema.json#/properties/optionLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
}
else {
const err413 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"widgets/Picker.schema.json#/properties/optionLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
var _valid72 = _errs638 === errors;
valid242 = valid242 || _valid72;
const _errs641 = errors;
if(typeof data140 === "string"){
if(!pattern4.test(data140)){
const err414 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
}
else {
const err415 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
var _valid72 = _errs641 === errors;
valid242 = valid242 || _valid72;
if(!valid242){
const err416 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"#/allOf/11/then/properties/props/properties/optionLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
else {
errors = _errs637;
if(vErrors !== null){
if(_errs637){
vErrors.length = _errs637;
}
else {
vErrors = null;
}
}
}
}
if(data134.optionValue !== undefined){
let data141 = data134.optionValue;
const _errs645 = errors;
let valid245 = false;
const _errs646 = errors;
if(typeof data141 === "string"){
if(func3(data141) < 1){
const err417 = {instancePath:instancePath+"/props/optionValue",schemaPath:"widgets/Picker.schema.json#/properties/optionValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err418 = {instancePath:instancePath+"/props/optionValue",schemaPath:"widgets/Picker.schema.json#/properties/optionValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
var _valid73 = _errs646 === errors;
valid245 = valid245 || _valid73;
const _errs649 = errors;
if(typeof data141 === "string"){
if(!pattern4.test(data141)){
const err419 = {instancePath:instancePath+"/props/optionValue",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err420 = {instancePath:instancePath+"/props/optionValue",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
var _valid73 = _errs649 === errors;
valid245 = valid245 || _valid73;
if(!valid245){
const err421 = {instancePath:instancePath+"/props/optionValue",schemaPath:"#/allOf/11/then/properties/props/properties/optionValue/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
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
if(data134.title !== undefined){
let data142 = data134.title;
const _errs653 = errors;
let valid248 = false;
const _errs654 = errors;
if(typeof data142 === "string"){
if(func3(data142) < 1){
const err422 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Picker.schema.json#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
}
else {
const err423 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Picker.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
var _valid74 = _errs654 === errors;
valid248 = valid248 || _valid74;
const _errs657 = errors;
if(typeof data142 === "string"){
if(!pattern4.test(data142)){
const err424 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
}
else {
const err425 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
var _valid74 = _errs657 === errors;
valid248 = valid248 || _valid74;
if(!valid248){
const err426 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/11/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
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
if(data134.confirmLabel !== undefined){
let data143 = data134.confirmLabel;
const _errs661 = errors;
let valid251 = false;
const _errs662 = errors;
if(typeof data143 === "string"){
if(func3(data143) < 1){
const err427 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"widgets/Picker.schema.json#/properties/confirmLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
else {
const err428 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"widgets/Picker.schema.json#/properties/confirmLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
var _valid75 = _errs662 === errors;
valid251 = valid251 || _valid75;
const _errs665 = errors;
if(typeof data143 === "string"){
if(!pattern4.test(data143)){
const err429 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err430 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
var _valid75 = _errs665 === errors;
valid251 = valid251 || _valid75;
if(!valid251){
const err431 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"#/allOf/11/then/properties/props/properties/confirmLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err431];
}
else {
vErrors.push(err431);
}
errors++;
}
else {
errors = _errs661;
if(vErrors !== null){
if(_errs661){
vErrors.length = _errs661;
}
else {
vErrors = null;
}
}
}
}
if(data134.cancelLabel !== undefined){
let data144 = data134.cancelLabel;
const _errs669 = errors;
let valid254 = false;
const _errs670 = errors;
if(typeof data144 === "string"){
if(func3(data144) < 1){
const err432 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/Picker.schema.json#/properties/cancelLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
}
else {
const err433 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/Picker.schema.json#/properties/cancelLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
var _valid76 = _errs670 === errors;
valid254 = valid254 || _valid76;
const _errs673 = errors;
if(typeof data144 === "string"){
if(!pattern4.test(data144)){
const err434 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err435 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
var _valid76 = _errs673 === errors;
valid254 = valid254 || _valid76;
if(!valid254){
const err436 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/11/then/properties/props/properties/cancelLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
else {
errors = _errs669;
if(vErrors !== null){
if(_errs669){
vErrors.length = _errs669;
}
else {
vErrors = null;
}
}
}
}
if(data134.emptyText !== undefined){
let data145 = data134.emptyText;
const _errs677 = errors;
let valid257 = false;
const _errs678 = errors;
if(typeof data145 === "string"){
if(func3(data145) < 1){
const err437 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/Picker.schema.json#/properties/emptyText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
}
else {
const err438 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/Picker.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
var _valid77 = _errs678 === errors;
valid257 = valid257 || _valid77;
const _errs681 = errors;
if(typeof data145 === "string"){
if(!pattern4.test(data145)){
const err439 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err440 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
var _valid77 = _errs681 === errors;
valid257 = valid257 || _valid77;
if(!valid257){
const err441 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/11/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
else {
errors = _errs677;
if(vErrors !== null){
if(_errs677){
vErrors.length = _errs677;
}
else {
vErrors = null;
}
}
}
}
if(data134.disabled !== undefined){
let data146 = data134.disabled;
const _errs685 = errors;
let valid260 = false;
const _errs686 = errors;
if(typeof data146 !== "boolean"){
const err442 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/Picker.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
var _valid78 = _errs686 === errors;
valid260 = valid260 || _valid78;
const _errs689 = errors;
if(typeof data146 === "string"){
if(!pattern4.test(data146)){
const err443 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err444 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
var _valid78 = _errs689 === errors;
valid260 = valid260 || _valid78;
if(!valid260){
const err445 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/11/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
else {
errors = _errs685;
if(vErrors !== null){
if(_errs685){
vErrors.length = _errs685;
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
let data147 = data.on;
if(data147 && typeof data147 == "object" && !Array.isArray(data147)){
for(const key23 in data147){
if(!(key23 === "change")){
const err447 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
}
if(data147.change !== undefined){
if(!(validate64(data147.change, {instancePath:instancePath+"/on/change",parentData:data147,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
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
}
var _valid67 = _errs596 === errors;
valid224 = _valid67;
if(valid224){
var props11 = {};
props11.type = true;
props11.props = true;
props11.on = true;
props11.children = true;
}
}
if(!valid224){
const err450 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
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
const _errs697 = errors;
let valid264 = true;
const _errs698 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.type === undefined) && (missing12 = "type")){
const err451 = {};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
else {
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err452 = {};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
}
}
}
var _valid79 = _errs698 === errors;
errors = _errs697;
if(vErrors !== null){
if(_errs697){
vErrors.length = _errs697;
}
else {
vErrors = null;
}
}
if(_valid79){
const _errs700 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err453 = {instancePath,schemaPath:"#/allOf/12/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err454 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/12/then/properties/type/const",keyword:"const",params:{allowedValue: "ProductCard"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
}
if(data.props !== undefined){
let data152 = data.props;
if(data152 && typeof data152 == "object" && !Array.isArray(data152)){
if(data152.name === undefined){
const err455 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
if(data152.buttonText === undefined){
const err456 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/required",keyword:"required",params:{missingProperty: "buttonText"},message:"must have required property '"+"buttonText"+"'"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
for(const key24 in data152){
if(!(func1.call(schema72.allOf[12].then.properties.props.properties, key24))){
const err457 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
}
if(data152.logo !== undefined){
let data153 = data152.logo;
const _errs706 = errors;
let valid268 = false;
const _errs707 = errors;
if(typeof data153 !== "string"){
const err458 = {instancePath:instancePath+"/props/logo",schemaPath:"widgets/ProductCard.schema.json#/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
var _valid80 = _errs707 === errors;
valid268 = valid268 || _valid80;
const _errs710 = errors;
if(typeof data153 === "string"){
if(!pattern4.test(data153)){
const err459 = {instancePath:instancePath+"/props/logo",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err460 = {instancePath:instancePath+"/props/logo",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
var _valid80 = _errs710 === errors;
valid268 = valid268 || _valid80;
if(!valid268){
const err461 = {instancePath:instancePath+"/props/logo",schemaPath:"#/allOf/12/then/properties/props/properties/logo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
else {
errors = _errs706;
if(vErrors !== null){
if(_errs706){
vErrors.length = _errs706;
}
else {
vErrors = null;
}
}
}
}
if(data152.name !== undefined){
let data154 = data152.name;
const _errs714 = errors;
let valid271 = false;
const _errs715 = errors;
if(typeof data154 !== "string"){
const err462 = {instancePath:instancePath+"/props/name",schemaPath:"widgets/ProductCard.schema.json#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
var _valid81 = _errs715 === errors;
valid271 = valid271 || _valid81;
const _errs718 = errors;
if(typeof data154 === "string"){
if(!pattern4.test(data154)){
const err463 = {instancePath:instancePath+"/props/name",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
}
else {
const err464 = {instancePath:instancePath+"/props/name",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
var _valid81 = _errs718 === errors;
valid271 = valid271 || _valid81;
if(!valid271){
const err465 = {instancePath:instancePath+"/props/name",schemaPath:"#/allOf/12/then/properties/props/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
else {
errors = _errs714;
if(vErrors !== null){
if(_errs714){
vErrors.length = _errs714;
}
else {
vErrors = null;
}
}
}
}
if(data152.buttonText !== undefined){
let data155 = data152.buttonText;
const _errs722 = errors;
let valid274 = false;
const _errs723 = errors;
if(typeof data155 === "string"){
if(func3(data155) < 1){
const err466 = {instancePath:instancePath+"/props/buttonText",schemaPath:"widgets/ProductCard.schema.json#/properties/buttonText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err467 = {instancePath:instancePath+"/props/buttonText",schemaPath:"widgets/ProductCard.schema.json#/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
var _valid82 = _errs723 === errors;
valid274 = valid274 || _valid82;
const _errs726 = errors;
if(typeof data155 === "string"){
if(!pattern4.test(data155)){
const err468 = {instancePath:instancePath+"/props/buttonText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
}
else {
const err469 = {instancePath:instancePath+"/props/buttonText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
var _valid82 = _errs726 === errors;
valid274 = valid274 || _valid82;
if(!valid274){
const err470 = {instancePath:instancePath+"/props/buttonText",schemaPath:"#/allOf/12/then/properties/props/properties/buttonText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
else {
errors = _errs722;
if(vErrors !== null){
if(_errs722){
vErrors.length = _errs722;
}
else {
vErrors = null;
}
}
}
}
if(data152.enabled !== undefined){
let data156 = data152.enabled;
const _errs730 = errors;
let valid277 = false;
const _errs731 = errors;
if(typeof data156 !== "boolean"){
const err471 = {instancePath:instancePath+"/props/enabled",schemaPath:"widgets/ProductCard.schema.json#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
var _valid83 = _errs731 === errors;
valid277 = valid277 || _valid83;
const _errs734 = errors;
if(typeof data156 === "string"){
if(!pattern4.test(data156)){
const err472 = {instancePath:instancePath+"/props/enabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
}
else {
const err473 = {instancePath:instancePath+"/props/enabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
var _valid83 = _errs734 === errors;
valid277 = valid277 || _valid83;
if(!valid277){
const err474 = {instancePath:instancePath+"/props/enabled",schemaPath:"#/allOf/12/then/properties/props/properties/enabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
else {
errors = _errs730;
if(vErrors !== null){
if(_errs730){
vErrors.length = _errs730;
}
else {
vErrors = null;
}
}
}
}
if(data152.amountRange !== undefined){
let data157 = data152.amountRange;
const _errs738 = errors;
let valid280 = false;
const _errs739 = errors;
if(typeof data157 !== "string"){
const err475 = {instancePath:instancePath+"/props/amountRange",schemaPath:"widgets/ProductCard.schema.json#/properties/amountRange/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
var _valid84 = _errs739 === errors;
valid280 = valid280 || _valid84;
const _errs742 = errors;
if(typeof data157 === "string"){
if(!pattern4.test(data157)){
const err476 = {instancePath:instancePath+"/props/amountRange",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err477 = {instancePath:instancePath+"/props/amountRange",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
var _valid84 = _errs742 === errors;
valid280 = valid280 || _valid84;
if(!valid280){
const err478 = {instancePath:instancePath+"/props/amountRange",schemaPath:"#/allOf/12/then/properties/props/properties/amountRange/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
else {
errors = _errs738;
if(vErrors !== null){
if(_errs738){
vErrors.length = _errs738;
}
else {
vErrors = null;
}
}
}
}
if(data152.rangeDesc !== undefined){
let data158 = data152.rangeDesc;
const _errs746 = errors;
let valid283 = false;
const _errs747 = errors;
if(typeof data158 !== "string"){
const err479 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"widgets/ProductCard.schema.json#/properties/rangeDesc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
var _valid85 = _errs747 === errors;
valid283 = valid283 || _valid85;
const _errs750 = errors;
if(typeof data158 === "string"){
if(!pattern4.test(data158)){
const err480 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err481 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
var _valid85 = _errs750 === errors;
valid283 = valid283 || _valid85;
if(!valid283){
const err482 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"#/allOf/12/then/properties/props/properties/rangeDesc/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
else {
errors = _errs746;
if(vErrors !== null){
if(_errs746){
vErrors.length = _errs746;
}
else {
vErrors = null;
}
}
}
}
if(data152.rate !== undefined){
let data159 = data152.rate;
const _errs754 = errors;
let valid286 = false;
const _errs755 = errors;
if(typeof data159 !== "string"){
const err483 = {instancePath:instancePath+"/props/rate",schemaPath:"widgets/ProductCard.schema.json#/properties/rate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
var _valid86 = _errs755 === errors;
valid286 = valid286 || _valid86;
const _errs758 = errors;
if(typeof data159 === "string"){
if(!pattern4.test(data159)){
const err484 = {instancePath:instancePath+"/props/rate",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err485 = {instancePath:instancePath+"/props/rate",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
var _valid86 = _errs758 === errors;
valid286 = valid286 || _valid86;
if(!valid286){
const err486 = {instancePath:instancePath+"/props/rate",schemaPath:"#/allOf/12/then/properties/props/properties/rate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
else {
errors = _errs754;
if(vErrors !== null){
if(_errs754){
vErrors.length = _errs754;
}
else {
vErrors = null;
}
}
}
}
if(data152.description !== undefined){
let data160 = data152.description;
const _errs762 = errors;
let valid289 = false;
const _errs763 = errors;
if(typeof data160 !== "string"){
const err487 = {instancePath:instancePath+"/props/description",schemaPath:"widgets/ProductCard.schema.json#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
var _valid87 = _errs763 === errors;
valid289 = valid289 || _valid87;
const _errs766 = errors;
if(typeof data160 === "string"){
if(!pattern4.test(data160)){
const err488 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
}
else {
const err489 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
var _valid87 = _errs766 === errors;
valid289 = valid289 || _valid87;
if(!valid289){
const err490 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/12/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
else {
errors = _errs762;
if(vErrors !== null){
if(_errs762){
vErrors.length = _errs762;
}
else {
vErrors = null;
}
}
}
}
if(data152.tags !== undefined){
let data161 = data152.tags;
const _errs770 = errors;
let valid292 = false;
const _errs771 = errors;
if(Array.isArray(data161)){
const len3 = data161.length;
for(let i3=0; i3<len3; i3++){
if(typeof data161[i3] !== "string"){
const err491 = {instancePath:instancePath+"/props/tags/" + i3,schemaPath:"widgets/ProductCard.schema.json#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
}
}
else {
const err492 = {instancePath:instancePath+"/props/tags",schemaPath:"widgets/ProductCard.schema.json#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
var _valid88 = _errs771 === errors;
valid292 = valid292 || _valid88;
const _errs776 = errors;
if(typeof data161 === "string"){
if(!pattern4.test(data161)){
const err493 = {instancePath:instancePath+"/props/tags",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err494 = {instancePath:instancePath+"/props/tags",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
var _valid88 = _errs776 === errors;
valid292 = valid292 || _valid88;
if(!valid292){
const err495 = {instancePath:instancePath+"/props/tags",schemaPath:"#/allOf/12/then/properties/props/properties/tags/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
else {
errors = _errs770;
if(vErrors !== null){
if(_errs770){
vErrors.length = _errs770;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err496 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
}
if(data.on !== undefined){
let data163 = data.on;
if(data163 && typeof data163 == "object" && !Array.isArray(data163)){
for(const key25 in data163){
if(!(key25 === "tap")){
const err497 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
}
if(data163.tap !== undefined){
if(!(validate64(data163.tap, {instancePath:instancePath+"/on/tap",parentData:data163,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err498 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
}
if(data.children !== undefined){
const err499 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/12/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
if(data.bind !== undefined){
const err500 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/12/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
}
var _valid79 = _errs700 === errors;
valid264 = _valid79;
if(valid264){
var props12 = {};
props12.type = true;
props12.props = true;
props12.on = true;
props12.children = true;
props12.bind = true;
}
}
if(!valid264){
const err501 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
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
const _errs784 = errors;
let valid298 = true;
const _errs785 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.type === undefined) && (missing13 = "type")){
const err502 = {};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
else {
if(data.type !== undefined){
if("Stack" !== data.type){
const err503 = {};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
}
}
}
var _valid89 = _errs785 === errors;
errors = _errs784;
if(vErrors !== null){
if(_errs784){
vErrors.length = _errs784;
}
else {
vErrors = null;
}
}
if(_valid89){
const _errs787 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Stack" !== data.type){
const err504 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/13/then/properties/type/const",keyword:"const",params:{allowedValue: "Stack"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
}
if(data.props !== undefined){
let data169 = data.props;
if(data169 && typeof data169 == "object" && !Array.isArray(data169)){
for(const key26 in data169){
if(!(((((((key26 === "direction") || (key26 === "gap")) || (key26 === "padding")) || (key26 === "align")) || (key26 === "justify")) || (key26 === "wrap")) || (key26 === "surface"))){
const err505 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
}
if(data169.direction !== undefined){
let data170 = data169.direction;
const _errs793 = errors;
let valid302 = false;
const _errs794 = errors;
if(!((data170 === "column") || (data170 === "row"))){
const err506 = {instancePath:instancePath+"/props/direction",schemaPath:"widgets/Stack.schema.json#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema240.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
var _valid90 = _errs794 === errors;
valid302 = valid302 || _valid90;
const _errs796 = errors;
if(typeof data170 === "string"){
if(!pattern4.test(data170)){
const err507 = {instancePath:instancePath+"/props/direction",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
}
else {
const err508 = {instancePath:instancePath+"/props/direction",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
var _valid90 = _errs796 === errors;
valid302 = valid302 || _valid90;
if(!valid302){
const err509 = {instancePath:instancePath+"/props/direction",schemaPath:"#/allOf/13/then/properties/props/properties/direction/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
else {
errors = _errs793;
if(vErrors !== null){
if(_errs793){
vErrors.length = _errs793;
}
else {
vErrors = null;
}
}
}
}
if(data169.gap !== undefined){
let data171 = data169.gap;
const _errs800 = errors;
let valid305 = false;
const _errs801 = errors;
if(!(((typeof data171 == "number") && (!(data171 % 1) && !isNaN(data171))) && (isFinite(data171)))){
const err510 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
if((typeof data171 == "number") && (isFinite(data171))){
if(data171 > 48 || isNaN(data171)){
const err511 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
if(data171 < 0 || isNaN(data171)){
const err512 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
}
var _valid91 = _errs801 === errors;
valid305 = valid305 || _valid91;
const _errs804 = errors;
if(typeof data171 === "string"){
if(!pattern4.test(data171)){
const err513 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
}
else {
const err514 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
var _valid91 = _errs804 === errors;
valid305 = valid305 || _valid91;
if(!valid305){
const err515 = {instancePath:instancePath+"/props/gap",schemaPath:"#/allOf/13/then/properties/props/properties/gap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
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
if(data169.padding !== undefined){
let data172 = data169.padding;
const _errs808 = errors;
let valid308 = false;
const _errs809 = errors;
if(!(((typeof data172 == "number") && (!(data172 % 1) && !isNaN(data172))) && (isFinite(data172)))){
const err516 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
if((typeof data172 == "number") && (isFinite(data172))){
if(data172 > 48 || isNaN(data172)){
const err517 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
if(data172 < 0 || isNaN(data172)){
const err518 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
}
var _valid92 = _errs809 === errors;
valid308 = valid308 || _valid92;
const _errs812 = errors;
if(typeof data172 === "string"){
if(!pattern4.test(data172)){
const err519 = {instancePath:instancePath+"/props/padding",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
}
else {
const err520 = {instancePath:instancePath+"/props/padding",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
var _valid92 = _errs812 === errors;
valid308 = valid308 || _valid92;
if(!valid308){
const err521 = {instancePath:instancePath+"/props/padding",schemaPath:"#/allOf/13/then/properties/props/properties/padding/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
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
if(data169.align !== undefined){
let data173 = data169.align;
const _errs816 = errors;
let valid311 = false;
const _errs817 = errors;
if(!((((data173 === "start") || (data173 === "center")) || (data173 === "end")) || (data173 === "stretch"))){
const err522 = {instancePath:instancePath+"/props/align",schemaPath:"widgets/Stack.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema246.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
var _valid93 = _errs817 === errors;
valid311 = valid311 || _valid93;
const _errs819 = errors;
if(typeof data173 === "string"){
if(!pattern4.test(data173)){
const err523 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err524 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
var _valid93 = _errs819 === errors;
valid311 = valid311 || _valid93;
if(!valid311){
const err525 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/13/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
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
if(data169.justify !== undefined){
let data174 = data169.justify;
const _errs823 = errors;
let valid314 = false;
const _errs824 = errors;
if(!((((data174 === "start") || (data174 === "center")) || (data174 === "end")) || (data174 === "between"))){
const err526 = {instancePath:instancePath+"/props/justify",schemaPath:"widgets/Stack.schema.json#/properties/justify/enum",keyword:"enum",params:{allowedValues: schema248.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
var _valid94 = _errs824 === errors;
valid314 = valid314 || _valid94;
const _errs826 = errors;
if(typeof data174 === "string"){
if(!pattern4.test(data174)){
const err527 = {instancePath:instancePath+"/props/justify",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
}
else {
const err528 = {instancePath:instancePath+"/props/justify",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
var _valid94 = _errs826 === errors;
valid314 = valid314 || _valid94;
if(!valid314){
const err529 = {instancePath:instancePath+"/props/justify",schemaPath:"#/allOf/13/then/properties/props/properties/justify/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
else {
errors = _errs823;
if(vErrors !== null){
if(_errs823){
vErrors.length = _errs823;
}
else {
vErrors = null;
}
}
}
}
if(data169.wrap !== undefined){
let data175 = data169.wrap;
const _errs830 = errors;
let valid317 = false;
const _errs831 = errors;
if(typeof data175 !== "boolean"){
const err530 = {instancePath:instancePath+"/props/wrap",schemaPath:"widgets/Stack.schema.json#/properties/wrap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
var _valid95 = _errs831 === errors;
valid317 = valid317 || _valid95;
const _errs834 = errors;
if(typeof data175 === "string"){
if(!pattern4.test(data175)){
const err531 = {instancePath:instancePath+"/props/wrap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err532 = {instancePath:instancePath+"/props/wrap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
var _valid95 = _errs834 === errors;
valid317 = valid317 || _valid95;
if(!valid317){
const err533 = {instancePath:instancePath+"/props/wrap",schemaPath:"#/allOf/13/then/properties/props/properties/wrap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
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
if(data169.surface !== undefined){
let data176 = data169.surface;
const _errs838 = errors;
let valid320 = false;
const _errs839 = errors;
if(!(((data176 === "none") || (data176 === "card")) || (data176 === "page"))){
const err534 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/Stack.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema252.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
var _valid96 = _errs839 === errors;
valid320 = valid320 || _valid96;
const _errs841 = errors;
if(typeof data176 === "string"){
if(!pattern4.test(data176)){
const err535 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
}
else {
const err536 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
var _valid96 = _errs841 === errors;
valid320 = valid320 || _valid96;
if(!valid320){
const err537 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/13/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
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
}
else {
const err538 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
}
if(data.on !== undefined){
let data177 = data.on;
if(data177 && typeof data177 == "object" && !Array.isArray(data177)){
for(const key27 in data177){
const err539 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
}
else {
const err540 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
}
if(data.bind !== undefined){
const err541 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/13/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
}
var _valid89 = _errs787 === errors;
valid298 = _valid89;
if(valid298){
var props13 = {};
props13.type = true;
props13.props = true;
props13.on = true;
props13.bind = true;
}
}
if(!valid298){
const err542 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
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
const _errs848 = errors;
let valid323 = true;
const _errs849 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.type === undefined) && (missing14 = "type")){
const err543 = {};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
else {
if(data.type !== undefined){
if("StarRating" !== data.type){
const err544 = {};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
}
}
}
var _valid97 = _errs849 === errors;
errors = _errs848;
if(vErrors !== null){
if(_errs848){
vErrors.length = _errs848;
}
else {
vErrors = null;
}
}
if(_valid97){
const _errs851 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err545 = {instancePath,schemaPath:"#/allOf/14/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
}
if(data.type !== undefined){
if("StarRating" !== data.type){
const err546 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/14/then/properties/type/const",keyword:"const",params:{allowedValue: "StarRating"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
}
if(data.props !== undefined){
let data181 = data.props;
if(data181 && typeof data181 == "object" && !Array.isArray(data181)){
if(data181.label === undefined){
const err547 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
for(const key28 in data181){
if(!(((key28 === "label") || (key28 === "max")) || (key28 === "size"))){
const err548 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
}
if(data181.label !== undefined){
let data182 = data181.label;
const _errs857 = errors;
let valid327 = false;
const _errs858 = errors;
if(typeof data182 === "string"){
if(func3(data182) < 1){
const err549 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/StarRating.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err550 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/StarRating.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
}
errors++;
}
var _valid98 = _errs858 === errors;
valid327 = valid327 || _valid98;
const _errs861 = errors;
if(typeof data182 === "string"){
if(!pattern4.test(data182)){
const err551 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
}
else {
const err552 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
var _valid98 = _errs861 === errors;
valid327 = valid327 || _valid98;
if(!valid327){
const err553 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/14/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
else {
errors = _errs857;
if(vErrors !== null){
if(_errs857){
vErrors.length = _errs857;
}
else {
vErrors = null;
}
}
}
}
if(data181.max !== undefined){
let data183 = data181.max;
const _errs865 = errors;
let valid330 = false;
const _errs866 = errors;
if(!(((typeof data183 == "number") && (!(data183 % 1) && !isNaN(data183))) && (isFinite(data183)))){
const err554 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
if((typeof data183 == "number") && (isFinite(data183))){
if(data183 > 10 || isNaN(data183)){
const err555 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
if(data183 < 1 || isNaN(data183)){
const err556 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
}
var _valid99 = _errs866 === errors;
valid330 = valid330 || _valid99;
const _errs869 = errors;
if(typeof data183 === "string"){
if(!pattern4.test(data183)){
const err557 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
}
else {
const err558 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
var _valid99 = _errs869 === errors;
valid330 = valid330 || _valid99;
if(!valid330){
const err559 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/14/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
else {
errors = _errs865;
if(vErrors !== null){
if(_errs865){
vErrors.length = _errs865;
}
else {
vErrors = null;
}
}
}
}
if(data181.size !== undefined){
let data184 = data181.size;
const _errs873 = errors;
let valid333 = false;
const _errs874 = errors;
if(!(((typeof data184 == "number") && (!(data184 % 1) && !isNaN(data184))) && (isFinite(data184)))){
const err560 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
if((typeof data184 == "number") && (isFinite(data184))){
if(data184 > 64 || isNaN(data184)){
const err561 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
if(data184 < 16 || isNaN(data184)){
const err562 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 16},message:"must be >= 16"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
}
var _valid100 = _errs874 === errors;
valid333 = valid333 || _valid100;
const _errs877 = errors;
if(typeof data184 === "string"){
if(!pattern4.test(data184)){
const err563 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
}
else {
const err564 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
var _valid100 = _errs877 === errors;
valid333 = valid333 || _valid100;
if(!valid333){
const err565 = {instancePath:instancePath+"/props/size",schemaPath:"#/allOf/14/then/properties/props/properties/size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
else {
errors = _errs873;
if(vErrors !== null){
if(_errs873){
vErrors.length = _errs873;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err566 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
}
if(data.on !== undefined){
let data185 = data.on;
if(data185 && typeof data185 == "object" && !Array.isArray(data185)){
for(const key29 in data185){
if(!(key29 === "change")){
const err567 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
}
if(data185.change !== undefined){
if(!(validate64(data185.change, {instancePath:instancePath+"/on/change",parentData:data185,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err568 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
}
if(data.children !== undefined){
const err569 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/14/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
}
var _valid97 = _errs851 === errors;
valid323 = _valid97;
if(valid323){
var props14 = {};
props14.type = true;
props14.props = true;
props14.on = true;
props14.children = true;
}
}
if(!valid323){
const err570 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
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
const _errs885 = errors;
let valid337 = true;
const _errs886 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.type === undefined) && (missing15 = "type")){
const err571 = {};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
else {
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err572 = {};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
}
}
}
var _valid101 = _errs886 === errors;
errors = _errs885;
if(vErrors !== null){
if(_errs885){
vErrors.length = _errs885;
}
else {
vErrors = null;
}
}
if(_valid101){
const _errs888 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err573 = {instancePath,schemaPath:"#/allOf/15/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err574 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/15/then/properties/type/const",keyword:"const",params:{allowedValue: "StatusBanner"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
}
if(data.props !== undefined){
let data190 = data.props;
if(data190 && typeof data190 == "object" && !Array.isArray(data190)){
if(data190.title === undefined){
const err575 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
for(const key30 in data190){
if(!((((key30 === "image") || (key30 === "title")) || (key30 === "description")) || (key30 === "tone"))){
const err576 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
}
errors++;
}
}
if(data190.image !== undefined){
let data191 = data190.image;
const _errs894 = errors;
let valid341 = false;
const _errs895 = errors;
if(typeof data191 !== "string"){
const err577 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/StatusBanner.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
var _valid102 = _errs895 === errors;
valid341 = valid341 || _valid102;
const _errs898 = errors;
if(typeof data191 === "string"){
if(!pattern4.test(data191)){
const err578 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
}
else {
const err579 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
var _valid102 = _errs898 === errors;
valid341 = valid341 || _valid102;
if(!valid341){
const err580 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/15/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
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
if(data190.title !== undefined){
let data192 = data190.title;
const _errs902 = errors;
let valid344 = false;
const _errs903 = errors;
if(typeof data192 !== "string"){
const err581 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/StatusBanner.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
var _valid103 = _errs903 === errors;
valid344 = valid344 || _valid103;
const _errs906 = errors;
if(typeof data192 === "string"){
if(!pattern4.test(data192)){
const err582 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
}
else {
const err583 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
var _valid103 = _errs906 === errors;
valid344 = valid344 || _valid103;
if(!valid344){
const err584 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/15/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
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
if(data190.description !== undefined){
let data193 = data190.description;
const _errs910 = errors;
let valid347 = false;
const _errs911 = errors;
if(typeof data193 !== "string"){
const err585 = {instancePath:instancePath+"/props/description",schemaPath:"widgets/StatusBanner.schema.json#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
var _valid104 = _errs911 === errors;
valid347 = valid347 || _valid104;
const _errs914 = errors;
if(typeof data193 === "string"){
if(!pattern4.test(data193)){
const err586 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err587 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
}
errors++;
}
var _valid104 = _errs914 === errors;
valid347 = valid347 || _valid104;
if(!valid347){
const err588 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/15/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
else {
errors = _errs910;
if(vErrors !== null){
if(_errs910){
vErrors.length = _errs910;
}
else {
vErrors = null;
}
}
}
}
if(data190.tone !== undefined){
let data194 = data190.tone;
const _errs918 = errors;
let valid350 = false;
const _errs919 = errors;
if(!((data194 === "brand") || (data194 === "accent"))){
const err589 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/StatusBanner.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema268.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
}
errors++;
}
var _valid105 = _errs919 === errors;
valid350 = valid350 || _valid105;
const _errs921 = errors;
if(typeof data194 === "string"){
if(!pattern4.test(data194)){
const err590 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
}
else {
const err591 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
var _valid105 = _errs921 === errors;
valid350 = valid350 || _valid105;
if(!valid350){
const err592 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/15/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
}
errors++;
}
else {
errors = _errs918;
if(vErrors !== null){
if(_errs918){
vErrors.length = _errs918;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err593 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
}
if(data.on !== undefined){
let data195 = data.on;
if(data195 && typeof data195 == "object" && !Array.isArray(data195)){
for(const key31 in data195){
const err594 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
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
const err595 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
}
if(data.children !== undefined){
const err596 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/15/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
if(data.bind !== undefined){
const err597 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/15/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
}
var _valid101 = _errs888 === errors;
valid337 = _valid101;
if(valid337){
var props15 = {};
props15.type = true;
props15.props = true;
props15.on = true;
props15.children = true;
props15.bind = true;
}
}
if(!valid337){
const err598 = {instancePath,schemaPath:"#/allOf/15/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
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
const _errs928 = errors;
let valid353 = true;
const _errs929 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((data.type === undefined) && (missing16 = "type")){
const err599 = {};
if(vErrors === null){
vErrors = [err599];
}
else {
vErrors.push(err599);
}
errors++;
}
else {
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err600 = {};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
}
}
}
var _valid106 = _errs929 === errors;
errors = _errs928;
if(vErrors !== null){
if(_errs928){
vErrors.length = _errs928;
}
else {
vErrors = null;
}
}
if(_valid106){
const _errs931 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err601 = {instancePath,schemaPath:"#/allOf/16/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err602 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/16/then/properties/type/const",keyword:"const",params:{allowedValue: "SuccessMark"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
}
if(data.props !== undefined){
let data200 = data.props;
if(data200 && typeof data200 == "object" && !Array.isArray(data200)){
if(data200.text === undefined){
const err603 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
for(const key32 in data200){
if(!((key32 === "text") || (key32 === "tone"))){
const err604 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
}
if(data200.text !== undefined){
let data201 = data200.text;
const _errs937 = errors;
let valid357 = false;
const _errs938 = errors;
if(typeof data201 === "string"){
if(func3(data201) < 1){
const err605 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/SuccessMark.schema.json#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err605];
}
else {
vErrors.push(err605);
}
errors++;
}
}
else {
const err606 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/SuccessMark.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
var _valid107 = _errs938 === errors;
valid357 = valid357 || _valid107;
const _errs941 = errors;
if(typeof data201 === "string"){
if(!pattern4.test(data201)){
const err607 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err608 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
var _valid107 = _errs941 === errors;
valid357 = valid357 || _valid107;
if(!valid357){
const err609 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/16/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
else {
errors = _errs937;
if(vErrors !== null){
if(_errs937){
vErrors.length = _errs937;
}
else {
vErrors = null;
}
}
}
}
if(data200.tone !== undefined){
let data202 = data200.tone;
const _errs945 = errors;
let valid360 = false;
const _errs946 = errors;
if(!((data202 === "success") || (data202 === "info"))){
const err610 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/SuccessMark.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema273.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
var _valid108 = _errs946 === errors;
valid360 = valid360 || _valid108;
const _errs948 = errors;
if(typeof data202 === "string"){
if(!pattern4.test(data202)){
const err611 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err612 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
var _valid108 = _errs948 === errors;
valid360 = valid360 || _valid108;
if(!valid360){
const err613 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/16/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
else {
errors = _errs945;
if(vErrors !== null){
if(_errs945){
vErrors.length = _errs945;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err614 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
}
if(data.on !== undefined){
let data203 = data.on;
if(data203 && typeof data203 == "object" && !Array.isArray(data203)){
for(const key33 in data203){
const err615 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
}
else {
const err616 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
}
if(data.children !== undefined){
const err617 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/16/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
if(data.bind !== undefined){
const err618 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/16/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
}
var _valid106 = _errs931 === errors;
valid353 = _valid106;
if(valid353){
var props16 = {};
props16.type = true;
props16.props = true;
props16.on = true;
props16.children = true;
props16.bind = true;
}
}
if(!valid353){
const err619 = {instancePath,schemaPath:"#/allOf/16/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
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
const _errs955 = errors;
let valid363 = true;
const _errs956 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if((data.type === undefined) && (missing17 = "type")){
const err620 = {};
if(vErrors === null){
vErrors = [err620];
}
else {
vErrors.push(err620);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tabs" !== data.type){
const err621 = {};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
}
}
}
var _valid109 = _errs956 === errors;
errors = _errs955;
if(vErrors !== null){
if(_errs955){
vErrors.length = _errs955;
}
else {
vErrors = null;
}
}
if(_valid109){
const _errs958 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err622 = {instancePath,schemaPath:"#/allOf/17/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
if(data.type !== undefined){
if("Tabs" !== data.type){
const err623 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/17/then/properties/type/const",keyword:"const",params:{allowedValue: "Tabs"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
}
if(data.props !== undefined){
let data208 = data.props;
if(data208 && typeof data208 == "object" && !Array.isArray(data208)){
if(data208.tabs === undefined){
const err624 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/required",keyword:"required",params:{missingProperty: "tabs"},message:"must have required property '"+"tabs"+"'"};
if(vErrors === null){
vErrors = [err624];
}
else {
vErrors.push(err624);
}
errors++;
}
for(const key34 in data208){
if(!(((((key34 === "tabs") || (key34 === "labelKey")) || (key34 === "valueKey")) || (key34 === "label")) || (key34 === "stretch"))){
const err625 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
}
if(data208.tabs !== undefined){
let data209 = data208.tabs;
const _errs964 = errors;
let valid367 = false;
const _errs965 = errors;
if(Array.isArray(data209)){
const len4 = data209.length;
for(let i4=0; i4<len4; i4++){
let data210 = data209[i4];
if(data210 && typeof data210 == "object" && !Array.isArray(data210)){
}
else {
const err626 = {instancePath:instancePath+"/props/tabs/" + i4,schemaPath:"widgets/Tabs.schema.json#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
}
}
else {
const err627 = {instancePath:instancePath+"/props/tabs",schemaPath:"widgets/Tabs.schema.json#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
var _valid110 = _errs965 === errors;
valid367 = valid367 || _valid110;
const _errs971 = errors;
if(typeof data209 === "string"){
if(!pattern4.test(data209)){
const err628 = {instancePath:instancePath+"/props/tabs",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err629 = {instancePath:instancePath+"/props/tabs",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
var _valid110 = _errs971 === errors;
valid367 = valid367 || _valid110;
if(!valid367){
const err630 = {instancePath:instancePath+"/props/tabs",schemaPath:"#/allOf/17/then/properties/props/properties/tabs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
else {
errors = _errs964;
if(vErrors !== null){
if(_errs964){
vErrors.length = _errs964;
}
else {
vErrors = null;
}
}
}
}
if(data208.labelKey !== undefined){
let data211 = data208.labelKey;
const _errs975 = errors;
let valid372 = false;
const _errs976 = errors;
if(typeof data211 === "string"){
if(func3(data211) < 1){
const err631 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/Tabs.schema.json#/properties/labelKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
}
else {
const err632 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/Tabs.schema.json#/properties/labelKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err632];
}
else {
vErrors.push(err632);
}
errors++;
}
var _valid111 = _errs976 === errors;
valid372 = valid372 || _valid111;
const _errs979 = errors;
if(typeof data211 === "string"){
if(!pattern4.test(data211)){
const err633 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
}
else {
const err634 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
var _valid111 = _errs979 === errors;
valid372 = valid372 || _valid111;
if(!valid372){
const err635 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/17/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
else {
errors = _errs975;
if(vErrors !== null){
if(_errs975){
vErrors.length = _errs975;
}
else {
vErrors = null;
}
}
}
}
if(data208.valueKey !== undefined){
let data212 = data208.valueKey;
const _errs983 = errors;
let valid375 = false;
const _errs984 = errors;
if(typeof data212 === "string"){
if(func3(data212) < 1){
const err636 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/Tabs.schema.json#/properties/valueKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err637 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/Tabs.schema.json#/properties/valueKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
var _valid112 = _errs984 === errors;
valid375 = valid375 || _valid112;
const _errs987 = errors;
if(typeof data212 === "string"){
if(!pattern4.test(data212)){
const err638 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err638];
}
else {
vErrors.push(err638);
}
errors++;
}
}
else {
const err639 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
var _valid112 = _errs987 === errors;
valid375 = valid375 || _valid112;
if(!valid375){
const err640 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/17/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err640];
}
else {
vErrors.push(err640);
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
if(data208.label !== undefined){
let data213 = data208.label;
const _errs991 = errors;
let valid378 = false;
const _errs992 = errors;
if(typeof data213 === "string"){
if(func3(data213) < 1){
const err641 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Tabs.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
}
else {
const err642 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Tabs.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
var _valid113 = _errs992 === errors;
valid378 = valid378 || _valid113;
const _errs995 = errors;
if(typeof data213 === "string"){
if(!pattern4.test(data213)){
const err643 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
}
else {
const err644 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err644];
}
else {
vErrors.push(err644);
}
errors++;
}
var _valid113 = _errs995 === errors;
valid378 = valid378 || _valid113;
if(!valid378){
const err645 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/17/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
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
if(data208.stretch !== undefined){
let data214 = data208.stretch;
const _errs999 = errors;
let valid381 = false;
const _errs1000 = errors;
if(typeof data214 !== "boolean"){
const err646 = {instancePath:instancePath+"/props/stretch",schemaPath:"widgets/Tabs.schema.json#/properties/stretch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
var _valid114 = _errs1000 === errors;
valid381 = valid381 || _valid114;
const _errs1003 = errors;
if(typeof data214 === "string"){
if(!pattern4.test(data214)){
const err647 = {instancePath:instancePath+"/props/stretch",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
}
else {
const err648 = {instancePath:instancePath+"/props/stretch",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err648];
}
else {
vErrors.push(err648);
}
errors++;
}
var _valid114 = _errs1003 === errors;
valid381 = valid381 || _valid114;
if(!valid381){
const err649 = {instancePath:instancePath+"/props/stretch",schemaPath:"#/allOf/17/then/properties/props/properties/stretch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
else {
errors = _errs999;
if(vErrors !== null){
if(_errs999){
vErrors.length = _errs999;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err650 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
}
if(data.on !== undefined){
let data215 = data.on;
if(data215 && typeof data215 == "object" && !Array.isArray(data215)){
for(const key35 in data215){
if(!(key35 === "change")){
const err651 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
}
if(data215.change !== undefined){
if(!(validate64(data215.change, {instancePath:instancePath+"/on/change",parentData:data215,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err652 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
}
if(data.children !== undefined){
const err653 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/17/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
}
var _valid109 = _errs958 === errors;
valid363 = _valid109;
if(valid363){
var props17 = {};
props17.type = true;
props17.props = true;
props17.on = true;
props17.children = true;
}
}
if(!valid363){
const err654 = {instancePath,schemaPath:"#/allOf/17/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
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
const _errs1011 = errors;
let valid385 = true;
const _errs1012 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if((data.type === undefined) && (missing18 = "type")){
const err655 = {};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tag" !== data.type){
const err656 = {};
if(vErrors === null){
vErrors = [err656];
}
else {
vErrors.push(err656);
}
errors++;
}
}
}
}
var _valid115 = _errs1012 === errors;
errors = _errs1011;
if(vErrors !== null){
if(_errs1011){
vErrors.length = _errs1011;
}
else {
vErrors = null;
}
}
if(_valid115){
const _errs1014 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err657 = {instancePath,schemaPath:"#/allOf/18/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
if(data.type !== undefined){
if("Tag" !== data.type){
const err658 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/18/then/properties/type/const",keyword:"const",params:{allowedValue: "Tag"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
}
if(data.props !== undefined){
let data220 = data.props;
if(data220 && typeof data220 == "object" && !Array.isArray(data220)){
if(data220.text === undefined){
const err659 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
for(const key36 in data220){
if(!(((key36 === "text") || (key36 === "tone")) || (key36 === "selected"))){
const err660 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err660];
}
else {
vErrors.push(err660);
}
errors++;
}
}
if(data220.text !== undefined){
let data221 = data220.text;
const _errs1020 = errors;
let valid389 = false;
const _errs1021 = errors;
if(typeof data221 !== "string"){
const err661 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Tag.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
var _valid116 = _errs1021 === errors;
valid389 = valid389 || _valid116;
const _errs1024 = errors;
if(typeof data221 === "string"){
if(!pattern4.test(data221)){
const err662 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err663 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
var _valid116 = _errs1024 === errors;
valid389 = valid389 || _valid116;
if(!valid389){
const err664 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/18/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err664];
}
else {
vErrors.push(err664);
}
errors++;
}
else {
errors = _errs1020;
if(vErrors !== null){
if(_errs1020){
vErrors.length = _errs1020;
}
else {
vErrors = null;
}
}
}
}
if(data220.tone !== undefined){
let data222 = data220.tone;
const _errs1028 = errors;
let valid392 = false;
const _errs1029 = errors;
if(!(((data222 === "neutral") || (data222 === "brand")) || (data222 === "accent"))){
const err665 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Tag.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema289.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
var _valid117 = _errs1029 === errors;
valid392 = valid392 || _valid117;
const _errs1031 = errors;
if(typeof data222 === "string"){
if(!pattern4.test(data222)){
const err666 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
}
else {
const err667 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err667];
}
else {
vErrors.push(err667);
}
errors++;
}
var _valid117 = _errs1031 === errors;
valid392 = valid392 || _valid117;
if(!valid392){
const err668 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/18/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
else {
errors = _errs1028;
if(vErrors !== null){
if(_errs1028){
vErrors.length = _errs1028;
}
else {
vErrors = null;
}
}
}
}
if(data220.selected !== undefined){
let data223 = data220.selected;
const _errs1035 = errors;
let valid395 = false;
const _errs1036 = errors;
if(typeof data223 !== "boolean"){
const err669 = {instancePath:instancePath+"/props/selected",schemaPath:"widgets/Tag.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err669];
}
else {
vErrors.push(err669);
}
errors++;
}
var _valid118 = _errs1036 === errors;
valid395 = valid395 || _valid118;
const _errs1039 = errors;
if(typeof data223 === "string"){
if(!pattern4.test(data223)){
const err670 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err671 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
var _valid118 = _errs1039 === errors;
valid395 = valid395 || _valid118;
if(!valid395){
const err672 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/18/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
}
errors++;
}
else {
errors = _errs1035;
if(vErrors !== null){
if(_errs1035){
vErrors.length = _errs1035;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err673 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
}
errors++;
}
}
if(data.on !== undefined){
let data224 = data.on;
if(data224 && typeof data224 == "object" && !Array.isArray(data224)){
for(const key37 in data224){
const err674 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err674];
}
else {
vErrors.push(err674);
}
errors++;
}
}
else {
const err675 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
}
if(data.children !== undefined){
const err676 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/18/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
if(data.bind !== undefined){
const err677 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/18/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
}
var _valid115 = _errs1014 === errors;
valid385 = _valid115;
if(valid385){
var props18 = {};
props18.type = true;
props18.props = true;
props18.on = true;
props18.children = true;
props18.bind = true;
}
}
if(!valid385){
const err678 = {instancePath,schemaPath:"#/allOf/18/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
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
const _errs1046 = errors;
let valid398 = true;
const _errs1047 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing19;
if((data.type === undefined) && (missing19 = "type")){
const err679 = {};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
else {
if(data.type !== undefined){
if("Text" !== data.type){
const err680 = {};
if(vErrors === null){
vErrors = [err680];
}
else {
vErrors.push(err680);
}
errors++;
}
}
}
}
var _valid119 = _errs1047 === errors;
errors = _errs1046;
if(vErrors !== null){
if(_errs1046){
vErrors.length = _errs1046;
}
else {
vErrors = null;
}
}
if(_valid119){
const _errs1049 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err681 = {instancePath,schemaPath:"#/allOf/19/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
if(data.type !== undefined){
if("Text" !== data.type){
const err682 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/19/then/properties/type/const",keyword:"const",params:{allowedValue: "Text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
}
if(data.props !== undefined){
let data229 = data.props;
if(data229 && typeof data229 == "object" && !Array.isArray(data229)){
if(data229.text === undefined){
const err683 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err683];
}
else {
vErrors.push(err683);
}
errors++;
}
for(const key38 in data229){
if(!(((((key38 === "text") || (key38 === "variant")) || (key38 === "align")) || (key38 === "tone")) || (key38 === "weight"))){
const err684 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err684];
}
else {
vErrors.push(err684);
}
errors++;
}
}
if(data229.text !== undefined){
let data230 = data229.text;
const _errs1055 = errors;
let valid402 = false;
const _errs1056 = errors;
if(typeof data230 !== "string"){
const err685 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Text.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
var _valid120 = _errs1056 === errors;
valid402 = valid402 || _valid120;
const _errs1059 = errors;
if(typeof data230 === "string"){
if(!pattern4.test(data230)){
const err686 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
}
else {
const err687 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err687];
}
else {
vErrors.push(err687);
}
errors++;
}
var _valid120 = _errs1059 === errors;
valid402 = valid402 || _valid120;
if(!valid402){
const err688 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/19/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err688];
}
else {
vErrors.push(err688);
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
if(data229.variant !== undefined){
let data231 = data229.variant;
const _errs1063 = errors;
let valid405 = false;
const _errs1064 = errors;
if(!(((((((data231 === "title") || (data231 === "subtitle")) || (data231 === "body")) || (data231 === "caption")) || (data231 === "hint")) || (data231 === "error")) || (data231 === "hero"))){
const err689 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/Text.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema296.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
var _valid121 = _errs1064 === errors;
valid405 = valid405 || _valid121;
const _errs1066 = errors;
if(typeof data231 === "string"){
if(!pattern4.test(data231)){
const err690 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
}
else {
const err691 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err691];
}
else {
vErrors.push(err691);
}
errors++;
}
var _valid121 = _errs1066 === errors;
valid405 = valid405 || _valid121;
if(!valid405){
const err692 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/19/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err692];
}
else {
vErrors.push(err692);
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
if(data229.align !== undefined){
let data232 = data229.align;
const _errs1070 = errors;
let valid408 = false;
const _errs1071 = errors;
if(!(((data232 === "start") || (data232 === "center")) || (data232 === "end"))){
const err693 = {instancePath:instancePath+"/props/align",schemaPath:"widgets/Text.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema298.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
var _valid122 = _errs1071 === errors;
valid408 = valid408 || _valid122;
const _errs1073 = errors;
if(typeof data232 === "string"){
if(!pattern4.test(data232)){
const err694 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
}
errors++;
}
}
else {
const err695 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err695];
}
else {
vErrors.push(err695);
}
errors++;
}
var _valid122 = _errs1073 === errors;
valid408 = valid408 || _valid122;
if(!valid408){
const err696 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/19/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err696];
}
else {
vErrors.push(err696);
}
errors++;
}
else {
errors = _errs1070;
if(vErrors !== null){
if(_errs1070){
vErrors.length = _errs1070;
}
else {
vErrors = null;
}
}
}
}
if(data229.tone !== undefined){
let data233 = data229.tone;
const _errs1077 = errors;
let valid411 = false;
const _errs1078 = errors;
if(!(((((data233 === "default") || (data233 === "muted")) || (data233 === "onBrand")) || (data233 === "accent")) || (data233 === "danger"))){
const err697 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Text.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema300.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
var _valid123 = _errs1078 === errors;
valid411 = valid411 || _valid123;
const _errs1080 = errors;
if(typeof data233 === "string"){
if(!pattern4.test(data233)){
const err698 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err698];
}
else {
vErrors.push(err698);
}
errors++;
}
}
else {
const err699 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err699];
}
else {
vErrors.push(err699);
}
errors++;
}
var _valid123 = _errs1080 === errors;
valid411 = valid411 || _valid123;
if(!valid411){
const err700 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/19/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err700];
}
else {
vErrors.push(err700);
}
errors++;
}
else {
errors = _errs1077;
if(vErrors !== null){
if(_errs1077){
vErrors.length = _errs1077;
}
else {
vErrors = null;
}
}
}
}
if(data229.weight !== undefined){
let data234 = data229.weight;
const _errs1084 = errors;
let valid414 = false;
const _errs1085 = errors;
if(!(((data234 === "regular") || (data234 === "medium")) || (data234 === "bold"))){
const err701 = {instancePath:instancePath+"/props/weight",schemaPath:"widgets/Text.schema.json#/properties/weight/enum",keyword:"enum",params:{allowedValues: schema302.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err701];
}
else {
vErrors.push(err701);
}
errors++;
}
var _valid124 = _errs1085 === errors;
valid414 = valid414 || _valid124;
const _errs1087 = errors;
if(typeof data234 === "string"){
if(!pattern4.test(data234)){
const err702 = {instancePath:instancePath+"/props/weight",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err702];
}
else {
vErrors.push(err702);
}
errors++;
}
}
else {
const err703 = {instancePath:instancePath+"/props/weight",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err703];
}
else {
vErrors.push(err703);
}
errors++;
}
var _valid124 = _errs1087 === errors;
valid414 = valid414 || _valid124;
if(!valid414){
const err704 = {instancePath:instancePath+"/props/weight",schemaPath:"#/allOf/19/then/properties/props/properties/weight/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err704];
}
else {
vErrors.push(err704);
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
const err705 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err705];
}
else {
vErrors.push(err705);
}
errors++;
}
}
if(data.on !== undefined){
let data235 = data.on;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
for(const key39 in data235){
const err706 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err706];
}
else {
vErrors.push(err706);
}
errors++;
}
}
else {
const err707 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err707];
}
else {
vErrors.push(err707);
}
errors++;
}
}
if(data.children !== undefined){
const err708 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/19/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err708];
}
else {
vErrors.push(err708);
}
errors++;
}
if(data.bind !== undefined){
const err709 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/19/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err709];
}
else {
vErrors.push(err709);
}
errors++;
}
}
var _valid119 = _errs1049 === errors;
valid398 = _valid119;
if(valid398){
var props19 = {};
props19.type = true;
props19.props = true;
props19.on = true;
props19.children = true;
props19.bind = true;
}
}
if(!valid398){
const err710 = {instancePath,schemaPath:"#/allOf/19/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err710];
}
else {
vErrors.push(err710);
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
let valid417 = true;
const _errs1095 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing20;
if((data.type === undefined) && (missing20 = "type")){
const err711 = {};
if(vErrors === null){
vErrors = [err711];
}
else {
vErrors.push(err711);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextArea" !== data.type){
const err712 = {};
if(vErrors === null){
vErrors = [err712];
}
else {
vErrors.push(err712);
}
errors++;
}
}
}
}
var _valid125 = _errs1095 === errors;
errors = _errs1094;
if(vErrors !== null){
if(_errs1094){
vErrors.length = _errs1094;
}
else {
vErrors = null;
}
}
if(_valid125){
const _errs1097 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err713 = {instancePath,schemaPath:"#/allOf/20/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err713];
}
else {
vErrors.push(err713);
}
errors++;
}
if(data.type !== undefined){
if("TextArea" !== data.type){
const err714 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/20/then/properties/type/const",keyword:"const",params:{allowedValue: "TextArea"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err714];
}
else {
vErrors.push(err714);
}
errors++;
}
}
if(data.props !== undefined){
let data240 = data.props;
if(data240 && typeof data240 == "object" && !Array.isArray(data240)){
if(data240.label === undefined){
const err715 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err715];
}
else {
vErrors.push(err715);
}
errors++;
}
for(const key40 in data240){
if(!((((((((key40 === "label") || (key40 === "placeholder")) || (key40 === "maxLength")) || (key40 === "counter")) || (key40 === "rows")) || (key40 === "hint")) || (key40 === "disabled")) || (key40 === "error"))){
const err716 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err716];
}
else {
vErrors.push(err716);
}
errors++;
}
}
if(data240.label !== undefined){
let data241 = data240.label;
const _errs1103 = errors;
let valid421 = false;
const _errs1104 = errors;
if(typeof data241 === "string"){
if(func3(data241) < 1){
const err717 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextArea.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err717];
}
else {
vErrors.push(err717);
}
errors++;
}
}
else {
const err718 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextArea.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err718];
}
else {
vErrors.push(err718);
}
errors++;
}
var _valid126 = _errs1104 === errors;
valid421 = valid421 || _valid126;
const _errs1107 = errors;
if(typeof data241 === "string"){
if(!pattern4.test(data241)){
const err719 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err720 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err720];
}
else {
vErrors.push(err720);
}
errors++;
}
var _valid126 = _errs1107 === errors;
valid421 = valid421 || _valid126;
if(!valid421){
const err721 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/20/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err721];
}
else {
vErrors.push(err721);
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
if(data240.placeholder !== undefined){
let data242 = data240.placeholder;
const _errs1111 = errors;
let valid424 = false;
const _errs1112 = errors;
if(typeof data242 !== "string"){
const err722 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/TextArea.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err722];
}
else {
vErrors.push(err722);
}
errors++;
}
var _valid127 = _errs1112 === errors;
valid424 = valid424 || _valid127;
const _errs1115 = errors;
if(typeof data242 === "string"){
if(!pattern4.test(data242)){
const err723 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err724 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err724];
}
else {
vErrors.push(err724);
}
errors++;
}
var _valid127 = _errs1115 === errors;
valid424 = valid424 || _valid127;
if(!valid424){
const err725 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/20/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err725];
}
else {
vErrors.push(err725);
}
errors++;
}
else {
errors = _errs1111;
if(vErrors !== null){
if(_errs1111){
vErrors.length = _errs1111;
}
else {
vErrors = null;
}
}
}
}
if(data240.maxLength !== undefined){
let data243 = data240.maxLength;
const _errs1119 = errors;
let valid427 = false;
const _errs1120 = errors;
if(!(((typeof data243 == "number") && (!(data243 % 1) && !isNaN(data243))) && (isFinite(data243)))){
const err726 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextArea.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err726];
}
else {
vErrors.push(err726);
}
errors++;
}
if((typeof data243 == "number") && (isFinite(data243))){
if(data243 < 1 || isNaN(data243)){
const err727 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextArea.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err727];
}
else {
vErrors.push(err727);
}
errors++;
}
}
var _valid128 = _errs1120 === errors;
valid427 = valid427 || _valid128;
const _errs1123 = errors;
if(typeof data243 === "string"){
if(!pattern4.test(data243)){
const err728 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err729 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err729];
}
else {
vErrors.push(err729);
}
errors++;
}
var _valid128 = _errs1123 === errors;
valid427 = valid427 || _valid128;
if(!valid427){
const err730 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/20/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err730];
}
else {
vErrors.push(err730);
}
errors++;
}
else {
errors = _errs1119;
if(vErrors !== null){
if(_errs1119){
vErrors.length = _errs1119;
}
else {
vErrors = null;
}
}
}
}
if(data240.counter !== undefined){
let data244 = data240.counter;
const _errs1127 = errors;
let valid430 = false;
const _errs1128 = errors;
if(typeof data244 !== "boolean"){
const err731 = {instancePath:instancePath+"/props/counter",schemaPath:"widgets/TextArea.schema.json#/properties/counter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err731];
}
else {
vErrors.push(err731);
}
errors++;
}
var _valid129 = _errs1128 === errors;
valid430 = valid430 || _valid129;
const _errs1131 = errors;
if(typeof data244 === "string"){
if(!pattern4.test(data244)){
const err732 = {instancePath:instancePath+"/props/counter",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err732];
}
else {
vErrors.push(err732);
}
errors++;
}
}
else {
const err733 = {instancePath:instancePath+"/props/counter",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err733];
}
else {
vErrors.push(err733);
}
errors++;
}
var _valid129 = _errs1131 === errors;
valid430 = valid430 || _valid129;
if(!valid430){
const err734 = {instancePath:instancePath+"/props/counter",schemaPath:"#/allOf/20/then/properties/props/properties/counter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err734];
}
else {
vErrors.push(err734);
}
errors++;
}
else {
errors = _errs1127;
if(vErrors !== null){
if(_errs1127){
vErrors.length = _errs1127;
}
else {
vErrors = null;
}
}
}
}
if(data240.rows !== undefined){
let data245 = data240.rows;
const _errs1135 = errors;
let valid433 = false;
const _errs1136 = errors;
if(!(((typeof data245 == "number") && (!(data245 % 1) && !isNaN(data245))) && (isFinite(data245)))){
const err735 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err735];
}
else {
vErrors.push(err735);
}
errors++;
}
if((typeof data245 == "number") && (isFinite(data245))){
if(data245 > 20 || isNaN(data245)){
const err736 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err736];
}
else {
vErrors.push(err736);
}
errors++;
}
if(data245 < 2 || isNaN(data245)){
const err737 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err737];
}
else {
vErrors.push(err737);
}
errors++;
}
}
var _valid130 = _errs1136 === errors;
valid433 = valid433 || _valid130;
const _errs1139 = errors;
if(typeof data245 === "string"){
if(!pattern4.test(data245)){
const err738 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err739 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err739];
}
else {
vErrors.push(err739);
}
errors++;
}
var _valid130 = _errs1139 === errors;
valid433 = valid433 || _valid130;
if(!valid433){
const err740 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/20/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err740];
}
else {
vErrors.push(err740);
}
errors++;
}
else {
errors = _errs1135;
if(vErrors !== null){
if(_errs1135){
vErrors.length = _errs1135;
}
else {
vErrors = null;
}
}
}
}
if(data240.hint !== undefined){
let data246 = data240.hint;
const _errs1143 = errors;
let valid436 = false;
const _errs1144 = errors;
if(typeof data246 !== "string"){
const err741 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/TextArea.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err741];
}
else {
vErrors.push(err741);
}
errors++;
}
var _valid131 = _errs1144 === errors;
valid436 = valid436 || _valid131;
const _errs1147 = errors;
if(typeof data246 === "string"){
if(!pattern4.test(data246)){
const err742 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err742];
}
else {
vErrors.push(err742);
}
errors++;
}
}
else {
const err743 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err743];
}
else {
vErrors.push(err743);
}
errors++;
}
var _valid131 = _errs1147 === errors;
valid436 = valid436 || _valid131;
if(!valid436){
const err744 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/20/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err744];
}
else {
vErrors.push(err744);
}
errors++;
}
else {
errors = _errs1143;
if(vErrors !== null){
if(_errs1143){
vErrors.length = _errs1143;
}
else {
vErrors = null;
}
}
}
}
if(data240.disabled !== undefined){
let data247 = data240.disabled;
const _errs1151 = errors;
let valid439 = false;
const _errs1152 = errors;
if(typeof data247 !== "boolean"){
const err745 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/TextArea.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err745];
}
else {
vErrors.push(err745);
}
errors++;
}
var _valid132 = _errs1152 === errors;
valid439 = valid439 || _valid132;
const _errs1155 = errors;
if(typeof data247 === "string"){
if(!pattern4.test(data247)){
const err746 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err747 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err747];
}
else {
vErrors.push(err747);
}
errors++;
}
var _valid132 = _errs1155 === errors;
valid439 = valid439 || _valid132;
if(!valid439){
const err748 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/20/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err748];
}
else {
vErrors.push(err748);
}
errors++;
}
else {
errors = _errs1151;
if(vErrors !== null){
if(_errs1151){
vErrors.length = _errs1151;
}
else {
vErrors = null;
}
}
}
}
if(data240.error !== undefined){
let data248 = data240.error;
const _errs1159 = errors;
let valid442 = false;
const _errs1160 = errors;
if(typeof data248 !== "string"){
const err749 = {instancePath:instancePath+"/props/error",schemaPath:"widgets/TextArea.schema.json#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err749];
}
else {
vErrors.push(err749);
}
errors++;
}
var _valid133 = _errs1160 === errors;
valid442 = valid442 || _valid133;
const _errs1163 = errors;
if(typeof data248 === "string"){
if(!pattern4.test(data248)){
const err750 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err750];
}
else {
vErrors.push(err750);
}
errors++;
}
}
else {
const err751 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err751];
}
else {
vErrors.push(err751);
}
errors++;
}
var _valid133 = _errs1163 === errors;
valid442 = valid442 || _valid133;
if(!valid442){
const err752 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/20/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err752];
}
else {
vErrors.push(err752);
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
}
else {
const err753 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err753];
}
else {
vErrors.push(err753);
}
errors++;
}
}
if(data.on !== undefined){
let data249 = data.on;
if(data249 && typeof data249 == "object" && !Array.isArray(data249)){
for(const key41 in data249){
if(!(key41 === "change")){
const err754 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err754];
}
else {
vErrors.push(err754);
}
errors++;
}
}
if(data249.change !== undefined){
if(!(validate64(data249.change, {instancePath:instancePath+"/on/change",parentData:data249,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err755 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err755];
}
else {
vErrors.push(err755);
}
errors++;
}
}
if(data.children !== undefined){
const err756 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/20/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err756];
}
else {
vErrors.push(err756);
}
errors++;
}
}
var _valid125 = _errs1097 === errors;
valid417 = _valid125;
if(valid417){
var props20 = {};
props20.type = true;
props20.props = true;
props20.on = true;
props20.children = true;
}
}
if(!valid417){
const err757 = {instancePath,schemaPath:"#/allOf/20/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err757];
}
else {
vErrors.push(err757);
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
const _errs1171 = errors;
let valid446 = true;
const _errs1172 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing21;
if((data.type === undefined) && (missing21 = "type")){
const err758 = {};
if(vErrors === null){
vErrors = [err758];
}
else {
vErrors.push(err758);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextField" !== data.type){
const err759 = {};
if(vErrors === null){
vErrors = [err759];
}
else {
vErrors.push(err759);
}
errors++;
}
}
}
}
var _valid134 = _errs1172 === errors;
errors = _errs1171;
if(vErrors !== null){
if(_errs1171){
vErrors.length = _errs1171;
}
else {
vErrors = null;
}
}
if(_valid134){
const _errs1174 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err760 = {instancePath,schemaPath:"#/allOf/21/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err760];
}
else {
vErrors.push(err760);
}
errors++;
}
if(data.type !== undefined){
if("TextField" !== data.type){
const err761 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/21/then/properties/type/const",keyword:"const",params:{allowedValue: "TextField"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err761];
}
else {
vErrors.push(err761);
}
errors++;
}
}
if(data.props !== undefined){
let data254 = data.props;
if(data254 && typeof data254 == "object" && !Array.isArray(data254)){
if(data254.label === undefined){
const err762 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err762];
}
else {
vErrors.push(err762);
}
errors++;
}
for(const key42 in data254){
if(!((((((((key42 === "label") || (key42 === "placeholder")) || (key42 === "inputMode")) || (key42 === "filter")) || (key42 === "maxLength")) || (key42 === "hint")) || (key42 === "disabled")) || (key42 === "error"))){
const err763 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err763];
}
else {
vErrors.push(err763);
}
errors++;
}
}
if(data254.label !== undefined){
let data255 = data254.label;
const _errs1180 = errors;
let valid450 = false;
const _errs1181 = errors;
if(typeof data255 === "string"){
if(func3(data255) < 1){
const err764 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextField.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err764];
}
else {
vErrors.push(err764);
}
errors++;
}
}
else {
const err765 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextField.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err765];
}
else {
vErrors.push(err765);
}
errors++;
}
var _valid135 = _errs1181 === errors;
valid450 = valid450 || _valid135;
const _errs1184 = errors;
if(typeof data255 === "string"){
if(!pattern4.test(data255)){
const err766 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err766];
}
else {
vErrors.push(err766);
}
errors++;
}
}
else {
const err767 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err767];
}
else {
vErrors.push(err767);
}
errors++;
}
var _valid135 = _errs1184 === errors;
valid450 = valid450 || _valid135;
if(!valid450){
const err768 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/21/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err768];
}
else {
vErrors.push(err768);
}
errors++;
}
else {
errors = _errs1180;
if(vErrors !== null){
if(_errs1180){
vErrors.length = _errs1180;
}
else {
vErrors = null;
}
}
}
}
if(data254.placeholder !== undefined){
let data256 = data254.placeholder;
const _errs1188 = errors;
let valid453 = false;
const _errs1189 = errors;
if(typeof data256 !== "string"){
const err769 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/TextField.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err769];
}
else {
vErrors.push(err769);
}
errors++;
}
var _valid136 = _errs1189 === errors;
valid453 = valid453 || _valid136;
const _errs1192 = errors;
if(typeof data256 === "string"){
if(!pattern4.test(data256)){
const err770 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err770];
}
else {
vErrors.push(err770);
}
errors++;
}
}
else {
const err771 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err771];
}
else {
vErrors.push(err771);
}
errors++;
}
var _valid136 = _errs1192 === errors;
valid453 = valid453 || _valid136;
if(!valid453){
const err772 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/21/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err772];
}
else {
vErrors.push(err772);
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
if(data254.inputMode !== undefined){
let data257 = data254.inputMode;
const _errs1196 = errors;
let valid456 = false;
const _errs1197 = errors;
if(!(((((data257 === "text") || (data257 === "numeric")) || (data257 === "tel")) || (data257 === "email")) || (data257 === "decimal"))){
const err773 = {instancePath:instancePath+"/props/inputMode",schemaPath:"widgets/TextField.schema.json#/properties/inputMode/enum",keyword:"enum",params:{allowedValues: schema326.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err773];
}
else {
vErrors.push(err773);
}
errors++;
}
var _valid137 = _errs1197 === errors;
valid456 = valid456 || _valid137;
const _errs1199 = errors;
if(typeof data257 === "string"){
if(!pattern4.test(data257)){
const err774 = {instancePath:instancePath+"/props/inputMode",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err774];
}
else {
vErrors.push(err774);
}
errors++;
}
}
else {
const err775 = {instancePath:instancePath+"/props/inputMode",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err775];
}
else {
vErrors.push(err775);
}
errors++;
}
var _valid137 = _errs1199 === errors;
valid456 = valid456 || _valid137;
if(!valid456){
const err776 = {instancePath:instancePath+"/props/inputMode",schemaPath:"#/allOf/21/then/properties/props/properties/inputMode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err776];
}
else {
vErrors.push(err776);
}
errors++;
}
else {
errors = _errs1196;
if(vErrors !== null){
if(_errs1196){
vErrors.length = _errs1196;
}
else {
vErrors = null;
}
}
}
}
if(data254.filter !== undefined){
let data258 = data254.filter;
const _errs1203 = errors;
let valid459 = false;
const _errs1204 = errors;
if(!((data258 === "none") || (data258 === "digits"))){
const err777 = {instancePath:instancePath+"/props/filter",schemaPath:"widgets/TextField.schema.json#/properties/filter/enum",keyword:"enum",params:{allowedValues: schema328.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err777];
}
else {
vErrors.push(err777);
}
errors++;
}
var _valid138 = _errs1204 === errors;
valid459 = valid459 || _valid138;
const _errs1206 = errors;
if(typeof data258 === "string"){
if(!pattern4.test(data258)){
const err778 = {instancePath:instancePath+"/props/filter",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err778];
}
else {
vErrors.push(err778);
}
errors++;
}
}
else {
const err779 = {instancePath:instancePath+"/props/filter",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err779];
}
else {
vErrors.push(err779);
}
errors++;
}
var _valid138 = _errs1206 === errors;
valid459 = valid459 || _valid138;
if(!valid459){
const err780 = {instancePath:instancePath+"/props/filter",schemaPath:"#/allOf/21/then/properties/props/properties/filter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err780];
}
else {
vErrors.push(err780);
}
errors++;
}
else {
errors = _errs1203;
if(vErrors !== null){
if(_errs1203){
vErrors.length = _errs1203;
}
else {
vErrors = null;
}
}
}
}
if(data254.maxLength !== undefined){
let data259 = data254.maxLength;
const _errs1210 = errors;
let valid462 = false;
const _errs1211 = errors;
if(!(((typeof data259 == "number") && (!(data259 % 1) && !isNaN(data259))) && (isFinite(data259)))){
const err781 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextField.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err781];
}
else {
vErrors.push(err781);
}
errors++;
}
if((typeof data259 == "number") && (isFinite(data259))){
if(data259 < 1 || isNaN(data259)){
const err782 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextField.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err782];
}
else {
vErrors.push(err782);
}
errors++;
}
}
var _valid139 = _errs1211 === errors;
valid462 = valid462 || _valid139;
const _errs1214 = errors;
if(typeof data259 === "string"){
if(!pattern4.test(data259)){
const err783 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err784 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err784];
}
else {
vErrors.push(err784);
}
errors++;
}
var _valid139 = _errs1214 === errors;
valid462 = valid462 || _valid139;
if(!valid462){
const err785 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/21/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err785];
}
else {
vErrors.push(err785);
}
errors++;
}
else {
errors = _errs1210;
if(vErrors !== null){
if(_errs1210){
vErrors.length = _errs1210;
}
else {
vErrors = null;
}
}
}
}
if(data254.hint !== undefined){
let data260 = data254.hint;
const _errs1218 = errors;
let valid465 = false;
const _errs1219 = errors;
if(typeof data260 !== "string"){
const err786 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/TextField.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err786];
}
else {
vErrors.push(err786);
}
errors++;
}
var _valid140 = _errs1219 === errors;
valid465 = valid465 || _valid140;
const _errs1222 = errors;
if(typeof data260 === "string"){
if(!pattern4.test(data260)){
const err787 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err788 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err788];
}
else {
vErrors.push(err788);
}
errors++;
}
var _valid140 = _errs1222 === errors;
valid465 = valid465 || _valid140;
if(!valid465){
const err789 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/21/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err789];
}
else {
vErrors.push(err789);
}
errors++;
}
else {
errors = _errs1218;
if(vErrors !== null){
if(_errs1218){
vErrors.length = _errs1218;
}
else {
vErrors = null;
}
}
}
}
if(data254.disabled !== undefined){
let data261 = data254.disabled;
const _errs1226 = errors;
let valid468 = false;
const _errs1227 = errors;
if(typeof data261 !== "boolean"){
const err790 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/TextField.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err790];
}
else {
vErrors.push(err790);
}
errors++;
}
var _valid141 = _errs1227 === errors;
valid468 = valid468 || _valid141;
const _errs1230 = errors;
if(typeof data261 === "string"){
if(!pattern4.test(data261)){
const err791 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err792 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err792];
}
else {
vErrors.push(err792);
}
errors++;
}
var _valid141 = _errs1230 === errors;
valid468 = valid468 || _valid141;
if(!valid468){
const err793 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/21/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err793];
}
else {
vErrors.push(err793);
}
errors++;
}
else {
errors = _errs1226;
if(vErrors !== null){
if(_errs1226){
vErrors.length = _errs1226;
}
else {
vErrors = null;
}
}
}
}
if(data254.error !== undefined){
let data262 = data254.error;
const _errs1234 = errors;
let valid471 = false;
const _errs1235 = errors;
if(typeof data262 !== "string"){
const err794 = {instancePath:instancePath+"/props/error",schemaPath:"widgets/TextField.schema.json#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err794];
}
else {
vErrors.push(err794);
}
errors++;
}
var _valid142 = _errs1235 === errors;
valid471 = valid471 || _valid142;
const _errs1238 = errors;
if(typeof data262 === "string"){
if(!pattern4.test(data262)){
const err795 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err796 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err796];
}
else {
vErrors.push(err796);
}
errors++;
}
var _valid142 = _errs1238 === errors;
valid471 = valid471 || _valid142;
if(!valid471){
const err797 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/21/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err797];
}
else {
vErrors.push(err797);
}
errors++;
}
else {
errors = _errs1234;
if(vErrors !== null){
if(_errs1234){
vErrors.length = _errs1234;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err798 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err798];
}
else {
vErrors.push(err798);
}
errors++;
}
}
if(data.on !== undefined){
let data263 = data.on;
if(data263 && typeof data263 == "object" && !Array.isArray(data263)){
for(const key43 in data263){
if(!(key43 === "change")){
const err799 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/21/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err799];
}
else {
vErrors.push(err799);
}
errors++;
}
}
if(data263.change !== undefined){
if(!(validate64(data263.change, {instancePath:instancePath+"/on/change",parentData:data263,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err800 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/21/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err800];
}
else {
vErrors.push(err800);
}
errors++;
}
}
if(data.children !== undefined){
const err801 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/21/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err801];
}
else {
vErrors.push(err801);
}
errors++;
}
}
var _valid134 = _errs1174 === errors;
valid446 = _valid134;
if(valid446){
var props21 = {};
props21.type = true;
props21.props = true;
props21.on = true;
props21.children = true;
}
}
if(!valid446){
const err802 = {instancePath,schemaPath:"#/allOf/21/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err802];
}
else {
vErrors.push(err802);
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err803 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err803];
}
else {
vErrors.push(err803);
}
errors++;
}
for(const key44 in data){
if(!(func1.call(schema72.properties, key44))){
const err804 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err804];
}
else {
vErrors.push(err804);
}
errors++;
}
}
if(data.type !== undefined){
let data266 = data.type;
if(!((((((((((((((((((((((data266 === "ActionRow") || (data266 === "Button")) || (data266 === "Checkbox")) || (data266 === "Divider")) || (data266 === "DocFrame")) || (data266 === "ErrorState")) || (data266 === "Image")) || (data266 === "ImagePicker")) || (data266 === "InfoList")) || (data266 === "ListItem")) || (data266 === "Notice")) || (data266 === "Picker")) || (data266 === "ProductCard")) || (data266 === "Stack")) || (data266 === "StarRating")) || (data266 === "StatusBanner")) || (data266 === "SuccessMark")) || (data266 === "Tabs")) || (data266 === "Tag")) || (data266 === "Text")) || (data266 === "TextArea")) || (data266 === "TextField"))){
const err805 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema72.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err805];
}
else {
vErrors.push(err805);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err806 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err806];
}
else {
vErrors.push(err806);
}
errors++;
}
}
if(data.visible !== undefined){
if(!(validate101(data.visible, {instancePath:instancePath+"/visible",parentData:data,parentDataProperty:"visible",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate101.errors : vErrors.concat(validate101.errors);
errors = vErrors.length;
}
}
if(data.props !== undefined){
let data269 = data.props;
if(!(data269 && typeof data269 == "object" && !Array.isArray(data269))){
const err807 = {instancePath:instancePath+"/props",schemaPath:"#/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err807];
}
else {
vErrors.push(err807);
}
errors++;
}
}
if(data.bind !== undefined){
let data270 = data.bind;
if(typeof data270 === "string"){
if(!pattern6.test(data270)){
const err808 = {instancePath:instancePath+"/bind",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err809 = {instancePath:instancePath+"/bind",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err809];
}
else {
vErrors.push(err809);
}
errors++;
}
}
if(data.on !== undefined){
let data271 = data.on;
if(data271 && typeof data271 == "object" && !Array.isArray(data271)){
for(const key45 in data271){
if(!(validate64(data271[key45], {instancePath:instancePath+"/on/" + key45.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data271,parentDataProperty:key45,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err810 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err810];
}
else {
vErrors.push(err810);
}
errors++;
}
}
if(data.children !== undefined){
let data273 = data.children;
if(Array.isArray(data273)){
const len5 = data273.length;
for(let i5=0; i5<len5; i5++){
if(!(validate62(data273[i5], {instancePath:instancePath+"/children/" + i5,parentData:data273,parentDataProperty:i5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
}
else {
const err811 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err811];
}
else {
vErrors.push(err811);
}
errors++;
}
}
if(data.each !== undefined){
let data275 = data.each;
if(typeof data275 === "string"){
if(!pattern4.test(data275)){
const err812 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err813 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err813];
}
else {
vErrors.push(err813);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err814 = {instancePath:instancePath+"/key",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err814];
}
else {
vErrors.push(err814);
}
errors++;
}
}
}
else {
const err815 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err815];
}
else {
vErrors.push(err815);
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

const schema343 = {"type":"object","additionalProperties":false,"required":["title","children"],"properties":{"title":{"$ref":"binding.schema.json#/$defs/text"},"hideTitle":{"type":"boolean"},"closable":{"type":"boolean"},"onClose":{"$ref":"actions.schema.json#/$defs/chain"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}};

function validate106(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate106.evaluated;
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
validate106.errors = vErrors;
return errors === 0;
}
validate106.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

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
if(data.onBack !== undefined){
if(!(validate23(data.onBack, {instancePath:instancePath+"/onBack",parentData:data,parentDataProperty:"onBack",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
if(data.timers !== undefined){
let data5 = data.timers;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
if(!(validate51(data5[i0], {instancePath:instancePath+"/timers/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
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
let data7 = data.persist;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.area === undefined){
const err7 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "area"},message:"must have required property '"+"area"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data7.key === undefined){
const err8 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data7.paths === undefined){
const err9 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "paths"},message:"must have required property '"+"paths"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data7){
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
if(data7.area !== undefined){
let data8 = data7.area;
if(!((data8 === "session") || (data8 === "local"))){
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
if(data7.key !== undefined){
if(typeof data7.key !== "string"){
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
if(data7.paths !== undefined){
let data10 = data7.paths;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(typeof data11 === "string"){
if(!pattern10.test(data11)){
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
let data12 = data.chains;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
for(const key2 in data12){
if(!(validate23(data12[key2], {instancePath:instancePath+"/chains/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data12,parentDataProperty:key2,rootData,dynamicAnchors}))){
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
let data14 = data.validations;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key3 in data14){
let data15 = data14[key3];
if(Array.isArray(data15)){
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
if(!(validate57(data15[i2], {instancePath:instancePath+"/validations/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,parentData:data15,parentDataProperty:i2,rootData,dynamicAnchors}))){
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
let data17 = data.regions;
if(Array.isArray(data17)){
const len3 = data17.length;
for(let i3=0; i3<len3; i3++){
if(!(validate60(data17[i3], {instancePath:instancePath+"/regions/" + i3,parentData:data17,parentDataProperty:i3,rootData,dynamicAnchors}))){
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
let data19 = data.dialogs;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key4 in data19){
if(!(validate106(data19[key4], {instancePath:instancePath+"/dialogs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data19,parentDataProperty:key4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
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

