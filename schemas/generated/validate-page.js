/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from schemas/page.schema.json.

export const validate = validate20;
export default validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"page.schema.json","type":"object","additionalProperties":false,"required":["title","regions"],"properties":{"$schema":{"type":"string"},"title":{"$ref":"binding.schema.json#/$defs/text"},"notes":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["code","why"],"properties":{"code":{"type":"string"},"pointer":{"type":"string"},"node":{"type":"string","minLength":1},"at":{"type":"string","pattern":"^(/.*)?$"},"why":{"type":"string","minLength":1}},"oneOf":[{"required":["pointer"]},{"required":["node"]}]}},"state":{"type":"object","additionalProperties":true},"onLoad":{"$ref":"actions.schema.json#/$defs/chain"},"onBack":{"$ref":"actions.schema.json#/$defs/chain"},"timers":{"type":"array","items":{"$ref":"#/$defs/timer"}},"persist":{"$ref":"#/$defs/persist"},"chains":{"type":"object","additionalProperties":{"$ref":"actions.schema.json#/$defs/chain"}},"validations":{"type":"object","additionalProperties":{"type":"array","items":{"$ref":"#/$defs/rule"}}},"regions":{"type":"array","items":{"$ref":"#/$defs/region"}},"dialogs":{"type":"object","additionalProperties":{"$ref":"#/$defs/dialog"}}},"$defs":{"region":{"type":"object","additionalProperties":false,"required":["name","children"],"properties":{"name":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}},"dialog":{"type":"object","additionalProperties":false,"required":["title","children"],"properties":{"title":{"$ref":"binding.schema.json#/$defs/text"},"hideTitle":{"type":"boolean"},"closable":{"type":"boolean"},"onClose":{"$ref":"actions.schema.json#/$defs/chain"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}},"timer":{"type":"object","additionalProperties":false,"required":["id","afterMs","actions"],"properties":{"id":{"type":"string"},"afterMs":{"type":"integer","minimum":0,"maximum":3600000},"everyMs":{"type":"integer","minimum":100,"maximum":3600000},"while":{"$ref":"binding.schema.json#/$defs/condition"},"actions":{"$ref":"actions.schema.json#/$defs/chain"}}},"persist":{"type":"object","additionalProperties":false,"required":["area","key","paths"],"properties":{"area":{"enum":["session","local"]},"key":{"type":"string"},"paths":{"type":"array","items":{"type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*$"}}}},"rule":{"type":"object","additionalProperties":false,"required":["rule","message"],"properties":{"rule":{"enum":["required","minLength","maxLength","pattern","test"]},"value":{},"limit":{"type":"integer","minimum":0},"pattern":{"type":"string"},"test":{"$ref":"binding.schema.json#/$defs/condition"},"each":{"$ref":"binding.schema.json#/$defs/binding"},"message":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"rule":{"enum":["minLength","maxLength"]}}},"then":{"required":["value","limit"]}},{"if":{"properties":{"rule":{"const":"pattern"}}},"then":{"required":["value","pattern"]}},{"if":{"properties":{"rule":{"const":"required"}}},"then":{"required":["value"]}},{"if":{"properties":{"rule":{"const":"test"}}},"then":{"required":["test"]}}]}}};
const schema33 = {"type":"string"};
const schema71 = {"type":"object","additionalProperties":false,"required":["area","key","paths"],"properties":{"area":{"enum":["session","local"]},"key":{"type":"string"},"paths":{"type":"array","items":{"type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*$"}}}};
const func1 = Object.prototype.hasOwnProperty;
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
const pattern4 = new RegExp("^(/.*)?$", "u");
const pattern14 = new RegExp("^[A-Za-z_$][A-Za-z0-9_$]*$", "u");
const schema35 = {"type":"array","items":{"$ref":"#/$defs/action"}};
const schema36 = {"type":"object","required":["do"],"discriminator":{"propertyName":"do"},"oneOf":[{"$ref":"#/$defs/callAction"},{"$ref":"#/$defs/setAction"},{"$ref":"#/$defs/openDialogAction"},{"$ref":"#/$defs/closeDialogAction"},{"$ref":"#/$defs/toastAction"},{"$ref":"#/$defs/navigateAction"},{"$ref":"#/$defs/openUrlAction"},{"$ref":"#/$defs/replaceLocationAction"},{"$ref":"#/$defs/nativeAction"},{"$ref":"#/$defs/copyAction"},{"$ref":"#/$defs/waitAction"},{"$ref":"#/$defs/ifAction"},{"$ref":"#/$defs/storageAction"},{"$ref":"#/$defs/validateAction"},{"$ref":"#/$defs/runAction"},{"$ref":"#/$defs/geolocateAction"},{"$ref":"#/$defs/leaveAction"}]};
const schema61 = {"type":"object","additionalProperties":false,"required":["do","dialog"],"properties":{"do":{"const":"openDialog"},"dialog":{"type":"string"}}};
const schema62 = {"type":"object","additionalProperties":false,"required":["do"],"properties":{"do":{"const":"closeDialog"},"dialog":{"type":"string"}}};
const schema63 = {"type":"object","additionalProperties":false,"required":["do","message"],"properties":{"do":{"const":"native"},"message":{"enum":["to","toP","closeWebview","toHome","toMine","offToLogin","callTelephone","toRate","confirmBurialPoint","startBank","endBank","openWebview","goPage"]},"payload":{}}};
const schema64 = {"type":"object","additionalProperties":false,"required":["do","ms"],"properties":{"do":{"const":"wait"},"ms":{"type":"integer","minimum":0,"maximum":60000}}};
const schema65 = {"type":"object","additionalProperties":false,"required":["do","form"],"properties":{"do":{"const":"validate"},"form":{"type":"string"}}};
const schema66 = {"type":"object","additionalProperties":false,"required":["do","chain"],"properties":{"do":{"const":"run"},"chain":{"type":"string"}}};
const schema67 = {"type":"object","additionalProperties":false,"required":["do"],"properties":{"do":{"const":"leave"}}};
const schema37 = {"type":"object","additionalProperties":false,"required":["do","endpoint"],"properties":{"do":{"const":"call"},"endpoint":{"type":"string"},"params":{"$ref":"binding.schema.json#/$defs/params"},"loading":{"$ref":"binding.schema.json#/$defs/text"},"as":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$","not":{"enum":["__proto__","constructor","prototype"]}},"quiet":{"type":"boolean"},"ignoreFailure":{"type":"boolean"},"onSuccess":{"$ref":"#/$defs/chain"},"onFailure":{"$ref":"#/$defs/chain"}}};
const schema38 = {"anyOf":[{"type":"object","additionalProperties":true},{"$ref":"#/$defs/binding"}]};
const schema39 = {"type":"string","pattern":"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"};
const pattern5 = new RegExp("^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$", "u");

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
if(!pattern5.test(data)){
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

const pattern6 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
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
const _errs11 = errors;
const _errs12 = errors;
if(!(((data4 === "__proto__") || (data4 === "constructor")) || (data4 === "prototype"))){
const err6 = {};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var valid2 = _errs12 === errors;
if(valid2){
const err7 = {instancePath:instancePath+"/as",schemaPath:"#/properties/as/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
if(typeof data4 === "string"){
if(!pattern6.test(data4)){
const err8 = {instancePath:instancePath+"/as",schemaPath:"#/properties/as/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
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
const err9 = {instancePath:instancePath+"/as",schemaPath:"#/properties/as/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.quiet !== undefined){
if(typeof data.quiet !== "boolean"){
const err10 = {instancePath:instancePath+"/quiet",schemaPath:"#/properties/quiet/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.ignoreFailure !== undefined){
if(typeof data.ignoreFailure !== "boolean"){
const err11 = {instancePath:instancePath+"/ignoreFailure",schemaPath:"#/properties/ignoreFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
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
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema41 = {"type":"object","additionalProperties":false,"required":["do","path"],"properties":{"do":{"const":"set"},"path":{"$ref":"binding.schema.json#/$defs/statePath"},"value":{}}};
const schema42 = {"type":"string","pattern":"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"};
const pattern7 = new RegExp("^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$", "u");

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
if(!pattern7.test(data1)){
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
const pattern8 = new RegExp("^([a-zA-Z][a-zA-Z0-9]*)?$", "u");

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
if(!pattern8.test(data4)){
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

const schema46 = {"type":"object","additionalProperties":false,"required":["do","url"],"properties":{"do":{"const":"openUrl"},"url":{"$ref":"binding.schema.json#/$defs/text"},"commonParams":{"type":"boolean"},"handOff":{"enum":["to"]}}};

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
if(!((((key0 === "do") || (key0 === "url")) || (key0 === "commonParams")) || (key0 === "handOff"))){
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
if(data.handOff !== undefined){
if(!(data.handOff === "to")){
const err6 = {instancePath:instancePath+"/handOff",schemaPath:"#/properties/handOff/enum",keyword:"enum",params:{allowedValues: schema46.properties.handOff.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern5.test(data)){
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

const schema56 = {"type":"object","additionalProperties":false,"required":["do","area","op"],"properties":{"do":{"const":"storage"},"area":{"enum":["session","local"]},"op":{"enum":["get","set","remove","clear"]},"key":{"type":"string"},"value":{},"into":{"$ref":"binding.schema.json#/$defs/statePath"},"schema":{"enum":["repaymentInfo"]},"invalidInto":{"$ref":"binding.schema.json#/$defs/statePath"}}};

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
if(!((((((((key0 === "do") || (key0 === "area")) || (key0 === "op")) || (key0 === "key")) || (key0 === "value")) || (key0 === "into")) || (key0 === "schema")) || (key0 === "invalidInto"))){
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
if(!pattern7.test(data4)){
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
if(data.schema !== undefined){
if(!(data.schema === "repaymentInfo")){
const err10 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/enum",keyword:"enum",params:{allowedValues: schema56.properties.schema.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.invalidInto !== undefined){
let data6 = data.invalidInto;
if(typeof data6 === "string"){
if(!pattern7.test(data6)){
const err11 = {instancePath:instancePath+"/invalidInto",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/invalidInto",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema59 = {"type":"object","additionalProperties":false,"required":["do","into"],"properties":{"do":{"const":"geolocate"},"into":{"$ref":"binding.schema.json#/$defs/statePath"},"timeoutMs":{"type":"integer","minimum":1000,"maximum":60000},"highAccuracy":{"type":"boolean"}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
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
if(data.into === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "into"},message:"must have required property '"+"into"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "do") || (key0 === "into")) || (key0 === "timeoutMs")) || (key0 === "highAccuracy"))){
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
if("geolocate" !== data.do){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "geolocate"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.into !== undefined){
let data1 = data.into;
if(typeof data1 === "string"){
if(!pattern7.test(data1)){
const err4 = {instancePath:instancePath+"/into",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err5 = {instancePath:instancePath+"/into",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.timeoutMs !== undefined){
let data2 = data.timeoutMs;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/timeoutMs",schemaPath:"#/properties/timeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 60000 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/timeoutMs",schemaPath:"#/properties/timeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60000},message:"must be <= 60000"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 1000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/timeoutMs",schemaPath:"#/properties/timeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000"};
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
if(data.highAccuracy !== undefined){
if(typeof data.highAccuracy !== "boolean"){
const err9 = {instancePath:instancePath+"/highAccuracy",schemaPath:"#/properties/highAccuracy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
const err16 = {instancePath:instancePath+"/message",schemaPath:"#/$defs/nativeAction/properties/message/enum",keyword:"enum",params:{allowedValues: schema63.properties.message.enum},message:"must be equal to one of the allowed values"};
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
else if(tag0 === "geolocate"){
if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "leave"){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.do === undefined){
const err38 = {instancePath,schemaPath:"#/$defs/leaveAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key6 in data){
if(!(key6 === "do")){
const err39 = {instancePath,schemaPath:"#/$defs/leaveAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.do !== undefined){
if("leave" !== data.do){
const err40 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/leaveAction/properties/do/const",keyword:"const",params:{allowedValue: "leave"},message:"must be equal to constant"};
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
const err41 = {instancePath,schemaPath:"#/$defs/leaveAction/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(props0 !== true){
props0 = true;
}
}
else {
const err42 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "do", tagValue: tag0},message:"value of tag \"do\" must be in oneOf"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "do", tagValue: tag0},message:"tag \"do\" must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
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

const schema68 = {"type":"object","additionalProperties":false,"required":["id","afterMs","actions"],"properties":{"id":{"type":"string"},"afterMs":{"type":"integer","minimum":0,"maximum":3600000},"everyMs":{"type":"integer","minimum":100,"maximum":3600000},"while":{"$ref":"binding.schema.json#/$defs/condition"},"actions":{"$ref":"actions.schema.json#/$defs/chain"}}};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
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
if(!pattern5.test(data)){
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
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
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
if(!(validate55(data.while, {instancePath:instancePath+"/while",parentData:data,parentDataProperty:"while",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
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
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema72 = {"type":"object","additionalProperties":false,"required":["rule","message"],"properties":{"rule":{"enum":["required","minLength","maxLength","pattern","test"]},"value":{},"limit":{"type":"integer","minimum":0},"pattern":{"type":"string"},"test":{"$ref":"binding.schema.json#/$defs/condition"},"each":{"$ref":"binding.schema.json#/$defs/binding"},"message":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"rule":{"enum":["minLength","maxLength"]}}},"then":{"required":["value","limit"]}},{"if":{"properties":{"rule":{"const":"pattern"}}},"then":{"required":["value","pattern"]}},{"if":{"properties":{"rule":{"const":"required"}}},"then":{"required":["value"]}},{"if":{"properties":{"rule":{"const":"test"}}},"then":{"required":["test"]}}]};

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
const err17 = {instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/enum",keyword:"enum",params:{allowedValues: schema72.properties.rule.enum},message:"must be equal to one of the allowed values"};
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
if(!(validate55(data.test, {instancePath:instancePath+"/test",parentData:data,parentDataProperty:"test",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
if(data.each !== undefined){
let data8 = data.each;
if(typeof data8 === "string"){
if(!pattern5.test(data8)){
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
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema75 = {"type":"object","additionalProperties":false,"required":["name","children"],"properties":{"name":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}};
const schema76 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"node.schema.json","type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"enum":["ActionRow","Article","Barcode","Button","CaptchaImage","ChannelPicker","Checkbox","Countdown","Divider","DocFrame","ErrorState","Grid","Group","Hero","Image","ImagePicker","InfoList","ListItem","Notice","PhotoInfo","Picker","PlanList","ProductCard","QrCode","SiteLayout","Stack","StarRating","StatusBanner","SuccessMark","Tabs","Tag","Text","TextArea","TextField","ThemeScope"]},"id":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"props":{"type":"object"},"bind":{"$ref":"binding.schema.json#/$defs/statePath"},"on":{"type":"object","additionalProperties":{"$ref":"actions.schema.json#/$defs/chain"}},"children":{"type":"array","items":{"$ref":"#"}},"each":{"$ref":"binding.schema.json#/$defs/binding"},"key":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"type":{"const":"ActionRow"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ActionRow"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"icon":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/icon"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"value":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/value"},{"$ref":"binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/chevron"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Article"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Article"},"props":{"type":"object","additionalProperties":false,"required":["blocks"],"properties":{"blocks":{"anyOf":[{"$ref":"widgets/Article.schema.json#/properties/blocks"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/Article.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Barcode"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Barcode"},"props":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"anyOf":[{"$ref":"widgets/Barcode.schema.json#/properties/value"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/Barcode.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"height":{"anyOf":[{"$ref":"widgets/Barcode.schema.json#/properties/height"},{"$ref":"binding.schema.json#/$defs/binding"}]},"showText":{"anyOf":[{"$ref":"widgets/Barcode.schema.json#/properties/showText"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Button"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Button"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullWidth":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/fullWidth"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"CaptchaImage"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"CaptchaImage"},"props":{"type":"object","additionalProperties":false,"required":["endpoint","params","alt"],"properties":{"endpoint":{"anyOf":[{"$ref":"widgets/CaptchaImage.schema.json#/properties/endpoint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"params":{"anyOf":[{"$ref":"widgets/CaptchaImage.schema.json#/properties/params"},{"$ref":"binding.schema.json#/$defs/binding"}]},"reload":{"anyOf":[{"$ref":"widgets/CaptchaImage.schema.json#/properties/reload"},{"$ref":"binding.schema.json#/$defs/binding"}]},"timestampParam":{"anyOf":[{"$ref":"widgets/CaptchaImage.schema.json#/properties/timestampParam"},{"$ref":"binding.schema.json#/$defs/binding"}]},"alt":{"anyOf":[{"$ref":"widgets/CaptchaImage.schema.json#/properties/alt"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"refresh":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ChannelPicker"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ChannelPicker"},"props":{"type":"object","additionalProperties":false,"required":["label","choices"],"properties":{"label":{"anyOf":[{"$ref":"widgets/ChannelPicker.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/ChannelPicker.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"choices":{"anyOf":[{"$ref":"widgets/ChannelPicker.schema.json#/properties/choices"},{"$ref":"binding.schema.json#/$defs/binding"}]},"nameKey":{"anyOf":[{"$ref":"widgets/ChannelPicker.schema.json#/properties/nameKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"logoKey":{"anyOf":[{"$ref":"widgets/ChannelPicker.schema.json#/properties/logoKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/ChannelPicker.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"cancelLabel":{"anyOf":[{"$ref":"widgets/ChannelPicker.schema.json#/properties/cancelLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/ChannelPicker.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/ChannelPicker.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"choose":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Checkbox"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Checkbox"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Checkbox.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"links":{"anyOf":[{"$ref":"widgets/Checkbox.schema.json#/properties/links"},{"$ref":"binding.schema.json#/$defs/binding"}]},"linksLabel":{"anyOf":[{"$ref":"widgets/Checkbox.schema.json#/properties/linksLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"link":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Countdown"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Countdown"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Countdown.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"countingLabel":{"anyOf":[{"$ref":"widgets/Countdown.schema.json#/properties/countingLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Countdown.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Countdown.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullWidth":{"anyOf":[{"$ref":"widgets/Countdown.schema.json#/properties/fullWidth"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"},"blocked":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Divider"}},"required":["type"]},"then":{"properties":{"type":{"const":"Divider"},"props":{"type":"object","additionalProperties":false,"properties":{"spacing":{"anyOf":[{"$ref":"widgets/Divider.schema.json#/properties/spacing"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"DocFrame"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"DocFrame"},"props":{"type":"object","additionalProperties":false,"required":["src","title"],"properties":{"src":{"anyOf":[{"$ref":"widgets/DocFrame.schema.json#/properties/src"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/DocFrame.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"height":{"anyOf":[{"$ref":"widgets/DocFrame.schema.json#/properties/height"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ErrorState"}},"required":["type"]},"then":{"properties":{"type":{"const":"ErrorState"},"props":{"type":"object","additionalProperties":false,"properties":{"title":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"message":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/message"},{"$ref":"binding.schema.json#/$defs/binding"}]},"retryLabel":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/retryLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"retry":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/retry"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"retry":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Grid"}},"required":["type"]},"then":{"properties":{"type":{"const":"Grid"},"props":{"type":"object","additionalProperties":false,"properties":{"minColumnWidth":{"anyOf":[{"$ref":"widgets/Grid.schema.json#/properties/minColumnWidth"},{"$ref":"binding.schema.json#/$defs/binding"}]},"gap":{"anyOf":[{"$ref":"widgets/Grid.schema.json#/properties/gap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxColumns":{"anyOf":[{"$ref":"widgets/Grid.schema.json#/properties/maxColumns"},{"$ref":"binding.schema.json#/$defs/binding"}]},"template":{"anyOf":[{"$ref":"widgets/Grid.schema.json#/properties/template"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"Group"}},"required":["type"]},"then":{"properties":{"type":{"const":"Group"},"props":{"type":"object","additionalProperties":false,"properties":{}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"Hero"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Hero"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"eyebrow":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/eyebrow"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"text":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"size":{"anyOf":[{"$ref":"widgets/Hero.schema.json#/properties/size"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"Image"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Image"},"props":{"type":"object","additionalProperties":false,"required":["src","alt"],"properties":{"src":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/src"},{"$ref":"binding.schema.json#/$defs/binding"}]},"alt":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/alt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"width":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/width"},{"$ref":"binding.schema.json#/$defs/binding"}]},"height":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/height"},{"$ref":"binding.schema.json#/$defs/binding"}]},"radius":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/radius"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fit":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/fit"},{"$ref":"binding.schema.json#/$defs/binding"}]},"guarded":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/guarded"},{"$ref":"binding.schema.json#/$defs/binding"}]},"zoomable":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/zoomable"},{"$ref":"binding.schema.json#/$defs/binding"}]},"aspectRatio":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/aspectRatio"},{"$ref":"binding.schema.json#/$defs/binding"}]},"priority":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/priority"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ImagePicker"}},"required":["type"]},"then":{"properties":{"type":{"const":"ImagePicker"},"props":{"type":"object","additionalProperties":false,"properties":{"max":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/max"},{"$ref":"binding.schema.json#/$defs/binding"}]},"columns":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/columns"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxBytes":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/maxBytes"},{"$ref":"binding.schema.json#/$defs/binding"}]},"accept":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/accept"},{"$ref":"binding.schema.json#/$defs/binding"}]},"addLabel":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/addLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tooLargeMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/tooLargeMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"notImageMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/notImageMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/fullMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"imageAlt":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/imageAlt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"removeLabel":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/removeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"},"pick":{"$ref":"actions.schema.json#/$defs/chain"},"reject":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"InfoList"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"InfoList"},"props":{"type":"object","additionalProperties":false,"required":["rows"],"properties":{"title":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/labelKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/valueKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"collapsedRows":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/collapsedRows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"moreLabel":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/moreLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"lessLabel":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/lessLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ListItem"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ListItem"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"subtitle":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/subtitle"},{"$ref":"binding.schema.json#/$defs/binding"}]},"meta":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/meta"},{"$ref":"binding.schema.json#/$defs/binding"}]},"body":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/body"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/chevron"},{"$ref":"binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/selected"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tappable":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/tappable"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Notice"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Notice"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Notice.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Notice.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"PhotoInfo"}},"required":["type"]},"then":{"properties":{"type":{"const":"PhotoInfo"},"props":{"type":"object","additionalProperties":false,"properties":{"label":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"changeLabel":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/changeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"accept":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/accept"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"imageAlt":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/imageAlt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"nameLabel":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/nameLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"typeLabel":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/typeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"sizeLabel":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/sizeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Picker"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Picker"},"props":{"type":"object","additionalProperties":false,"required":["label","options"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"options":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/options"},{"$ref":"binding.schema.json#/$defs/binding"}]},"optionLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/optionLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"optionValue":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/optionValue"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"confirmLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/confirmLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"cancelLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/cancelLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"PlanList"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"PlanList"},"props":{"type":"object","additionalProperties":false,"required":["rows"],"properties":{"title":{"anyOf":[{"$ref":"widgets/PlanList.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/PlanList.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"titleKey":{"anyOf":[{"$ref":"widgets/PlanList.schema.json#/properties/titleKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"remarkKey":{"anyOf":[{"$ref":"widgets/PlanList.schema.json#/properties/remarkKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"amountKey":{"anyOf":[{"$ref":"widgets/PlanList.schema.json#/properties/amountKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"timeKey":{"anyOf":[{"$ref":"widgets/PlanList.schema.json#/properties/timeKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"amountFormat":{"anyOf":[{"$ref":"widgets/PlanList.schema.json#/properties/amountFormat"},{"$ref":"binding.schema.json#/$defs/binding"}]},"currencyFlag":{"anyOf":[{"$ref":"widgets/PlanList.schema.json#/properties/currencyFlag"},{"$ref":"binding.schema.json#/$defs/binding"}]},"timeLabel":{"anyOf":[{"$ref":"widgets/PlanList.schema.json#/properties/timeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/PlanList.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ProductCard"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ProductCard"},"props":{"type":"object","additionalProperties":false,"required":["name","buttonText"],"properties":{"logo":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/logo"},{"$ref":"binding.schema.json#/$defs/binding"}]},"name":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/name"},{"$ref":"binding.schema.json#/$defs/binding"}]},"buttonText":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/buttonText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"enabled":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/enabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"amountRange":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/amountRange"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rangeDesc":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/rangeDesc"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rate":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/rate"},{"$ref":"binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/description"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tags":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/tags"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"QrCode"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"QrCode"},"props":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"anyOf":[{"$ref":"widgets/QrCode.schema.json#/properties/value"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/QrCode.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"size":{"anyOf":[{"$ref":"widgets/QrCode.schema.json#/properties/size"},{"$ref":"binding.schema.json#/$defs/binding"}]},"errorCorrection":{"anyOf":[{"$ref":"widgets/QrCode.schema.json#/properties/errorCorrection"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"SiteLayout"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"SiteLayout"},"props":{"type":"object","additionalProperties":false,"required":["brand","items"],"properties":{"brand":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/brand"},{"$ref":"binding.schema.json#/$defs/binding"}]},"items":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/items"},{"$ref":"binding.schema.json#/$defs/binding"}]},"navLabel":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/navLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"menuLabel":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/menuLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"footer":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/footer"},{"$ref":"binding.schema.json#/$defs/binding"}]},"frame":{"anyOf":[{"$ref":"widgets/SiteLayout.schema.json#/properties/frame"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}}}}},{"if":{"properties":{"type":{"const":"Stack"}},"required":["type"]},"then":{"properties":{"type":{"const":"Stack"},"props":{"type":"object","additionalProperties":false,"properties":{"direction":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/direction"},{"$ref":"binding.schema.json#/$defs/binding"}]},"gap":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/gap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"padding":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/padding"},{"$ref":"binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/align"},{"$ref":"binding.schema.json#/$defs/binding"}]},"justify":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/justify"},{"$ref":"binding.schema.json#/$defs/binding"}]},"wrap":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/wrap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"StarRating"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StarRating"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"max":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/max"},{"$ref":"binding.schema.json#/$defs/binding"}]},"size":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/size"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"StatusBanner"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StatusBanner"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"image":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/description"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"SuccessMark"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"SuccessMark"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/SuccessMark.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/SuccessMark.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Tabs"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tabs"},"props":{"type":"object","additionalProperties":false,"required":["tabs"],"properties":{"tabs":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/tabs"},{"$ref":"binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/labelKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/valueKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"stretch":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/stretch"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Tag"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tag"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/selected"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Text"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Text"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/align"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]},"weight":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/weight"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"TextArea"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextArea"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/maxLength"},{"$ref":"binding.schema.json#/$defs/binding"}]},"counter":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/counter"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/error"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"TextField"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextField"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"inputMode":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/inputMode"},{"$ref":"binding.schema.json#/$defs/binding"}]},"filter":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/filter"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/maxLength"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/error"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"ThemeScope"}},"required":["type"]},"then":{"properties":{"type":{"const":"ThemeScope"},"props":{"type":"object","additionalProperties":false,"properties":{"brand":{"anyOf":[{"$ref":"widgets/ThemeScope.schema.json#/properties/brand"},{"$ref":"binding.schema.json#/$defs/binding"}]},"accent":{"anyOf":[{"$ref":"widgets/ThemeScope.schema.json#/properties/accent"},{"$ref":"binding.schema.json#/$defs/binding"}]},"onBrand":{"anyOf":[{"$ref":"widgets/ThemeScope.schema.json#/properties/onBrand"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}}]};
const schema78 = {"enum":["phone","mail","chat","info","none"]};
const schema80 = {"type":"string","minLength":1};
const schema82 = {"type":"string"};
const schema84 = {"type":"boolean"};
const schema88 = {"type":"array","items":{"oneOf":[{"type":"object","additionalProperties":false,"required":["kind","text"],"properties":{"kind":{"const":"heading"},"text":{"type":"string"},"level":{"enum":[2,3]}}},{"type":"object","additionalProperties":false,"required":["kind","text"],"properties":{"kind":{"const":"paragraph"},"text":{"type":"string"}}},{"type":"object","additionalProperties":false,"required":["kind","items"],"properties":{"kind":{"const":"list"},"ordered":{"type":"boolean"},"items":{"type":"array","minItems":1,"items":{"type":"string"}}}},{"type":"object","additionalProperties":false,"required":["kind","rows"],"properties":{"kind":{"const":"definitions"},"rows":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["term","detail"],"properties":{"term":{"type":"string"},"detail":{"type":"string"}}}}}}]}};
const schema90 = {"enum":["card","none"]};
const schema93 = {"type":"string","maxLength":80};
const schema95 = {"type":"string","minLength":1};
const schema97 = {"type":"integer","minimum":40,"maximum":200};
const schema99 = {"type":"boolean"};
const schema102 = {"type":"string","minLength":1};
const schema104 = {"enum":["primary","secondary","outline","text"]};
const schema106 = {"type":"string"};
const schema108 = {"type":"boolean"};
const schema110 = {"type":"boolean"};
const schema113 = {"enum":["getCaptcha"]};
const schema115 = {"type":"object","additionalProperties":{"type":["string","number"]}};
const schema117 = {"type":"integer","minimum":0};
const schema119 = {"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$"};
const schema121 = {"type":"string","minLength":1};
const schema124 = {"type":"string","minLength":1};
const schema126 = {"type":"string"};
const schema128 = {"type":"array","items":{"type":"object","additionalProperties":true,"properties":{"name":{"type":["string","number"]},"logo":{"type":"string"}}}};
const schema130 = {"type":"string","minLength":1};
const schema132 = {"type":"string","minLength":1};
const schema134 = {"enum":["primary","secondary","outline"]};
const schema136 = {"type":"string","minLength":1};
const schema138 = {"type":"string","minLength":1};
const schema140 = {"type":"boolean"};
const schema143 = {"type":"string","minLength":1};
const schema145 = {"type":"array","items":{"type":"string"}};
const schema147 = {"type":"string","minLength":1};
const schema150 = {"type":"string","minLength":1};
const schema152 = {"type":"string","minLength":1};
const schema154 = {"enum":["primary","secondary","outline","text"]};
const schema156 = {"type":"boolean"};
const schema158 = {"type":"boolean"};
const schema161 = {"type":"integer","minimum":0,"maximum":48};
const schema164 = {"type":"string"};
const schema166 = {"type":"string","minLength":1};
const schema168 = {"type":"integer","minimum":120,"maximum":1200};
const schema171 = {"type":"string"};
const schema173 = {"type":"string"};
const schema175 = {"type":"string","minLength":1};
const schema177 = {"type":"boolean"};
const schema179 = {"type":"string"};
const schema182 = {"type":"integer","minimum":120,"maximum":640};
const schema184 = {"type":"integer","minimum":0,"maximum":48};
const schema186 = {"type":"integer","minimum":1,"maximum":6};
const schema188 = {"enum":["equal","main-aside"]};
const schema191 = {"type":"string"};
const schema193 = {"type":"string","minLength":1};
const schema195 = {"type":"string"};
const schema197 = {"type":"string"};
const schema199 = {"enum":["large","compact"]};
const schema202 = {"type":"string"};
const schema204 = {"type":"string"};
const schema206 = {"type":"integer","minimum":1,"maximum":1200};
const schema208 = {"type":"integer","minimum":1,"maximum":1200};
const schema210 = {"type":"integer","minimum":0,"maximum":48};
const schema212 = {"enum":["cover","contain"]};
const schema214 = {"type":"boolean"};
const schema216 = {"type":"boolean"};
const schema218 = {"type":"number","exclusiveMinimum":0,"maximum":10};
const schema220 = {"type":"boolean"};
const schema223 = {"type":"integer","minimum":1,"maximum":30};
const schema225 = {"type":"integer","minimum":1,"maximum":6};
const schema227 = {"type":"integer","minimum":1};
const schema229 = {"type":"string","minLength":1};
const schema231 = {"type":"string","minLength":1};
const schema233 = {"type":"string","minLength":1};
const schema235 = {"type":"string","minLength":1};
const schema237 = {"type":"string","minLength":1};
const schema239 = {"type":"string","minLength":1};
const schema241 = {"type":"string","minLength":1};
const schema244 = {"type":"string"};
const schema246 = {"type":"array","items":{"type":"object","properties":{"text":{"type":["string","number"]},"value":{"type":["string","number"]}}}};
const schema248 = {"type":"string","minLength":1};
const schema250 = {"type":"string","minLength":1};
const schema252 = {"type":"integer","minimum":1};
const schema254 = {"type":"string","minLength":1};
const schema256 = {"type":"string","minLength":1};
const schema258 = {"type":"string"};
const schema260 = {"enum":["card","none"]};
const schema263 = {"type":"string"};
const schema265 = {"type":"string"};
const schema267 = {"type":"string"};
const schema269 = {"type":"string"};
const schema271 = {"type":"string"};
const schema273 = {"type":"boolean"};
const schema275 = {"type":"boolean"};
const schema277 = {"type":"boolean"};
const schema280 = {"type":"string"};
const schema282 = {"enum":["info","warning","success"]};
const schema285 = {"type":"string","minLength":1};
const schema287 = {"type":"string","minLength":1};
const schema289 = {"type":"string","minLength":1};
const schema291 = {"type":"string"};
const schema293 = {"type":"string","minLength":1};
const schema295 = {"type":"string","minLength":1};
const schema297 = {"type":"string","minLength":1};
const schema299 = {"type":"string","minLength":1};
const schema302 = {"type":"string","minLength":1};
const schema304 = {"type":"string"};
const schema306 = {"type":"string"};
const schema308 = {"type":"array","items":{"type":"object","additionalProperties":true}};
const schema310 = {"type":"string","minLength":1};
const schema312 = {"type":"string","minLength":1};
const schema314 = {"type":"string","minLength":1};
const schema316 = {"type":"string","minLength":1};
const schema318 = {"type":"string","minLength":1};
const schema320 = {"type":"string","minLength":1};
const schema322 = {"type":"boolean"};
const schema325 = {"type":"string"};
const schema327 = {"type":"array","items":{"type":"object","properties":{"title":{"type":["string","number"]},"remark":{"type":["string","number"]},"amount":{"type":["string","number"]},"time":{"type":["string","number"]}}}};
const schema329 = {"type":"string","minLength":1};
const schema331 = {"type":"string","minLength":1};
const schema333 = {"type":"string","minLength":1};
const schema335 = {"type":"string","minLength":1};
const schema337 = {"enum":["text","money","minorUnits"]};
const schema339 = {"type":"integer","enum":[0,1]};
const schema341 = {"type":"string"};
const schema343 = {"type":"string"};
const schema346 = {"type":"string"};
const schema348 = {"type":"string"};
const schema350 = {"type":"string","minLength":1};
const schema352 = {"type":"boolean"};
const schema354 = {"type":"string"};
const schema356 = {"type":"string"};
const schema358 = {"type":"string"};
const schema360 = {"type":"string"};
const schema362 = {"type":"array","items":{"type":"string"}};
const schema365 = {"type":"string","maxLength":1000};
const schema367 = {"type":"string","minLength":1};
const schema369 = {"type":"integer","minimum":120,"maximum":360};
const schema371 = {"enum":["L","M","Q","H"]};
const schema374 = {"type":"string","minLength":1};
const schema376 = {"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["label","value"],"properties":{"label":{"type":"string","minLength":1},"value":{"type":"string","minLength":1}}}};
const schema378 = {"type":"string","minLength":1};
const schema380 = {"type":"string","minLength":1};
const schema382 = {"type":"array","items":{"type":"string"}};
const schema384 = {"enum":["site","none"]};
const schema387 = {"enum":["column","row"]};
const schema389 = {"type":"integer","minimum":0,"maximum":48};
const schema391 = {"type":"integer","minimum":0,"maximum":48};
const schema393 = {"enum":["start","center","end","stretch"]};
const schema395 = {"enum":["start","center","end","between"]};
const schema397 = {"type":"boolean"};
const schema399 = {"enum":["none","card","page"]};
const schema402 = {"type":"string","minLength":1};
const schema404 = {"type":"integer","minimum":1,"maximum":10};
const schema406 = {"type":"integer","minimum":16,"maximum":64};
const schema409 = {"type":"string"};
const schema411 = {"type":"string"};
const schema413 = {"type":"string"};
const schema415 = {"enum":["brand","accent"]};
const schema418 = {"type":"string","minLength":1};
const schema420 = {"enum":["success","info"]};
const schema423 = {"type":"array","items":{"type":"object","additionalProperties":true}};
const schema425 = {"type":"string","minLength":1};
const schema427 = {"type":"string","minLength":1};
const schema429 = {"type":"string","minLength":1};
const schema431 = {"type":"boolean"};
const schema434 = {"type":"string"};
const schema436 = {"enum":["neutral","brand","accent"]};
const schema438 = {"type":"boolean"};
const schema441 = {"type":"string"};
const schema443 = {"enum":["title","subtitle","body","caption","hint","error","hero"]};
const schema445 = {"enum":["start","center","end"]};
const schema447 = {"enum":["default","muted","onBrand","accent","danger"]};
const schema449 = {"enum":["regular","medium","bold"]};
const schema452 = {"type":"string","minLength":1};
const schema454 = {"type":"string"};
const schema456 = {"type":"integer","minimum":1};
const schema458 = {"type":"boolean"};
const schema460 = {"type":"integer","minimum":2,"maximum":20};
const schema462 = {"type":"string"};
const schema464 = {"type":"boolean"};
const schema466 = {"type":"string"};
const schema469 = {"type":"string","minLength":1};
const schema471 = {"type":"string"};
const schema473 = {"enum":["text","numeric","tel","email","decimal"]};
const schema475 = {"enum":["none","digits"]};
const schema477 = {"type":"integer","minimum":1};
const schema479 = {"type":"string"};
const schema481 = {"type":"boolean"};
const schema483 = {"type":"string"};
const schema486 = {"type":"string"};
const schema488 = {"type":"string"};
const schema490 = {"type":"string"};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
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
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
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
if(!pattern5.test(data)){
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
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="node.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
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
const err6 = {instancePath:instancePath+"/props/icon",schemaPath:"widgets/ActionRow.schema.json#/properties/icon/enum",keyword:"enum",params:{allowedValues: schema78.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern5.test(data3)){
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
if(func2(data4) < 1){
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
if(!pattern5.test(data4)){
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
if(!pattern5.test(data5)){
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
if(!pattern5.test(data6)){
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
if(!(validate67(data7.tap, {instancePath:instancePath+"/on/tap",parentData:data7,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
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
const err40 = {instancePath:instancePath+"/props/blocks/" + i0+"/level",schemaPath:"widgets/Article.schema.json#/properties/blocks/items/oneOf/0/properties/level/enum",keyword:"enum",params:{allowedValues: schema88.items.oneOf[0].properties.level.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern5.test(data14)){
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
const err75 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/Article.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema90.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern5.test(data30)){
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
if("Barcode" !== data.type){
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
if("Barcode" !== data.type){
const err88 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/2/then/properties/type/const",keyword:"const",params:{allowedValue: "Barcode"},message:"must be equal to constant"};
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
if(data36.value === undefined){
const err89 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
for(const key9 in data36){
if(!((((key9 === "value") || (key9 === "label")) || (key9 === "height")) || (key9 === "showText"))){
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
if(data36.value !== undefined){
let data37 = data36.value;
const _errs120 = errors;
let valid44 = false;
const _errs121 = errors;
if(typeof data37 === "string"){
if(func2(data37) > 80){
const err91 = {instancePath:instancePath+"/props/value",schemaPath:"widgets/Barcode.schema.json#/properties/value/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
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
const err92 = {instancePath:instancePath+"/props/value",schemaPath:"widgets/Barcode.schema.json#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(!pattern5.test(data37)){
const err93 = {instancePath:instancePath+"/props/value",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err94 = {instancePath:instancePath+"/props/value",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err95 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/2/then/properties/props/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data36.label !== undefined){
let data38 = data36.label;
const _errs128 = errors;
let valid47 = false;
const _errs129 = errors;
if(typeof data38 === "string"){
if(func2(data38) < 1){
const err96 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Barcode.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
else {
const err97 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Barcode.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid11 = _errs129 === errors;
valid47 = valid47 || _valid11;
const _errs132 = errors;
if(typeof data38 === "string"){
if(!pattern5.test(data38)){
const err98 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid11 = _errs132 === errors;
valid47 = valid47 || _valid11;
if(!valid47){
const err100 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/2/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
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
if(data36.height !== undefined){
let data39 = data36.height;
const _errs136 = errors;
let valid50 = false;
const _errs137 = errors;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err101 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Barcode.schema.json#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 > 200 || isNaN(data39)){
const err102 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Barcode.schema.json#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data39 < 40 || isNaN(data39)){
const err103 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Barcode.schema.json#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 40},message:"must be >= 40"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
var _valid12 = _errs137 === errors;
valid50 = valid50 || _valid12;
const _errs140 = errors;
if(typeof data39 === "string"){
if(!pattern5.test(data39)){
const err104 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid12 = _errs140 === errors;
valid50 = valid50 || _valid12;
if(!valid50){
const err106 = {instancePath:instancePath+"/props/height",schemaPath:"#/allOf/2/then/properties/props/properties/height/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
else {
errors = _errs136;
if(vErrors !== null){
if(_errs136){
vErrors.length = _errs136;
}
else {
vErrors = null;
}
}
}
}
if(data36.showText !== undefined){
let data40 = data36.showText;
const _errs144 = errors;
let valid53 = false;
const _errs145 = errors;
if(typeof data40 !== "boolean"){
const err107 = {instancePath:instancePath+"/props/showText",schemaPath:"widgets/Barcode.schema.json#/properties/showText/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
var _valid13 = _errs145 === errors;
valid53 = valid53 || _valid13;
const _errs148 = errors;
if(typeof data40 === "string"){
if(!pattern5.test(data40)){
const err108 = {instancePath:instancePath+"/props/showText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err109 = {instancePath:instancePath+"/props/showText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
var _valid13 = _errs148 === errors;
valid53 = valid53 || _valid13;
if(!valid53){
const err110 = {instancePath:instancePath+"/props/showText",schemaPath:"#/allOf/2/then/properties/props/properties/showText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
else {
errors = _errs144;
if(vErrors !== null){
if(_errs144){
vErrors.length = _errs144;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err111 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data.on !== undefined){
let data41 = data.on;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
for(const key10 in data41){
const err112 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/2/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
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
const err113 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/2/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
if(data.children !== undefined){
const err114 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/2/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
if(data.bind !== undefined){
const err115 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/2/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
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
const err116 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
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
const _errs155 = errors;
let valid56 = true;
const _errs156 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err117 = {};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
else {
if(data.type !== undefined){
if("Button" !== data.type){
const err118 = {};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
}
}
var _valid14 = _errs156 === errors;
errors = _errs155;
if(vErrors !== null){
if(_errs155){
vErrors.length = _errs155;
}
else {
vErrors = null;
}
}
if(_valid14){
const _errs158 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err119 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(data.type !== undefined){
if("Button" !== data.type){
const err120 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/3/then/properties/type/const",keyword:"const",params:{allowedValue: "Button"},message:"must be equal to constant"};
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
let data46 = data.props;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.label === undefined){
const err121 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
for(const key11 in data46){
if(!(((((key11 === "label") || (key11 === "variant")) || (key11 === "hint")) || (key11 === "disabled")) || (key11 === "fullWidth"))){
const err122 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data46.label !== undefined){
let data47 = data46.label;
const _errs164 = errors;
let valid60 = false;
const _errs165 = errors;
if(typeof data47 === "string"){
if(func2(data47) < 1){
const err123 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Button.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err124 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Button.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
var _valid15 = _errs165 === errors;
valid60 = valid60 || _valid15;
const _errs168 = errors;
if(typeof data47 === "string"){
if(!pattern5.test(data47)){
const err125 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err126 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
var _valid15 = _errs168 === errors;
valid60 = valid60 || _valid15;
if(!valid60){
const err127 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/3/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
else {
errors = _errs164;
if(vErrors !== null){
if(_errs164){
vErrors.length = _errs164;
}
else {
vErrors = null;
}
}
}
}
if(data46.variant !== undefined){
let data48 = data46.variant;
const _errs172 = errors;
let valid63 = false;
const _errs173 = errors;
if(!((((data48 === "primary") || (data48 === "secondary")) || (data48 === "outline")) || (data48 === "text"))){
const err128 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/Button.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema104.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
var _valid16 = _errs173 === errors;
valid63 = valid63 || _valid16;
const _errs175 = errors;
if(typeof data48 === "string"){
if(!pattern5.test(data48)){
const err129 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err130 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
var _valid16 = _errs175 === errors;
valid63 = valid63 || _valid16;
if(!valid63){
const err131 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/3/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
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
if(data46.hint !== undefined){
let data49 = data46.hint;
const _errs179 = errors;
let valid66 = false;
const _errs180 = errors;
if(typeof data49 !== "string"){
const err132 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/Button.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
var _valid17 = _errs180 === errors;
valid66 = valid66 || _valid17;
const _errs183 = errors;
if(typeof data49 === "string"){
if(!pattern5.test(data49)){
const err133 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
else {
const err134 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
var _valid17 = _errs183 === errors;
valid66 = valid66 || _valid17;
if(!valid66){
const err135 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/3/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
else {
errors = _errs179;
if(vErrors !== null){
if(_errs179){
vErrors.length = _errs179;
}
else {
vErrors = null;
}
}
}
}
if(data46.disabled !== undefined){
let data50 = data46.disabled;
const _errs187 = errors;
let valid69 = false;
const _errs188 = errors;
if(typeof data50 !== "boolean"){
const err136 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/Button.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var _valid18 = _errs188 === errors;
valid69 = valid69 || _valid18;
const _errs191 = errors;
if(typeof data50 === "string"){
if(!pattern5.test(data50)){
const err137 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err138 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid18 = _errs191 === errors;
valid69 = valid69 || _valid18;
if(!valid69){
const err139 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/3/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
else {
errors = _errs187;
if(vErrors !== null){
if(_errs187){
vErrors.length = _errs187;
}
else {
vErrors = null;
}
}
}
}
if(data46.fullWidth !== undefined){
let data51 = data46.fullWidth;
const _errs195 = errors;
let valid72 = false;
const _errs196 = errors;
if(typeof data51 !== "boolean"){
const err140 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"widgets/Button.schema.json#/properties/fullWidth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var _valid19 = _errs196 === errors;
valid72 = valid72 || _valid19;
const _errs199 = errors;
if(typeof data51 === "string"){
if(!pattern5.test(data51)){
const err141 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err142 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid19 = _errs199 === errors;
valid72 = valid72 || _valid19;
if(!valid72){
const err143 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"#/allOf/3/then/properties/props/properties/fullWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
else {
errors = _errs195;
if(vErrors !== null){
if(_errs195){
vErrors.length = _errs195;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err144 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data.on !== undefined){
let data52 = data.on;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
for(const key12 in data52){
if(!(key12 === "tap")){
const err145 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/3/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data52.tap !== undefined){
if(!(validate67(data52.tap, {instancePath:instancePath+"/on/tap",parentData:data52,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err146 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/3/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data.children !== undefined){
const err147 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/3/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
if(data.bind !== undefined){
const err148 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/3/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
var _valid14 = _errs158 === errors;
valid56 = _valid14;
if(valid56){
var props4 = {};
props4.type = true;
props4.props = true;
props4.on = true;
props4.children = true;
props4.bind = true;
}
}
if(!valid56){
const err149 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
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
const _errs207 = errors;
let valid76 = true;
const _errs208 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
const err150 = {};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
else {
if(data.type !== undefined){
if("CaptchaImage" !== data.type){
const err151 = {};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
}
}
}
var _valid20 = _errs208 === errors;
errors = _errs207;
if(vErrors !== null){
if(_errs207){
vErrors.length = _errs207;
}
else {
vErrors = null;
}
}
if(_valid20){
const _errs210 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err152 = {instancePath,schemaPath:"#/allOf/4/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(data.type !== undefined){
if("CaptchaImage" !== data.type){
const err153 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/4/then/properties/type/const",keyword:"const",params:{allowedValue: "CaptchaImage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
if(data.props !== undefined){
let data58 = data.props;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.endpoint === undefined){
const err154 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/required",keyword:"required",params:{missingProperty: "endpoint"},message:"must have required property '"+"endpoint"+"'"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(data58.params === undefined){
const err155 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(data58.alt === undefined){
const err156 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
for(const key13 in data58){
if(!(((((key13 === "endpoint") || (key13 === "params")) || (key13 === "reload")) || (key13 === "timestampParam")) || (key13 === "alt"))){
const err157 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
if(data58.endpoint !== undefined){
let data59 = data58.endpoint;
const _errs216 = errors;
let valid80 = false;
const _errs217 = errors;
if(!(data59 === "getCaptcha")){
const err158 = {instancePath:instancePath+"/props/endpoint",schemaPath:"widgets/CaptchaImage.schema.json#/properties/endpoint/enum",keyword:"enum",params:{allowedValues: schema113.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
var _valid21 = _errs217 === errors;
valid80 = valid80 || _valid21;
const _errs219 = errors;
if(typeof data59 === "string"){
if(!pattern5.test(data59)){
const err159 = {instancePath:instancePath+"/props/endpoint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
else {
const err160 = {instancePath:instancePath+"/props/endpoint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
var _valid21 = _errs219 === errors;
valid80 = valid80 || _valid21;
if(!valid80){
const err161 = {instancePath:instancePath+"/props/endpoint",schemaPath:"#/allOf/4/then/properties/props/properties/endpoint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
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
if(data58.params !== undefined){
let data60 = data58.params;
const _errs223 = errors;
let valid83 = false;
const _errs224 = errors;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
for(const key14 in data60){
let data61 = data60[key14];
if((typeof data61 !== "string") && (!((typeof data61 == "number") && (isFinite(data61))))){
const err162 = {instancePath:instancePath+"/props/params/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"widgets/CaptchaImage.schema.json#/properties/params/additionalProperties/type",keyword:"type",params:{type: schema115.additionalProperties.type},message:"must be string,number"};
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
else {
const err163 = {instancePath:instancePath+"/props/params",schemaPath:"widgets/CaptchaImage.schema.json#/properties/params/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
var _valid22 = _errs224 === errors;
valid83 = valid83 || _valid22;
const _errs230 = errors;
if(typeof data60 === "string"){
if(!pattern5.test(data60)){
const err164 = {instancePath:instancePath+"/props/params",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
else {
const err165 = {instancePath:instancePath+"/props/params",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
var _valid22 = _errs230 === errors;
valid83 = valid83 || _valid22;
if(!valid83){
const err166 = {instancePath:instancePath+"/props/params",schemaPath:"#/allOf/4/then/properties/props/properties/params/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
else {
errors = _errs223;
if(vErrors !== null){
if(_errs223){
vErrors.length = _errs223;
}
else {
vErrors = null;
}
}
}
}
if(data58.reload !== undefined){
let data62 = data58.reload;
const _errs234 = errors;
let valid87 = false;
const _errs235 = errors;
if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){
const err167 = {instancePath:instancePath+"/props/reload",schemaPath:"widgets/CaptchaImage.schema.json#/properties/reload/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 < 0 || isNaN(data62)){
const err168 = {instancePath:instancePath+"/props/reload",schemaPath:"widgets/CaptchaImage.schema.json#/properties/reload/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
var _valid23 = _errs235 === errors;
valid87 = valid87 || _valid23;
const _errs238 = errors;
if(typeof data62 === "string"){
if(!pattern5.test(data62)){
const err169 = {instancePath:instancePath+"/props/reload",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
else {
const err170 = {instancePath:instancePath+"/props/reload",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
var _valid23 = _errs238 === errors;
valid87 = valid87 || _valid23;
if(!valid87){
const err171 = {instancePath:instancePath+"/props/reload",schemaPath:"#/allOf/4/then/properties/props/properties/reload/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
else {
errors = _errs234;
if(vErrors !== null){
if(_errs234){
vErrors.length = _errs234;
}
else {
vErrors = null;
}
}
}
}
if(data58.timestampParam !== undefined){
let data63 = data58.timestampParam;
const _errs242 = errors;
let valid90 = false;
const _errs243 = errors;
if(typeof data63 === "string"){
if(!pattern6.test(data63)){
const err172 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"widgets/CaptchaImage.schema.json#/properties/timestampParam/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
}
else {
const err173 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"widgets/CaptchaImage.schema.json#/properties/timestampParam/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
var _valid24 = _errs243 === errors;
valid90 = valid90 || _valid24;
const _errs246 = errors;
if(typeof data63 === "string"){
if(!pattern5.test(data63)){
const err174 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err175 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
var _valid24 = _errs246 === errors;
valid90 = valid90 || _valid24;
if(!valid90){
const err176 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"#/allOf/4/then/properties/props/properties/timestampParam/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
else {
errors = _errs242;
if(vErrors !== null){
if(_errs242){
vErrors.length = _errs242;
}
else {
vErrors = null;
}
}
}
}
if(data58.alt !== undefined){
let data64 = data58.alt;
const _errs250 = errors;
let valid93 = false;
const _errs251 = errors;
if(typeof data64 === "string"){
if(func2(data64) < 1){
const err177 = {instancePath:instancePath+"/props/alt",schemaPath:"widgets/CaptchaImage.schema.json#/properties/alt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err178 = {instancePath:instancePath+"/props/alt",schemaPath:"widgets/CaptchaImage.schema.json#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
var _valid25 = _errs251 === errors;
valid93 = valid93 || _valid25;
const _errs254 = errors;
if(typeof data64 === "string"){
if(!pattern5.test(data64)){
const err179 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
}
else {
const err180 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
var _valid25 = _errs254 === errors;
valid93 = valid93 || _valid25;
if(!valid93){
const err181 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/4/then/properties/props/properties/alt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
else {
errors = _errs250;
if(vErrors !== null){
if(_errs250){
vErrors.length = _errs250;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err182 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
}
if(data.on !== undefined){
let data65 = data.on;
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
for(const key15 in data65){
if(!(key15 === "refresh")){
const err183 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/4/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
}
if(data65.refresh !== undefined){
if(!(validate67(data65.refresh, {instancePath:instancePath+"/on/refresh",parentData:data65,parentDataProperty:"refresh",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err184 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/4/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
}
if(data.children !== undefined){
const err185 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/4/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
if(data.bind !== undefined){
const err186 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/4/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
}
var _valid20 = _errs210 === errors;
valid76 = _valid20;
if(valid76){
var props6 = {};
props6.type = true;
props6.props = true;
props6.on = true;
props6.children = true;
props6.bind = true;
}
}
if(!valid76){
const err187 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
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
const _errs262 = errors;
let valid97 = true;
const _errs263 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.type === undefined) && (missing5 = "type")){
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
if("ChannelPicker" !== data.type){
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
var _valid26 = _errs263 === errors;
errors = _errs262;
if(vErrors !== null){
if(_errs262){
vErrors.length = _errs262;
}
else {
vErrors = null;
}
}
if(_valid26){
const _errs265 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err190 = {instancePath,schemaPath:"#/allOf/5/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
if(data.type !== undefined){
if("ChannelPicker" !== data.type){
const err191 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/5/then/properties/type/const",keyword:"const",params:{allowedValue: "ChannelPicker"},message:"must be equal to constant"};
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
let data71 = data.props;
if(data71 && typeof data71 == "object" && !Array.isArray(data71)){
if(data71.label === undefined){
const err192 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
if(data71.choices === undefined){
const err193 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/required",keyword:"required",params:{missingProperty: "choices"},message:"must have required property '"+"choices"+"'"};
if(vErrors === null){
vErrors = [err193];
}
else {
vErrors.push(err193);
}
errors++;
}
for(const key16 in data71){
if(!(func1.call(schema76.allOf[5].then.properties.props.properties, key16))){
const err194 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
}
if(data71.label !== undefined){
let data72 = data71.label;
const _errs271 = errors;
let valid101 = false;
const _errs272 = errors;
if(typeof data72 === "string"){
if(func2(data72) < 1){
const err195 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/ChannelPicker.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err196 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/ChannelPicker.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
var _valid27 = _errs272 === errors;
valid101 = valid101 || _valid27;
const _errs275 = errors;
if(typeof data72 === "string"){
if(!pattern5.test(data72)){
const err197 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err198 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
var _valid27 = _errs275 === errors;
valid101 = valid101 || _valid27;
if(!valid101){
const err199 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/5/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
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
if(data71.title !== undefined){
let data73 = data71.title;
const _errs279 = errors;
let valid104 = false;
const _errs280 = errors;
if(typeof data73 !== "string"){
const err200 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/ChannelPicker.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
var _valid28 = _errs280 === errors;
valid104 = valid104 || _valid28;
const _errs283 = errors;
if(typeof data73 === "string"){
if(!pattern5.test(data73)){
const err201 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err202 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
var _valid28 = _errs283 === errors;
valid104 = valid104 || _valid28;
if(!valid104){
const err203 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/5/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
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
if(data71.choices !== undefined){
let data74 = data71.choices;
const _errs287 = errors;
let valid107 = false;
const _errs288 = errors;
if(Array.isArray(data74)){
const len3 = data74.length;
for(let i3=0; i3<len3; i3++){
let data75 = data74[i3];
if(data75 && typeof data75 == "object" && !Array.isArray(data75)){
if(data75.name !== undefined){
let data76 = data75.name;
if((typeof data76 !== "string") && (!((typeof data76 == "number") && (isFinite(data76))))){
const err204 = {instancePath:instancePath+"/props/choices/" + i3+"/name",schemaPath:"widgets/ChannelPicker.schema.json#/properties/choices/items/properties/name/type",keyword:"type",params:{type: schema128.items.properties.name.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
}
if(data75.logo !== undefined){
if(typeof data75.logo !== "string"){
const err205 = {instancePath:instancePath+"/props/choices/" + i3+"/logo",schemaPath:"widgets/ChannelPicker.schema.json#/properties/choices/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
}
else {
const err206 = {instancePath:instancePath+"/props/choices/" + i3,schemaPath:"widgets/ChannelPicker.schema.json#/properties/choices/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
}
}
else {
const err207 = {instancePath:instancePath+"/props/choices",schemaPath:"widgets/ChannelPicker.schema.json#/properties/choices/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
var _valid29 = _errs288 === errors;
valid107 = valid107 || _valid29;
const _errs298 = errors;
if(typeof data74 === "string"){
if(!pattern5.test(data74)){
const err208 = {instancePath:instancePath+"/props/choices",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err209 = {instancePath:instancePath+"/props/choices",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
var _valid29 = _errs298 === errors;
valid107 = valid107 || _valid29;
if(!valid107){
const err210 = {instancePath:instancePath+"/props/choices",schemaPath:"#/allOf/5/then/properties/props/properties/choices/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
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
if(data71.nameKey !== undefined){
let data78 = data71.nameKey;
const _errs302 = errors;
let valid113 = false;
const _errs303 = errors;
if(typeof data78 === "string"){
if(func2(data78) < 1){
const err211 = {instancePath:instancePath+"/props/nameKey",schemaPath:"widgets/ChannelPicker.schema.json#/properties/nameKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
else {
const err212 = {instancePath:instancePath+"/props/nameKey",schemaPath:"widgets/ChannelPicker.schema.json#/properties/nameKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
}
errors++;
}
var _valid30 = _errs303 === errors;
valid113 = valid113 || _valid30;
const _errs306 = errors;
if(typeof data78 === "string"){
if(!pattern5.test(data78)){
const err213 = {instancePath:instancePath+"/props/nameKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err214 = {instancePath:instancePath+"/props/nameKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
var _valid30 = _errs306 === errors;
valid113 = valid113 || _valid30;
if(!valid113){
const err215 = {instancePath:instancePath+"/props/nameKey",schemaPath:"#/allOf/5/then/properties/props/properties/nameKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
else {
errors = _errs302;
if(vErrors !== null){
if(_errs302){
vErrors.length = _errs302;
}
else {
vErrors = null;
}
}
}
}
if(data71.logoKey !== undefined){
let data79 = data71.logoKey;
const _errs310 = errors;
let valid116 = false;
const _errs311 = errors;
if(typeof data79 === "string"){
if(func2(data79) < 1){
const err216 = {instancePath:instancePath+"/props/logoKey",schemaPath:"widgets/ChannelPicker.schema.json#/properties/logoKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err217 = {instancePath:instancePath+"/props/logoKey",schemaPath:"widgets/ChannelPicker.schema.json#/properties/logoKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
var _valid31 = _errs311 === errors;
valid116 = valid116 || _valid31;
const _errs314 = errors;
if(typeof data79 === "string"){
if(!pattern5.test(data79)){
const err218 = {instancePath:instancePath+"/props/logoKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err219 = {instancePath:instancePath+"/props/logoKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
var _valid31 = _errs314 === errors;
valid116 = valid116 || _valid31;
if(!valid116){
const err220 = {instancePath:instancePath+"/props/logoKey",schemaPath:"#/allOf/5/then/properties/props/properties/logoKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
else {
errors = _errs310;
if(vErrors !== null){
if(_errs310){
vErrors.length = _errs310;
}
else {
vErrors = null;
}
}
}
}
if(data71.variant !== undefined){
let data80 = data71.variant;
const _errs318 = errors;
let valid119 = false;
const _errs319 = errors;
if(!(((data80 === "primary") || (data80 === "secondary")) || (data80 === "outline"))){
const err221 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/ChannelPicker.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema134.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
var _valid32 = _errs319 === errors;
valid119 = valid119 || _valid32;
const _errs321 = errors;
if(typeof data80 === "string"){
if(!pattern5.test(data80)){
const err222 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
}
else {
const err223 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
var _valid32 = _errs321 === errors;
valid119 = valid119 || _valid32;
if(!valid119){
const err224 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/5/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err224];
}
else {
vErrors.push(err224);
}
errors++;
}
else {
errors = _errs318;
if(vErrors !== null){
if(_errs318){
vErrors.length = _errs318;
}
else {
vErrors = null;
}
}
}
}
if(data71.cancelLabel !== undefined){
let data81 = data71.cancelLabel;
const _errs325 = errors;
let valid122 = false;
const _errs326 = errors;
if(typeof data81 === "string"){
if(func2(data81) < 1){
const err225 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/ChannelPicker.schema.json#/properties/cancelLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
}
else {
const err226 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/ChannelPicker.schema.json#/properties/cancelLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
var _valid33 = _errs326 === errors;
valid122 = valid122 || _valid33;
const _errs329 = errors;
if(typeof data81 === "string"){
if(!pattern5.test(data81)){
const err227 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err228 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
var _valid33 = _errs329 === errors;
valid122 = valid122 || _valid33;
if(!valid122){
const err229 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/5/then/properties/props/properties/cancelLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
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
if(data71.emptyText !== undefined){
let data82 = data71.emptyText;
const _errs333 = errors;
let valid125 = false;
const _errs334 = errors;
if(typeof data82 === "string"){
if(func2(data82) < 1){
const err230 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/ChannelPicker.schema.json#/properties/emptyText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err231 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/ChannelPicker.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
var _valid34 = _errs334 === errors;
valid125 = valid125 || _valid34;
const _errs337 = errors;
if(typeof data82 === "string"){
if(!pattern5.test(data82)){
const err232 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err233 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
var _valid34 = _errs337 === errors;
valid125 = valid125 || _valid34;
if(!valid125){
const err234 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/5/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
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
if(data71.disabled !== undefined){
let data83 = data71.disabled;
const _errs341 = errors;
let valid128 = false;
const _errs342 = errors;
if(typeof data83 !== "boolean"){
const err235 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/ChannelPicker.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
var _valid35 = _errs342 === errors;
valid128 = valid128 || _valid35;
const _errs345 = errors;
if(typeof data83 === "string"){
if(!pattern5.test(data83)){
const err236 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err237 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
}
errors++;
}
var _valid35 = _errs345 === errors;
valid128 = valid128 || _valid35;
if(!valid128){
const err238 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/5/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
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
}
else {
const err239 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
}
if(data.on !== undefined){
let data84 = data.on;
if(data84 && typeof data84 == "object" && !Array.isArray(data84)){
for(const key17 in data84){
if(!(key17 === "choose")){
const err240 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
}
if(data84.choose !== undefined){
if(!(validate67(data84.choose, {instancePath:instancePath+"/on/choose",parentData:data84,parentDataProperty:"choose",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err241 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
if(data.children !== undefined){
const err242 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/5/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err242];
}
else {
vErrors.push(err242);
}
errors++;
}
if(data.bind !== undefined){
const err243 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/5/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
}
var _valid26 = _errs265 === errors;
valid97 = _valid26;
if(valid97){
var props7 = {};
props7.type = true;
props7.props = true;
props7.on = true;
props7.children = true;
props7.bind = true;
}
}
if(!valid97){
const err244 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
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
const _errs353 = errors;
let valid132 = true;
const _errs354 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
const err245 = {};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
else {
if(data.type !== undefined){
if("Checkbox" !== data.type){
const err246 = {};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
}
}
}
var _valid36 = _errs354 === errors;
errors = _errs353;
if(vErrors !== null){
if(_errs353){
vErrors.length = _errs353;
}
else {
vErrors = null;
}
}
if(_valid36){
const _errs356 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err247 = {instancePath,schemaPath:"#/allOf/6/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
if(data.type !== undefined){
if("Checkbox" !== data.type){
const err248 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/6/then/properties/type/const",keyword:"const",params:{allowedValue: "Checkbox"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
}
if(data.props !== undefined){
let data90 = data.props;
if(data90 && typeof data90 == "object" && !Array.isArray(data90)){
if(data90.label === undefined){
const err249 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
for(const key18 in data90){
if(!(((key18 === "label") || (key18 === "links")) || (key18 === "linksLabel"))){
const err250 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
}
errors++;
}
}
if(data90.label !== undefined){
let data91 = data90.label;
const _errs362 = errors;
let valid136 = false;
const _errs363 = errors;
if(typeof data91 === "string"){
if(func2(data91) < 1){
const err251 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Checkbox.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err252 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Checkbox.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
var _valid37 = _errs363 === errors;
valid136 = valid136 || _valid37;
const _errs366 = errors;
if(typeof data91 === "string"){
if(!pattern5.test(data91)){
const err253 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
}
else {
const err254 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
var _valid37 = _errs366 === errors;
valid136 = valid136 || _valid37;
if(!valid136){
const err255 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/6/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
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
if(data90.links !== undefined){
let data92 = data90.links;
const _errs370 = errors;
let valid139 = false;
const _errs371 = errors;
if(Array.isArray(data92)){
const len4 = data92.length;
for(let i4=0; i4<len4; i4++){
if(typeof data92[i4] !== "string"){
const err256 = {instancePath:instancePath+"/props/links/" + i4,schemaPath:"widgets/Checkbox.schema.json#/properties/links/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
}
errors++;
}
}
}
else {
const err257 = {instancePath:instancePath+"/props/links",schemaPath:"widgets/Checkbox.schema.json#/properties/links/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
var _valid38 = _errs371 === errors;
valid139 = valid139 || _valid38;
const _errs376 = errors;
if(typeof data92 === "string"){
if(!pattern5.test(data92)){
const err258 = {instancePath:instancePath+"/props/links",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err259 = {instancePath:instancePath+"/props/links",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
var _valid38 = _errs376 === errors;
valid139 = valid139 || _valid38;
if(!valid139){
const err260 = {instancePath:instancePath+"/props/links",schemaPath:"#/allOf/6/then/properties/props/properties/links/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
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
if(data90.linksLabel !== undefined){
let data94 = data90.linksLabel;
const _errs380 = errors;
let valid144 = false;
const _errs381 = errors;
if(typeof data94 === "string"){
if(func2(data94) < 1){
const err261 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"widgets/Checkbox.schema.json#/properties/linksLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err262 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"widgets/Checkbox.schema.json#/properties/linksLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
var _valid39 = _errs381 === errors;
valid144 = valid144 || _valid39;
const _errs384 = errors;
if(typeof data94 === "string"){
if(!pattern5.test(data94)){
const err263 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
else {
const err264 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
var _valid39 = _errs384 === errors;
valid144 = valid144 || _valid39;
if(!valid144){
const err265 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"#/allOf/6/then/properties/props/properties/linksLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
else {
errors = _errs380;
if(vErrors !== null){
if(_errs380){
vErrors.length = _errs380;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err266 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
}
if(data.on !== undefined){
let data95 = data.on;
if(data95 && typeof data95 == "object" && !Array.isArray(data95)){
for(const key19 in data95){
if(!(key19 === "link")){
const err267 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
if(data95.link !== undefined){
if(!(validate67(data95.link, {instancePath:instancePath+"/on/link",parentData:data95,parentDataProperty:"link",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err268 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
}
errors++;
}
}
if(data.children !== undefined){
const err269 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/6/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
}
var _valid36 = _errs356 === errors;
valid132 = _valid36;
if(valid132){
var props8 = {};
props8.type = true;
props8.props = true;
props8.on = true;
props8.children = true;
}
}
if(!valid132){
const err270 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
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
const _errs392 = errors;
let valid148 = true;
const _errs393 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.type === undefined) && (missing7 = "type")){
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
if("Countdown" !== data.type){
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
var _valid40 = _errs393 === errors;
errors = _errs392;
if(vErrors !== null){
if(_errs392){
vErrors.length = _errs392;
}
else {
vErrors = null;
}
}
if(_valid40){
const _errs395 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err273 = {instancePath,schemaPath:"#/allOf/7/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
if(data.type !== undefined){
if("Countdown" !== data.type){
const err274 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/7/then/properties/type/const",keyword:"const",params:{allowedValue: "Countdown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data.props !== undefined){
let data100 = data.props;
if(data100 && typeof data100 == "object" && !Array.isArray(data100)){
if(data100.label === undefined){
const err275 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
for(const key20 in data100){
if(!(((((key20 === "label") || (key20 === "countingLabel")) || (key20 === "variant")) || (key20 === "disabled")) || (key20 === "fullWidth"))){
const err276 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err276];
}
else {
vErrors.push(err276);
}
errors++;
}
}
if(data100.label !== undefined){
let data101 = data100.label;
const _errs401 = errors;
let valid152 = false;
const _errs402 = errors;
if(typeof data101 === "string"){
if(func2(data101) < 1){
const err277 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Countdown.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
}
else {
const err278 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Countdown.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
}
errors++;
}
var _valid41 = _errs402 === errors;
valid152 = valid152 || _valid41;
const _errs405 = errors;
if(typeof data101 === "string"){
if(!pattern5.test(data101)){
const err279 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
}
else {
const err280 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
var _valid41 = _errs405 === errors;
valid152 = valid152 || _valid41;
if(!valid152){
const err281 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/7/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
else {
errors = _errs401;
if(vErrors !== null){
if(_errs401){
vErrors.length = _errs401;
}
else {
vErrors = null;
}
}
}
}
if(data100.countingLabel !== undefined){
let data102 = data100.countingLabel;
const _errs409 = errors;
let valid155 = false;
const _errs410 = errors;
if(typeof data102 === "string"){
if(func2(data102) < 1){
const err282 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"widgets/Countdown.schema.json#/properties/countingLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
}
errors++;
}
}
else {
const err283 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"widgets/Countdown.schema.json#/properties/countingLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
var _valid42 = _errs410 === errors;
valid155 = valid155 || _valid42;
const _errs413 = errors;
if(typeof data102 === "string"){
if(!pattern5.test(data102)){
const err284 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err285 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
var _valid42 = _errs413 === errors;
valid155 = valid155 || _valid42;
if(!valid155){
const err286 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"#/allOf/7/then/properties/props/properties/countingLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
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
if(data100.variant !== undefined){
let data103 = data100.variant;
const _errs417 = errors;
let valid158 = false;
const _errs418 = errors;
if(!((((data103 === "primary") || (data103 === "secondary")) || (data103 === "outline")) || (data103 === "text"))){
const err287 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/Countdown.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema154.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
var _valid43 = _errs418 === errors;
valid158 = valid158 || _valid43;
const _errs420 = errors;
if(typeof data103 === "string"){
if(!pattern5.test(data103)){
const err288 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err288];
}
else {
vErrors.push(err288);
}
errors++;
}
}
else {
const err289 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
var _valid43 = _errs420 === errors;
valid158 = valid158 || _valid43;
if(!valid158){
const err290 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/7/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
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
if(data100.disabled !== undefined){
let data104 = data100.disabled;
const _errs424 = errors;
let valid161 = false;
const _errs425 = errors;
if(typeof data104 !== "boolean"){
const err291 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/Countdown.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
var _valid44 = _errs425 === errors;
valid161 = valid161 || _valid44;
const _errs428 = errors;
if(typeof data104 === "string"){
if(!pattern5.test(data104)){
const err292 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err293 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
var _valid44 = _errs428 === errors;
valid161 = valid161 || _valid44;
if(!valid161){
const err294 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/7/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
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
if(data100.fullWidth !== undefined){
let data105 = data100.fullWidth;
const _errs432 = errors;
let valid164 = false;
const _errs433 = errors;
if(typeof data105 !== "boolean"){
const err295 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"widgets/Countdown.schema.json#/properties/fullWidth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
var _valid45 = _errs433 === errors;
valid164 = valid164 || _valid45;
const _errs436 = errors;
if(typeof data105 === "string"){
if(!pattern5.test(data105)){
const err296 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err297 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
var _valid45 = _errs436 === errors;
valid164 = valid164 || _valid45;
if(!valid164){
const err298 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"#/allOf/7/then/properties/props/properties/fullWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
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
}
else {
const err299 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
if(data.on !== undefined){
let data106 = data.on;
if(data106 && typeof data106 == "object" && !Array.isArray(data106)){
for(const key21 in data106){
if(!((key21 === "tap") || (key21 === "blocked"))){
const err300 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
if(data106.tap !== undefined){
if(!(validate67(data106.tap, {instancePath:instancePath+"/on/tap",parentData:data106,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
if(data106.blocked !== undefined){
if(!(validate67(data106.blocked, {instancePath:instancePath+"/on/blocked",parentData:data106,parentDataProperty:"blocked",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err301 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
if(data.children !== undefined){
const err302 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/7/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
}
errors++;
}
}
var _valid40 = _errs395 === errors;
valid148 = _valid40;
if(valid148){
var props9 = {};
props9.type = true;
props9.props = true;
props9.on = true;
props9.children = true;
}
}
if(!valid148){
const err303 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
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
const _errs445 = errors;
let valid168 = true;
const _errs446 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.type === undefined) && (missing8 = "type")){
const err304 = {};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
else {
if(data.type !== undefined){
if("Divider" !== data.type){
const err305 = {};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
}
}
var _valid46 = _errs446 === errors;
errors = _errs445;
if(vErrors !== null){
if(_errs445){
vErrors.length = _errs445;
}
else {
vErrors = null;
}
}
if(_valid46){
const _errs448 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Divider" !== data.type){
const err306 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/8/then/properties/type/const",keyword:"const",params:{allowedValue: "Divider"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
}
if(data.props !== undefined){
let data112 = data.props;
if(data112 && typeof data112 == "object" && !Array.isArray(data112)){
for(const key22 in data112){
if(!(key22 === "spacing")){
const err307 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
if(data112.spacing !== undefined){
let data113 = data112.spacing;
const _errs454 = errors;
let valid172 = false;
const _errs455 = errors;
if(!(((typeof data113 == "number") && (!(data113 % 1) && !isNaN(data113))) && (isFinite(data113)))){
const err308 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
if((typeof data113 == "number") && (isFinite(data113))){
if(data113 > 48 || isNaN(data113)){
const err309 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
if(data113 < 0 || isNaN(data113)){
const err310 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
}
var _valid47 = _errs455 === errors;
valid172 = valid172 || _valid47;
const _errs458 = errors;
if(typeof data113 === "string"){
if(!pattern5.test(data113)){
const err311 = {instancePath:instancePath+"/props/spacing",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err312 = {instancePath:instancePath+"/props/spacing",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
var _valid47 = _errs458 === errors;
valid172 = valid172 || _valid47;
if(!valid172){
const err313 = {instancePath:instancePath+"/props/spacing",schemaPath:"#/allOf/8/then/properties/props/properties/spacing/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
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
}
else {
const err314 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
if(data.on !== undefined){
let data114 = data.on;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
for(const key23 in data114){
const err315 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
}
else {
const err316 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
if(data.children !== undefined){
const err317 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/8/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
if(data.bind !== undefined){
const err318 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/8/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
var _valid46 = _errs448 === errors;
valid168 = _valid46;
if(valid168){
var props10 = {};
props10.type = true;
props10.props = true;
props10.on = true;
props10.children = true;
props10.bind = true;
}
}
if(!valid168){
const err319 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
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
const _errs465 = errors;
let valid175 = true;
const _errs466 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.type === undefined) && (missing9 = "type")){
const err320 = {};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
else {
if(data.type !== undefined){
if("DocFrame" !== data.type){
const err321 = {};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
}
}
}
var _valid48 = _errs466 === errors;
errors = _errs465;
if(vErrors !== null){
if(_errs465){
vErrors.length = _errs465;
}
else {
vErrors = null;
}
}
if(_valid48){
const _errs468 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err322 = {instancePath,schemaPath:"#/allOf/9/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
if(data.type !== undefined){
if("DocFrame" !== data.type){
const err323 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/9/then/properties/type/const",keyword:"const",params:{allowedValue: "DocFrame"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
}
if(data.props !== undefined){
let data119 = data.props;
if(data119 && typeof data119 == "object" && !Array.isArray(data119)){
if(data119.src === undefined){
const err324 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
if(data119.title === undefined){
const err325 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
for(const key24 in data119){
if(!(((key24 === "src") || (key24 === "title")) || (key24 === "height"))){
const err326 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
}
if(data119.src !== undefined){
let data120 = data119.src;
const _errs474 = errors;
let valid179 = false;
const _errs475 = errors;
if(typeof data120 !== "string"){
const err327 = {instancePath:instancePath+"/props/src",schemaPath:"widgets/DocFrame.schema.json#/properties/src/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
var _valid49 = _errs475 === errors;
valid179 = valid179 || _valid49;
const _errs478 = errors;
if(typeof data120 === "string"){
if(!pattern5.test(data120)){
const err328 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
else {
const err329 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
var _valid49 = _errs478 === errors;
valid179 = valid179 || _valid49;
if(!valid179){
const err330 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/9/then/properties/props/properties/src/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
else {
errors = _errs474;
if(vErrors !== null){
if(_errs474){
vErrors.length = _errs474;
}
else {
vErrors = null;
}
}
}
}
if(data119.title !== undefined){
let data121 = data119.title;
const _errs482 = errors;
let valid182 = false;
const _errs483 = errors;
if(typeof data121 === "string"){
if(func2(data121) < 1){
const err331 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/DocFrame.schema.json#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err332 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/DocFrame.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
var _valid50 = _errs483 === errors;
valid182 = valid182 || _valid50;
const _errs486 = errors;
if(typeof data121 === "string"){
if(!pattern5.test(data121)){
const err333 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
else {
const err334 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
var _valid50 = _errs486 === errors;
valid182 = valid182 || _valid50;
if(!valid182){
const err335 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/9/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
else {
errors = _errs482;
if(vErrors !== null){
if(_errs482){
vErrors.length = _errs482;
}
else {
vErrors = null;
}
}
}
}
if(data119.height !== undefined){
let data122 = data119.height;
const _errs490 = errors;
let valid185 = false;
const _errs491 = errors;
if(!(((typeof data122 == "number") && (!(data122 % 1) && !isNaN(data122))) && (isFinite(data122)))){
const err336 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/DocFrame.schema.json#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
if((typeof data122 == "number") && (isFinite(data122))){
if(data122 > 1200 || isNaN(data122)){
const err337 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/DocFrame.schema.json#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
if(data122 < 120 || isNaN(data122)){
const err338 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/DocFrame.schema.json#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 120},message:"must be >= 120"};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
}
var _valid51 = _errs491 === errors;
valid185 = valid185 || _valid51;
const _errs494 = errors;
if(typeof data122 === "string"){
if(!pattern5.test(data122)){
const err339 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err340 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
var _valid51 = _errs494 === errors;
valid185 = valid185 || _valid51;
if(!valid185){
const err341 = {instancePath:instancePath+"/props/height",schemaPath:"#/allOf/9/then/properties/props/properties/height/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
else {
errors = _errs490;
if(vErrors !== null){
if(_errs490){
vErrors.length = _errs490;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err342 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err342];
}
else {
vErrors.push(err342);
}
errors++;
}
}
if(data.on !== undefined){
let data123 = data.on;
if(data123 && typeof data123 == "object" && !Array.isArray(data123)){
for(const key25 in data123){
const err343 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
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
const err344 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
if(data.children !== undefined){
const err345 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/9/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
if(data.bind !== undefined){
const err346 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/9/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
}
var _valid48 = _errs468 === errors;
valid175 = _valid48;
if(valid175){
var props11 = {};
props11.type = true;
props11.props = true;
props11.on = true;
props11.children = true;
props11.bind = true;
}
}
if(!valid175){
const err347 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
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
const _errs501 = errors;
let valid188 = true;
const _errs502 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.type === undefined) && (missing10 = "type")){
const err348 = {};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
else {
if(data.type !== undefined){
if("ErrorState" !== data.type){
const err349 = {};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
}
}
}
var _valid52 = _errs502 === errors;
errors = _errs501;
if(vErrors !== null){
if(_errs501){
vErrors.length = _errs501;
}
else {
vErrors = null;
}
}
if(_valid52){
const _errs504 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ErrorState" !== data.type){
const err350 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/10/then/properties/type/const",keyword:"const",params:{allowedValue: "ErrorState"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
}
if(data.props !== undefined){
let data128 = data.props;
if(data128 && typeof data128 == "object" && !Array.isArray(data128)){
for(const key26 in data128){
if(!(((((key26 === "title") || (key26 === "message")) || (key26 === "retryLabel")) || (key26 === "retry")) || (key26 === "image"))){
const err351 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
}
if(data128.title !== undefined){
let data129 = data128.title;
const _errs510 = errors;
let valid192 = false;
const _errs511 = errors;
if(typeof data129 !== "string"){
const err352 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/ErrorState.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
var _valid53 = _errs511 === errors;
valid192 = valid192 || _valid53;
const _errs514 = errors;
if(typeof data129 === "string"){
if(!pattern5.test(data129)){
const err353 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err354 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
var _valid53 = _errs514 === errors;
valid192 = valid192 || _valid53;
if(!valid192){
const err355 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/10/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
else {
errors = _errs510;
if(vErrors !== null){
if(_errs510){
vErrors.length = _errs510;
}
else {
vErrors = null;
}
}
}
}
if(data128.message !== undefined){
let data130 = data128.message;
const _errs518 = errors;
let valid195 = false;
const _errs519 = errors;
if(typeof data130 !== "string"){
const err356 = {instancePath:instancePath+"/props/message",schemaPath:"widgets/ErrorState.schema.json#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err356];
}
else {
vErrors.push(err356);
}
errors++;
}
var _valid54 = _errs519 === errors;
valid195 = valid195 || _valid54;
const _errs522 = errors;
if(typeof data130 === "string"){
if(!pattern5.test(data130)){
const err357 = {instancePath:instancePath+"/props/message",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
}
else {
const err358 = {instancePath:instancePath+"/props/message",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
}
errors++;
}
var _valid54 = _errs522 === errors;
valid195 = valid195 || _valid54;
if(!valid195){
const err359 = {instancePath:instancePath+"/props/message",schemaPath:"#/allOf/10/then/properties/props/properties/message/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
else {
errors = _errs518;
if(vErrors !== null){
if(_errs518){
vErrors.length = _errs518;
}
else {
vErrors = null;
}
}
}
}
if(data128.retryLabel !== undefined){
let data131 = data128.retryLabel;
const _errs526 = errors;
let valid198 = false;
const _errs527 = errors;
if(typeof data131 === "string"){
if(func2(data131) < 1){
const err360 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"widgets/ErrorState.schema.json#/properties/retryLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
}
else {
const err361 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"widgets/ErrorState.schema.json#/properties/retryLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
var _valid55 = _errs527 === errors;
valid198 = valid198 || _valid55;
const _errs530 = errors;
if(typeof data131 === "string"){
if(!pattern5.test(data131)){
const err362 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
}
else {
const err363 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
var _valid55 = _errs530 === errors;
valid198 = valid198 || _valid55;
if(!valid198){
const err364 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/10/then/properties/props/properties/retryLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
else {
errors = _errs526;
if(vErrors !== null){
if(_errs526){
vErrors.length = _errs526;
}
else {
vErrors = null;
}
}
}
}
if(data128.retry !== undefined){
let data132 = data128.retry;
const _errs534 = errors;
let valid201 = false;
const _errs535 = errors;
if(typeof data132 !== "boolean"){
const err365 = {instancePath:instancePath+"/props/retry",schemaPath:"widgets/ErrorState.schema.json#/properties/retry/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
var _valid56 = _errs535 === errors;
valid201 = valid201 || _valid56;
const _errs538 = errors;
if(typeof data132 === "string"){
if(!pattern5.test(data132)){
const err366 = {instancePath:instancePath+"/props/retry",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err367 = {instancePath:instancePath+"/props/retry",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
var _valid56 = _errs538 === errors;
valid201 = valid201 || _valid56;
if(!valid201){
const err368 = {instancePath:instancePath+"/props/retry",schemaPath:"#/allOf/10/then/properties/props/properties/retry/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
else {
errors = _errs534;
if(vErrors !== null){
if(_errs534){
vErrors.length = _errs534;
}
else {
vErrors = null;
}
}
}
}
if(data128.image !== undefined){
let data133 = data128.image;
const _errs542 = errors;
let valid204 = false;
const _errs543 = errors;
if(typeof data133 !== "string"){
const err369 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/ErrorState.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
var _valid57 = _errs543 === errors;
valid204 = valid204 || _valid57;
const _errs546 = errors;
if(typeof data133 === "string"){
if(!pattern5.test(data133)){
const err370 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
}
else {
const err371 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err371];
}
else {
vErrors.push(err371);
}
errors++;
}
var _valid57 = _errs546 === errors;
valid204 = valid204 || _valid57;
if(!valid204){
const err372 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/10/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
else {
errors = _errs542;
if(vErrors !== null){
if(_errs542){
vErrors.length = _errs542;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err373 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
if(data.on !== undefined){
let data134 = data.on;
if(data134 && typeof data134 == "object" && !Array.isArray(data134)){
for(const key27 in data134){
if(!(key27 === "retry")){
const err374 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
}
if(data134.retry !== undefined){
if(!(validate67(data134.retry, {instancePath:instancePath+"/on/retry",parentData:data134,parentDataProperty:"retry",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err375 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
}
if(data.children !== undefined){
const err376 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/10/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
if(data.bind !== undefined){
const err377 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/10/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
var _valid52 = _errs504 === errors;
valid188 = _valid52;
if(valid188){
var props12 = {};
props12.type = true;
props12.props = true;
props12.on = true;
props12.children = true;
props12.bind = true;
}
}
if(!valid188){
const err378 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
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
const _errs554 = errors;
let valid208 = true;
const _errs555 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.type === undefined) && (missing11 = "type")){
const err379 = {};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
else {
if(data.type !== undefined){
if("Grid" !== data.type){
const err380 = {};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
}
}
var _valid58 = _errs555 === errors;
errors = _errs554;
if(vErrors !== null){
if(_errs554){
vErrors.length = _errs554;
}
else {
vErrors = null;
}
}
if(_valid58){
const _errs557 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Grid" !== data.type){
const err381 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/11/then/properties/type/const",keyword:"const",params:{allowedValue: "Grid"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
}
if(data.props !== undefined){
let data140 = data.props;
if(data140 && typeof data140 == "object" && !Array.isArray(data140)){
for(const key28 in data140){
if(!((((key28 === "minColumnWidth") || (key28 === "gap")) || (key28 === "maxColumns")) || (key28 === "template"))){
const err382 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
if(data140.minColumnWidth !== undefined){
let data141 = data140.minColumnWidth;
const _errs563 = errors;
let valid212 = false;
const _errs564 = errors;
if(!(((typeof data141 == "number") && (!(data141 % 1) && !isNaN(data141))) && (isFinite(data141)))){
const err383 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"widgets/Grid.schema.json#/properties/minColumnWidth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
if((typeof data141 == "number") && (isFinite(data141))){
if(data141 > 640 || isNaN(data141)){
const err384 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"widgets/Grid.schema.json#/properties/minColumnWidth/maximum",keyword:"maximum",params:{comparison: "<=", limit: 640},message:"must be <= 640"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
if(data141 < 120 || isNaN(data141)){
const err385 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"widgets/Grid.schema.json#/properties/minColumnWidth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 120},message:"must be >= 120"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
var _valid59 = _errs564 === errors;
valid212 = valid212 || _valid59;
const _errs567 = errors;
if(typeof data141 === "string"){
if(!pattern5.test(data141)){
const err386 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
}
else {
const err387 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
var _valid59 = _errs567 === errors;
valid212 = valid212 || _valid59;
if(!valid212){
const err388 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"#/allOf/11/then/properties/props/properties/minColumnWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
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
if(data140.gap !== undefined){
let data142 = data140.gap;
const _errs571 = errors;
let valid215 = false;
const _errs572 = errors;
if(!(((typeof data142 == "number") && (!(data142 % 1) && !isNaN(data142))) && (isFinite(data142)))){
const err389 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Grid.schema.json#/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
if((typeof data142 == "number") && (isFinite(data142))){
if(data142 > 48 || isNaN(data142)){
const err390 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Grid.schema.json#/properties/gap/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
if(data142 < 0 || isNaN(data142)){
const err391 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Grid.schema.json#/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
}
var _valid60 = _errs572 === errors;
valid215 = valid215 || _valid60;
const _errs575 = errors;
if(typeof data142 === "string"){
if(!pattern5.test(data142)){
const err392 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
}
else {
const err393 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
var _valid60 = _errs575 === errors;
valid215 = valid215 || _valid60;
if(!valid215){
const err394 = {instancePath:instancePath+"/props/gap",schemaPath:"#/allOf/11/then/properties/props/properties/gap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
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
if(data140.maxColumns !== undefined){
let data143 = data140.maxColumns;
const _errs579 = errors;
let valid218 = false;
const _errs580 = errors;
if(!(((typeof data143 == "number") && (!(data143 % 1) && !isNaN(data143))) && (isFinite(data143)))){
const err395 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"widgets/Grid.schema.json#/properties/maxColumns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
if((typeof data143 == "number") && (isFinite(data143))){
if(data143 > 6 || isNaN(data143)){
const err396 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"widgets/Grid.schema.json#/properties/maxColumns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
if(data143 < 1 || isNaN(data143)){
const err397 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"widgets/Grid.schema.json#/properties/maxColumns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
}
var _valid61 = _errs580 === errors;
valid218 = valid218 || _valid61;
const _errs583 = errors;
if(typeof data143 === "string"){
if(!pattern5.test(data143)){
const err398 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
}
else {
const err399 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
var _valid61 = _errs583 === errors;
valid218 = valid218 || _valid61;
if(!valid218){
const err400 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"#/allOf/11/then/properties/props/properties/maxColumns/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
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
if(data140.template !== undefined){
let data144 = data140.template;
const _errs587 = errors;
let valid221 = false;
const _errs588 = errors;
if(!((data144 === "equal") || (data144 === "main-aside"))){
const err401 = {instancePath:instancePath+"/props/template",schemaPath:"widgets/Grid.schema.json#/properties/template/enum",keyword:"enum",params:{allowedValues: schema188.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
var _valid62 = _errs588 === errors;
valid221 = valid221 || _valid62;
const _errs590 = errors;
if(typeof data144 === "string"){
if(!pattern5.test(data144)){
const err402 = {instancePath:instancePath+"/props/template",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
}
else {
const err403 = {instancePath:instancePath+"/props/template",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err403];
}
else {
vErrors.push(err403);
}
errors++;
}
var _valid62 = _errs590 === errors;
valid221 = valid221 || _valid62;
if(!valid221){
const err404 = {instancePath:instancePath+"/props/template",schemaPath:"#/allOf/11/then/properties/props/properties/template/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
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
const err405 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
}
if(data.on !== undefined){
let data145 = data.on;
if(data145 && typeof data145 == "object" && !Array.isArray(data145)){
for(const key29 in data145){
const err406 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err406];
}
else {
vErrors.push(err406);
}
errors++;
}
}
else {
const err407 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
}
if(data.bind !== undefined){
const err408 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/11/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
var _valid58 = _errs557 === errors;
valid208 = _valid58;
if(valid208){
var props13 = {};
props13.type = true;
props13.props = true;
props13.on = true;
props13.bind = true;
}
}
if(!valid208){
const err409 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
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
const _errs597 = errors;
let valid224 = true;
const _errs598 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.type === undefined) && (missing12 = "type")){
const err410 = {};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
else {
if(data.type !== undefined){
if("Group" !== data.type){
const err411 = {};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
}
}
}
var _valid63 = _errs598 === errors;
errors = _errs597;
if(vErrors !== null){
if(_errs597){
vErrors.length = _errs597;
}
else {
vErrors = null;
}
}
if(_valid63){
const _errs600 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Group" !== data.type){
const err412 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/12/then/properties/type/const",keyword:"const",params:{allowedValue: "Group"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
}
if(data.props !== undefined){
let data149 = data.props;
if(data149 && typeof data149 == "object" && !Array.isArray(data149)){
for(const key30 in data149){
const err413 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
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
const err414 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
}
if(data.on !== undefined){
let data150 = data.on;
if(data150 && typeof data150 == "object" && !Array.isArray(data150)){
for(const key31 in data150){
const err415 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
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
const err416 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
}
if(data.bind !== undefined){
const err417 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/12/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
}
var _valid63 = _errs600 === errors;
valid224 = _valid63;
if(valid224){
var props14 = {};
props14.type = true;
props14.props = true;
props14.on = true;
props14.bind = true;
}
}
if(!valid224){
const err418 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
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
const _errs609 = errors;
let valid227 = true;
const _errs610 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.type === undefined) && (missing13 = "type")){
const err419 = {};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
else {
if(data.type !== undefined){
if("Hero" !== data.type){
const err420 = {};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
}
}
}
var _valid64 = _errs610 === errors;
errors = _errs609;
if(vErrors !== null){
if(_errs609){
vErrors.length = _errs609;
}
else {
vErrors = null;
}
}
if(_valid64){
const _errs612 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err421 = {instancePath,schemaPath:"#/allOf/13/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err421];
}
else {
vErrors.push(err421);
}
errors++;
}
if(data.type !== undefined){
if("Hero" !== data.type){
const err422 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/13/then/properties/type/const",keyword:"const",params:{allowedValue: "Hero"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
}
if(data.props !== undefined){
let data154 = data.props;
if(data154 && typeof data154 == "object" && !Array.isArray(data154)){
if(data154.title === undefined){
const err423 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
for(const key32 in data154){
if(!(((((key32 === "eyebrow") || (key32 === "title")) || (key32 === "text")) || (key32 === "image")) || (key32 === "size"))){
const err424 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
}
if(data154.eyebrow !== undefined){
let data155 = data154.eyebrow;
const _errs618 = errors;
let valid231 = false;
const _errs619 = errors;
if(typeof data155 !== "string"){
const err425 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"widgets/Hero.schema.json#/properties/eyebrow/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
var _valid65 = _errs619 === errors;
valid231 = valid231 || _valid65;
const _errs622 = errors;
if(typeof data155 === "string"){
if(!pattern5.test(data155)){
const err426 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err427 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
var _valid65 = _errs622 === errors;
valid231 = valid231 || _valid65;
if(!valid231){
const err428 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"#/allOf/13/then/properties/props/properties/eyebrow/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
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
if(data154.title !== undefined){
let data156 = data154.title;
const _errs626 = errors;
let valid234 = false;
const _errs627 = errors;
if(typeof data156 === "string"){
if(func2(data156) < 1){
const err429 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Hero.schema.json#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err430 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Hero.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
var _valid66 = _errs627 === errors;
valid234 = valid234 || _valid66;
const _errs630 = errors;
if(typeof data156 === "string"){
if(!pattern5.test(data156)){
const err431 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err432 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
var _valid66 = _errs630 === errors;
valid234 = valid234 || _valid66;
if(!valid234){
const err433 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/13/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
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
if(data154.text !== undefined){
let data157 = data154.text;
const _errs634 = errors;
let valid237 = false;
const _errs635 = errors;
if(typeof data157 !== "string"){
const err434 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Hero.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
var _valid67 = _errs635 === errors;
valid237 = valid237 || _valid67;
const _errs638 = errors;
if(typeof data157 === "string"){
if(!pattern5.test(data157)){
const err435 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err436 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
var _valid67 = _errs638 === errors;
valid237 = valid237 || _valid67;
if(!valid237){
const err437 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/13/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err437];
}
else {
vErrors.push(err437);
}
errors++;
}
else {
errors = _errs634;
if(vErrors !== null){
if(_errs634){
vErrors.length = _errs634;
}
else {
vErrors = null;
}
}
}
}
if(data154.image !== undefined){
let data158 = data154.image;
const _errs642 = errors;
let valid240 = false;
const _errs643 = errors;
if(typeof data158 !== "string"){
const err438 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/Hero.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
var _valid68 = _errs643 === errors;
valid240 = valid240 || _valid68;
const _errs646 = errors;
if(typeof data158 === "string"){
if(!pattern5.test(data158)){
const err439 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err440 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
var _valid68 = _errs646 === errors;
valid240 = valid240 || _valid68;
if(!valid240){
const err441 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/13/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
else {
errors = _errs642;
if(vErrors !== null){
if(_errs642){
vErrors.length = _errs642;
}
else {
vErrors = null;
}
}
}
}
if(data154.size !== undefined){
let data159 = data154.size;
const _errs650 = errors;
let valid243 = false;
const _errs651 = errors;
if(!((data159 === "large") || (data159 === "compact"))){
const err442 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/Hero.schema.json#/properties/size/enum",keyword:"enum",params:{allowedValues: schema199.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
var _valid69 = _errs651 === errors;
valid243 = valid243 || _valid69;
const _errs653 = errors;
if(typeof data159 === "string"){
if(!pattern5.test(data159)){
const err443 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err444 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
var _valid69 = _errs653 === errors;
valid243 = valid243 || _valid69;
if(!valid243){
const err445 = {instancePath:instancePath+"/props/size",schemaPath:"#/allOf/13/then/properties/props/properties/size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
else {
errors = _errs650;
if(vErrors !== null){
if(_errs650){
vErrors.length = _errs650;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err446 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
let data160 = data.on;
if(data160 && typeof data160 == "object" && !Array.isArray(data160)){
for(const key33 in data160){
const err447 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
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
const err448 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
}
if(data.bind !== undefined){
const err449 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/13/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
}
var _valid64 = _errs612 === errors;
valid227 = _valid64;
if(valid227){
var props15 = {};
props15.type = true;
props15.props = true;
props15.on = true;
props15.bind = true;
}
}
if(!valid227){
const err450 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
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
const _errs660 = errors;
let valid246 = true;
const _errs661 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.type === undefined) && (missing14 = "type")){
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
if("Image" !== data.type){
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
var _valid70 = _errs661 === errors;
errors = _errs660;
if(vErrors !== null){
if(_errs660){
vErrors.length = _errs660;
}
else {
vErrors = null;
}
}
if(_valid70){
const _errs663 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err453 = {instancePath,schemaPath:"#/allOf/14/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
if(data.type !== undefined){
if("Image" !== data.type){
const err454 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/14/then/properties/type/const",keyword:"const",params:{allowedValue: "Image"},message:"must be equal to constant"};
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
let data164 = data.props;
if(data164 && typeof data164 == "object" && !Array.isArray(data164)){
if(data164.src === undefined){
const err455 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
if(data164.alt === undefined){
const err456 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
for(const key34 in data164){
if(!(func1.call(schema76.allOf[14].then.properties.props.properties, key34))){
const err457 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
}
if(data164.src !== undefined){
let data165 = data164.src;
const _errs669 = errors;
let valid250 = false;
const _errs670 = errors;
if(typeof data165 !== "string"){
const err458 = {instancePath:instancePath+"/props/src",schemaPath:"widgets/Image.schema.json#/properties/src/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
var _valid71 = _errs670 === errors;
valid250 = valid250 || _valid71;
const _errs673 = errors;
if(typeof data165 === "string"){
if(!pattern5.test(data165)){
const err459 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err460 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err460];
}
else {
vErrors.push(err460);
}
errors++;
}
var _valid71 = _errs673 === errors;
valid250 = valid250 || _valid71;
if(!valid250){
const err461 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/14/then/properties/props/properties/src/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
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
if(data164.alt !== undefined){
let data166 = data164.alt;
const _errs677 = errors;
let valid253 = false;
const _errs678 = errors;
if(typeof data166 !== "string"){
const err462 = {instancePath:instancePath+"/props/alt",schemaPath:"widgets/Image.schema.json#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
var _valid72 = _errs678 === errors;
valid253 = valid253 || _valid72;
const _errs681 = errors;
if(typeof data166 === "string"){
if(!pattern5.test(data166)){
const err463 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err464 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
var _valid72 = _errs681 === errors;
valid253 = valid253 || _valid72;
if(!valid253){
const err465 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/14/then/properties/props/properties/alt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
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
if(data164.width !== undefined){
let data167 = data164.width;
const _errs685 = errors;
let valid256 = false;
const _errs686 = errors;
if(!(((typeof data167 == "number") && (!(data167 % 1) && !isNaN(data167))) && (isFinite(data167)))){
const err466 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
if((typeof data167 == "number") && (isFinite(data167))){
if(data167 > 1200 || isNaN(data167)){
const err467 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
if(data167 < 1 || isNaN(data167)){
const err468 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
}
var _valid73 = _errs686 === errors;
valid256 = valid256 || _valid73;
const _errs689 = errors;
if(typeof data167 === "string"){
if(!pattern5.test(data167)){
const err469 = {instancePath:instancePath+"/props/width",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err470 = {instancePath:instancePath+"/props/width",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
var _valid73 = _errs689 === errors;
valid256 = valid256 || _valid73;
if(!valid256){
const err471 = {instancePath:instancePath+"/props/width",schemaPath:"#/allOf/14/then/properties/props/properties/width/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
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
if(data164.height !== undefined){
let data168 = data164.height;
const _errs693 = errors;
let valid259 = false;
const _errs694 = errors;
if(!(((typeof data168 == "number") && (!(data168 % 1) && !isNaN(data168))) && (isFinite(data168)))){
const err472 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
if((typeof data168 == "number") && (isFinite(data168))){
if(data168 > 1200 || isNaN(data168)){
const err473 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
if(data168 < 1 || isNaN(data168)){
const err474 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
}
errors++;
}
}
var _valid74 = _errs694 === errors;
valid259 = valid259 || _valid74;
const _errs697 = errors;
if(typeof data168 === "string"){
if(!pattern5.test(data168)){
const err475 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
}
else {
const err476 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
var _valid74 = _errs697 === errors;
valid259 = valid259 || _valid74;
if(!valid259){
const err477 = {instancePath:instancePath+"/props/height",schemaPath:"#/allOf/14/then/properties/props/properties/height/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
else {
errors = _errs693;
if(vErrors !== null){
if(_errs693){
vErrors.length = _errs693;
}
else {
vErrors = null;
}
}
}
}
if(data164.radius !== undefined){
let data169 = data164.radius;
const _errs701 = errors;
let valid262 = false;
const _errs702 = errors;
if(!(((typeof data169 == "number") && (!(data169 % 1) && !isNaN(data169))) && (isFinite(data169)))){
const err478 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
if((typeof data169 == "number") && (isFinite(data169))){
if(data169 > 48 || isNaN(data169)){
const err479 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
if(data169 < 0 || isNaN(data169)){
const err480 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
}
var _valid75 = _errs702 === errors;
valid262 = valid262 || _valid75;
const _errs705 = errors;
if(typeof data169 === "string"){
if(!pattern5.test(data169)){
const err481 = {instancePath:instancePath+"/props/radius",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err482 = {instancePath:instancePath+"/props/radius",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
}
errors++;
}
var _valid75 = _errs705 === errors;
valid262 = valid262 || _valid75;
if(!valid262){
const err483 = {instancePath:instancePath+"/props/radius",schemaPath:"#/allOf/14/then/properties/props/properties/radius/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
else {
errors = _errs701;
if(vErrors !== null){
if(_errs701){
vErrors.length = _errs701;
}
else {
vErrors = null;
}
}
}
}
if(data164.fit !== undefined){
let data170 = data164.fit;
const _errs709 = errors;
let valid265 = false;
const _errs710 = errors;
if(!((data170 === "cover") || (data170 === "contain"))){
const err484 = {instancePath:instancePath+"/props/fit",schemaPath:"widgets/Image.schema.json#/properties/fit/enum",keyword:"enum",params:{allowedValues: schema212.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
var _valid76 = _errs710 === errors;
valid265 = valid265 || _valid76;
const _errs712 = errors;
if(typeof data170 === "string"){
if(!pattern5.test(data170)){
const err485 = {instancePath:instancePath+"/props/fit",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err486 = {instancePath:instancePath+"/props/fit",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
var _valid76 = _errs712 === errors;
valid265 = valid265 || _valid76;
if(!valid265){
const err487 = {instancePath:instancePath+"/props/fit",schemaPath:"#/allOf/14/then/properties/props/properties/fit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
else {
errors = _errs709;
if(vErrors !== null){
if(_errs709){
vErrors.length = _errs709;
}
else {
vErrors = null;
}
}
}
}
if(data164.guarded !== undefined){
let data171 = data164.guarded;
const _errs716 = errors;
let valid268 = false;
const _errs717 = errors;
if(typeof data171 !== "boolean"){
const err488 = {instancePath:instancePath+"/props/guarded",schemaPath:"widgets/Image.schema.json#/properties/guarded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
var _valid77 = _errs717 === errors;
valid268 = valid268 || _valid77;
const _errs720 = errors;
if(typeof data171 === "string"){
if(!pattern5.test(data171)){
const err489 = {instancePath:instancePath+"/props/guarded",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err490 = {instancePath:instancePath+"/props/guarded",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
var _valid77 = _errs720 === errors;
valid268 = valid268 || _valid77;
if(!valid268){
const err491 = {instancePath:instancePath+"/props/guarded",schemaPath:"#/allOf/14/then/properties/props/properties/guarded/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
else {
errors = _errs716;
if(vErrors !== null){
if(_errs716){
vErrors.length = _errs716;
}
else {
vErrors = null;
}
}
}
}
if(data164.zoomable !== undefined){
let data172 = data164.zoomable;
const _errs724 = errors;
let valid271 = false;
const _errs725 = errors;
if(typeof data172 !== "boolean"){
const err492 = {instancePath:instancePath+"/props/zoomable",schemaPath:"widgets/Image.schema.json#/properties/zoomable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
var _valid78 = _errs725 === errors;
valid271 = valid271 || _valid78;
const _errs728 = errors;
if(typeof data172 === "string"){
if(!pattern5.test(data172)){
const err493 = {instancePath:instancePath+"/props/zoomable",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err494 = {instancePath:instancePath+"/props/zoomable",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
var _valid78 = _errs728 === errors;
valid271 = valid271 || _valid78;
if(!valid271){
const err495 = {instancePath:instancePath+"/props/zoomable",schemaPath:"#/allOf/14/then/properties/props/properties/zoomable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
else {
errors = _errs724;
if(vErrors !== null){
if(_errs724){
vErrors.length = _errs724;
}
else {
vErrors = null;
}
}
}
}
if(data164.aspectRatio !== undefined){
let data173 = data164.aspectRatio;
const _errs732 = errors;
let valid274 = false;
const _errs733 = errors;
if((typeof data173 == "number") && (isFinite(data173))){
if(data173 > 10 || isNaN(data173)){
const err496 = {instancePath:instancePath+"/props/aspectRatio",schemaPath:"widgets/Image.schema.json#/properties/aspectRatio/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
if(data173 <= 0 || isNaN(data173)){
const err497 = {instancePath:instancePath+"/props/aspectRatio",schemaPath:"widgets/Image.schema.json#/properties/aspectRatio/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
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
const err498 = {instancePath:instancePath+"/props/aspectRatio",schemaPath:"widgets/Image.schema.json#/properties/aspectRatio/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
var _valid79 = _errs733 === errors;
valid274 = valid274 || _valid79;
const _errs736 = errors;
if(typeof data173 === "string"){
if(!pattern5.test(data173)){
const err499 = {instancePath:instancePath+"/props/aspectRatio",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err500 = {instancePath:instancePath+"/props/aspectRatio",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
var _valid79 = _errs736 === errors;
valid274 = valid274 || _valid79;
if(!valid274){
const err501 = {instancePath:instancePath+"/props/aspectRatio",schemaPath:"#/allOf/14/then/properties/props/properties/aspectRatio/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
else {
errors = _errs732;
if(vErrors !== null){
if(_errs732){
vErrors.length = _errs732;
}
else {
vErrors = null;
}
}
}
}
if(data164.priority !== undefined){
let data174 = data164.priority;
const _errs740 = errors;
let valid277 = false;
const _errs741 = errors;
if(typeof data174 !== "boolean"){
const err502 = {instancePath:instancePath+"/props/priority",schemaPath:"widgets/Image.schema.json#/properties/priority/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
var _valid80 = _errs741 === errors;
valid277 = valid277 || _valid80;
const _errs744 = errors;
if(typeof data174 === "string"){
if(!pattern5.test(data174)){
const err503 = {instancePath:instancePath+"/props/priority",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
}
else {
const err504 = {instancePath:instancePath+"/props/priority",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
var _valid80 = _errs744 === errors;
valid277 = valid277 || _valid80;
if(!valid277){
const err505 = {instancePath:instancePath+"/props/priority",schemaPath:"#/allOf/14/then/properties/props/properties/priority/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
else {
errors = _errs740;
if(vErrors !== null){
if(_errs740){
vErrors.length = _errs740;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err506 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
}
if(data.on !== undefined){
let data175 = data.on;
if(data175 && typeof data175 == "object" && !Array.isArray(data175)){
for(const key35 in data175){
const err507 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
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
const err508 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
}
if(data.children !== undefined){
const err509 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/14/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
if(data.bind !== undefined){
const err510 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/14/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
}
var _valid70 = _errs663 === errors;
valid246 = _valid70;
if(valid246){
var props16 = {};
props16.type = true;
props16.props = true;
props16.on = true;
props16.children = true;
props16.bind = true;
}
}
if(!valid246){
const err511 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
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
const _errs751 = errors;
let valid280 = true;
const _errs752 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.type === undefined) && (missing15 = "type")){
const err512 = {};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
else {
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err513 = {};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
}
}
}
var _valid81 = _errs752 === errors;
errors = _errs751;
if(vErrors !== null){
if(_errs751){
vErrors.length = _errs751;
}
else {
vErrors = null;
}
}
if(_valid81){
const _errs754 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err514 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/15/then/properties/type/const",keyword:"const",params:{allowedValue: "ImagePicker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
}
if(data.props !== undefined){
let data180 = data.props;
if(data180 && typeof data180 == "object" && !Array.isArray(data180)){
for(const key36 in data180){
if(!(func1.call(schema76.allOf[15].then.properties.props.properties, key36))){
const err515 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
}
if(data180.max !== undefined){
let data181 = data180.max;
const _errs760 = errors;
let valid284 = false;
const _errs761 = errors;
if(!(((typeof data181 == "number") && (!(data181 % 1) && !isNaN(data181))) && (isFinite(data181)))){
const err516 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
if((typeof data181 == "number") && (isFinite(data181))){
if(data181 > 30 || isNaN(data181)){
const err517 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
if(data181 < 1 || isNaN(data181)){
const err518 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
}
var _valid82 = _errs761 === errors;
valid284 = valid284 || _valid82;
const _errs764 = errors;
if(typeof data181 === "string"){
if(!pattern5.test(data181)){
const err519 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err520 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
var _valid82 = _errs764 === errors;
valid284 = valid284 || _valid82;
if(!valid284){
const err521 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/15/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
else {
errors = _errs760;
if(vErrors !== null){
if(_errs760){
vErrors.length = _errs760;
}
else {
vErrors = null;
}
}
}
}
if(data180.columns !== undefined){
let data182 = data180.columns;
const _errs768 = errors;
let valid287 = false;
const _errs769 = errors;
if(!(((typeof data182 == "number") && (!(data182 % 1) && !isNaN(data182))) && (isFinite(data182)))){
const err522 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
if((typeof data182 == "number") && (isFinite(data182))){
if(data182 > 6 || isNaN(data182)){
const err523 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
if(data182 < 1 || isNaN(data182)){
const err524 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
}
var _valid83 = _errs769 === errors;
valid287 = valid287 || _valid83;
const _errs772 = errors;
if(typeof data182 === "string"){
if(!pattern5.test(data182)){
const err525 = {instancePath:instancePath+"/props/columns",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err526 = {instancePath:instancePath+"/props/columns",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
var _valid83 = _errs772 === errors;
valid287 = valid287 || _valid83;
if(!valid287){
const err527 = {instancePath:instancePath+"/props/columns",schemaPath:"#/allOf/15/then/properties/props/properties/columns/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
else {
errors = _errs768;
if(vErrors !== null){
if(_errs768){
vErrors.length = _errs768;
}
else {
vErrors = null;
}
}
}
}
if(data180.maxBytes !== undefined){
let data183 = data180.maxBytes;
const _errs776 = errors;
let valid290 = false;
const _errs777 = errors;
if(!(((typeof data183 == "number") && (!(data183 % 1) && !isNaN(data183))) && (isFinite(data183)))){
const err528 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"widgets/ImagePicker.schema.json#/properties/maxBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
if((typeof data183 == "number") && (isFinite(data183))){
if(data183 < 1 || isNaN(data183)){
const err529 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"widgets/ImagePicker.schema.json#/properties/maxBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
}
var _valid84 = _errs777 === errors;
valid290 = valid290 || _valid84;
const _errs780 = errors;
if(typeof data183 === "string"){
if(!pattern5.test(data183)){
const err530 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err531 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
var _valid84 = _errs780 === errors;
valid290 = valid290 || _valid84;
if(!valid290){
const err532 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"#/allOf/15/then/properties/props/properties/maxBytes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
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
if(data180.accept !== undefined){
let data184 = data180.accept;
const _errs784 = errors;
let valid293 = false;
const _errs785 = errors;
if(typeof data184 === "string"){
if(func2(data184) < 1){
const err533 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/ImagePicker.schema.json#/properties/accept/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err534 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/ImagePicker.schema.json#/properties/accept/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
var _valid85 = _errs785 === errors;
valid293 = valid293 || _valid85;
const _errs788 = errors;
if(typeof data184 === "string"){
if(!pattern5.test(data184)){
const err535 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err536 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
}
errors++;
}
var _valid85 = _errs788 === errors;
valid293 = valid293 || _valid85;
if(!valid293){
const err537 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/15/then/properties/props/properties/accept/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
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
if(data180.addLabel !== undefined){
let data185 = data180.addLabel;
const _errs792 = errors;
let valid296 = false;
const _errs793 = errors;
if(typeof data185 === "string"){
if(func2(data185) < 1){
const err538 = {instancePath:instancePath+"/props/addLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/addLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
}
else {
const err539 = {instancePath:instancePath+"/props/addLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/addLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
var _valid86 = _errs793 === errors;
valid296 = valid296 || _valid86;
const _errs796 = errors;
if(typeof data185 === "string"){
if(!pattern5.test(data185)){
const err540 = {instancePath:instancePath+"/props/addLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err541 = {instancePath:instancePath+"/props/addLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
var _valid86 = _errs796 === errors;
valid296 = valid296 || _valid86;
if(!valid296){
const err542 = {instancePath:instancePath+"/props/addLabel",schemaPath:"#/allOf/15/then/properties/props/properties/addLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
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
if(data180.tooLargeMessage !== undefined){
let data186 = data180.tooLargeMessage;
const _errs800 = errors;
let valid299 = false;
const _errs801 = errors;
if(typeof data186 === "string"){
if(func2(data186) < 1){
const err543 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/tooLargeMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
}
else {
const err544 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/tooLargeMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
var _valid87 = _errs801 === errors;
valid299 = valid299 || _valid87;
const _errs804 = errors;
if(typeof data186 === "string"){
if(!pattern5.test(data186)){
const err545 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err546 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
var _valid87 = _errs804 === errors;
valid299 = valid299 || _valid87;
if(!valid299){
const err547 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"#/allOf/15/then/properties/props/properties/tooLargeMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
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
if(data180.notImageMessage !== undefined){
let data187 = data180.notImageMessage;
const _errs808 = errors;
let valid302 = false;
const _errs809 = errors;
if(typeof data187 === "string"){
if(func2(data187) < 1){
const err548 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/notImageMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err549 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/notImageMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
var _valid88 = _errs809 === errors;
valid302 = valid302 || _valid88;
const _errs812 = errors;
if(typeof data187 === "string"){
if(!pattern5.test(data187)){
const err550 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err551 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
var _valid88 = _errs812 === errors;
valid302 = valid302 || _valid88;
if(!valid302){
const err552 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"#/allOf/15/then/properties/props/properties/notImageMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
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
if(data180.fullMessage !== undefined){
let data188 = data180.fullMessage;
const _errs816 = errors;
let valid305 = false;
const _errs817 = errors;
if(typeof data188 === "string"){
if(func2(data188) < 1){
const err553 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/fullMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err554 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/fullMessage/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
var _valid89 = _errs817 === errors;
valid305 = valid305 || _valid89;
const _errs820 = errors;
if(typeof data188 === "string"){
if(!pattern5.test(data188)){
const err555 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
}
else {
const err556 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
var _valid89 = _errs820 === errors;
valid305 = valid305 || _valid89;
if(!valid305){
const err557 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"#/allOf/15/then/properties/props/properties/fullMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
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
if(data180.imageAlt !== undefined){
let data189 = data180.imageAlt;
const _errs824 = errors;
let valid308 = false;
const _errs825 = errors;
if(typeof data189 === "string"){
if(func2(data189) < 1){
const err558 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/ImagePicker.schema.json#/properties/imageAlt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err559 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/ImagePicker.schema.json#/properties/imageAlt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
var _valid90 = _errs825 === errors;
valid308 = valid308 || _valid90;
const _errs828 = errors;
if(typeof data189 === "string"){
if(!pattern5.test(data189)){
const err560 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
}
else {
const err561 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
var _valid90 = _errs828 === errors;
valid308 = valid308 || _valid90;
if(!valid308){
const err562 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/15/then/properties/props/properties/imageAlt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
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
if(data180.removeLabel !== undefined){
let data190 = data180.removeLabel;
const _errs832 = errors;
let valid311 = false;
const _errs833 = errors;
if(typeof data190 === "string"){
if(func2(data190) < 1){
const err563 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/removeLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err564 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/removeLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
var _valid91 = _errs833 === errors;
valid311 = valid311 || _valid91;
const _errs836 = errors;
if(typeof data190 === "string"){
if(!pattern5.test(data190)){
const err565 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
}
else {
const err566 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
var _valid91 = _errs836 === errors;
valid311 = valid311 || _valid91;
if(!valid311){
const err567 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"#/allOf/15/then/properties/props/properties/removeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
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
}
else {
const err568 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
}
if(data.on !== undefined){
let data191 = data.on;
if(data191 && typeof data191 == "object" && !Array.isArray(data191)){
for(const key37 in data191){
if(!(((key37 === "change") || (key37 === "pick")) || (key37 === "reject"))){
const err569 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
}
if(data191.change !== undefined){
if(!(validate67(data191.change, {instancePath:instancePath+"/on/change",parentData:data191,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
if(data191.pick !== undefined){
if(!(validate67(data191.pick, {instancePath:instancePath+"/on/pick",parentData:data191,parentDataProperty:"pick",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
if(data191.reject !== undefined){
if(!(validate67(data191.reject, {instancePath:instancePath+"/on/reject",parentData:data191,parentDataProperty:"reject",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err570 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
}
if(data.children !== undefined){
const err571 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/15/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
}
var _valid81 = _errs754 === errors;
valid280 = _valid81;
if(valid280){
var props17 = {};
props17.type = true;
props17.props = true;
props17.on = true;
props17.children = true;
}
}
if(!valid280){
const err572 = {instancePath,schemaPath:"#/allOf/15/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
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
const _errs846 = errors;
let valid315 = true;
const _errs847 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((data.type === undefined) && (missing16 = "type")){
const err573 = {};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
else {
if(data.type !== undefined){
if("InfoList" !== data.type){
const err574 = {};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
}
}
}
var _valid92 = _errs847 === errors;
errors = _errs846;
if(vErrors !== null){
if(_errs846){
vErrors.length = _errs846;
}
else {
vErrors = null;
}
}
if(_valid92){
const _errs849 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err575 = {instancePath,schemaPath:"#/allOf/16/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
if(data.type !== undefined){
if("InfoList" !== data.type){
const err576 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/16/then/properties/type/const",keyword:"const",params:{allowedValue: "InfoList"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err576];
}
else {
vErrors.push(err576);
}
errors++;
}
}
if(data.props !== undefined){
let data198 = data.props;
if(data198 && typeof data198 == "object" && !Array.isArray(data198)){
if(data198.rows === undefined){
const err577 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
for(const key38 in data198){
if(!(func1.call(schema76.allOf[16].then.properties.props.properties, key38))){
const err578 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
}
if(data198.title !== undefined){
let data199 = data198.title;
const _errs855 = errors;
let valid319 = false;
const _errs856 = errors;
if(typeof data199 !== "string"){
const err579 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/InfoList.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
var _valid93 = _errs856 === errors;
valid319 = valid319 || _valid93;
const _errs859 = errors;
if(typeof data199 === "string"){
if(!pattern5.test(data199)){
const err580 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err581 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
var _valid93 = _errs859 === errors;
valid319 = valid319 || _valid93;
if(!valid319){
const err582 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/16/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
else {
errors = _errs855;
if(vErrors !== null){
if(_errs855){
vErrors.length = _errs855;
}
else {
vErrors = null;
}
}
}
}
if(data198.rows !== undefined){
let data200 = data198.rows;
const _errs863 = errors;
let valid322 = false;
const _errs864 = errors;
if(Array.isArray(data200)){
const len5 = data200.length;
for(let i5=0; i5<len5; i5++){
let data201 = data200[i5];
if(data201 && typeof data201 == "object" && !Array.isArray(data201)){
if(data201.text !== undefined){
let data202 = data201.text;
if((typeof data202 !== "string") && (!((typeof data202 == "number") && (isFinite(data202))))){
const err583 = {instancePath:instancePath+"/props/rows/" + i5+"/text",schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/properties/text/type",keyword:"type",params:{type: schema246.items.properties.text.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
}
if(data201.value !== undefined){
let data203 = data201.value;
if((typeof data203 !== "string") && (!((typeof data203 == "number") && (isFinite(data203))))){
const err584 = {instancePath:instancePath+"/props/rows/" + i5+"/value",schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/properties/value/type",keyword:"type",params:{type: schema246.items.properties.value.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
}
}
else {
const err585 = {instancePath:instancePath+"/props/rows/" + i5,schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
}
}
else {
const err586 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/InfoList.schema.json#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
var _valid94 = _errs864 === errors;
valid322 = valid322 || _valid94;
const _errs873 = errors;
if(typeof data200 === "string"){
if(!pattern5.test(data200)){
const err587 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
}
errors++;
}
}
else {
const err588 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
var _valid94 = _errs873 === errors;
valid322 = valid322 || _valid94;
if(!valid322){
const err589 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/16/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
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
if(data198.labelKey !== undefined){
let data204 = data198.labelKey;
const _errs877 = errors;
let valid328 = false;
const _errs878 = errors;
if(typeof data204 === "string"){
if(func2(data204) < 1){
const err590 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/InfoList.schema.json#/properties/labelKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err591 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/InfoList.schema.json#/properties/labelKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
var _valid95 = _errs878 === errors;
valid328 = valid328 || _valid95;
const _errs881 = errors;
if(typeof data204 === "string"){
if(!pattern5.test(data204)){
const err592 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err593 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
var _valid95 = _errs881 === errors;
valid328 = valid328 || _valid95;
if(!valid328){
const err594 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/16/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
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
if(data198.valueKey !== undefined){
let data205 = data198.valueKey;
const _errs885 = errors;
let valid331 = false;
const _errs886 = errors;
if(typeof data205 === "string"){
if(func2(data205) < 1){
const err595 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/InfoList.schema.json#/properties/valueKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err596 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/InfoList.schema.json#/properties/valueKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
var _valid96 = _errs886 === errors;
valid331 = valid331 || _valid96;
const _errs889 = errors;
if(typeof data205 === "string"){
if(!pattern5.test(data205)){
const err597 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err598 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
var _valid96 = _errs889 === errors;
valid331 = valid331 || _valid96;
if(!valid331){
const err599 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/16/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err599];
}
else {
vErrors.push(err599);
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
if(data198.collapsedRows !== undefined){
let data206 = data198.collapsedRows;
const _errs893 = errors;
let valid334 = false;
const _errs894 = errors;
if(!(((typeof data206 == "number") && (!(data206 % 1) && !isNaN(data206))) && (isFinite(data206)))){
const err600 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"widgets/InfoList.schema.json#/properties/collapsedRows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
if((typeof data206 == "number") && (isFinite(data206))){
if(data206 < 1 || isNaN(data206)){
const err601 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"widgets/InfoList.schema.json#/properties/collapsedRows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
}
var _valid97 = _errs894 === errors;
valid334 = valid334 || _valid97;
const _errs897 = errors;
if(typeof data206 === "string"){
if(!pattern5.test(data206)){
const err602 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
}
else {
const err603 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
var _valid97 = _errs897 === errors;
valid334 = valid334 || _valid97;
if(!valid334){
const err604 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"#/allOf/16/then/properties/props/properties/collapsedRows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
else {
errors = _errs893;
if(vErrors !== null){
if(_errs893){
vErrors.length = _errs893;
}
else {
vErrors = null;
}
}
}
}
if(data198.moreLabel !== undefined){
let data207 = data198.moreLabel;
const _errs901 = errors;
let valid337 = false;
const _errs902 = errors;
if(typeof data207 === "string"){
if(func2(data207) < 1){
const err605 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"widgets/InfoList.schema.json#/properties/moreLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err606 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"widgets/InfoList.schema.json#/properties/moreLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
var _valid98 = _errs902 === errors;
valid337 = valid337 || _valid98;
const _errs905 = errors;
if(typeof data207 === "string"){
if(!pattern5.test(data207)){
const err607 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err608 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
var _valid98 = _errs905 === errors;
valid337 = valid337 || _valid98;
if(!valid337){
const err609 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"#/allOf/16/then/properties/props/properties/moreLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
else {
errors = _errs901;
if(vErrors !== null){
if(_errs901){
vErrors.length = _errs901;
}
else {
vErrors = null;
}
}
}
}
if(data198.lessLabel !== undefined){
let data208 = data198.lessLabel;
const _errs909 = errors;
let valid340 = false;
const _errs910 = errors;
if(typeof data208 === "string"){
if(func2(data208) < 1){
const err610 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"widgets/InfoList.schema.json#/properties/lessLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
}
else {
const err611 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"widgets/InfoList.schema.json#/properties/lessLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err611];
}
else {
vErrors.push(err611);
}
errors++;
}
var _valid99 = _errs910 === errors;
valid340 = valid340 || _valid99;
const _errs913 = errors;
if(typeof data208 === "string"){
if(!pattern5.test(data208)){
const err612 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err613 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
var _valid99 = _errs913 === errors;
valid340 = valid340 || _valid99;
if(!valid340){
const err614 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"#/allOf/16/then/properties/props/properties/lessLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
else {
errors = _errs909;
if(vErrors !== null){
if(_errs909){
vErrors.length = _errs909;
}
else {
vErrors = null;
}
}
}
}
if(data198.emptyText !== undefined){
let data209 = data198.emptyText;
const _errs917 = errors;
let valid343 = false;
const _errs918 = errors;
if(typeof data209 !== "string"){
const err615 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/InfoList.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
var _valid100 = _errs918 === errors;
valid343 = valid343 || _valid100;
const _errs921 = errors;
if(typeof data209 === "string"){
if(!pattern5.test(data209)){
const err616 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
}
else {
const err617 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
var _valid100 = _errs921 === errors;
valid343 = valid343 || _valid100;
if(!valid343){
const err618 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/16/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
else {
errors = _errs917;
if(vErrors !== null){
if(_errs917){
vErrors.length = _errs917;
}
else {
vErrors = null;
}
}
}
}
if(data198.surface !== undefined){
let data210 = data198.surface;
const _errs925 = errors;
let valid346 = false;
const _errs926 = errors;
if(!((data210 === "card") || (data210 === "none"))){
const err619 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/InfoList.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema260.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
var _valid101 = _errs926 === errors;
valid346 = valid346 || _valid101;
const _errs928 = errors;
if(typeof data210 === "string"){
if(!pattern5.test(data210)){
const err620 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err621 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
var _valid101 = _errs928 === errors;
valid346 = valid346 || _valid101;
if(!valid346){
const err622 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/16/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
else {
errors = _errs925;
if(vErrors !== null){
if(_errs925){
vErrors.length = _errs925;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err623 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
}
if(data.on !== undefined){
let data211 = data.on;
if(data211 && typeof data211 == "object" && !Array.isArray(data211)){
for(const key39 in data211){
const err624 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
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
const err625 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
}
if(data.children !== undefined){
const err626 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/16/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
if(data.bind !== undefined){
const err627 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/16/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
}
var _valid92 = _errs849 === errors;
valid315 = _valid92;
if(valid315){
var props18 = {};
props18.type = true;
props18.props = true;
props18.on = true;
props18.children = true;
props18.bind = true;
}
}
if(!valid315){
const err628 = {instancePath,schemaPath:"#/allOf/16/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err628];
}
else {
vErrors.push(err628);
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
const _errs935 = errors;
let valid349 = true;
const _errs936 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if((data.type === undefined) && (missing17 = "type")){
const err629 = {};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
else {
if(data.type !== undefined){
if("ListItem" !== data.type){
const err630 = {};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
}
}
}
var _valid102 = _errs936 === errors;
errors = _errs935;
if(vErrors !== null){
if(_errs935){
vErrors.length = _errs935;
}
else {
vErrors = null;
}
}
if(_valid102){
const _errs938 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err631 = {instancePath,schemaPath:"#/allOf/17/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
if(data.type !== undefined){
if("ListItem" !== data.type){
const err632 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/17/then/properties/type/const",keyword:"const",params:{allowedValue: "ListItem"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err632];
}
else {
vErrors.push(err632);
}
errors++;
}
}
if(data.props !== undefined){
let data216 = data.props;
if(data216 && typeof data216 == "object" && !Array.isArray(data216)){
if(data216.title === undefined){
const err633 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
for(const key40 in data216){
if(!((((((((key40 === "title") || (key40 === "subtitle")) || (key40 === "meta")) || (key40 === "body")) || (key40 === "image")) || (key40 === "chevron")) || (key40 === "selected")) || (key40 === "tappable"))){
const err634 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
}
if(data216.title !== undefined){
let data217 = data216.title;
const _errs944 = errors;
let valid353 = false;
const _errs945 = errors;
if(typeof data217 !== "string"){
const err635 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/ListItem.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
var _valid103 = _errs945 === errors;
valid353 = valid353 || _valid103;
const _errs948 = errors;
if(typeof data217 === "string"){
if(!pattern5.test(data217)){
const err636 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err637 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
var _valid103 = _errs948 === errors;
valid353 = valid353 || _valid103;
if(!valid353){
const err638 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/17/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err638];
}
else {
vErrors.push(err638);
}
errors++;
}
else {
errors = _errs944;
if(vErrors !== null){
if(_errs944){
vErrors.length = _errs944;
}
else {
vErrors = null;
}
}
}
}
if(data216.subtitle !== undefined){
let data218 = data216.subtitle;
const _errs952 = errors;
let valid356 = false;
const _errs953 = errors;
if(typeof data218 !== "string"){
const err639 = {instancePath:instancePath+"/props/subtitle",schemaPath:"widgets/ListItem.schema.json#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
var _valid104 = _errs953 === errors;
valid356 = valid356 || _valid104;
const _errs956 = errors;
if(typeof data218 === "string"){
if(!pattern5.test(data218)){
const err640 = {instancePath:instancePath+"/props/subtitle",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err641 = {instancePath:instancePath+"/props/subtitle",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
var _valid104 = _errs956 === errors;
valid356 = valid356 || _valid104;
if(!valid356){
const err642 = {instancePath:instancePath+"/props/subtitle",schemaPath:"#/allOf/17/then/properties/props/properties/subtitle/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
else {
errors = _errs952;
if(vErrors !== null){
if(_errs952){
vErrors.length = _errs952;
}
else {
vErrors = null;
}
}
}
}
if(data216.meta !== undefined){
let data219 = data216.meta;
const _errs960 = errors;
let valid359 = false;
const _errs961 = errors;
if(typeof data219 !== "string"){
const err643 = {instancePath:instancePath+"/props/meta",schemaPath:"widgets/ListItem.schema.json#/properties/meta/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
var _valid105 = _errs961 === errors;
valid359 = valid359 || _valid105;
const _errs964 = errors;
if(typeof data219 === "string"){
if(!pattern5.test(data219)){
const err644 = {instancePath:instancePath+"/props/meta",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err645 = {instancePath:instancePath+"/props/meta",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
}
errors++;
}
var _valid105 = _errs964 === errors;
valid359 = valid359 || _valid105;
if(!valid359){
const err646 = {instancePath:instancePath+"/props/meta",schemaPath:"#/allOf/17/then/properties/props/properties/meta/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
else {
errors = _errs960;
if(vErrors !== null){
if(_errs960){
vErrors.length = _errs960;
}
else {
vErrors = null;
}
}
}
}
if(data216.body !== undefined){
let data220 = data216.body;
const _errs968 = errors;
let valid362 = false;
const _errs969 = errors;
if(typeof data220 !== "string"){
const err647 = {instancePath:instancePath+"/props/body",schemaPath:"widgets/ListItem.schema.json#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
var _valid106 = _errs969 === errors;
valid362 = valid362 || _valid106;
const _errs972 = errors;
if(typeof data220 === "string"){
if(!pattern5.test(data220)){
const err648 = {instancePath:instancePath+"/props/body",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err649 = {instancePath:instancePath+"/props/body",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
var _valid106 = _errs972 === errors;
valid362 = valid362 || _valid106;
if(!valid362){
const err650 = {instancePath:instancePath+"/props/body",schemaPath:"#/allOf/17/then/properties/props/properties/body/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
else {
errors = _errs968;
if(vErrors !== null){
if(_errs968){
vErrors.length = _errs968;
}
else {
vErrors = null;
}
}
}
}
if(data216.image !== undefined){
let data221 = data216.image;
const _errs976 = errors;
let valid365 = false;
const _errs977 = errors;
if(typeof data221 !== "string"){
const err651 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/ListItem.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
var _valid107 = _errs977 === errors;
valid365 = valid365 || _valid107;
const _errs980 = errors;
if(typeof data221 === "string"){
if(!pattern5.test(data221)){
const err652 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err653 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
var _valid107 = _errs980 === errors;
valid365 = valid365 || _valid107;
if(!valid365){
const err654 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/17/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
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
if(data216.chevron !== undefined){
let data222 = data216.chevron;
const _errs984 = errors;
let valid368 = false;
const _errs985 = errors;
if(typeof data222 !== "boolean"){
const err655 = {instancePath:instancePath+"/props/chevron",schemaPath:"widgets/ListItem.schema.json#/properties/chevron/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
var _valid108 = _errs985 === errors;
valid368 = valid368 || _valid108;
const _errs988 = errors;
if(typeof data222 === "string"){
if(!pattern5.test(data222)){
const err656 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err657 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
var _valid108 = _errs988 === errors;
valid368 = valid368 || _valid108;
if(!valid368){
const err658 = {instancePath:instancePath+"/props/chevron",schemaPath:"#/allOf/17/then/properties/props/properties/chevron/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
else {
errors = _errs984;
if(vErrors !== null){
if(_errs984){
vErrors.length = _errs984;
}
else {
vErrors = null;
}
}
}
}
if(data216.selected !== undefined){
let data223 = data216.selected;
const _errs992 = errors;
let valid371 = false;
const _errs993 = errors;
if(typeof data223 !== "boolean"){
const err659 = {instancePath:instancePath+"/props/selected",schemaPath:"widgets/ListItem.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
var _valid109 = _errs993 === errors;
valid371 = valid371 || _valid109;
const _errs996 = errors;
if(typeof data223 === "string"){
if(!pattern5.test(data223)){
const err660 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err661 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
var _valid109 = _errs996 === errors;
valid371 = valid371 || _valid109;
if(!valid371){
const err662 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/17/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err662];
}
else {
vErrors.push(err662);
}
errors++;
}
else {
errors = _errs992;
if(vErrors !== null){
if(_errs992){
vErrors.length = _errs992;
}
else {
vErrors = null;
}
}
}
}
if(data216.tappable !== undefined){
let data224 = data216.tappable;
const _errs1000 = errors;
let valid374 = false;
const _errs1001 = errors;
if(typeof data224 !== "boolean"){
const err663 = {instancePath:instancePath+"/props/tappable",schemaPath:"widgets/ListItem.schema.json#/properties/tappable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
var _valid110 = _errs1001 === errors;
valid374 = valid374 || _valid110;
const _errs1004 = errors;
if(typeof data224 === "string"){
if(!pattern5.test(data224)){
const err664 = {instancePath:instancePath+"/props/tappable",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err665 = {instancePath:instancePath+"/props/tappable",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
var _valid110 = _errs1004 === errors;
valid374 = valid374 || _valid110;
if(!valid374){
const err666 = {instancePath:instancePath+"/props/tappable",schemaPath:"#/allOf/17/then/properties/props/properties/tappable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
else {
errors = _errs1000;
if(vErrors !== null){
if(_errs1000){
vErrors.length = _errs1000;
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
let data225 = data.on;
if(data225 && typeof data225 == "object" && !Array.isArray(data225)){
for(const key41 in data225){
if(!(key41 === "tap")){
const err668 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
}
if(data225.tap !== undefined){
if(!(validate67(data225.tap, {instancePath:instancePath+"/on/tap",parentData:data225,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
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
if(data.bind !== undefined){
const err671 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/17/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
}
var _valid102 = _errs938 === errors;
valid349 = _valid102;
if(valid349){
var props19 = {};
props19.type = true;
props19.props = true;
props19.on = true;
props19.children = true;
props19.bind = true;
}
}
if(!valid349){
const err672 = {instancePath,schemaPath:"#/allOf/17/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
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
const _errs1012 = errors;
let valid378 = true;
const _errs1013 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if((data.type === undefined) && (missing18 = "type")){
const err673 = {};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
}
errors++;
}
else {
if(data.type !== undefined){
if("Notice" !== data.type){
const err674 = {};
if(vErrors === null){
vErrors = [err674];
}
else {
vErrors.push(err674);
}
errors++;
}
}
}
}
var _valid111 = _errs1013 === errors;
errors = _errs1012;
if(vErrors !== null){
if(_errs1012){
vErrors.length = _errs1012;
}
else {
vErrors = null;
}
}
if(_valid111){
const _errs1015 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err675 = {instancePath,schemaPath:"#/allOf/18/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
if(data.type !== undefined){
if("Notice" !== data.type){
const err676 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/18/then/properties/type/const",keyword:"const",params:{allowedValue: "Notice"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
}
if(data.props !== undefined){
let data231 = data.props;
if(data231 && typeof data231 == "object" && !Array.isArray(data231)){
if(data231.text === undefined){
const err677 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
for(const key42 in data231){
if(!((key42 === "text") || (key42 === "tone"))){
const err678 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
}
errors++;
}
}
if(data231.text !== undefined){
let data232 = data231.text;
const _errs1021 = errors;
let valid382 = false;
const _errs1022 = errors;
if(typeof data232 !== "string"){
const err679 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Notice.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
var _valid112 = _errs1022 === errors;
valid382 = valid382 || _valid112;
const _errs1025 = errors;
if(typeof data232 === "string"){
if(!pattern5.test(data232)){
const err680 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err680];
}
else {
vErrors.push(err680);
}
errors++;
}
}
else {
const err681 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
var _valid112 = _errs1025 === errors;
valid382 = valid382 || _valid112;
if(!valid382){
const err682 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/18/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
else {
errors = _errs1021;
if(vErrors !== null){
if(_errs1021){
vErrors.length = _errs1021;
}
else {
vErrors = null;
}
}
}
}
if(data231.tone !== undefined){
let data233 = data231.tone;
const _errs1029 = errors;
let valid385 = false;
const _errs1030 = errors;
if(!(((data233 === "info") || (data233 === "warning")) || (data233 === "success"))){
const err683 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Notice.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema282.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err683];
}
else {
vErrors.push(err683);
}
errors++;
}
var _valid113 = _errs1030 === errors;
valid385 = valid385 || _valid113;
const _errs1032 = errors;
if(typeof data233 === "string"){
if(!pattern5.test(data233)){
const err684 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err684];
}
else {
vErrors.push(err684);
}
errors++;
}
}
else {
const err685 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
var _valid113 = _errs1032 === errors;
valid385 = valid385 || _valid113;
if(!valid385){
const err686 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/18/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
else {
errors = _errs1029;
if(vErrors !== null){
if(_errs1029){
vErrors.length = _errs1029;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err687 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err687];
}
else {
vErrors.push(err687);
}
errors++;
}
}
if(data.on !== undefined){
let data234 = data.on;
if(data234 && typeof data234 == "object" && !Array.isArray(data234)){
for(const key43 in data234){
const err688 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err688];
}
else {
vErrors.push(err688);
}
errors++;
}
}
else {
const err689 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
}
if(data.children !== undefined){
const err690 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/18/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
if(data.bind !== undefined){
const err691 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/18/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err691];
}
else {
vErrors.push(err691);
}
errors++;
}
}
var _valid111 = _errs1015 === errors;
valid378 = _valid111;
if(valid378){
var props20 = {};
props20.type = true;
props20.props = true;
props20.on = true;
props20.children = true;
props20.bind = true;
}
}
if(!valid378){
const err692 = {instancePath,schemaPath:"#/allOf/18/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err692];
}
else {
vErrors.push(err692);
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
const _errs1039 = errors;
let valid388 = true;
const _errs1040 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing19;
if((data.type === undefined) && (missing19 = "type")){
const err693 = {};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
else {
if(data.type !== undefined){
if("PhotoInfo" !== data.type){
const err694 = {};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
}
errors++;
}
}
}
}
var _valid114 = _errs1040 === errors;
errors = _errs1039;
if(vErrors !== null){
if(_errs1039){
vErrors.length = _errs1039;
}
else {
vErrors = null;
}
}
if(_valid114){
const _errs1042 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("PhotoInfo" !== data.type){
const err695 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/19/then/properties/type/const",keyword:"const",params:{allowedValue: "PhotoInfo"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err695];
}
else {
vErrors.push(err695);
}
errors++;
}
}
if(data.props !== undefined){
let data239 = data.props;
if(data239 && typeof data239 == "object" && !Array.isArray(data239)){
for(const key44 in data239){
if(!((((((((key44 === "label") || (key44 === "changeLabel")) || (key44 === "accept")) || (key44 === "emptyText")) || (key44 === "imageAlt")) || (key44 === "nameLabel")) || (key44 === "typeLabel")) || (key44 === "sizeLabel"))){
const err696 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err696];
}
else {
vErrors.push(err696);
}
errors++;
}
}
if(data239.label !== undefined){
let data240 = data239.label;
const _errs1048 = errors;
let valid392 = false;
const _errs1049 = errors;
if(typeof data240 === "string"){
if(func2(data240) < 1){
const err697 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/PhotoInfo.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
}
else {
const err698 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/PhotoInfo.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err698];
}
else {
vErrors.push(err698);
}
errors++;
}
var _valid115 = _errs1049 === errors;
valid392 = valid392 || _valid115;
const _errs1052 = errors;
if(typeof data240 === "string"){
if(!pattern5.test(data240)){
const err699 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err700 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err700];
}
else {
vErrors.push(err700);
}
errors++;
}
var _valid115 = _errs1052 === errors;
valid392 = valid392 || _valid115;
if(!valid392){
const err701 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/19/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err701];
}
else {
vErrors.push(err701);
}
errors++;
}
else {
errors = _errs1048;
if(vErrors !== null){
if(_errs1048){
vErrors.length = _errs1048;
}
else {
vErrors = null;
}
}
}
}
if(data239.changeLabel !== undefined){
let data241 = data239.changeLabel;
const _errs1056 = errors;
let valid395 = false;
const _errs1057 = errors;
if(typeof data241 === "string"){
if(func2(data241) < 1){
const err702 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/changeLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err703 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/changeLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err703];
}
else {
vErrors.push(err703);
}
errors++;
}
var _valid116 = _errs1057 === errors;
valid395 = valid395 || _valid116;
const _errs1060 = errors;
if(typeof data241 === "string"){
if(!pattern5.test(data241)){
const err704 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err704];
}
else {
vErrors.push(err704);
}
errors++;
}
}
else {
const err705 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err705];
}
else {
vErrors.push(err705);
}
errors++;
}
var _valid116 = _errs1060 === errors;
valid395 = valid395 || _valid116;
if(!valid395){
const err706 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/changeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err706];
}
else {
vErrors.push(err706);
}
errors++;
}
else {
errors = _errs1056;
if(vErrors !== null){
if(_errs1056){
vErrors.length = _errs1056;
}
else {
vErrors = null;
}
}
}
}
if(data239.accept !== undefined){
let data242 = data239.accept;
const _errs1064 = errors;
let valid398 = false;
const _errs1065 = errors;
if(typeof data242 === "string"){
if(func2(data242) < 1){
const err707 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/PhotoInfo.schema.json#/properties/accept/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err708 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/PhotoInfo.schema.json#/properties/accept/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err708];
}
else {
vErrors.push(err708);
}
errors++;
}
var _valid117 = _errs1065 === errors;
valid398 = valid398 || _valid117;
const _errs1068 = errors;
if(typeof data242 === "string"){
if(!pattern5.test(data242)){
const err709 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err709];
}
else {
vErrors.push(err709);
}
errors++;
}
}
else {
const err710 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err710];
}
else {
vErrors.push(err710);
}
errors++;
}
var _valid117 = _errs1068 === errors;
valid398 = valid398 || _valid117;
if(!valid398){
const err711 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/19/then/properties/props/properties/accept/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err711];
}
else {
vErrors.push(err711);
}
errors++;
}
else {
errors = _errs1064;
if(vErrors !== null){
if(_errs1064){
vErrors.length = _errs1064;
}
else {
vErrors = null;
}
}
}
}
if(data239.emptyText !== undefined){
let data243 = data239.emptyText;
const _errs1072 = errors;
let valid401 = false;
const _errs1073 = errors;
if(typeof data243 !== "string"){
const err712 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/PhotoInfo.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err712];
}
else {
vErrors.push(err712);
}
errors++;
}
var _valid118 = _errs1073 === errors;
valid401 = valid401 || _valid118;
const _errs1076 = errors;
if(typeof data243 === "string"){
if(!pattern5.test(data243)){
const err713 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err713];
}
else {
vErrors.push(err713);
}
errors++;
}
}
else {
const err714 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err714];
}
else {
vErrors.push(err714);
}
errors++;
}
var _valid118 = _errs1076 === errors;
valid401 = valid401 || _valid118;
if(!valid401){
const err715 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/19/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err715];
}
else {
vErrors.push(err715);
}
errors++;
}
else {
errors = _errs1072;
if(vErrors !== null){
if(_errs1072){
vErrors.length = _errs1072;
}
else {
vErrors = null;
}
}
}
}
if(data239.imageAlt !== undefined){
let data244 = data239.imageAlt;
const _errs1080 = errors;
let valid404 = false;
const _errs1081 = errors;
if(typeof data244 === "string"){
if(func2(data244) < 1){
const err716 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/PhotoInfo.schema.json#/properties/imageAlt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err717 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/PhotoInfo.schema.json#/properties/imageAlt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err717];
}
else {
vErrors.push(err717);
}
errors++;
}
var _valid119 = _errs1081 === errors;
valid404 = valid404 || _valid119;
const _errs1084 = errors;
if(typeof data244 === "string"){
if(!pattern5.test(data244)){
const err718 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err719 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err719];
}
else {
vErrors.push(err719);
}
errors++;
}
var _valid119 = _errs1084 === errors;
valid404 = valid404 || _valid119;
if(!valid404){
const err720 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/19/then/properties/props/properties/imageAlt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err720];
}
else {
vErrors.push(err720);
}
errors++;
}
else {
errors = _errs1080;
if(vErrors !== null){
if(_errs1080){
vErrors.length = _errs1080;
}
else {
vErrors = null;
}
}
}
}
if(data239.nameLabel !== undefined){
let data245 = data239.nameLabel;
const _errs1088 = errors;
let valid407 = false;
const _errs1089 = errors;
if(typeof data245 === "string"){
if(func2(data245) < 1){
const err721 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/nameLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err721];
}
else {
vErrors.push(err721);
}
errors++;
}
}
else {
const err722 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/nameLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err722];
}
else {
vErrors.push(err722);
}
errors++;
}
var _valid120 = _errs1089 === errors;
valid407 = valid407 || _valid120;
const _errs1092 = errors;
if(typeof data245 === "string"){
if(!pattern5.test(data245)){
const err723 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err724 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err724];
}
else {
vErrors.push(err724);
}
errors++;
}
var _valid120 = _errs1092 === errors;
valid407 = valid407 || _valid120;
if(!valid407){
const err725 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"#/allOf/19/then/properties/props/properties/nameLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err725];
}
else {
vErrors.push(err725);
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
if(data239.typeLabel !== undefined){
let data246 = data239.typeLabel;
const _errs1096 = errors;
let valid410 = false;
const _errs1097 = errors;
if(typeof data246 === "string"){
if(func2(data246) < 1){
const err726 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/typeLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err726];
}
else {
vErrors.push(err726);
}
errors++;
}
}
else {
const err727 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/typeLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err727];
}
else {
vErrors.push(err727);
}
errors++;
}
var _valid121 = _errs1097 === errors;
valid410 = valid410 || _valid121;
const _errs1100 = errors;
if(typeof data246 === "string"){
if(!pattern5.test(data246)){
const err728 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err729 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err729];
}
else {
vErrors.push(err729);
}
errors++;
}
var _valid121 = _errs1100 === errors;
valid410 = valid410 || _valid121;
if(!valid410){
const err730 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/typeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err730];
}
else {
vErrors.push(err730);
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
if(data239.sizeLabel !== undefined){
let data247 = data239.sizeLabel;
const _errs1104 = errors;
let valid413 = false;
const _errs1105 = errors;
if(typeof data247 === "string"){
if(func2(data247) < 1){
const err731 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/sizeLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err731];
}
else {
vErrors.push(err731);
}
errors++;
}
}
else {
const err732 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/sizeLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err732];
}
else {
vErrors.push(err732);
}
errors++;
}
var _valid122 = _errs1105 === errors;
valid413 = valid413 || _valid122;
const _errs1108 = errors;
if(typeof data247 === "string"){
if(!pattern5.test(data247)){
const err733 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err734 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err734];
}
else {
vErrors.push(err734);
}
errors++;
}
var _valid122 = _errs1108 === errors;
valid413 = valid413 || _valid122;
if(!valid413){
const err735 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/sizeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err735];
}
else {
vErrors.push(err735);
}
errors++;
}
else {
errors = _errs1104;
if(vErrors !== null){
if(_errs1104){
vErrors.length = _errs1104;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err736 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err736];
}
else {
vErrors.push(err736);
}
errors++;
}
}
if(data.on !== undefined){
let data248 = data.on;
if(data248 && typeof data248 == "object" && !Array.isArray(data248)){
for(const key45 in data248){
if(!(key45 === "change")){
const err737 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err737];
}
else {
vErrors.push(err737);
}
errors++;
}
}
if(data248.change !== undefined){
if(!(validate67(data248.change, {instancePath:instancePath+"/on/change",parentData:data248,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err738 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err738];
}
else {
vErrors.push(err738);
}
errors++;
}
}
if(data.children !== undefined){
const err739 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/19/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err739];
}
else {
vErrors.push(err739);
}
errors++;
}
}
var _valid114 = _errs1042 === errors;
valid388 = _valid114;
if(valid388){
var props21 = {};
props21.type = true;
props21.props = true;
props21.on = true;
props21.children = true;
}
}
if(!valid388){
const err740 = {instancePath,schemaPath:"#/allOf/19/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err740];
}
else {
vErrors.push(err740);
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
const _errs1116 = errors;
let valid417 = true;
const _errs1117 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing20;
if((data.type === undefined) && (missing20 = "type")){
const err741 = {};
if(vErrors === null){
vErrors = [err741];
}
else {
vErrors.push(err741);
}
errors++;
}
else {
if(data.type !== undefined){
if("Picker" !== data.type){
const err742 = {};
if(vErrors === null){
vErrors = [err742];
}
else {
vErrors.push(err742);
}
errors++;
}
}
}
}
var _valid123 = _errs1117 === errors;
errors = _errs1116;
if(vErrors !== null){
if(_errs1116){
vErrors.length = _errs1116;
}
else {
vErrors = null;
}
}
if(_valid123){
const _errs1119 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err743 = {instancePath,schemaPath:"#/allOf/20/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err743];
}
else {
vErrors.push(err743);
}
errors++;
}
if(data.type !== undefined){
if("Picker" !== data.type){
const err744 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/20/then/properties/type/const",keyword:"const",params:{allowedValue: "Picker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err744];
}
else {
vErrors.push(err744);
}
errors++;
}
}
if(data.props !== undefined){
let data253 = data.props;
if(data253 && typeof data253 == "object" && !Array.isArray(data253)){
if(data253.label === undefined){
const err745 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err745];
}
else {
vErrors.push(err745);
}
errors++;
}
if(data253.options === undefined){
const err746 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err746];
}
else {
vErrors.push(err746);
}
errors++;
}
for(const key46 in data253){
if(!(func1.call(schema76.allOf[20].then.properties.props.properties, key46))){
const err747 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key46},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err747];
}
else {
vErrors.push(err747);
}
errors++;
}
}
if(data253.label !== undefined){
let data254 = data253.label;
const _errs1125 = errors;
let valid421 = false;
const _errs1126 = errors;
if(typeof data254 === "string"){
if(func2(data254) < 1){
const err748 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Picker.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err749 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Picker.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err749];
}
else {
vErrors.push(err749);
}
errors++;
}
var _valid124 = _errs1126 === errors;
valid421 = valid421 || _valid124;
const _errs1129 = errors;
if(typeof data254 === "string"){
if(!pattern5.test(data254)){
const err750 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err751 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err751];
}
else {
vErrors.push(err751);
}
errors++;
}
var _valid124 = _errs1129 === errors;
valid421 = valid421 || _valid124;
if(!valid421){
const err752 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/20/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err752];
}
else {
vErrors.push(err752);
}
errors++;
}
else {
errors = _errs1125;
if(vErrors !== null){
if(_errs1125){
vErrors.length = _errs1125;
}
else {
vErrors = null;
}
}
}
}
if(data253.placeholder !== undefined){
let data255 = data253.placeholder;
const _errs1133 = errors;
let valid424 = false;
const _errs1134 = errors;
if(typeof data255 !== "string"){
const err753 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/Picker.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err753];
}
else {
vErrors.push(err753);
}
errors++;
}
var _valid125 = _errs1134 === errors;
valid424 = valid424 || _valid125;
const _errs1137 = errors;
if(typeof data255 === "string"){
if(!pattern5.test(data255)){
const err754 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err755 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err755];
}
else {
vErrors.push(err755);
}
errors++;
}
var _valid125 = _errs1137 === errors;
valid424 = valid424 || _valid125;
if(!valid424){
const err756 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/20/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err756];
}
else {
vErrors.push(err756);
}
errors++;
}
else {
errors = _errs1133;
if(vErrors !== null){
if(_errs1133){
vErrors.length = _errs1133;
}
else {
vErrors = null;
}
}
}
}
if(data253.hint !== undefined){
let data256 = data253.hint;
const _errs1141 = errors;
let valid427 = false;
const _errs1142 = errors;
if(typeof data256 !== "string"){
const err757 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/Picker.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err757];
}
else {
vErrors.push(err757);
}
errors++;
}
var _valid126 = _errs1142 === errors;
valid427 = valid427 || _valid126;
const _errs1145 = errors;
if(typeof data256 === "string"){
if(!pattern5.test(data256)){
const err758 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err758];
}
else {
vErrors.push(err758);
}
errors++;
}
}
else {
const err759 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err759];
}
else {
vErrors.push(err759);
}
errors++;
}
var _valid126 = _errs1145 === errors;
valid427 = valid427 || _valid126;
if(!valid427){
const err760 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/20/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err760];
}
else {
vErrors.push(err760);
}
errors++;
}
else {
errors = _errs1141;
if(vErrors !== null){
if(_errs1141){
vErrors.length = _errs1141;
}
else {
vErrors = null;
}
}
}
}
if(data253.options !== undefined){
let data257 = data253.options;
const _errs1149 = errors;
let valid430 = false;
const _errs1150 = errors;
if(Array.isArray(data257)){
const len6 = data257.length;
for(let i6=0; i6<len6; i6++){
let data258 = data257[i6];
if(data258 && typeof data258 == "object" && !Array.isArray(data258)){
}
else {
const err761 = {instancePath:instancePath+"/props/options/" + i6,schemaPath:"widgets/Picker.schema.json#/properties/options/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err762 = {instancePath:instancePath+"/props/options",schemaPath:"widgets/Picker.schema.json#/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err762];
}
else {
vErrors.push(err762);
}
errors++;
}
var _valid127 = _errs1150 === errors;
valid430 = valid430 || _valid127;
const _errs1156 = errors;
if(typeof data257 === "string"){
if(!pattern5.test(data257)){
const err763 = {instancePath:instancePath+"/props/options",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err764 = {instancePath:instancePath+"/props/options",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err764];
}
else {
vErrors.push(err764);
}
errors++;
}
var _valid127 = _errs1156 === errors;
valid430 = valid430 || _valid127;
if(!valid430){
const err765 = {instancePath:instancePath+"/props/options",schemaPath:"#/allOf/20/then/properties/props/properties/options/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err765];
}
else {
vErrors.push(err765);
}
errors++;
}
else {
errors = _errs1149;
if(vErrors !== null){
if(_errs1149){
vErrors.length = _errs1149;
}
else {
vErrors = null;
}
}
}
}
if(data253.optionLabel !== undefined){
let data259 = data253.optionLabel;
const _errs1160 = errors;
let valid435 = false;
const _errs1161 = errors;
if(typeof data259 === "string"){
if(func2(data259) < 1){
const err766 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"widgets/Picker.schema.json#/properties/optionLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err767 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"widgets/Picker.schema.json#/properties/optionLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err767];
}
else {
vErrors.push(err767);
}
errors++;
}
var _valid128 = _errs1161 === errors;
valid435 = valid435 || _valid128;
const _errs1164 = errors;
if(typeof data259 === "string"){
if(!pattern5.test(data259)){
const err768 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err768];
}
else {
vErrors.push(err768);
}
errors++;
}
}
else {
const err769 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err769];
}
else {
vErrors.push(err769);
}
errors++;
}
var _valid128 = _errs1164 === errors;
valid435 = valid435 || _valid128;
if(!valid435){
const err770 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"#/allOf/20/then/properties/props/properties/optionLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err770];
}
else {
vErrors.push(err770);
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
if(data253.optionValue !== undefined){
let data260 = data253.optionValue;
const _errs1168 = errors;
let valid438 = false;
const _errs1169 = errors;
if(typeof data260 === "string"){
if(func2(data260) < 1){
const err771 = {instancePath:instancePath+"/props/optionValue",schemaPath:"widgets/Picker.schema.json#/properties/optionValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err772 = {instancePath:instancePath+"/props/optionValue",schemaPath:"widgets/Picker.schema.json#/properties/optionValue/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err772];
}
else {
vErrors.push(err772);
}
errors++;
}
var _valid129 = _errs1169 === errors;
valid438 = valid438 || _valid129;
const _errs1172 = errors;
if(typeof data260 === "string"){
if(!pattern5.test(data260)){
const err773 = {instancePath:instancePath+"/props/optionValue",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err773];
}
else {
vErrors.push(err773);
}
errors++;
}
}
else {
const err774 = {instancePath:instancePath+"/props/optionValue",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err774];
}
else {
vErrors.push(err774);
}
errors++;
}
var _valid129 = _errs1172 === errors;
valid438 = valid438 || _valid129;
if(!valid438){
const err775 = {instancePath:instancePath+"/props/optionValue",schemaPath:"#/allOf/20/then/properties/props/properties/optionValue/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err775];
}
else {
vErrors.push(err775);
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
if(data253.title !== undefined){
let data261 = data253.title;
const _errs1176 = errors;
let valid441 = false;
const _errs1177 = errors;
if(typeof data261 === "string"){
if(func2(data261) < 1){
const err776 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Picker.schema.json#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err776];
}
else {
vErrors.push(err776);
}
errors++;
}
}
else {
const err777 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Picker.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err777];
}
else {
vErrors.push(err777);
}
errors++;
}
var _valid130 = _errs1177 === errors;
valid441 = valid441 || _valid130;
const _errs1180 = errors;
if(typeof data261 === "string"){
if(!pattern5.test(data261)){
const err778 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err779 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err779];
}
else {
vErrors.push(err779);
}
errors++;
}
var _valid130 = _errs1180 === errors;
valid441 = valid441 || _valid130;
if(!valid441){
const err780 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/20/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err780];
}
else {
vErrors.push(err780);
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
if(data253.confirmLabel !== undefined){
let data262 = data253.confirmLabel;
const _errs1184 = errors;
let valid444 = false;
const _errs1185 = errors;
if(typeof data262 === "string"){
if(func2(data262) < 1){
const err781 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"widgets/Picker.schema.json#/properties/confirmLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err782 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"widgets/Picker.schema.json#/properties/confirmLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err782];
}
else {
vErrors.push(err782);
}
errors++;
}
var _valid131 = _errs1185 === errors;
valid444 = valid444 || _valid131;
const _errs1188 = errors;
if(typeof data262 === "string"){
if(!pattern5.test(data262)){
const err783 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err784 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err784];
}
else {
vErrors.push(err784);
}
errors++;
}
var _valid131 = _errs1188 === errors;
valid444 = valid444 || _valid131;
if(!valid444){
const err785 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"#/allOf/20/then/properties/props/properties/confirmLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err785];
}
else {
vErrors.push(err785);
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
if(data253.cancelLabel !== undefined){
let data263 = data253.cancelLabel;
const _errs1192 = errors;
let valid447 = false;
const _errs1193 = errors;
if(typeof data263 === "string"){
if(func2(data263) < 1){
const err786 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/Picker.schema.json#/properties/cancelLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err786];
}
else {
vErrors.push(err786);
}
errors++;
}
}
else {
const err787 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/Picker.schema.json#/properties/cancelLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err787];
}
else {
vErrors.push(err787);
}
errors++;
}
var _valid132 = _errs1193 === errors;
valid447 = valid447 || _valid132;
const _errs1196 = errors;
if(typeof data263 === "string"){
if(!pattern5.test(data263)){
const err788 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err788];
}
else {
vErrors.push(err788);
}
errors++;
}
}
else {
const err789 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err789];
}
else {
vErrors.push(err789);
}
errors++;
}
var _valid132 = _errs1196 === errors;
valid447 = valid447 || _valid132;
if(!valid447){
const err790 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/20/then/properties/props/properties/cancelLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err790];
}
else {
vErrors.push(err790);
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
if(data253.emptyText !== undefined){
let data264 = data253.emptyText;
const _errs1200 = errors;
let valid450 = false;
const _errs1201 = errors;
if(typeof data264 === "string"){
if(func2(data264) < 1){
const err791 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/Picker.schema.json#/properties/emptyText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err792 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/Picker.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err792];
}
else {
vErrors.push(err792);
}
errors++;
}
var _valid133 = _errs1201 === errors;
valid450 = valid450 || _valid133;
const _errs1204 = errors;
if(typeof data264 === "string"){
if(!pattern5.test(data264)){
const err793 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err793];
}
else {
vErrors.push(err793);
}
errors++;
}
}
else {
const err794 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err794];
}
else {
vErrors.push(err794);
}
errors++;
}
var _valid133 = _errs1204 === errors;
valid450 = valid450 || _valid133;
if(!valid450){
const err795 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/20/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err795];
}
else {
vErrors.push(err795);
}
errors++;
}
else {
errors = _errs1200;
if(vErrors !== null){
if(_errs1200){
vErrors.length = _errs1200;
}
else {
vErrors = null;
}
}
}
}
if(data253.disabled !== undefined){
let data265 = data253.disabled;
const _errs1208 = errors;
let valid453 = false;
const _errs1209 = errors;
if(typeof data265 !== "boolean"){
const err796 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/Picker.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err796];
}
else {
vErrors.push(err796);
}
errors++;
}
var _valid134 = _errs1209 === errors;
valid453 = valid453 || _valid134;
const _errs1212 = errors;
if(typeof data265 === "string"){
if(!pattern5.test(data265)){
const err797 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err797];
}
else {
vErrors.push(err797);
}
errors++;
}
}
else {
const err798 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err798];
}
else {
vErrors.push(err798);
}
errors++;
}
var _valid134 = _errs1212 === errors;
valid453 = valid453 || _valid134;
if(!valid453){
const err799 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/20/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err799];
}
else {
vErrors.push(err799);
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
}
else {
const err800 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err800];
}
else {
vErrors.push(err800);
}
errors++;
}
}
if(data.on !== undefined){
let data266 = data.on;
if(data266 && typeof data266 == "object" && !Array.isArray(data266)){
for(const key47 in data266){
if(!(key47 === "change")){
const err801 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key47},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err801];
}
else {
vErrors.push(err801);
}
errors++;
}
}
if(data266.change !== undefined){
if(!(validate67(data266.change, {instancePath:instancePath+"/on/change",parentData:data266,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err802 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err802];
}
else {
vErrors.push(err802);
}
errors++;
}
}
if(data.children !== undefined){
const err803 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/20/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err803];
}
else {
vErrors.push(err803);
}
errors++;
}
}
var _valid123 = _errs1119 === errors;
valid417 = _valid123;
if(valid417){
var props22 = {};
props22.type = true;
props22.props = true;
props22.on = true;
props22.children = true;
}
}
if(!valid417){
const err804 = {instancePath,schemaPath:"#/allOf/20/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err804];
}
else {
vErrors.push(err804);
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
const _errs1220 = errors;
let valid457 = true;
const _errs1221 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing21;
if((data.type === undefined) && (missing21 = "type")){
const err805 = {};
if(vErrors === null){
vErrors = [err805];
}
else {
vErrors.push(err805);
}
errors++;
}
else {
if(data.type !== undefined){
if("PlanList" !== data.type){
const err806 = {};
if(vErrors === null){
vErrors = [err806];
}
else {
vErrors.push(err806);
}
errors++;
}
}
}
}
var _valid135 = _errs1221 === errors;
errors = _errs1220;
if(vErrors !== null){
if(_errs1220){
vErrors.length = _errs1220;
}
else {
vErrors = null;
}
}
if(_valid135){
const _errs1223 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err807 = {instancePath,schemaPath:"#/allOf/21/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err807];
}
else {
vErrors.push(err807);
}
errors++;
}
if(data.type !== undefined){
if("PlanList" !== data.type){
const err808 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/21/then/properties/type/const",keyword:"const",params:{allowedValue: "PlanList"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err808];
}
else {
vErrors.push(err808);
}
errors++;
}
}
if(data.props !== undefined){
let data271 = data.props;
if(data271 && typeof data271 == "object" && !Array.isArray(data271)){
if(data271.rows === undefined){
const err809 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err809];
}
else {
vErrors.push(err809);
}
errors++;
}
for(const key48 in data271){
if(!(func1.call(schema76.allOf[21].then.properties.props.properties, key48))){
const err810 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key48},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err810];
}
else {
vErrors.push(err810);
}
errors++;
}
}
if(data271.title !== undefined){
let data272 = data271.title;
const _errs1229 = errors;
let valid461 = false;
const _errs1230 = errors;
if(typeof data272 !== "string"){
const err811 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/PlanList.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err811];
}
else {
vErrors.push(err811);
}
errors++;
}
var _valid136 = _errs1230 === errors;
valid461 = valid461 || _valid136;
const _errs1233 = errors;
if(typeof data272 === "string"){
if(!pattern5.test(data272)){
const err812 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err813 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err813];
}
else {
vErrors.push(err813);
}
errors++;
}
var _valid136 = _errs1233 === errors;
valid461 = valid461 || _valid136;
if(!valid461){
const err814 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/21/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err814];
}
else {
vErrors.push(err814);
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
if(data271.rows !== undefined){
let data273 = data271.rows;
const _errs1237 = errors;
let valid464 = false;
const _errs1238 = errors;
if(Array.isArray(data273)){
const len7 = data273.length;
for(let i7=0; i7<len7; i7++){
let data274 = data273[i7];
if(data274 && typeof data274 == "object" && !Array.isArray(data274)){
if(data274.title !== undefined){
let data275 = data274.title;
if((typeof data275 !== "string") && (!((typeof data275 == "number") && (isFinite(data275))))){
const err815 = {instancePath:instancePath+"/props/rows/" + i7+"/title",schemaPath:"widgets/PlanList.schema.json#/properties/rows/items/properties/title/type",keyword:"type",params:{type: schema327.items.properties.title.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err815];
}
else {
vErrors.push(err815);
}
errors++;
}
}
if(data274.remark !== undefined){
let data276 = data274.remark;
if((typeof data276 !== "string") && (!((typeof data276 == "number") && (isFinite(data276))))){
const err816 = {instancePath:instancePath+"/props/rows/" + i7+"/remark",schemaPath:"widgets/PlanList.schema.json#/properties/rows/items/properties/remark/type",keyword:"type",params:{type: schema327.items.properties.remark.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err816];
}
else {
vErrors.push(err816);
}
errors++;
}
}
if(data274.amount !== undefined){
let data277 = data274.amount;
if((typeof data277 !== "string") && (!((typeof data277 == "number") && (isFinite(data277))))){
const err817 = {instancePath:instancePath+"/props/rows/" + i7+"/amount",schemaPath:"widgets/PlanList.schema.json#/properties/rows/items/properties/amount/type",keyword:"type",params:{type: schema327.items.properties.amount.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err817];
}
else {
vErrors.push(err817);
}
errors++;
}
}
if(data274.time !== undefined){
let data278 = data274.time;
if((typeof data278 !== "string") && (!((typeof data278 == "number") && (isFinite(data278))))){
const err818 = {instancePath:instancePath+"/props/rows/" + i7+"/time",schemaPath:"widgets/PlanList.schema.json#/properties/rows/items/properties/time/type",keyword:"type",params:{type: schema327.items.properties.time.type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err818];
}
else {
vErrors.push(err818);
}
errors++;
}
}
}
else {
const err819 = {instancePath:instancePath+"/props/rows/" + i7,schemaPath:"widgets/PlanList.schema.json#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err819];
}
else {
vErrors.push(err819);
}
errors++;
}
}
}
else {
const err820 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/PlanList.schema.json#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err820];
}
else {
vErrors.push(err820);
}
errors++;
}
var _valid137 = _errs1238 === errors;
valid464 = valid464 || _valid137;
const _errs1251 = errors;
if(typeof data273 === "string"){
if(!pattern5.test(data273)){
const err821 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err821];
}
else {
vErrors.push(err821);
}
errors++;
}
}
else {
const err822 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err822];
}
else {
vErrors.push(err822);
}
errors++;
}
var _valid137 = _errs1251 === errors;
valid464 = valid464 || _valid137;
if(!valid464){
const err823 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/21/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err823];
}
else {
vErrors.push(err823);
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
if(data271.titleKey !== undefined){
let data279 = data271.titleKey;
const _errs1255 = errors;
let valid470 = false;
const _errs1256 = errors;
if(typeof data279 === "string"){
if(func2(data279) < 1){
const err824 = {instancePath:instancePath+"/props/titleKey",schemaPath:"widgets/PlanList.schema.json#/properties/titleKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err825 = {instancePath:instancePath+"/props/titleKey",schemaPath:"widgets/PlanList.schema.json#/properties/titleKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err825];
}
else {
vErrors.push(err825);
}
errors++;
}
var _valid138 = _errs1256 === errors;
valid470 = valid470 || _valid138;
const _errs1259 = errors;
if(typeof data279 === "string"){
if(!pattern5.test(data279)){
const err826 = {instancePath:instancePath+"/props/titleKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err826];
}
else {
vErrors.push(err826);
}
errors++;
}
}
else {
const err827 = {instancePath:instancePath+"/props/titleKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err827];
}
else {
vErrors.push(err827);
}
errors++;
}
var _valid138 = _errs1259 === errors;
valid470 = valid470 || _valid138;
if(!valid470){
const err828 = {instancePath:instancePath+"/props/titleKey",schemaPath:"#/allOf/21/then/properties/props/properties/titleKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err828];
}
else {
vErrors.push(err828);
}
errors++;
}
else {
errors = _errs1255;
if(vErrors !== null){
if(_errs1255){
vErrors.length = _errs1255;
}
else {
vErrors = null;
}
}
}
}
if(data271.remarkKey !== undefined){
let data280 = data271.remarkKey;
const _errs1263 = errors;
let valid473 = false;
const _errs1264 = errors;
if(typeof data280 === "string"){
if(func2(data280) < 1){
const err829 = {instancePath:instancePath+"/props/remarkKey",schemaPath:"widgets/PlanList.schema.json#/properties/remarkKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err830 = {instancePath:instancePath+"/props/remarkKey",schemaPath:"widgets/PlanList.schema.json#/properties/remarkKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err830];
}
else {
vErrors.push(err830);
}
errors++;
}
var _valid139 = _errs1264 === errors;
valid473 = valid473 || _valid139;
const _errs1267 = errors;
if(typeof data280 === "string"){
if(!pattern5.test(data280)){
const err831 = {instancePath:instancePath+"/props/remarkKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err831];
}
else {
vErrors.push(err831);
}
errors++;
}
}
else {
const err832 = {instancePath:instancePath+"/props/remarkKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err832];
}
else {
vErrors.push(err832);
}
errors++;
}
var _valid139 = _errs1267 === errors;
valid473 = valid473 || _valid139;
if(!valid473){
const err833 = {instancePath:instancePath+"/props/remarkKey",schemaPath:"#/allOf/21/then/properties/props/properties/remarkKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err833];
}
else {
vErrors.push(err833);
}
errors++;
}
else {
errors = _errs1263;
if(vErrors !== null){
if(_errs1263){
vErrors.length = _errs1263;
}
else {
vErrors = null;
}
}
}
}
if(data271.amountKey !== undefined){
let data281 = data271.amountKey;
const _errs1271 = errors;
let valid476 = false;
const _errs1272 = errors;
if(typeof data281 === "string"){
if(func2(data281) < 1){
const err834 = {instancePath:instancePath+"/props/amountKey",schemaPath:"widgets/PlanList.schema.json#/properties/amountKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err834];
}
else {
vErrors.push(err834);
}
errors++;
}
}
else {
const err835 = {instancePath:instancePath+"/props/amountKey",schemaPath:"widgets/PlanList.schema.json#/properties/amountKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err835];
}
else {
vErrors.push(err835);
}
errors++;
}
var _valid140 = _errs1272 === errors;
valid476 = valid476 || _valid140;
const _errs1275 = errors;
if(typeof data281 === "string"){
if(!pattern5.test(data281)){
const err836 = {instancePath:instancePath+"/props/amountKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err837 = {instancePath:instancePath+"/props/amountKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err837];
}
else {
vErrors.push(err837);
}
errors++;
}
var _valid140 = _errs1275 === errors;
valid476 = valid476 || _valid140;
if(!valid476){
const err838 = {instancePath:instancePath+"/props/amountKey",schemaPath:"#/allOf/21/then/properties/props/properties/amountKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err838];
}
else {
vErrors.push(err838);
}
errors++;
}
else {
errors = _errs1271;
if(vErrors !== null){
if(_errs1271){
vErrors.length = _errs1271;
}
else {
vErrors = null;
}
}
}
}
if(data271.timeKey !== undefined){
let data282 = data271.timeKey;
const _errs1279 = errors;
let valid479 = false;
const _errs1280 = errors;
if(typeof data282 === "string"){
if(func2(data282) < 1){
const err839 = {instancePath:instancePath+"/props/timeKey",schemaPath:"widgets/PlanList.schema.json#/properties/timeKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err839];
}
else {
vErrors.push(err839);
}
errors++;
}
}
else {
const err840 = {instancePath:instancePath+"/props/timeKey",schemaPath:"widgets/PlanList.schema.json#/properties/timeKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err840];
}
else {
vErrors.push(err840);
}
errors++;
}
var _valid141 = _errs1280 === errors;
valid479 = valid479 || _valid141;
const _errs1283 = errors;
if(typeof data282 === "string"){
if(!pattern5.test(data282)){
const err841 = {instancePath:instancePath+"/props/timeKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err842 = {instancePath:instancePath+"/props/timeKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err842];
}
else {
vErrors.push(err842);
}
errors++;
}
var _valid141 = _errs1283 === errors;
valid479 = valid479 || _valid141;
if(!valid479){
const err843 = {instancePath:instancePath+"/props/timeKey",schemaPath:"#/allOf/21/then/properties/props/properties/timeKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err843];
}
else {
vErrors.push(err843);
}
errors++;
}
else {
errors = _errs1279;
if(vErrors !== null){
if(_errs1279){
vErrors.length = _errs1279;
}
else {
vErrors = null;
}
}
}
}
if(data271.amountFormat !== undefined){
let data283 = data271.amountFormat;
const _errs1287 = errors;
let valid482 = false;
const _errs1288 = errors;
if(!(((data283 === "text") || (data283 === "money")) || (data283 === "minorUnits"))){
const err844 = {instancePath:instancePath+"/props/amountFormat",schemaPath:"widgets/PlanList.schema.json#/properties/amountFormat/enum",keyword:"enum",params:{allowedValues: schema337.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err844];
}
else {
vErrors.push(err844);
}
errors++;
}
var _valid142 = _errs1288 === errors;
valid482 = valid482 || _valid142;
const _errs1290 = errors;
if(typeof data283 === "string"){
if(!pattern5.test(data283)){
const err845 = {instancePath:instancePath+"/props/amountFormat",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err846 = {instancePath:instancePath+"/props/amountFormat",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err846];
}
else {
vErrors.push(err846);
}
errors++;
}
var _valid142 = _errs1290 === errors;
valid482 = valid482 || _valid142;
if(!valid482){
const err847 = {instancePath:instancePath+"/props/amountFormat",schemaPath:"#/allOf/21/then/properties/props/properties/amountFormat/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err847];
}
else {
vErrors.push(err847);
}
errors++;
}
else {
errors = _errs1287;
if(vErrors !== null){
if(_errs1287){
vErrors.length = _errs1287;
}
else {
vErrors = null;
}
}
}
}
if(data271.currencyFlag !== undefined){
let data284 = data271.currencyFlag;
const _errs1294 = errors;
let valid485 = false;
const _errs1295 = errors;
if(!(((typeof data284 == "number") && (!(data284 % 1) && !isNaN(data284))) && (isFinite(data284)))){
const err848 = {instancePath:instancePath+"/props/currencyFlag",schemaPath:"widgets/PlanList.schema.json#/properties/currencyFlag/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err848];
}
else {
vErrors.push(err848);
}
errors++;
}
if(!((data284 === 0) || (data284 === 1))){
const err849 = {instancePath:instancePath+"/props/currencyFlag",schemaPath:"widgets/PlanList.schema.json#/properties/currencyFlag/enum",keyword:"enum",params:{allowedValues: schema339.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err849];
}
else {
vErrors.push(err849);
}
errors++;
}
var _valid143 = _errs1295 === errors;
valid485 = valid485 || _valid143;
const _errs1298 = errors;
if(typeof data284 === "string"){
if(!pattern5.test(data284)){
const err850 = {instancePath:instancePath+"/props/currencyFlag",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err851 = {instancePath:instancePath+"/props/currencyFlag",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err851];
}
else {
vErrors.push(err851);
}
errors++;
}
var _valid143 = _errs1298 === errors;
valid485 = valid485 || _valid143;
if(!valid485){
const err852 = {instancePath:instancePath+"/props/currencyFlag",schemaPath:"#/allOf/21/then/properties/props/properties/currencyFlag/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err852];
}
else {
vErrors.push(err852);
}
errors++;
}
else {
errors = _errs1294;
if(vErrors !== null){
if(_errs1294){
vErrors.length = _errs1294;
}
else {
vErrors = null;
}
}
}
}
if(data271.timeLabel !== undefined){
let data285 = data271.timeLabel;
const _errs1302 = errors;
let valid488 = false;
const _errs1303 = errors;
if(typeof data285 !== "string"){
const err853 = {instancePath:instancePath+"/props/timeLabel",schemaPath:"widgets/PlanList.schema.json#/properties/timeLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err853];
}
else {
vErrors.push(err853);
}
errors++;
}
var _valid144 = _errs1303 === errors;
valid488 = valid488 || _valid144;
const _errs1306 = errors;
if(typeof data285 === "string"){
if(!pattern5.test(data285)){
const err854 = {instancePath:instancePath+"/props/timeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err854];
}
else {
vErrors.push(err854);
}
errors++;
}
}
else {
const err855 = {instancePath:instancePath+"/props/timeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err855];
}
else {
vErrors.push(err855);
}
errors++;
}
var _valid144 = _errs1306 === errors;
valid488 = valid488 || _valid144;
if(!valid488){
const err856 = {instancePath:instancePath+"/props/timeLabel",schemaPath:"#/allOf/21/then/properties/props/properties/timeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err856];
}
else {
vErrors.push(err856);
}
errors++;
}
else {
errors = _errs1302;
if(vErrors !== null){
if(_errs1302){
vErrors.length = _errs1302;
}
else {
vErrors = null;
}
}
}
}
if(data271.emptyText !== undefined){
let data286 = data271.emptyText;
const _errs1310 = errors;
let valid491 = false;
const _errs1311 = errors;
if(typeof data286 !== "string"){
const err857 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/PlanList.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err857];
}
else {
vErrors.push(err857);
}
errors++;
}
var _valid145 = _errs1311 === errors;
valid491 = valid491 || _valid145;
const _errs1314 = errors;
if(typeof data286 === "string"){
if(!pattern5.test(data286)){
const err858 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err858];
}
else {
vErrors.push(err858);
}
errors++;
}
}
else {
const err859 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err859];
}
else {
vErrors.push(err859);
}
errors++;
}
var _valid145 = _errs1314 === errors;
valid491 = valid491 || _valid145;
if(!valid491){
const err860 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/21/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err860];
}
else {
vErrors.push(err860);
}
errors++;
}
else {
errors = _errs1310;
if(vErrors !== null){
if(_errs1310){
vErrors.length = _errs1310;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err861 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err861];
}
else {
vErrors.push(err861);
}
errors++;
}
}
if(data.on !== undefined){
let data287 = data.on;
if(data287 && typeof data287 == "object" && !Array.isArray(data287)){
for(const key49 in data287){
const err862 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/21/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key49},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err862];
}
else {
vErrors.push(err862);
}
errors++;
}
}
else {
const err863 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/21/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err863];
}
else {
vErrors.push(err863);
}
errors++;
}
}
if(data.children !== undefined){
const err864 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/21/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err864];
}
else {
vErrors.push(err864);
}
errors++;
}
if(data.bind !== undefined){
const err865 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/21/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err865];
}
else {
vErrors.push(err865);
}
errors++;
}
}
var _valid135 = _errs1223 === errors;
valid457 = _valid135;
if(valid457){
var props23 = {};
props23.type = true;
props23.props = true;
props23.on = true;
props23.children = true;
props23.bind = true;
}
}
if(!valid457){
const err866 = {instancePath,schemaPath:"#/allOf/21/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err866];
}
else {
vErrors.push(err866);
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
const _errs1321 = errors;
let valid494 = true;
const _errs1322 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing22;
if((data.type === undefined) && (missing22 = "type")){
const err867 = {};
if(vErrors === null){
vErrors = [err867];
}
else {
vErrors.push(err867);
}
errors++;
}
else {
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err868 = {};
if(vErrors === null){
vErrors = [err868];
}
else {
vErrors.push(err868);
}
errors++;
}
}
}
}
var _valid146 = _errs1322 === errors;
errors = _errs1321;
if(vErrors !== null){
if(_errs1321){
vErrors.length = _errs1321;
}
else {
vErrors = null;
}
}
if(_valid146){
const _errs1324 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err869 = {instancePath,schemaPath:"#/allOf/22/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err869];
}
else {
vErrors.push(err869);
}
errors++;
}
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err870 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/22/then/properties/type/const",keyword:"const",params:{allowedValue: "ProductCard"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err870];
}
else {
vErrors.push(err870);
}
errors++;
}
}
if(data.props !== undefined){
let data292 = data.props;
if(data292 && typeof data292 == "object" && !Array.isArray(data292)){
if(data292.name === undefined){
const err871 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err871];
}
else {
vErrors.push(err871);
}
errors++;
}
if(data292.buttonText === undefined){
const err872 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/required",keyword:"required",params:{missingProperty: "buttonText"},message:"must have required property '"+"buttonText"+"'"};
if(vErrors === null){
vErrors = [err872];
}
else {
vErrors.push(err872);
}
errors++;
}
for(const key50 in data292){
if(!(func1.call(schema76.allOf[22].then.properties.props.properties, key50))){
const err873 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key50},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err873];
}
else {
vErrors.push(err873);
}
errors++;
}
}
if(data292.logo !== undefined){
let data293 = data292.logo;
const _errs1330 = errors;
let valid498 = false;
const _errs1331 = errors;
if(typeof data293 !== "string"){
const err874 = {instancePath:instancePath+"/props/logo",schemaPath:"widgets/ProductCard.schema.json#/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err874];
}
else {
vErrors.push(err874);
}
errors++;
}
var _valid147 = _errs1331 === errors;
valid498 = valid498 || _valid147;
const _errs1334 = errors;
if(typeof data293 === "string"){
if(!pattern5.test(data293)){
const err875 = {instancePath:instancePath+"/props/logo",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err876 = {instancePath:instancePath+"/props/logo",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err876];
}
else {
vErrors.push(err876);
}
errors++;
}
var _valid147 = _errs1334 === errors;
valid498 = valid498 || _valid147;
if(!valid498){
const err877 = {instancePath:instancePath+"/props/logo",schemaPath:"#/allOf/22/then/properties/props/properties/logo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err877];
}
else {
vErrors.push(err877);
}
errors++;
}
else {
errors = _errs1330;
if(vErrors !== null){
if(_errs1330){
vErrors.length = _errs1330;
}
else {
vErrors = null;
}
}
}
}
if(data292.name !== undefined){
let data294 = data292.name;
const _errs1338 = errors;
let valid501 = false;
const _errs1339 = errors;
if(typeof data294 !== "string"){
const err878 = {instancePath:instancePath+"/props/name",schemaPath:"widgets/ProductCard.schema.json#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err878];
}
else {
vErrors.push(err878);
}
errors++;
}
var _valid148 = _errs1339 === errors;
valid501 = valid501 || _valid148;
const _errs1342 = errors;
if(typeof data294 === "string"){
if(!pattern5.test(data294)){
const err879 = {instancePath:instancePath+"/props/name",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err880 = {instancePath:instancePath+"/props/name",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err880];
}
else {
vErrors.push(err880);
}
errors++;
}
var _valid148 = _errs1342 === errors;
valid501 = valid501 || _valid148;
if(!valid501){
const err881 = {instancePath:instancePath+"/props/name",schemaPath:"#/allOf/22/then/properties/props/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err881];
}
else {
vErrors.push(err881);
}
errors++;
}
else {
errors = _errs1338;
if(vErrors !== null){
if(_errs1338){
vErrors.length = _errs1338;
}
else {
vErrors = null;
}
}
}
}
if(data292.buttonText !== undefined){
let data295 = data292.buttonText;
const _errs1346 = errors;
let valid504 = false;
const _errs1347 = errors;
if(typeof data295 === "string"){
if(func2(data295) < 1){
const err882 = {instancePath:instancePath+"/props/buttonText",schemaPath:"widgets/ProductCard.schema.json#/properties/buttonText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err882];
}
else {
vErrors.push(err882);
}
errors++;
}
}
else {
const err883 = {instancePath:instancePath+"/props/buttonText",schemaPath:"widgets/ProductCard.schema.json#/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err883];
}
else {
vErrors.push(err883);
}
errors++;
}
var _valid149 = _errs1347 === errors;
valid504 = valid504 || _valid149;
const _errs1350 = errors;
if(typeof data295 === "string"){
if(!pattern5.test(data295)){
const err884 = {instancePath:instancePath+"/props/buttonText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err884];
}
else {
vErrors.push(err884);
}
errors++;
}
}
else {
const err885 = {instancePath:instancePath+"/props/buttonText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err885];
}
else {
vErrors.push(err885);
}
errors++;
}
var _valid149 = _errs1350 === errors;
valid504 = valid504 || _valid149;
if(!valid504){
const err886 = {instancePath:instancePath+"/props/buttonText",schemaPath:"#/allOf/22/then/properties/props/properties/buttonText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err886];
}
else {
vErrors.push(err886);
}
errors++;
}
else {
errors = _errs1346;
if(vErrors !== null){
if(_errs1346){
vErrors.length = _errs1346;
}
else {
vErrors = null;
}
}
}
}
if(data292.enabled !== undefined){
let data296 = data292.enabled;
const _errs1354 = errors;
let valid507 = false;
const _errs1355 = errors;
if(typeof data296 !== "boolean"){
const err887 = {instancePath:instancePath+"/props/enabled",schemaPath:"widgets/ProductCard.schema.json#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err887];
}
else {
vErrors.push(err887);
}
errors++;
}
var _valid150 = _errs1355 === errors;
valid507 = valid507 || _valid150;
const _errs1358 = errors;
if(typeof data296 === "string"){
if(!pattern5.test(data296)){
const err888 = {instancePath:instancePath+"/props/enabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err889 = {instancePath:instancePath+"/props/enabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err889];
}
else {
vErrors.push(err889);
}
errors++;
}
var _valid150 = _errs1358 === errors;
valid507 = valid507 || _valid150;
if(!valid507){
const err890 = {instancePath:instancePath+"/props/enabled",schemaPath:"#/allOf/22/then/properties/props/properties/enabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err890];
}
else {
vErrors.push(err890);
}
errors++;
}
else {
errors = _errs1354;
if(vErrors !== null){
if(_errs1354){
vErrors.length = _errs1354;
}
else {
vErrors = null;
}
}
}
}
if(data292.amountRange !== undefined){
let data297 = data292.amountRange;
const _errs1362 = errors;
let valid510 = false;
const _errs1363 = errors;
if(typeof data297 !== "string"){
const err891 = {instancePath:instancePath+"/props/amountRange",schemaPath:"widgets/ProductCard.schema.json#/properties/amountRange/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err891];
}
else {
vErrors.push(err891);
}
errors++;
}
var _valid151 = _errs1363 === errors;
valid510 = valid510 || _valid151;
const _errs1366 = errors;
if(typeof data297 === "string"){
if(!pattern5.test(data297)){
const err892 = {instancePath:instancePath+"/props/amountRange",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err893 = {instancePath:instancePath+"/props/amountRange",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err893];
}
else {
vErrors.push(err893);
}
errors++;
}
var _valid151 = _errs1366 === errors;
valid510 = valid510 || _valid151;
if(!valid510){
const err894 = {instancePath:instancePath+"/props/amountRange",schemaPath:"#/allOf/22/then/properties/props/properties/amountRange/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err894];
}
else {
vErrors.push(err894);
}
errors++;
}
else {
errors = _errs1362;
if(vErrors !== null){
if(_errs1362){
vErrors.length = _errs1362;
}
else {
vErrors = null;
}
}
}
}
if(data292.rangeDesc !== undefined){
let data298 = data292.rangeDesc;
const _errs1370 = errors;
let valid513 = false;
const _errs1371 = errors;
if(typeof data298 !== "string"){
const err895 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"widgets/ProductCard.schema.json#/properties/rangeDesc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err895];
}
else {
vErrors.push(err895);
}
errors++;
}
var _valid152 = _errs1371 === errors;
valid513 = valid513 || _valid152;
const _errs1374 = errors;
if(typeof data298 === "string"){
if(!pattern5.test(data298)){
const err896 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err897 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err897];
}
else {
vErrors.push(err897);
}
errors++;
}
var _valid152 = _errs1374 === errors;
valid513 = valid513 || _valid152;
if(!valid513){
const err898 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"#/allOf/22/then/properties/props/properties/rangeDesc/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err898];
}
else {
vErrors.push(err898);
}
errors++;
}
else {
errors = _errs1370;
if(vErrors !== null){
if(_errs1370){
vErrors.length = _errs1370;
}
else {
vErrors = null;
}
}
}
}
if(data292.rate !== undefined){
let data299 = data292.rate;
const _errs1378 = errors;
let valid516 = false;
const _errs1379 = errors;
if(typeof data299 !== "string"){
const err899 = {instancePath:instancePath+"/props/rate",schemaPath:"widgets/ProductCard.schema.json#/properties/rate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err899];
}
else {
vErrors.push(err899);
}
errors++;
}
var _valid153 = _errs1379 === errors;
valid516 = valid516 || _valid153;
const _errs1382 = errors;
if(typeof data299 === "string"){
if(!pattern5.test(data299)){
const err900 = {instancePath:instancePath+"/props/rate",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err901 = {instancePath:instancePath+"/props/rate",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err901];
}
else {
vErrors.push(err901);
}
errors++;
}
var _valid153 = _errs1382 === errors;
valid516 = valid516 || _valid153;
if(!valid516){
const err902 = {instancePath:instancePath+"/props/rate",schemaPath:"#/allOf/22/then/properties/props/properties/rate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err902];
}
else {
vErrors.push(err902);
}
errors++;
}
else {
errors = _errs1378;
if(vErrors !== null){
if(_errs1378){
vErrors.length = _errs1378;
}
else {
vErrors = null;
}
}
}
}
if(data292.description !== undefined){
let data300 = data292.description;
const _errs1386 = errors;
let valid519 = false;
const _errs1387 = errors;
if(typeof data300 !== "string"){
const err903 = {instancePath:instancePath+"/props/description",schemaPath:"widgets/ProductCard.schema.json#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err903];
}
else {
vErrors.push(err903);
}
errors++;
}
var _valid154 = _errs1387 === errors;
valid519 = valid519 || _valid154;
const _errs1390 = errors;
if(typeof data300 === "string"){
if(!pattern5.test(data300)){
const err904 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err905 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err905];
}
else {
vErrors.push(err905);
}
errors++;
}
var _valid154 = _errs1390 === errors;
valid519 = valid519 || _valid154;
if(!valid519){
const err906 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/22/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err906];
}
else {
vErrors.push(err906);
}
errors++;
}
else {
errors = _errs1386;
if(vErrors !== null){
if(_errs1386){
vErrors.length = _errs1386;
}
else {
vErrors = null;
}
}
}
}
if(data292.tags !== undefined){
let data301 = data292.tags;
const _errs1394 = errors;
let valid522 = false;
const _errs1395 = errors;
if(Array.isArray(data301)){
const len8 = data301.length;
for(let i8=0; i8<len8; i8++){
if(typeof data301[i8] !== "string"){
const err907 = {instancePath:instancePath+"/props/tags/" + i8,schemaPath:"widgets/ProductCard.schema.json#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err907];
}
else {
vErrors.push(err907);
}
errors++;
}
}
}
else {
const err908 = {instancePath:instancePath+"/props/tags",schemaPath:"widgets/ProductCard.schema.json#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err908];
}
else {
vErrors.push(err908);
}
errors++;
}
var _valid155 = _errs1395 === errors;
valid522 = valid522 || _valid155;
const _errs1400 = errors;
if(typeof data301 === "string"){
if(!pattern5.test(data301)){
const err909 = {instancePath:instancePath+"/props/tags",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err909];
}
else {
vErrors.push(err909);
}
errors++;
}
}
else {
const err910 = {instancePath:instancePath+"/props/tags",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err910];
}
else {
vErrors.push(err910);
}
errors++;
}
var _valid155 = _errs1400 === errors;
valid522 = valid522 || _valid155;
if(!valid522){
const err911 = {instancePath:instancePath+"/props/tags",schemaPath:"#/allOf/22/then/properties/props/properties/tags/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err911];
}
else {
vErrors.push(err911);
}
errors++;
}
else {
errors = _errs1394;
if(vErrors !== null){
if(_errs1394){
vErrors.length = _errs1394;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err912 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err912];
}
else {
vErrors.push(err912);
}
errors++;
}
}
if(data.on !== undefined){
let data303 = data.on;
if(data303 && typeof data303 == "object" && !Array.isArray(data303)){
for(const key51 in data303){
if(!(key51 === "tap")){
const err913 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/22/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key51},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err913];
}
else {
vErrors.push(err913);
}
errors++;
}
}
if(data303.tap !== undefined){
if(!(validate67(data303.tap, {instancePath:instancePath+"/on/tap",parentData:data303,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err914 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/22/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err914];
}
else {
vErrors.push(err914);
}
errors++;
}
}
if(data.children !== undefined){
const err915 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/22/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err915];
}
else {
vErrors.push(err915);
}
errors++;
}
if(data.bind !== undefined){
const err916 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/22/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err916];
}
else {
vErrors.push(err916);
}
errors++;
}
}
var _valid146 = _errs1324 === errors;
valid494 = _valid146;
if(valid494){
var props24 = {};
props24.type = true;
props24.props = true;
props24.on = true;
props24.children = true;
props24.bind = true;
}
}
if(!valid494){
const err917 = {instancePath,schemaPath:"#/allOf/22/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err917];
}
else {
vErrors.push(err917);
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
const _errs1408 = errors;
let valid528 = true;
const _errs1409 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing23;
if((data.type === undefined) && (missing23 = "type")){
const err918 = {};
if(vErrors === null){
vErrors = [err918];
}
else {
vErrors.push(err918);
}
errors++;
}
else {
if(data.type !== undefined){
if("QrCode" !== data.type){
const err919 = {};
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
}
var _valid156 = _errs1409 === errors;
errors = _errs1408;
if(vErrors !== null){
if(_errs1408){
vErrors.length = _errs1408;
}
else {
vErrors = null;
}
}
if(_valid156){
const _errs1411 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err920 = {instancePath,schemaPath:"#/allOf/23/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err920];
}
else {
vErrors.push(err920);
}
errors++;
}
if(data.type !== undefined){
if("QrCode" !== data.type){
const err921 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/23/then/properties/type/const",keyword:"const",params:{allowedValue: "QrCode"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err921];
}
else {
vErrors.push(err921);
}
errors++;
}
}
if(data.props !== undefined){
let data309 = data.props;
if(data309 && typeof data309 == "object" && !Array.isArray(data309)){
if(data309.value === undefined){
const err922 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/23/then/properties/props/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err922];
}
else {
vErrors.push(err922);
}
errors++;
}
for(const key52 in data309){
if(!((((key52 === "value") || (key52 === "label")) || (key52 === "size")) || (key52 === "errorCorrection"))){
const err923 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/23/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key52},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err923];
}
else {
vErrors.push(err923);
}
errors++;
}
}
if(data309.value !== undefined){
let data310 = data309.value;
const _errs1417 = errors;
let valid532 = false;
const _errs1418 = errors;
if(typeof data310 === "string"){
if(func2(data310) > 1000){
const err924 = {instancePath:instancePath+"/props/value",schemaPath:"widgets/QrCode.schema.json#/properties/value/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err924];
}
else {
vErrors.push(err924);
}
errors++;
}
}
else {
const err925 = {instancePath:instancePath+"/props/value",schemaPath:"widgets/QrCode.schema.json#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err925];
}
else {
vErrors.push(err925);
}
errors++;
}
var _valid157 = _errs1418 === errors;
valid532 = valid532 || _valid157;
const _errs1421 = errors;
if(typeof data310 === "string"){
if(!pattern5.test(data310)){
const err926 = {instancePath:instancePath+"/props/value",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err926];
}
else {
vErrors.push(err926);
}
errors++;
}
}
else {
const err927 = {instancePath:instancePath+"/props/value",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err927];
}
else {
vErrors.push(err927);
}
errors++;
}
var _valid157 = _errs1421 === errors;
valid532 = valid532 || _valid157;
if(!valid532){
const err928 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/23/then/properties/props/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err928];
}
else {
vErrors.push(err928);
}
errors++;
}
else {
errors = _errs1417;
if(vErrors !== null){
if(_errs1417){
vErrors.length = _errs1417;
}
else {
vErrors = null;
}
}
}
}
if(data309.label !== undefined){
let data311 = data309.label;
const _errs1425 = errors;
let valid535 = false;
const _errs1426 = errors;
if(typeof data311 === "string"){
if(func2(data311) < 1){
const err929 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/QrCode.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err929];
}
else {
vErrors.push(err929);
}
errors++;
}
}
else {
const err930 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/QrCode.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err930];
}
else {
vErrors.push(err930);
}
errors++;
}
var _valid158 = _errs1426 === errors;
valid535 = valid535 || _valid158;
const _errs1429 = errors;
if(typeof data311 === "string"){
if(!pattern5.test(data311)){
const err931 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err931];
}
else {
vErrors.push(err931);
}
errors++;
}
}
else {
const err932 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err932];
}
else {
vErrors.push(err932);
}
errors++;
}
var _valid158 = _errs1429 === errors;
valid535 = valid535 || _valid158;
if(!valid535){
const err933 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/23/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err933];
}
else {
vErrors.push(err933);
}
errors++;
}
else {
errors = _errs1425;
if(vErrors !== null){
if(_errs1425){
vErrors.length = _errs1425;
}
else {
vErrors = null;
}
}
}
}
if(data309.size !== undefined){
let data312 = data309.size;
const _errs1433 = errors;
let valid538 = false;
const _errs1434 = errors;
if(!(((typeof data312 == "number") && (!(data312 % 1) && !isNaN(data312))) && (isFinite(data312)))){
const err934 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/QrCode.schema.json#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err934];
}
else {
vErrors.push(err934);
}
errors++;
}
if((typeof data312 == "number") && (isFinite(data312))){
if(data312 > 360 || isNaN(data312)){
const err935 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/QrCode.schema.json#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 360},message:"must be <= 360"};
if(vErrors === null){
vErrors = [err935];
}
else {
vErrors.push(err935);
}
errors++;
}
if(data312 < 120 || isNaN(data312)){
const err936 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/QrCode.schema.json#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 120},message:"must be >= 120"};
if(vErrors === null){
vErrors = [err936];
}
else {
vErrors.push(err936);
}
errors++;
}
}
var _valid159 = _errs1434 === errors;
valid538 = valid538 || _valid159;
const _errs1437 = errors;
if(typeof data312 === "string"){
if(!pattern5.test(data312)){
const err937 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err937];
}
else {
vErrors.push(err937);
}
errors++;
}
}
else {
const err938 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err938];
}
else {
vErrors.push(err938);
}
errors++;
}
var _valid159 = _errs1437 === errors;
valid538 = valid538 || _valid159;
if(!valid538){
const err939 = {instancePath:instancePath+"/props/size",schemaPath:"#/allOf/23/then/properties/props/properties/size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err939];
}
else {
vErrors.push(err939);
}
errors++;
}
else {
errors = _errs1433;
if(vErrors !== null){
if(_errs1433){
vErrors.length = _errs1433;
}
else {
vErrors = null;
}
}
}
}
if(data309.errorCorrection !== undefined){
let data313 = data309.errorCorrection;
const _errs1441 = errors;
let valid541 = false;
const _errs1442 = errors;
if(!((((data313 === "L") || (data313 === "M")) || (data313 === "Q")) || (data313 === "H"))){
const err940 = {instancePath:instancePath+"/props/errorCorrection",schemaPath:"widgets/QrCode.schema.json#/properties/errorCorrection/enum",keyword:"enum",params:{allowedValues: schema371.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err940];
}
else {
vErrors.push(err940);
}
errors++;
}
var _valid160 = _errs1442 === errors;
valid541 = valid541 || _valid160;
const _errs1444 = errors;
if(typeof data313 === "string"){
if(!pattern5.test(data313)){
const err941 = {instancePath:instancePath+"/props/errorCorrection",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err941];
}
else {
vErrors.push(err941);
}
errors++;
}
}
else {
const err942 = {instancePath:instancePath+"/props/errorCorrection",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err942];
}
else {
vErrors.push(err942);
}
errors++;
}
var _valid160 = _errs1444 === errors;
valid541 = valid541 || _valid160;
if(!valid541){
const err943 = {instancePath:instancePath+"/props/errorCorrection",schemaPath:"#/allOf/23/then/properties/props/properties/errorCorrection/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err943];
}
else {
vErrors.push(err943);
}
errors++;
}
else {
errors = _errs1441;
if(vErrors !== null){
if(_errs1441){
vErrors.length = _errs1441;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err944 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/23/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err944];
}
else {
vErrors.push(err944);
}
errors++;
}
}
if(data.on !== undefined){
let data314 = data.on;
if(data314 && typeof data314 == "object" && !Array.isArray(data314)){
for(const key53 in data314){
const err945 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/23/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key53},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err945];
}
else {
vErrors.push(err945);
}
errors++;
}
}
else {
const err946 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/23/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err946];
}
else {
vErrors.push(err946);
}
errors++;
}
}
if(data.children !== undefined){
const err947 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/23/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err947];
}
else {
vErrors.push(err947);
}
errors++;
}
if(data.bind !== undefined){
const err948 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/23/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err948];
}
else {
vErrors.push(err948);
}
errors++;
}
}
var _valid156 = _errs1411 === errors;
valid528 = _valid156;
if(valid528){
var props25 = {};
props25.type = true;
props25.props = true;
props25.on = true;
props25.children = true;
props25.bind = true;
}
}
if(!valid528){
const err949 = {instancePath,schemaPath:"#/allOf/23/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err949];
}
else {
vErrors.push(err949);
}
errors++;
}
if(props0 !== true && props25 !== undefined){
if(props25 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props25);
}
}
const _errs1451 = errors;
let valid544 = true;
const _errs1452 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing24;
if((data.type === undefined) && (missing24 = "type")){
const err950 = {};
if(vErrors === null){
vErrors = [err950];
}
else {
vErrors.push(err950);
}
errors++;
}
else {
if(data.type !== undefined){
if("SiteLayout" !== data.type){
const err951 = {};
if(vErrors === null){
vErrors = [err951];
}
else {
vErrors.push(err951);
}
errors++;
}
}
}
}
var _valid161 = _errs1452 === errors;
errors = _errs1451;
if(vErrors !== null){
if(_errs1451){
vErrors.length = _errs1451;
}
else {
vErrors = null;
}
}
if(_valid161){
const _errs1454 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err952 = {instancePath,schemaPath:"#/allOf/24/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err952];
}
else {
vErrors.push(err952);
}
errors++;
}
if(data.type !== undefined){
if("SiteLayout" !== data.type){
const err953 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/24/then/properties/type/const",keyword:"const",params:{allowedValue: "SiteLayout"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err953];
}
else {
vErrors.push(err953);
}
errors++;
}
}
if(data.props !== undefined){
let data319 = data.props;
if(data319 && typeof data319 == "object" && !Array.isArray(data319)){
if(data319.brand === undefined){
const err954 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/24/then/properties/props/required",keyword:"required",params:{missingProperty: "brand"},message:"must have required property '"+"brand"+"'"};
if(vErrors === null){
vErrors = [err954];
}
else {
vErrors.push(err954);
}
errors++;
}
if(data319.items === undefined){
const err955 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/24/then/properties/props/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err955];
}
else {
vErrors.push(err955);
}
errors++;
}
for(const key54 in data319){
if(!((((((key54 === "brand") || (key54 === "items")) || (key54 === "navLabel")) || (key54 === "menuLabel")) || (key54 === "footer")) || (key54 === "frame"))){
const err956 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/24/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key54},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err956];
}
else {
vErrors.push(err956);
}
errors++;
}
}
if(data319.brand !== undefined){
let data320 = data319.brand;
const _errs1460 = errors;
let valid548 = false;
const _errs1461 = errors;
if(typeof data320 === "string"){
if(func2(data320) < 1){
const err957 = {instancePath:instancePath+"/props/brand",schemaPath:"widgets/SiteLayout.schema.json#/properties/brand/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err957];
}
else {
vErrors.push(err957);
}
errors++;
}
}
else {
const err958 = {instancePath:instancePath+"/props/brand",schemaPath:"widgets/SiteLayout.schema.json#/properties/brand/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err958];
}
else {
vErrors.push(err958);
}
errors++;
}
var _valid162 = _errs1461 === errors;
valid548 = valid548 || _valid162;
const _errs1464 = errors;
if(typeof data320 === "string"){
if(!pattern5.test(data320)){
const err959 = {instancePath:instancePath+"/props/brand",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err959];
}
else {
vErrors.push(err959);
}
errors++;
}
}
else {
const err960 = {instancePath:instancePath+"/props/brand",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err960];
}
else {
vErrors.push(err960);
}
errors++;
}
var _valid162 = _errs1464 === errors;
valid548 = valid548 || _valid162;
if(!valid548){
const err961 = {instancePath:instancePath+"/props/brand",schemaPath:"#/allOf/24/then/properties/props/properties/brand/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err961];
}
else {
vErrors.push(err961);
}
errors++;
}
else {
errors = _errs1460;
if(vErrors !== null){
if(_errs1460){
vErrors.length = _errs1460;
}
else {
vErrors = null;
}
}
}
}
if(data319.items !== undefined){
let data321 = data319.items;
const _errs1468 = errors;
let valid551 = false;
const _errs1469 = errors;
if(Array.isArray(data321)){
if(data321.length < 1){
const err962 = {instancePath:instancePath+"/props/items",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err962];
}
else {
vErrors.push(err962);
}
errors++;
}
const len9 = data321.length;
for(let i9=0; i9<len9; i9++){
let data322 = data321[i9];
if(data322 && typeof data322 == "object" && !Array.isArray(data322)){
if(data322.label === undefined){
const err963 = {instancePath:instancePath+"/props/items/" + i9,schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err963];
}
else {
vErrors.push(err963);
}
errors++;
}
if(data322.value === undefined){
const err964 = {instancePath:instancePath+"/props/items/" + i9,schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err964];
}
else {
vErrors.push(err964);
}
errors++;
}
for(const key55 in data322){
if(!((key55 === "label") || (key55 === "value"))){
const err965 = {instancePath:instancePath+"/props/items/" + i9,schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key55},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err965];
}
else {
vErrors.push(err965);
}
errors++;
}
}
if(data322.label !== undefined){
let data323 = data322.label;
if(typeof data323 === "string"){
if(func2(data323) < 1){
const err966 = {instancePath:instancePath+"/props/items/" + i9+"/label",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err966];
}
else {
vErrors.push(err966);
}
errors++;
}
}
else {
const err967 = {instancePath:instancePath+"/props/items/" + i9+"/label",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err967];
}
else {
vErrors.push(err967);
}
errors++;
}
}
if(data322.value !== undefined){
let data324 = data322.value;
if(typeof data324 === "string"){
if(func2(data324) < 1){
const err968 = {instancePath:instancePath+"/props/items/" + i9+"/value",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/properties/value/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err968];
}
else {
vErrors.push(err968);
}
errors++;
}
}
else {
const err969 = {instancePath:instancePath+"/props/items/" + i9+"/value",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err969];
}
else {
vErrors.push(err969);
}
errors++;
}
}
}
else {
const err970 = {instancePath:instancePath+"/props/items/" + i9,schemaPath:"widgets/SiteLayout.schema.json#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err970];
}
else {
vErrors.push(err970);
}
errors++;
}
}
}
else {
const err971 = {instancePath:instancePath+"/props/items",schemaPath:"widgets/SiteLayout.schema.json#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err971];
}
else {
vErrors.push(err971);
}
errors++;
}
var _valid163 = _errs1469 === errors;
valid551 = valid551 || _valid163;
const _errs1479 = errors;
if(typeof data321 === "string"){
if(!pattern5.test(data321)){
const err972 = {instancePath:instancePath+"/props/items",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err972];
}
else {
vErrors.push(err972);
}
errors++;
}
}
else {
const err973 = {instancePath:instancePath+"/props/items",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err973];
}
else {
vErrors.push(err973);
}
errors++;
}
var _valid163 = _errs1479 === errors;
valid551 = valid551 || _valid163;
if(!valid551){
const err974 = {instancePath:instancePath+"/props/items",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err974];
}
else {
vErrors.push(err974);
}
errors++;
}
else {
errors = _errs1468;
if(vErrors !== null){
if(_errs1468){
vErrors.length = _errs1468;
}
else {
vErrors = null;
}
}
}
}
if(data319.navLabel !== undefined){
let data325 = data319.navLabel;
const _errs1483 = errors;
let valid557 = false;
const _errs1484 = errors;
if(typeof data325 === "string"){
if(func2(data325) < 1){
const err975 = {instancePath:instancePath+"/props/navLabel",schemaPath:"widgets/SiteLayout.schema.json#/properties/navLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err975];
}
else {
vErrors.push(err975);
}
errors++;
}
}
else {
const err976 = {instancePath:instancePath+"/props/navLabel",schemaPath:"widgets/SiteLayout.schema.json#/properties/navLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err976];
}
else {
vErrors.push(err976);
}
errors++;
}
var _valid164 = _errs1484 === errors;
valid557 = valid557 || _valid164;
const _errs1487 = errors;
if(typeof data325 === "string"){
if(!pattern5.test(data325)){
const err977 = {instancePath:instancePath+"/props/navLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err977];
}
else {
vErrors.push(err977);
}
errors++;
}
}
else {
const err978 = {instancePath:instancePath+"/props/navLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err978];
}
else {
vErrors.push(err978);
}
errors++;
}
var _valid164 = _errs1487 === errors;
valid557 = valid557 || _valid164;
if(!valid557){
const err979 = {instancePath:instancePath+"/props/navLabel",schemaPath:"#/allOf/24/then/properties/props/properties/navLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err979];
}
else {
vErrors.push(err979);
}
errors++;
}
else {
errors = _errs1483;
if(vErrors !== null){
if(_errs1483){
vErrors.length = _errs1483;
}
else {
vErrors = null;
}
}
}
}
if(data319.menuLabel !== undefined){
let data326 = data319.menuLabel;
const _errs1491 = errors;
let valid560 = false;
const _errs1492 = errors;
if(typeof data326 === "string"){
if(func2(data326) < 1){
const err980 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"widgets/SiteLayout.schema.json#/properties/menuLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err980];
}
else {
vErrors.push(err980);
}
errors++;
}
}
else {
const err981 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"widgets/SiteLayout.schema.json#/properties/menuLabel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err981];
}
else {
vErrors.push(err981);
}
errors++;
}
var _valid165 = _errs1492 === errors;
valid560 = valid560 || _valid165;
const _errs1495 = errors;
if(typeof data326 === "string"){
if(!pattern5.test(data326)){
const err982 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err982];
}
else {
vErrors.push(err982);
}
errors++;
}
}
else {
const err983 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err983];
}
else {
vErrors.push(err983);
}
errors++;
}
var _valid165 = _errs1495 === errors;
valid560 = valid560 || _valid165;
if(!valid560){
const err984 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"#/allOf/24/then/properties/props/properties/menuLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err984];
}
else {
vErrors.push(err984);
}
errors++;
}
else {
errors = _errs1491;
if(vErrors !== null){
if(_errs1491){
vErrors.length = _errs1491;
}
else {
vErrors = null;
}
}
}
}
if(data319.footer !== undefined){
let data327 = data319.footer;
const _errs1499 = errors;
let valid563 = false;
const _errs1500 = errors;
if(Array.isArray(data327)){
const len10 = data327.length;
for(let i10=0; i10<len10; i10++){
if(typeof data327[i10] !== "string"){
const err985 = {instancePath:instancePath+"/props/footer/" + i10,schemaPath:"widgets/SiteLayout.schema.json#/properties/footer/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err985];
}
else {
vErrors.push(err985);
}
errors++;
}
}
}
else {
const err986 = {instancePath:instancePath+"/props/footer",schemaPath:"widgets/SiteLayout.schema.json#/properties/footer/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err986];
}
else {
vErrors.push(err986);
}
errors++;
}
var _valid166 = _errs1500 === errors;
valid563 = valid563 || _valid166;
const _errs1505 = errors;
if(typeof data327 === "string"){
if(!pattern5.test(data327)){
const err987 = {instancePath:instancePath+"/props/footer",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err987];
}
else {
vErrors.push(err987);
}
errors++;
}
}
else {
const err988 = {instancePath:instancePath+"/props/footer",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err988];
}
else {
vErrors.push(err988);
}
errors++;
}
var _valid166 = _errs1505 === errors;
valid563 = valid563 || _valid166;
if(!valid563){
const err989 = {instancePath:instancePath+"/props/footer",schemaPath:"#/allOf/24/then/properties/props/properties/footer/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err989];
}
else {
vErrors.push(err989);
}
errors++;
}
else {
errors = _errs1499;
if(vErrors !== null){
if(_errs1499){
vErrors.length = _errs1499;
}
else {
vErrors = null;
}
}
}
}
if(data319.frame !== undefined){
let data329 = data319.frame;
const _errs1509 = errors;
let valid568 = false;
const _errs1510 = errors;
if(!((data329 === "site") || (data329 === "none"))){
const err990 = {instancePath:instancePath+"/props/frame",schemaPath:"widgets/SiteLayout.schema.json#/properties/frame/enum",keyword:"enum",params:{allowedValues: schema384.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err990];
}
else {
vErrors.push(err990);
}
errors++;
}
var _valid167 = _errs1510 === errors;
valid568 = valid568 || _valid167;
const _errs1512 = errors;
if(typeof data329 === "string"){
if(!pattern5.test(data329)){
const err991 = {instancePath:instancePath+"/props/frame",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err991];
}
else {
vErrors.push(err991);
}
errors++;
}
}
else {
const err992 = {instancePath:instancePath+"/props/frame",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err992];
}
else {
vErrors.push(err992);
}
errors++;
}
var _valid167 = _errs1512 === errors;
valid568 = valid568 || _valid167;
if(!valid568){
const err993 = {instancePath:instancePath+"/props/frame",schemaPath:"#/allOf/24/then/properties/props/properties/frame/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err993];
}
else {
vErrors.push(err993);
}
errors++;
}
else {
errors = _errs1509;
if(vErrors !== null){
if(_errs1509){
vErrors.length = _errs1509;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err994 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/24/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err994];
}
else {
vErrors.push(err994);
}
errors++;
}
}
if(data.on !== undefined){
let data330 = data.on;
if(data330 && typeof data330 == "object" && !Array.isArray(data330)){
for(const key56 in data330){
if(!(key56 === "change")){
const err995 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/24/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key56},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err995];
}
else {
vErrors.push(err995);
}
errors++;
}
}
if(data330.change !== undefined){
if(!(validate67(data330.change, {instancePath:instancePath+"/on/change",parentData:data330,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err996 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/24/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err996];
}
else {
vErrors.push(err996);
}
errors++;
}
}
}
var _valid161 = _errs1454 === errors;
valid544 = _valid161;
if(valid544){
var props26 = {};
props26.type = true;
props26.props = true;
props26.on = true;
}
}
if(!valid544){
const err997 = {instancePath,schemaPath:"#/allOf/24/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err997];
}
else {
vErrors.push(err997);
}
errors++;
}
if(props0 !== true && props26 !== undefined){
if(props26 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props26);
}
}
const _errs1520 = errors;
let valid572 = true;
const _errs1521 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing25;
if((data.type === undefined) && (missing25 = "type")){
const err998 = {};
if(vErrors === null){
vErrors = [err998];
}
else {
vErrors.push(err998);
}
errors++;
}
else {
if(data.type !== undefined){
if("Stack" !== data.type){
const err999 = {};
if(vErrors === null){
vErrors = [err999];
}
else {
vErrors.push(err999);
}
errors++;
}
}
}
}
var _valid168 = _errs1521 === errors;
errors = _errs1520;
if(vErrors !== null){
if(_errs1520){
vErrors.length = _errs1520;
}
else {
vErrors = null;
}
}
if(_valid168){
const _errs1523 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Stack" !== data.type){
const err1000 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/25/then/properties/type/const",keyword:"const",params:{allowedValue: "Stack"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1000];
}
else {
vErrors.push(err1000);
}
errors++;
}
}
if(data.props !== undefined){
let data334 = data.props;
if(data334 && typeof data334 == "object" && !Array.isArray(data334)){
for(const key57 in data334){
if(!(((((((key57 === "direction") || (key57 === "gap")) || (key57 === "padding")) || (key57 === "align")) || (key57 === "justify")) || (key57 === "wrap")) || (key57 === "surface"))){
const err1001 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/25/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key57},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1001];
}
else {
vErrors.push(err1001);
}
errors++;
}
}
if(data334.direction !== undefined){
let data335 = data334.direction;
const _errs1529 = errors;
let valid576 = false;
const _errs1530 = errors;
if(!((data335 === "column") || (data335 === "row"))){
const err1002 = {instancePath:instancePath+"/props/direction",schemaPath:"widgets/Stack.schema.json#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema387.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1002];
}
else {
vErrors.push(err1002);
}
errors++;
}
var _valid169 = _errs1530 === errors;
valid576 = valid576 || _valid169;
const _errs1532 = errors;
if(typeof data335 === "string"){
if(!pattern5.test(data335)){
const err1003 = {instancePath:instancePath+"/props/direction",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1003];
}
else {
vErrors.push(err1003);
}
errors++;
}
}
else {
const err1004 = {instancePath:instancePath+"/props/direction",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1004];
}
else {
vErrors.push(err1004);
}
errors++;
}
var _valid169 = _errs1532 === errors;
valid576 = valid576 || _valid169;
if(!valid576){
const err1005 = {instancePath:instancePath+"/props/direction",schemaPath:"#/allOf/25/then/properties/props/properties/direction/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1005];
}
else {
vErrors.push(err1005);
}
errors++;
}
else {
errors = _errs1529;
if(vErrors !== null){
if(_errs1529){
vErrors.length = _errs1529;
}
else {
vErrors = null;
}
}
}
}
if(data334.gap !== undefined){
let data336 = data334.gap;
const _errs1536 = errors;
let valid579 = false;
const _errs1537 = errors;
if(!(((typeof data336 == "number") && (!(data336 % 1) && !isNaN(data336))) && (isFinite(data336)))){
const err1006 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1006];
}
else {
vErrors.push(err1006);
}
errors++;
}
if((typeof data336 == "number") && (isFinite(data336))){
if(data336 > 48 || isNaN(data336)){
const err1007 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err1007];
}
else {
vErrors.push(err1007);
}
errors++;
}
if(data336 < 0 || isNaN(data336)){
const err1008 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1008];
}
else {
vErrors.push(err1008);
}
errors++;
}
}
var _valid170 = _errs1537 === errors;
valid579 = valid579 || _valid170;
const _errs1540 = errors;
if(typeof data336 === "string"){
if(!pattern5.test(data336)){
const err1009 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1009];
}
else {
vErrors.push(err1009);
}
errors++;
}
}
else {
const err1010 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1010];
}
else {
vErrors.push(err1010);
}
errors++;
}
var _valid170 = _errs1540 === errors;
valid579 = valid579 || _valid170;
if(!valid579){
const err1011 = {instancePath:instancePath+"/props/gap",schemaPath:"#/allOf/25/then/properties/props/properties/gap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1011];
}
else {
vErrors.push(err1011);
}
errors++;
}
else {
errors = _errs1536;
if(vErrors !== null){
if(_errs1536){
vErrors.length = _errs1536;
}
else {
vErrors = null;
}
}
}
}
if(data334.padding !== undefined){
let data337 = data334.padding;
const _errs1544 = errors;
let valid582 = false;
const _errs1545 = errors;
if(!(((typeof data337 == "number") && (!(data337 % 1) && !isNaN(data337))) && (isFinite(data337)))){
const err1012 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1012];
}
else {
vErrors.push(err1012);
}
errors++;
}
if((typeof data337 == "number") && (isFinite(data337))){
if(data337 > 48 || isNaN(data337)){
const err1013 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err1013];
}
else {
vErrors.push(err1013);
}
errors++;
}
if(data337 < 0 || isNaN(data337)){
const err1014 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1014];
}
else {
vErrors.push(err1014);
}
errors++;
}
}
var _valid171 = _errs1545 === errors;
valid582 = valid582 || _valid171;
const _errs1548 = errors;
if(typeof data337 === "string"){
if(!pattern5.test(data337)){
const err1015 = {instancePath:instancePath+"/props/padding",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1015];
}
else {
vErrors.push(err1015);
}
errors++;
}
}
else {
const err1016 = {instancePath:instancePath+"/props/padding",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1016];
}
else {
vErrors.push(err1016);
}
errors++;
}
var _valid171 = _errs1548 === errors;
valid582 = valid582 || _valid171;
if(!valid582){
const err1017 = {instancePath:instancePath+"/props/padding",schemaPath:"#/allOf/25/then/properties/props/properties/padding/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1017];
}
else {
vErrors.push(err1017);
}
errors++;
}
else {
errors = _errs1544;
if(vErrors !== null){
if(_errs1544){
vErrors.length = _errs1544;
}
else {
vErrors = null;
}
}
}
}
if(data334.align !== undefined){
let data338 = data334.align;
const _errs1552 = errors;
let valid585 = false;
const _errs1553 = errors;
if(!((((data338 === "start") || (data338 === "center")) || (data338 === "end")) || (data338 === "stretch"))){
const err1018 = {instancePath:instancePath+"/props/align",schemaPath:"widgets/Stack.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema393.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1018];
}
else {
vErrors.push(err1018);
}
errors++;
}
var _valid172 = _errs1553 === errors;
valid585 = valid585 || _valid172;
const _errs1555 = errors;
if(typeof data338 === "string"){
if(!pattern5.test(data338)){
const err1019 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1019];
}
else {
vErrors.push(err1019);
}
errors++;
}
}
else {
const err1020 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1020];
}
else {
vErrors.push(err1020);
}
errors++;
}
var _valid172 = _errs1555 === errors;
valid585 = valid585 || _valid172;
if(!valid585){
const err1021 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/25/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1021];
}
else {
vErrors.push(err1021);
}
errors++;
}
else {
errors = _errs1552;
if(vErrors !== null){
if(_errs1552){
vErrors.length = _errs1552;
}
else {
vErrors = null;
}
}
}
}
if(data334.justify !== undefined){
let data339 = data334.justify;
const _errs1559 = errors;
let valid588 = false;
const _errs1560 = errors;
if(!((((data339 === "start") || (data339 === "center")) || (data339 === "end")) || (data339 === "between"))){
const err1022 = {instancePath:instancePath+"/props/justify",schemaPath:"widgets/Stack.schema.json#/properties/justify/enum",keyword:"enum",params:{allowedValues: schema395.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1022];
}
else {
vErrors.push(err1022);
}
errors++;
}
var _valid173 = _errs1560 === errors;
valid588 = valid588 || _valid173;
const _errs1562 = errors;
if(typeof data339 === "string"){
if(!pattern5.test(data339)){
const err1023 = {instancePath:instancePath+"/props/justify",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1023];
}
else {
vErrors.push(err1023);
}
errors++;
}
}
else {
const err1024 = {instancePath:instancePath+"/props/justify",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1024];
}
else {
vErrors.push(err1024);
}
errors++;
}
var _valid173 = _errs1562 === errors;
valid588 = valid588 || _valid173;
if(!valid588){
const err1025 = {instancePath:instancePath+"/props/justify",schemaPath:"#/allOf/25/then/properties/props/properties/justify/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1025];
}
else {
vErrors.push(err1025);
}
errors++;
}
else {
errors = _errs1559;
if(vErrors !== null){
if(_errs1559){
vErrors.length = _errs1559;
}
else {
vErrors = null;
}
}
}
}
if(data334.wrap !== undefined){
let data340 = data334.wrap;
const _errs1566 = errors;
let valid591 = false;
const _errs1567 = errors;
if(typeof data340 !== "boolean"){
const err1026 = {instancePath:instancePath+"/props/wrap",schemaPath:"widgets/Stack.schema.json#/properties/wrap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1026];
}
else {
vErrors.push(err1026);
}
errors++;
}
var _valid174 = _errs1567 === errors;
valid591 = valid591 || _valid174;
const _errs1570 = errors;
if(typeof data340 === "string"){
if(!pattern5.test(data340)){
const err1027 = {instancePath:instancePath+"/props/wrap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1027];
}
else {
vErrors.push(err1027);
}
errors++;
}
}
else {
const err1028 = {instancePath:instancePath+"/props/wrap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1028];
}
else {
vErrors.push(err1028);
}
errors++;
}
var _valid174 = _errs1570 === errors;
valid591 = valid591 || _valid174;
if(!valid591){
const err1029 = {instancePath:instancePath+"/props/wrap",schemaPath:"#/allOf/25/then/properties/props/properties/wrap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1029];
}
else {
vErrors.push(err1029);
}
errors++;
}
else {
errors = _errs1566;
if(vErrors !== null){
if(_errs1566){
vErrors.length = _errs1566;
}
else {
vErrors = null;
}
}
}
}
if(data334.surface !== undefined){
let data341 = data334.surface;
const _errs1574 = errors;
let valid594 = false;
const _errs1575 = errors;
if(!(((data341 === "none") || (data341 === "card")) || (data341 === "page"))){
const err1030 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/Stack.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema399.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1030];
}
else {
vErrors.push(err1030);
}
errors++;
}
var _valid175 = _errs1575 === errors;
valid594 = valid594 || _valid175;
const _errs1577 = errors;
if(typeof data341 === "string"){
if(!pattern5.test(data341)){
const err1031 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1031];
}
else {
vErrors.push(err1031);
}
errors++;
}
}
else {
const err1032 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1032];
}
else {
vErrors.push(err1032);
}
errors++;
}
var _valid175 = _errs1577 === errors;
valid594 = valid594 || _valid175;
if(!valid594){
const err1033 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/25/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1033];
}
else {
vErrors.push(err1033);
}
errors++;
}
else {
errors = _errs1574;
if(vErrors !== null){
if(_errs1574){
vErrors.length = _errs1574;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1034 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/25/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1034];
}
else {
vErrors.push(err1034);
}
errors++;
}
}
if(data.on !== undefined){
let data342 = data.on;
if(data342 && typeof data342 == "object" && !Array.isArray(data342)){
for(const key58 in data342){
const err1035 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/25/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key58},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1035];
}
else {
vErrors.push(err1035);
}
errors++;
}
}
else {
const err1036 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/25/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1036];
}
else {
vErrors.push(err1036);
}
errors++;
}
}
if(data.bind !== undefined){
const err1037 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/25/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1037];
}
else {
vErrors.push(err1037);
}
errors++;
}
}
var _valid168 = _errs1523 === errors;
valid572 = _valid168;
if(valid572){
var props27 = {};
props27.type = true;
props27.props = true;
props27.on = true;
props27.bind = true;
}
}
if(!valid572){
const err1038 = {instancePath,schemaPath:"#/allOf/25/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1038];
}
else {
vErrors.push(err1038);
}
errors++;
}
if(props0 !== true && props27 !== undefined){
if(props27 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props27);
}
}
const _errs1584 = errors;
let valid597 = true;
const _errs1585 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing26;
if((data.type === undefined) && (missing26 = "type")){
const err1039 = {};
if(vErrors === null){
vErrors = [err1039];
}
else {
vErrors.push(err1039);
}
errors++;
}
else {
if(data.type !== undefined){
if("StarRating" !== data.type){
const err1040 = {};
if(vErrors === null){
vErrors = [err1040];
}
else {
vErrors.push(err1040);
}
errors++;
}
}
}
}
var _valid176 = _errs1585 === errors;
errors = _errs1584;
if(vErrors !== null){
if(_errs1584){
vErrors.length = _errs1584;
}
else {
vErrors = null;
}
}
if(_valid176){
const _errs1587 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1041 = {instancePath,schemaPath:"#/allOf/26/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1041];
}
else {
vErrors.push(err1041);
}
errors++;
}
if(data.type !== undefined){
if("StarRating" !== data.type){
const err1042 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/26/then/properties/type/const",keyword:"const",params:{allowedValue: "StarRating"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1042];
}
else {
vErrors.push(err1042);
}
errors++;
}
}
if(data.props !== undefined){
let data346 = data.props;
if(data346 && typeof data346 == "object" && !Array.isArray(data346)){
if(data346.label === undefined){
const err1043 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/26/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err1043];
}
else {
vErrors.push(err1043);
}
errors++;
}
for(const key59 in data346){
if(!(((key59 === "label") || (key59 === "max")) || (key59 === "size"))){
const err1044 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/26/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key59},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1044];
}
else {
vErrors.push(err1044);
}
errors++;
}
}
if(data346.label !== undefined){
let data347 = data346.label;
const _errs1593 = errors;
let valid601 = false;
const _errs1594 = errors;
if(typeof data347 === "string"){
if(func2(data347) < 1){
const err1045 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/StarRating.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1045];
}
else {
vErrors.push(err1045);
}
errors++;
}
}
else {
const err1046 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/StarRating.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1046];
}
else {
vErrors.push(err1046);
}
errors++;
}
var _valid177 = _errs1594 === errors;
valid601 = valid601 || _valid177;
const _errs1597 = errors;
if(typeof data347 === "string"){
if(!pattern5.test(data347)){
const err1047 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1047];
}
else {
vErrors.push(err1047);
}
errors++;
}
}
else {
const err1048 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1048];
}
else {
vErrors.push(err1048);
}
errors++;
}
var _valid177 = _errs1597 === errors;
valid601 = valid601 || _valid177;
if(!valid601){
const err1049 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/26/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1049];
}
else {
vErrors.push(err1049);
}
errors++;
}
else {
errors = _errs1593;
if(vErrors !== null){
if(_errs1593){
vErrors.length = _errs1593;
}
else {
vErrors = null;
}
}
}
}
if(data346.max !== undefined){
let data348 = data346.max;
const _errs1601 = errors;
let valid604 = false;
const _errs1602 = errors;
if(!(((typeof data348 == "number") && (!(data348 % 1) && !isNaN(data348))) && (isFinite(data348)))){
const err1050 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1050];
}
else {
vErrors.push(err1050);
}
errors++;
}
if((typeof data348 == "number") && (isFinite(data348))){
if(data348 > 10 || isNaN(data348)){
const err1051 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err1051];
}
else {
vErrors.push(err1051);
}
errors++;
}
if(data348 < 1 || isNaN(data348)){
const err1052 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1052];
}
else {
vErrors.push(err1052);
}
errors++;
}
}
var _valid178 = _errs1602 === errors;
valid604 = valid604 || _valid178;
const _errs1605 = errors;
if(typeof data348 === "string"){
if(!pattern5.test(data348)){
const err1053 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1053];
}
else {
vErrors.push(err1053);
}
errors++;
}
}
else {
const err1054 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1054];
}
else {
vErrors.push(err1054);
}
errors++;
}
var _valid178 = _errs1605 === errors;
valid604 = valid604 || _valid178;
if(!valid604){
const err1055 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/26/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1055];
}
else {
vErrors.push(err1055);
}
errors++;
}
else {
errors = _errs1601;
if(vErrors !== null){
if(_errs1601){
vErrors.length = _errs1601;
}
else {
vErrors = null;
}
}
}
}
if(data346.size !== undefined){
let data349 = data346.size;
const _errs1609 = errors;
let valid607 = false;
const _errs1610 = errors;
if(!(((typeof data349 == "number") && (!(data349 % 1) && !isNaN(data349))) && (isFinite(data349)))){
const err1056 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1056];
}
else {
vErrors.push(err1056);
}
errors++;
}
if((typeof data349 == "number") && (isFinite(data349))){
if(data349 > 64 || isNaN(data349)){
const err1057 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err1057];
}
else {
vErrors.push(err1057);
}
errors++;
}
if(data349 < 16 || isNaN(data349)){
const err1058 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 16},message:"must be >= 16"};
if(vErrors === null){
vErrors = [err1058];
}
else {
vErrors.push(err1058);
}
errors++;
}
}
var _valid179 = _errs1610 === errors;
valid607 = valid607 || _valid179;
const _errs1613 = errors;
if(typeof data349 === "string"){
if(!pattern5.test(data349)){
const err1059 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1059];
}
else {
vErrors.push(err1059);
}
errors++;
}
}
else {
const err1060 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1060];
}
else {
vErrors.push(err1060);
}
errors++;
}
var _valid179 = _errs1613 === errors;
valid607 = valid607 || _valid179;
if(!valid607){
const err1061 = {instancePath:instancePath+"/props/size",schemaPath:"#/allOf/26/then/properties/props/properties/size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1061];
}
else {
vErrors.push(err1061);
}
errors++;
}
else {
errors = _errs1609;
if(vErrors !== null){
if(_errs1609){
vErrors.length = _errs1609;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1062 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/26/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1062];
}
else {
vErrors.push(err1062);
}
errors++;
}
}
if(data.on !== undefined){
let data350 = data.on;
if(data350 && typeof data350 == "object" && !Array.isArray(data350)){
for(const key60 in data350){
if(!(key60 === "change")){
const err1063 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/26/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key60},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1063];
}
else {
vErrors.push(err1063);
}
errors++;
}
}
if(data350.change !== undefined){
if(!(validate67(data350.change, {instancePath:instancePath+"/on/change",parentData:data350,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err1064 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/26/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1064];
}
else {
vErrors.push(err1064);
}
errors++;
}
}
if(data.children !== undefined){
const err1065 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/26/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1065];
}
else {
vErrors.push(err1065);
}
errors++;
}
}
var _valid176 = _errs1587 === errors;
valid597 = _valid176;
if(valid597){
var props28 = {};
props28.type = true;
props28.props = true;
props28.on = true;
props28.children = true;
}
}
if(!valid597){
const err1066 = {instancePath,schemaPath:"#/allOf/26/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1066];
}
else {
vErrors.push(err1066);
}
errors++;
}
if(props0 !== true && props28 !== undefined){
if(props28 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props28);
}
}
const _errs1621 = errors;
let valid611 = true;
const _errs1622 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing27;
if((data.type === undefined) && (missing27 = "type")){
const err1067 = {};
if(vErrors === null){
vErrors = [err1067];
}
else {
vErrors.push(err1067);
}
errors++;
}
else {
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err1068 = {};
if(vErrors === null){
vErrors = [err1068];
}
else {
vErrors.push(err1068);
}
errors++;
}
}
}
}
var _valid180 = _errs1622 === errors;
errors = _errs1621;
if(vErrors !== null){
if(_errs1621){
vErrors.length = _errs1621;
}
else {
vErrors = null;
}
}
if(_valid180){
const _errs1624 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1069 = {instancePath,schemaPath:"#/allOf/27/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1069];
}
else {
vErrors.push(err1069);
}
errors++;
}
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err1070 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/27/then/properties/type/const",keyword:"const",params:{allowedValue: "StatusBanner"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1070];
}
else {
vErrors.push(err1070);
}
errors++;
}
}
if(data.props !== undefined){
let data355 = data.props;
if(data355 && typeof data355 == "object" && !Array.isArray(data355)){
if(data355.title === undefined){
const err1071 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/27/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1071];
}
else {
vErrors.push(err1071);
}
errors++;
}
for(const key61 in data355){
if(!((((key61 === "image") || (key61 === "title")) || (key61 === "description")) || (key61 === "tone"))){
const err1072 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/27/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key61},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1072];
}
else {
vErrors.push(err1072);
}
errors++;
}
}
if(data355.image !== undefined){
let data356 = data355.image;
const _errs1630 = errors;
let valid615 = false;
const _errs1631 = errors;
if(typeof data356 !== "string"){
const err1073 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/StatusBanner.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1073];
}
else {
vErrors.push(err1073);
}
errors++;
}
var _valid181 = _errs1631 === errors;
valid615 = valid615 || _valid181;
const _errs1634 = errors;
if(typeof data356 === "string"){
if(!pattern5.test(data356)){
const err1074 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1074];
}
else {
vErrors.push(err1074);
}
errors++;
}
}
else {
const err1075 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1075];
}
else {
vErrors.push(err1075);
}
errors++;
}
var _valid181 = _errs1634 === errors;
valid615 = valid615 || _valid181;
if(!valid615){
const err1076 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/27/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1076];
}
else {
vErrors.push(err1076);
}
errors++;
}
else {
errors = _errs1630;
if(vErrors !== null){
if(_errs1630){
vErrors.length = _errs1630;
}
else {
vErrors = null;
}
}
}
}
if(data355.title !== undefined){
let data357 = data355.title;
const _errs1638 = errors;
let valid618 = false;
const _errs1639 = errors;
if(typeof data357 !== "string"){
const err1077 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/StatusBanner.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1077];
}
else {
vErrors.push(err1077);
}
errors++;
}
var _valid182 = _errs1639 === errors;
valid618 = valid618 || _valid182;
const _errs1642 = errors;
if(typeof data357 === "string"){
if(!pattern5.test(data357)){
const err1078 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1078];
}
else {
vErrors.push(err1078);
}
errors++;
}
}
else {
const err1079 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1079];
}
else {
vErrors.push(err1079);
}
errors++;
}
var _valid182 = _errs1642 === errors;
valid618 = valid618 || _valid182;
if(!valid618){
const err1080 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/27/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1080];
}
else {
vErrors.push(err1080);
}
errors++;
}
else {
errors = _errs1638;
if(vErrors !== null){
if(_errs1638){
vErrors.length = _errs1638;
}
else {
vErrors = null;
}
}
}
}
if(data355.description !== undefined){
let data358 = data355.description;
const _errs1646 = errors;
let valid621 = false;
const _errs1647 = errors;
if(typeof data358 !== "string"){
const err1081 = {instancePath:instancePath+"/props/description",schemaPath:"widgets/StatusBanner.schema.json#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1081];
}
else {
vErrors.push(err1081);
}
errors++;
}
var _valid183 = _errs1647 === errors;
valid621 = valid621 || _valid183;
const _errs1650 = errors;
if(typeof data358 === "string"){
if(!pattern5.test(data358)){
const err1082 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1082];
}
else {
vErrors.push(err1082);
}
errors++;
}
}
else {
const err1083 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1083];
}
else {
vErrors.push(err1083);
}
errors++;
}
var _valid183 = _errs1650 === errors;
valid621 = valid621 || _valid183;
if(!valid621){
const err1084 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/27/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1084];
}
else {
vErrors.push(err1084);
}
errors++;
}
else {
errors = _errs1646;
if(vErrors !== null){
if(_errs1646){
vErrors.length = _errs1646;
}
else {
vErrors = null;
}
}
}
}
if(data355.tone !== undefined){
let data359 = data355.tone;
const _errs1654 = errors;
let valid624 = false;
const _errs1655 = errors;
if(!((data359 === "brand") || (data359 === "accent"))){
const err1085 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/StatusBanner.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema415.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1085];
}
else {
vErrors.push(err1085);
}
errors++;
}
var _valid184 = _errs1655 === errors;
valid624 = valid624 || _valid184;
const _errs1657 = errors;
if(typeof data359 === "string"){
if(!pattern5.test(data359)){
const err1086 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1086];
}
else {
vErrors.push(err1086);
}
errors++;
}
}
else {
const err1087 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1087];
}
else {
vErrors.push(err1087);
}
errors++;
}
var _valid184 = _errs1657 === errors;
valid624 = valid624 || _valid184;
if(!valid624){
const err1088 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/27/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1088];
}
else {
vErrors.push(err1088);
}
errors++;
}
else {
errors = _errs1654;
if(vErrors !== null){
if(_errs1654){
vErrors.length = _errs1654;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1089 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/27/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1089];
}
else {
vErrors.push(err1089);
}
errors++;
}
}
if(data.on !== undefined){
let data360 = data.on;
if(data360 && typeof data360 == "object" && !Array.isArray(data360)){
for(const key62 in data360){
const err1090 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/27/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key62},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1090];
}
else {
vErrors.push(err1090);
}
errors++;
}
}
else {
const err1091 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/27/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1091];
}
else {
vErrors.push(err1091);
}
errors++;
}
}
if(data.children !== undefined){
const err1092 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/27/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1092];
}
else {
vErrors.push(err1092);
}
errors++;
}
if(data.bind !== undefined){
const err1093 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/27/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1093];
}
else {
vErrors.push(err1093);
}
errors++;
}
}
var _valid180 = _errs1624 === errors;
valid611 = _valid180;
if(valid611){
var props29 = {};
props29.type = true;
props29.props = true;
props29.on = true;
props29.children = true;
props29.bind = true;
}
}
if(!valid611){
const err1094 = {instancePath,schemaPath:"#/allOf/27/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1094];
}
else {
vErrors.push(err1094);
}
errors++;
}
if(props0 !== true && props29 !== undefined){
if(props29 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props29);
}
}
const _errs1664 = errors;
let valid627 = true;
const _errs1665 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing28;
if((data.type === undefined) && (missing28 = "type")){
const err1095 = {};
if(vErrors === null){
vErrors = [err1095];
}
else {
vErrors.push(err1095);
}
errors++;
}
else {
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err1096 = {};
if(vErrors === null){
vErrors = [err1096];
}
else {
vErrors.push(err1096);
}
errors++;
}
}
}
}
var _valid185 = _errs1665 === errors;
errors = _errs1664;
if(vErrors !== null){
if(_errs1664){
vErrors.length = _errs1664;
}
else {
vErrors = null;
}
}
if(_valid185){
const _errs1667 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1097 = {instancePath,schemaPath:"#/allOf/28/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1097];
}
else {
vErrors.push(err1097);
}
errors++;
}
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err1098 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/28/then/properties/type/const",keyword:"const",params:{allowedValue: "SuccessMark"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1098];
}
else {
vErrors.push(err1098);
}
errors++;
}
}
if(data.props !== undefined){
let data365 = data.props;
if(data365 && typeof data365 == "object" && !Array.isArray(data365)){
if(data365.text === undefined){
const err1099 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/28/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1099];
}
else {
vErrors.push(err1099);
}
errors++;
}
for(const key63 in data365){
if(!((key63 === "text") || (key63 === "tone"))){
const err1100 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/28/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key63},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1100];
}
else {
vErrors.push(err1100);
}
errors++;
}
}
if(data365.text !== undefined){
let data366 = data365.text;
const _errs1673 = errors;
let valid631 = false;
const _errs1674 = errors;
if(typeof data366 === "string"){
if(func2(data366) < 1){
const err1101 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/SuccessMark.schema.json#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1101];
}
else {
vErrors.push(err1101);
}
errors++;
}
}
else {
const err1102 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/SuccessMark.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1102];
}
else {
vErrors.push(err1102);
}
errors++;
}
var _valid186 = _errs1674 === errors;
valid631 = valid631 || _valid186;
const _errs1677 = errors;
if(typeof data366 === "string"){
if(!pattern5.test(data366)){
const err1103 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1103];
}
else {
vErrors.push(err1103);
}
errors++;
}
}
else {
const err1104 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1104];
}
else {
vErrors.push(err1104);
}
errors++;
}
var _valid186 = _errs1677 === errors;
valid631 = valid631 || _valid186;
if(!valid631){
const err1105 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/28/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1105];
}
else {
vErrors.push(err1105);
}
errors++;
}
else {
errors = _errs1673;
if(vErrors !== null){
if(_errs1673){
vErrors.length = _errs1673;
}
else {
vErrors = null;
}
}
}
}
if(data365.tone !== undefined){
let data367 = data365.tone;
const _errs1681 = errors;
let valid634 = false;
const _errs1682 = errors;
if(!((data367 === "success") || (data367 === "info"))){
const err1106 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/SuccessMark.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema420.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1106];
}
else {
vErrors.push(err1106);
}
errors++;
}
var _valid187 = _errs1682 === errors;
valid634 = valid634 || _valid187;
const _errs1684 = errors;
if(typeof data367 === "string"){
if(!pattern5.test(data367)){
const err1107 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1107];
}
else {
vErrors.push(err1107);
}
errors++;
}
}
else {
const err1108 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1108];
}
else {
vErrors.push(err1108);
}
errors++;
}
var _valid187 = _errs1684 === errors;
valid634 = valid634 || _valid187;
if(!valid634){
const err1109 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/28/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1109];
}
else {
vErrors.push(err1109);
}
errors++;
}
else {
errors = _errs1681;
if(vErrors !== null){
if(_errs1681){
vErrors.length = _errs1681;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1110 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/28/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1110];
}
else {
vErrors.push(err1110);
}
errors++;
}
}
if(data.on !== undefined){
let data368 = data.on;
if(data368 && typeof data368 == "object" && !Array.isArray(data368)){
for(const key64 in data368){
const err1111 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/28/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key64},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1111];
}
else {
vErrors.push(err1111);
}
errors++;
}
}
else {
const err1112 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/28/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1112];
}
else {
vErrors.push(err1112);
}
errors++;
}
}
if(data.children !== undefined){
const err1113 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/28/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1113];
}
else {
vErrors.push(err1113);
}
errors++;
}
if(data.bind !== undefined){
const err1114 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/28/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1114];
}
else {
vErrors.push(err1114);
}
errors++;
}
}
var _valid185 = _errs1667 === errors;
valid627 = _valid185;
if(valid627){
var props30 = {};
props30.type = true;
props30.props = true;
props30.on = true;
props30.children = true;
props30.bind = true;
}
}
if(!valid627){
const err1115 = {instancePath,schemaPath:"#/allOf/28/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1115];
}
else {
vErrors.push(err1115);
}
errors++;
}
if(props0 !== true && props30 !== undefined){
if(props30 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props30);
}
}
const _errs1691 = errors;
let valid637 = true;
const _errs1692 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing29;
if((data.type === undefined) && (missing29 = "type")){
const err1116 = {};
if(vErrors === null){
vErrors = [err1116];
}
else {
vErrors.push(err1116);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tabs" !== data.type){
const err1117 = {};
if(vErrors === null){
vErrors = [err1117];
}
else {
vErrors.push(err1117);
}
errors++;
}
}
}
}
var _valid188 = _errs1692 === errors;
errors = _errs1691;
if(vErrors !== null){
if(_errs1691){
vErrors.length = _errs1691;
}
else {
vErrors = null;
}
}
if(_valid188){
const _errs1694 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1118 = {instancePath,schemaPath:"#/allOf/29/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1118];
}
else {
vErrors.push(err1118);
}
errors++;
}
if(data.type !== undefined){
if("Tabs" !== data.type){
const err1119 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/29/then/properties/type/const",keyword:"const",params:{allowedValue: "Tabs"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1119];
}
else {
vErrors.push(err1119);
}
errors++;
}
}
if(data.props !== undefined){
let data373 = data.props;
if(data373 && typeof data373 == "object" && !Array.isArray(data373)){
if(data373.tabs === undefined){
const err1120 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/29/then/properties/props/required",keyword:"required",params:{missingProperty: "tabs"},message:"must have required property '"+"tabs"+"'"};
if(vErrors === null){
vErrors = [err1120];
}
else {
vErrors.push(err1120);
}
errors++;
}
for(const key65 in data373){
if(!(((((key65 === "tabs") || (key65 === "labelKey")) || (key65 === "valueKey")) || (key65 === "label")) || (key65 === "stretch"))){
const err1121 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/29/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key65},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1121];
}
else {
vErrors.push(err1121);
}
errors++;
}
}
if(data373.tabs !== undefined){
let data374 = data373.tabs;
const _errs1700 = errors;
let valid641 = false;
const _errs1701 = errors;
if(Array.isArray(data374)){
const len11 = data374.length;
for(let i11=0; i11<len11; i11++){
let data375 = data374[i11];
if(data375 && typeof data375 == "object" && !Array.isArray(data375)){
}
else {
const err1122 = {instancePath:instancePath+"/props/tabs/" + i11,schemaPath:"widgets/Tabs.schema.json#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1122];
}
else {
vErrors.push(err1122);
}
errors++;
}
}
}
else {
const err1123 = {instancePath:instancePath+"/props/tabs",schemaPath:"widgets/Tabs.schema.json#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1123];
}
else {
vErrors.push(err1123);
}
errors++;
}
var _valid189 = _errs1701 === errors;
valid641 = valid641 || _valid189;
const _errs1707 = errors;
if(typeof data374 === "string"){
if(!pattern5.test(data374)){
const err1124 = {instancePath:instancePath+"/props/tabs",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1124];
}
else {
vErrors.push(err1124);
}
errors++;
}
}
else {
const err1125 = {instancePath:instancePath+"/props/tabs",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1125];
}
else {
vErrors.push(err1125);
}
errors++;
}
var _valid189 = _errs1707 === errors;
valid641 = valid641 || _valid189;
if(!valid641){
const err1126 = {instancePath:instancePath+"/props/tabs",schemaPath:"#/allOf/29/then/properties/props/properties/tabs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1126];
}
else {
vErrors.push(err1126);
}
errors++;
}
else {
errors = _errs1700;
if(vErrors !== null){
if(_errs1700){
vErrors.length = _errs1700;
}
else {
vErrors = null;
}
}
}
}
if(data373.labelKey !== undefined){
let data376 = data373.labelKey;
const _errs1711 = errors;
let valid646 = false;
const _errs1712 = errors;
if(typeof data376 === "string"){
if(func2(data376) < 1){
const err1127 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/Tabs.schema.json#/properties/labelKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1127];
}
else {
vErrors.push(err1127);
}
errors++;
}
}
else {
const err1128 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/Tabs.schema.json#/properties/labelKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1128];
}
else {
vErrors.push(err1128);
}
errors++;
}
var _valid190 = _errs1712 === errors;
valid646 = valid646 || _valid190;
const _errs1715 = errors;
if(typeof data376 === "string"){
if(!pattern5.test(data376)){
const err1129 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1129];
}
else {
vErrors.push(err1129);
}
errors++;
}
}
else {
const err1130 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1130];
}
else {
vErrors.push(err1130);
}
errors++;
}
var _valid190 = _errs1715 === errors;
valid646 = valid646 || _valid190;
if(!valid646){
const err1131 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/29/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1131];
}
else {
vErrors.push(err1131);
}
errors++;
}
else {
errors = _errs1711;
if(vErrors !== null){
if(_errs1711){
vErrors.length = _errs1711;
}
else {
vErrors = null;
}
}
}
}
if(data373.valueKey !== undefined){
let data377 = data373.valueKey;
const _errs1719 = errors;
let valid649 = false;
const _errs1720 = errors;
if(typeof data377 === "string"){
if(func2(data377) < 1){
const err1132 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/Tabs.schema.json#/properties/valueKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1132];
}
else {
vErrors.push(err1132);
}
errors++;
}
}
else {
const err1133 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/Tabs.schema.json#/properties/valueKey/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1133];
}
else {
vErrors.push(err1133);
}
errors++;
}
var _valid191 = _errs1720 === errors;
valid649 = valid649 || _valid191;
const _errs1723 = errors;
if(typeof data377 === "string"){
if(!pattern5.test(data377)){
const err1134 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1134];
}
else {
vErrors.push(err1134);
}
errors++;
}
}
else {
const err1135 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1135];
}
else {
vErrors.push(err1135);
}
errors++;
}
var _valid191 = _errs1723 === errors;
valid649 = valid649 || _valid191;
if(!valid649){
const err1136 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/29/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1136];
}
else {
vErrors.push(err1136);
}
errors++;
}
else {
errors = _errs1719;
if(vErrors !== null){
if(_errs1719){
vErrors.length = _errs1719;
}
else {
vErrors = null;
}
}
}
}
if(data373.label !== undefined){
let data378 = data373.label;
const _errs1727 = errors;
let valid652 = false;
const _errs1728 = errors;
if(typeof data378 === "string"){
if(func2(data378) < 1){
const err1137 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Tabs.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1137];
}
else {
vErrors.push(err1137);
}
errors++;
}
}
else {
const err1138 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Tabs.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1138];
}
else {
vErrors.push(err1138);
}
errors++;
}
var _valid192 = _errs1728 === errors;
valid652 = valid652 || _valid192;
const _errs1731 = errors;
if(typeof data378 === "string"){
if(!pattern5.test(data378)){
const err1139 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1139];
}
else {
vErrors.push(err1139);
}
errors++;
}
}
else {
const err1140 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1140];
}
else {
vErrors.push(err1140);
}
errors++;
}
var _valid192 = _errs1731 === errors;
valid652 = valid652 || _valid192;
if(!valid652){
const err1141 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/29/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1141];
}
else {
vErrors.push(err1141);
}
errors++;
}
else {
errors = _errs1727;
if(vErrors !== null){
if(_errs1727){
vErrors.length = _errs1727;
}
else {
vErrors = null;
}
}
}
}
if(data373.stretch !== undefined){
let data379 = data373.stretch;
const _errs1735 = errors;
let valid655 = false;
const _errs1736 = errors;
if(typeof data379 !== "boolean"){
const err1142 = {instancePath:instancePath+"/props/stretch",schemaPath:"widgets/Tabs.schema.json#/properties/stretch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1142];
}
else {
vErrors.push(err1142);
}
errors++;
}
var _valid193 = _errs1736 === errors;
valid655 = valid655 || _valid193;
const _errs1739 = errors;
if(typeof data379 === "string"){
if(!pattern5.test(data379)){
const err1143 = {instancePath:instancePath+"/props/stretch",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1143];
}
else {
vErrors.push(err1143);
}
errors++;
}
}
else {
const err1144 = {instancePath:instancePath+"/props/stretch",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1144];
}
else {
vErrors.push(err1144);
}
errors++;
}
var _valid193 = _errs1739 === errors;
valid655 = valid655 || _valid193;
if(!valid655){
const err1145 = {instancePath:instancePath+"/props/stretch",schemaPath:"#/allOf/29/then/properties/props/properties/stretch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1145];
}
else {
vErrors.push(err1145);
}
errors++;
}
else {
errors = _errs1735;
if(vErrors !== null){
if(_errs1735){
vErrors.length = _errs1735;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1146 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/29/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1146];
}
else {
vErrors.push(err1146);
}
errors++;
}
}
if(data.on !== undefined){
let data380 = data.on;
if(data380 && typeof data380 == "object" && !Array.isArray(data380)){
for(const key66 in data380){
if(!(key66 === "change")){
const err1147 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/29/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key66},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1147];
}
else {
vErrors.push(err1147);
}
errors++;
}
}
if(data380.change !== undefined){
if(!(validate67(data380.change, {instancePath:instancePath+"/on/change",parentData:data380,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err1148 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/29/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1148];
}
else {
vErrors.push(err1148);
}
errors++;
}
}
if(data.children !== undefined){
const err1149 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/29/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1149];
}
else {
vErrors.push(err1149);
}
errors++;
}
}
var _valid188 = _errs1694 === errors;
valid637 = _valid188;
if(valid637){
var props31 = {};
props31.type = true;
props31.props = true;
props31.on = true;
props31.children = true;
}
}
if(!valid637){
const err1150 = {instancePath,schemaPath:"#/allOf/29/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1150];
}
else {
vErrors.push(err1150);
}
errors++;
}
if(props0 !== true && props31 !== undefined){
if(props31 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props31);
}
}
const _errs1747 = errors;
let valid659 = true;
const _errs1748 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing30;
if((data.type === undefined) && (missing30 = "type")){
const err1151 = {};
if(vErrors === null){
vErrors = [err1151];
}
else {
vErrors.push(err1151);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tag" !== data.type){
const err1152 = {};
if(vErrors === null){
vErrors = [err1152];
}
else {
vErrors.push(err1152);
}
errors++;
}
}
}
}
var _valid194 = _errs1748 === errors;
errors = _errs1747;
if(vErrors !== null){
if(_errs1747){
vErrors.length = _errs1747;
}
else {
vErrors = null;
}
}
if(_valid194){
const _errs1750 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1153 = {instancePath,schemaPath:"#/allOf/30/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1153];
}
else {
vErrors.push(err1153);
}
errors++;
}
if(data.type !== undefined){
if("Tag" !== data.type){
const err1154 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/30/then/properties/type/const",keyword:"const",params:{allowedValue: "Tag"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1154];
}
else {
vErrors.push(err1154);
}
errors++;
}
}
if(data.props !== undefined){
let data385 = data.props;
if(data385 && typeof data385 == "object" && !Array.isArray(data385)){
if(data385.text === undefined){
const err1155 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/30/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1155];
}
else {
vErrors.push(err1155);
}
errors++;
}
for(const key67 in data385){
if(!(((key67 === "text") || (key67 === "tone")) || (key67 === "selected"))){
const err1156 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/30/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key67},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1156];
}
else {
vErrors.push(err1156);
}
errors++;
}
}
if(data385.text !== undefined){
let data386 = data385.text;
const _errs1756 = errors;
let valid663 = false;
const _errs1757 = errors;
if(typeof data386 !== "string"){
const err1157 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Tag.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1157];
}
else {
vErrors.push(err1157);
}
errors++;
}
var _valid195 = _errs1757 === errors;
valid663 = valid663 || _valid195;
const _errs1760 = errors;
if(typeof data386 === "string"){
if(!pattern5.test(data386)){
const err1158 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1158];
}
else {
vErrors.push(err1158);
}
errors++;
}
}
else {
const err1159 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1159];
}
else {
vErrors.push(err1159);
}
errors++;
}
var _valid195 = _errs1760 === errors;
valid663 = valid663 || _valid195;
if(!valid663){
const err1160 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/30/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1160];
}
else {
vErrors.push(err1160);
}
errors++;
}
else {
errors = _errs1756;
if(vErrors !== null){
if(_errs1756){
vErrors.length = _errs1756;
}
else {
vErrors = null;
}
}
}
}
if(data385.tone !== undefined){
let data387 = data385.tone;
const _errs1764 = errors;
let valid666 = false;
const _errs1765 = errors;
if(!(((data387 === "neutral") || (data387 === "brand")) || (data387 === "accent"))){
const err1161 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Tag.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema436.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1161];
}
else {
vErrors.push(err1161);
}
errors++;
}
var _valid196 = _errs1765 === errors;
valid666 = valid666 || _valid196;
const _errs1767 = errors;
if(typeof data387 === "string"){
if(!pattern5.test(data387)){
const err1162 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1162];
}
else {
vErrors.push(err1162);
}
errors++;
}
}
else {
const err1163 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1163];
}
else {
vErrors.push(err1163);
}
errors++;
}
var _valid196 = _errs1767 === errors;
valid666 = valid666 || _valid196;
if(!valid666){
const err1164 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/30/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1164];
}
else {
vErrors.push(err1164);
}
errors++;
}
else {
errors = _errs1764;
if(vErrors !== null){
if(_errs1764){
vErrors.length = _errs1764;
}
else {
vErrors = null;
}
}
}
}
if(data385.selected !== undefined){
let data388 = data385.selected;
const _errs1771 = errors;
let valid669 = false;
const _errs1772 = errors;
if(typeof data388 !== "boolean"){
const err1165 = {instancePath:instancePath+"/props/selected",schemaPath:"widgets/Tag.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1165];
}
else {
vErrors.push(err1165);
}
errors++;
}
var _valid197 = _errs1772 === errors;
valid669 = valid669 || _valid197;
const _errs1775 = errors;
if(typeof data388 === "string"){
if(!pattern5.test(data388)){
const err1166 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1166];
}
else {
vErrors.push(err1166);
}
errors++;
}
}
else {
const err1167 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1167];
}
else {
vErrors.push(err1167);
}
errors++;
}
var _valid197 = _errs1775 === errors;
valid669 = valid669 || _valid197;
if(!valid669){
const err1168 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/30/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1168];
}
else {
vErrors.push(err1168);
}
errors++;
}
else {
errors = _errs1771;
if(vErrors !== null){
if(_errs1771){
vErrors.length = _errs1771;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1169 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/30/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1169];
}
else {
vErrors.push(err1169);
}
errors++;
}
}
if(data.on !== undefined){
let data389 = data.on;
if(data389 && typeof data389 == "object" && !Array.isArray(data389)){
for(const key68 in data389){
const err1170 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/30/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key68},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1170];
}
else {
vErrors.push(err1170);
}
errors++;
}
}
else {
const err1171 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/30/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1171];
}
else {
vErrors.push(err1171);
}
errors++;
}
}
if(data.children !== undefined){
const err1172 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/30/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1172];
}
else {
vErrors.push(err1172);
}
errors++;
}
if(data.bind !== undefined){
const err1173 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/30/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1173];
}
else {
vErrors.push(err1173);
}
errors++;
}
}
var _valid194 = _errs1750 === errors;
valid659 = _valid194;
if(valid659){
var props32 = {};
props32.type = true;
props32.props = true;
props32.on = true;
props32.children = true;
props32.bind = true;
}
}
if(!valid659){
const err1174 = {instancePath,schemaPath:"#/allOf/30/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1174];
}
else {
vErrors.push(err1174);
}
errors++;
}
if(props0 !== true && props32 !== undefined){
if(props32 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props32);
}
}
const _errs1782 = errors;
let valid672 = true;
const _errs1783 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing31;
if((data.type === undefined) && (missing31 = "type")){
const err1175 = {};
if(vErrors === null){
vErrors = [err1175];
}
else {
vErrors.push(err1175);
}
errors++;
}
else {
if(data.type !== undefined){
if("Text" !== data.type){
const err1176 = {};
if(vErrors === null){
vErrors = [err1176];
}
else {
vErrors.push(err1176);
}
errors++;
}
}
}
}
var _valid198 = _errs1783 === errors;
errors = _errs1782;
if(vErrors !== null){
if(_errs1782){
vErrors.length = _errs1782;
}
else {
vErrors = null;
}
}
if(_valid198){
const _errs1785 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1177 = {instancePath,schemaPath:"#/allOf/31/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1177];
}
else {
vErrors.push(err1177);
}
errors++;
}
if(data.type !== undefined){
if("Text" !== data.type){
const err1178 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/31/then/properties/type/const",keyword:"const",params:{allowedValue: "Text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1178];
}
else {
vErrors.push(err1178);
}
errors++;
}
}
if(data.props !== undefined){
let data394 = data.props;
if(data394 && typeof data394 == "object" && !Array.isArray(data394)){
if(data394.text === undefined){
const err1179 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/31/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1179];
}
else {
vErrors.push(err1179);
}
errors++;
}
for(const key69 in data394){
if(!(((((key69 === "text") || (key69 === "variant")) || (key69 === "align")) || (key69 === "tone")) || (key69 === "weight"))){
const err1180 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/31/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key69},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1180];
}
else {
vErrors.push(err1180);
}
errors++;
}
}
if(data394.text !== undefined){
let data395 = data394.text;
const _errs1791 = errors;
let valid676 = false;
const _errs1792 = errors;
if(typeof data395 !== "string"){
const err1181 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Text.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1181];
}
else {
vErrors.push(err1181);
}
errors++;
}
var _valid199 = _errs1792 === errors;
valid676 = valid676 || _valid199;
const _errs1795 = errors;
if(typeof data395 === "string"){
if(!pattern5.test(data395)){
const err1182 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1182];
}
else {
vErrors.push(err1182);
}
errors++;
}
}
else {
const err1183 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1183];
}
else {
vErrors.push(err1183);
}
errors++;
}
var _valid199 = _errs1795 === errors;
valid676 = valid676 || _valid199;
if(!valid676){
const err1184 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/31/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1184];
}
else {
vErrors.push(err1184);
}
errors++;
}
else {
errors = _errs1791;
if(vErrors !== null){
if(_errs1791){
vErrors.length = _errs1791;
}
else {
vErrors = null;
}
}
}
}
if(data394.variant !== undefined){
let data396 = data394.variant;
const _errs1799 = errors;
let valid679 = false;
const _errs1800 = errors;
if(!(((((((data396 === "title") || (data396 === "subtitle")) || (data396 === "body")) || (data396 === "caption")) || (data396 === "hint")) || (data396 === "error")) || (data396 === "hero"))){
const err1185 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/Text.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema443.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1185];
}
else {
vErrors.push(err1185);
}
errors++;
}
var _valid200 = _errs1800 === errors;
valid679 = valid679 || _valid200;
const _errs1802 = errors;
if(typeof data396 === "string"){
if(!pattern5.test(data396)){
const err1186 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1186];
}
else {
vErrors.push(err1186);
}
errors++;
}
}
else {
const err1187 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1187];
}
else {
vErrors.push(err1187);
}
errors++;
}
var _valid200 = _errs1802 === errors;
valid679 = valid679 || _valid200;
if(!valid679){
const err1188 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/31/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1188];
}
else {
vErrors.push(err1188);
}
errors++;
}
else {
errors = _errs1799;
if(vErrors !== null){
if(_errs1799){
vErrors.length = _errs1799;
}
else {
vErrors = null;
}
}
}
}
if(data394.align !== undefined){
let data397 = data394.align;
const _errs1806 = errors;
let valid682 = false;
const _errs1807 = errors;
if(!(((data397 === "start") || (data397 === "center")) || (data397 === "end"))){
const err1189 = {instancePath:instancePath+"/props/align",schemaPath:"widgets/Text.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema445.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1189];
}
else {
vErrors.push(err1189);
}
errors++;
}
var _valid201 = _errs1807 === errors;
valid682 = valid682 || _valid201;
const _errs1809 = errors;
if(typeof data397 === "string"){
if(!pattern5.test(data397)){
const err1190 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1190];
}
else {
vErrors.push(err1190);
}
errors++;
}
}
else {
const err1191 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1191];
}
else {
vErrors.push(err1191);
}
errors++;
}
var _valid201 = _errs1809 === errors;
valid682 = valid682 || _valid201;
if(!valid682){
const err1192 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/31/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1192];
}
else {
vErrors.push(err1192);
}
errors++;
}
else {
errors = _errs1806;
if(vErrors !== null){
if(_errs1806){
vErrors.length = _errs1806;
}
else {
vErrors = null;
}
}
}
}
if(data394.tone !== undefined){
let data398 = data394.tone;
const _errs1813 = errors;
let valid685 = false;
const _errs1814 = errors;
if(!(((((data398 === "default") || (data398 === "muted")) || (data398 === "onBrand")) || (data398 === "accent")) || (data398 === "danger"))){
const err1193 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Text.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema447.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1193];
}
else {
vErrors.push(err1193);
}
errors++;
}
var _valid202 = _errs1814 === errors;
valid685 = valid685 || _valid202;
const _errs1816 = errors;
if(typeof data398 === "string"){
if(!pattern5.test(data398)){
const err1194 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1194];
}
else {
vErrors.push(err1194);
}
errors++;
}
}
else {
const err1195 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1195];
}
else {
vErrors.push(err1195);
}
errors++;
}
var _valid202 = _errs1816 === errors;
valid685 = valid685 || _valid202;
if(!valid685){
const err1196 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/31/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1196];
}
else {
vErrors.push(err1196);
}
errors++;
}
else {
errors = _errs1813;
if(vErrors !== null){
if(_errs1813){
vErrors.length = _errs1813;
}
else {
vErrors = null;
}
}
}
}
if(data394.weight !== undefined){
let data399 = data394.weight;
const _errs1820 = errors;
let valid688 = false;
const _errs1821 = errors;
if(!(((data399 === "regular") || (data399 === "medium")) || (data399 === "bold"))){
const err1197 = {instancePath:instancePath+"/props/weight",schemaPath:"widgets/Text.schema.json#/properties/weight/enum",keyword:"enum",params:{allowedValues: schema449.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1197];
}
else {
vErrors.push(err1197);
}
errors++;
}
var _valid203 = _errs1821 === errors;
valid688 = valid688 || _valid203;
const _errs1823 = errors;
if(typeof data399 === "string"){
if(!pattern5.test(data399)){
const err1198 = {instancePath:instancePath+"/props/weight",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1198];
}
else {
vErrors.push(err1198);
}
errors++;
}
}
else {
const err1199 = {instancePath:instancePath+"/props/weight",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1199];
}
else {
vErrors.push(err1199);
}
errors++;
}
var _valid203 = _errs1823 === errors;
valid688 = valid688 || _valid203;
if(!valid688){
const err1200 = {instancePath:instancePath+"/props/weight",schemaPath:"#/allOf/31/then/properties/props/properties/weight/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1200];
}
else {
vErrors.push(err1200);
}
errors++;
}
else {
errors = _errs1820;
if(vErrors !== null){
if(_errs1820){
vErrors.length = _errs1820;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1201 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/31/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1201];
}
else {
vErrors.push(err1201);
}
errors++;
}
}
if(data.on !== undefined){
let data400 = data.on;
if(data400 && typeof data400 == "object" && !Array.isArray(data400)){
for(const key70 in data400){
const err1202 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/31/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key70},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1202];
}
else {
vErrors.push(err1202);
}
errors++;
}
}
else {
const err1203 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/31/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1203];
}
else {
vErrors.push(err1203);
}
errors++;
}
}
if(data.children !== undefined){
const err1204 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/31/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1204];
}
else {
vErrors.push(err1204);
}
errors++;
}
if(data.bind !== undefined){
const err1205 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/31/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1205];
}
else {
vErrors.push(err1205);
}
errors++;
}
}
var _valid198 = _errs1785 === errors;
valid672 = _valid198;
if(valid672){
var props33 = {};
props33.type = true;
props33.props = true;
props33.on = true;
props33.children = true;
props33.bind = true;
}
}
if(!valid672){
const err1206 = {instancePath,schemaPath:"#/allOf/31/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1206];
}
else {
vErrors.push(err1206);
}
errors++;
}
if(props0 !== true && props33 !== undefined){
if(props33 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props33);
}
}
const _errs1830 = errors;
let valid691 = true;
const _errs1831 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing32;
if((data.type === undefined) && (missing32 = "type")){
const err1207 = {};
if(vErrors === null){
vErrors = [err1207];
}
else {
vErrors.push(err1207);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextArea" !== data.type){
const err1208 = {};
if(vErrors === null){
vErrors = [err1208];
}
else {
vErrors.push(err1208);
}
errors++;
}
}
}
}
var _valid204 = _errs1831 === errors;
errors = _errs1830;
if(vErrors !== null){
if(_errs1830){
vErrors.length = _errs1830;
}
else {
vErrors = null;
}
}
if(_valid204){
const _errs1833 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1209 = {instancePath,schemaPath:"#/allOf/32/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1209];
}
else {
vErrors.push(err1209);
}
errors++;
}
if(data.type !== undefined){
if("TextArea" !== data.type){
const err1210 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/32/then/properties/type/const",keyword:"const",params:{allowedValue: "TextArea"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1210];
}
else {
vErrors.push(err1210);
}
errors++;
}
}
if(data.props !== undefined){
let data405 = data.props;
if(data405 && typeof data405 == "object" && !Array.isArray(data405)){
if(data405.label === undefined){
const err1211 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/32/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err1211];
}
else {
vErrors.push(err1211);
}
errors++;
}
for(const key71 in data405){
if(!((((((((key71 === "label") || (key71 === "placeholder")) || (key71 === "maxLength")) || (key71 === "counter")) || (key71 === "rows")) || (key71 === "hint")) || (key71 === "disabled")) || (key71 === "error"))){
const err1212 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/32/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key71},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1212];
}
else {
vErrors.push(err1212);
}
errors++;
}
}
if(data405.label !== undefined){
let data406 = data405.label;
const _errs1839 = errors;
let valid695 = false;
const _errs1840 = errors;
if(typeof data406 === "string"){
if(func2(data406) < 1){
const err1213 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextArea.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1213];
}
else {
vErrors.push(err1213);
}
errors++;
}
}
else {
const err1214 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextArea.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1214];
}
else {
vErrors.push(err1214);
}
errors++;
}
var _valid205 = _errs1840 === errors;
valid695 = valid695 || _valid205;
const _errs1843 = errors;
if(typeof data406 === "string"){
if(!pattern5.test(data406)){
const err1215 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1215];
}
else {
vErrors.push(err1215);
}
errors++;
}
}
else {
const err1216 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1216];
}
else {
vErrors.push(err1216);
}
errors++;
}
var _valid205 = _errs1843 === errors;
valid695 = valid695 || _valid205;
if(!valid695){
const err1217 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/32/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1217];
}
else {
vErrors.push(err1217);
}
errors++;
}
else {
errors = _errs1839;
if(vErrors !== null){
if(_errs1839){
vErrors.length = _errs1839;
}
else {
vErrors = null;
}
}
}
}
if(data405.placeholder !== undefined){
let data407 = data405.placeholder;
const _errs1847 = errors;
let valid698 = false;
const _errs1848 = errors;
if(typeof data407 !== "string"){
const err1218 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/TextArea.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1218];
}
else {
vErrors.push(err1218);
}
errors++;
}
var _valid206 = _errs1848 === errors;
valid698 = valid698 || _valid206;
const _errs1851 = errors;
if(typeof data407 === "string"){
if(!pattern5.test(data407)){
const err1219 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1219];
}
else {
vErrors.push(err1219);
}
errors++;
}
}
else {
const err1220 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1220];
}
else {
vErrors.push(err1220);
}
errors++;
}
var _valid206 = _errs1851 === errors;
valid698 = valid698 || _valid206;
if(!valid698){
const err1221 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/32/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1221];
}
else {
vErrors.push(err1221);
}
errors++;
}
else {
errors = _errs1847;
if(vErrors !== null){
if(_errs1847){
vErrors.length = _errs1847;
}
else {
vErrors = null;
}
}
}
}
if(data405.maxLength !== undefined){
let data408 = data405.maxLength;
const _errs1855 = errors;
let valid701 = false;
const _errs1856 = errors;
if(!(((typeof data408 == "number") && (!(data408 % 1) && !isNaN(data408))) && (isFinite(data408)))){
const err1222 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextArea.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1222];
}
else {
vErrors.push(err1222);
}
errors++;
}
if((typeof data408 == "number") && (isFinite(data408))){
if(data408 < 1 || isNaN(data408)){
const err1223 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextArea.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1223];
}
else {
vErrors.push(err1223);
}
errors++;
}
}
var _valid207 = _errs1856 === errors;
valid701 = valid701 || _valid207;
const _errs1859 = errors;
if(typeof data408 === "string"){
if(!pattern5.test(data408)){
const err1224 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1224];
}
else {
vErrors.push(err1224);
}
errors++;
}
}
else {
const err1225 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1225];
}
else {
vErrors.push(err1225);
}
errors++;
}
var _valid207 = _errs1859 === errors;
valid701 = valid701 || _valid207;
if(!valid701){
const err1226 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/32/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1226];
}
else {
vErrors.push(err1226);
}
errors++;
}
else {
errors = _errs1855;
if(vErrors !== null){
if(_errs1855){
vErrors.length = _errs1855;
}
else {
vErrors = null;
}
}
}
}
if(data405.counter !== undefined){
let data409 = data405.counter;
const _errs1863 = errors;
let valid704 = false;
const _errs1864 = errors;
if(typeof data409 !== "boolean"){
const err1227 = {instancePath:instancePath+"/props/counter",schemaPath:"widgets/TextArea.schema.json#/properties/counter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1227];
}
else {
vErrors.push(err1227);
}
errors++;
}
var _valid208 = _errs1864 === errors;
valid704 = valid704 || _valid208;
const _errs1867 = errors;
if(typeof data409 === "string"){
if(!pattern5.test(data409)){
const err1228 = {instancePath:instancePath+"/props/counter",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1228];
}
else {
vErrors.push(err1228);
}
errors++;
}
}
else {
const err1229 = {instancePath:instancePath+"/props/counter",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1229];
}
else {
vErrors.push(err1229);
}
errors++;
}
var _valid208 = _errs1867 === errors;
valid704 = valid704 || _valid208;
if(!valid704){
const err1230 = {instancePath:instancePath+"/props/counter",schemaPath:"#/allOf/32/then/properties/props/properties/counter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1230];
}
else {
vErrors.push(err1230);
}
errors++;
}
else {
errors = _errs1863;
if(vErrors !== null){
if(_errs1863){
vErrors.length = _errs1863;
}
else {
vErrors = null;
}
}
}
}
if(data405.rows !== undefined){
let data410 = data405.rows;
const _errs1871 = errors;
let valid707 = false;
const _errs1872 = errors;
if(!(((typeof data410 == "number") && (!(data410 % 1) && !isNaN(data410))) && (isFinite(data410)))){
const err1231 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1231];
}
else {
vErrors.push(err1231);
}
errors++;
}
if((typeof data410 == "number") && (isFinite(data410))){
if(data410 > 20 || isNaN(data410)){
const err1232 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err1232];
}
else {
vErrors.push(err1232);
}
errors++;
}
if(data410 < 2 || isNaN(data410)){
const err1233 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err1233];
}
else {
vErrors.push(err1233);
}
errors++;
}
}
var _valid209 = _errs1872 === errors;
valid707 = valid707 || _valid209;
const _errs1875 = errors;
if(typeof data410 === "string"){
if(!pattern5.test(data410)){
const err1234 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1234];
}
else {
vErrors.push(err1234);
}
errors++;
}
}
else {
const err1235 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1235];
}
else {
vErrors.push(err1235);
}
errors++;
}
var _valid209 = _errs1875 === errors;
valid707 = valid707 || _valid209;
if(!valid707){
const err1236 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/32/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1236];
}
else {
vErrors.push(err1236);
}
errors++;
}
else {
errors = _errs1871;
if(vErrors !== null){
if(_errs1871){
vErrors.length = _errs1871;
}
else {
vErrors = null;
}
}
}
}
if(data405.hint !== undefined){
let data411 = data405.hint;
const _errs1879 = errors;
let valid710 = false;
const _errs1880 = errors;
if(typeof data411 !== "string"){
const err1237 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/TextArea.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1237];
}
else {
vErrors.push(err1237);
}
errors++;
}
var _valid210 = _errs1880 === errors;
valid710 = valid710 || _valid210;
const _errs1883 = errors;
if(typeof data411 === "string"){
if(!pattern5.test(data411)){
const err1238 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1238];
}
else {
vErrors.push(err1238);
}
errors++;
}
}
else {
const err1239 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1239];
}
else {
vErrors.push(err1239);
}
errors++;
}
var _valid210 = _errs1883 === errors;
valid710 = valid710 || _valid210;
if(!valid710){
const err1240 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/32/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1240];
}
else {
vErrors.push(err1240);
}
errors++;
}
else {
errors = _errs1879;
if(vErrors !== null){
if(_errs1879){
vErrors.length = _errs1879;
}
else {
vErrors = null;
}
}
}
}
if(data405.disabled !== undefined){
let data412 = data405.disabled;
const _errs1887 = errors;
let valid713 = false;
const _errs1888 = errors;
if(typeof data412 !== "boolean"){
const err1241 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/TextArea.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1241];
}
else {
vErrors.push(err1241);
}
errors++;
}
var _valid211 = _errs1888 === errors;
valid713 = valid713 || _valid211;
const _errs1891 = errors;
if(typeof data412 === "string"){
if(!pattern5.test(data412)){
const err1242 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1242];
}
else {
vErrors.push(err1242);
}
errors++;
}
}
else {
const err1243 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1243];
}
else {
vErrors.push(err1243);
}
errors++;
}
var _valid211 = _errs1891 === errors;
valid713 = valid713 || _valid211;
if(!valid713){
const err1244 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/32/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1244];
}
else {
vErrors.push(err1244);
}
errors++;
}
else {
errors = _errs1887;
if(vErrors !== null){
if(_errs1887){
vErrors.length = _errs1887;
}
else {
vErrors = null;
}
}
}
}
if(data405.error !== undefined){
let data413 = data405.error;
const _errs1895 = errors;
let valid716 = false;
const _errs1896 = errors;
if(typeof data413 !== "string"){
const err1245 = {instancePath:instancePath+"/props/error",schemaPath:"widgets/TextArea.schema.json#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1245];
}
else {
vErrors.push(err1245);
}
errors++;
}
var _valid212 = _errs1896 === errors;
valid716 = valid716 || _valid212;
const _errs1899 = errors;
if(typeof data413 === "string"){
if(!pattern5.test(data413)){
const err1246 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1246];
}
else {
vErrors.push(err1246);
}
errors++;
}
}
else {
const err1247 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1247];
}
else {
vErrors.push(err1247);
}
errors++;
}
var _valid212 = _errs1899 === errors;
valid716 = valid716 || _valid212;
if(!valid716){
const err1248 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/32/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1248];
}
else {
vErrors.push(err1248);
}
errors++;
}
else {
errors = _errs1895;
if(vErrors !== null){
if(_errs1895){
vErrors.length = _errs1895;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1249 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/32/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1249];
}
else {
vErrors.push(err1249);
}
errors++;
}
}
if(data.on !== undefined){
let data414 = data.on;
if(data414 && typeof data414 == "object" && !Array.isArray(data414)){
for(const key72 in data414){
if(!(key72 === "change")){
const err1250 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/32/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key72},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1250];
}
else {
vErrors.push(err1250);
}
errors++;
}
}
if(data414.change !== undefined){
if(!(validate67(data414.change, {instancePath:instancePath+"/on/change",parentData:data414,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err1251 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/32/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1251];
}
else {
vErrors.push(err1251);
}
errors++;
}
}
if(data.children !== undefined){
const err1252 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/32/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1252];
}
else {
vErrors.push(err1252);
}
errors++;
}
}
var _valid204 = _errs1833 === errors;
valid691 = _valid204;
if(valid691){
var props34 = {};
props34.type = true;
props34.props = true;
props34.on = true;
props34.children = true;
}
}
if(!valid691){
const err1253 = {instancePath,schemaPath:"#/allOf/32/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1253];
}
else {
vErrors.push(err1253);
}
errors++;
}
if(props0 !== true && props34 !== undefined){
if(props34 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props34);
}
}
const _errs1907 = errors;
let valid720 = true;
const _errs1908 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing33;
if((data.type === undefined) && (missing33 = "type")){
const err1254 = {};
if(vErrors === null){
vErrors = [err1254];
}
else {
vErrors.push(err1254);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextField" !== data.type){
const err1255 = {};
if(vErrors === null){
vErrors = [err1255];
}
else {
vErrors.push(err1255);
}
errors++;
}
}
}
}
var _valid213 = _errs1908 === errors;
errors = _errs1907;
if(vErrors !== null){
if(_errs1907){
vErrors.length = _errs1907;
}
else {
vErrors = null;
}
}
if(_valid213){
const _errs1910 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1256 = {instancePath,schemaPath:"#/allOf/33/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1256];
}
else {
vErrors.push(err1256);
}
errors++;
}
if(data.type !== undefined){
if("TextField" !== data.type){
const err1257 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/33/then/properties/type/const",keyword:"const",params:{allowedValue: "TextField"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1257];
}
else {
vErrors.push(err1257);
}
errors++;
}
}
if(data.props !== undefined){
let data419 = data.props;
if(data419 && typeof data419 == "object" && !Array.isArray(data419)){
if(data419.label === undefined){
const err1258 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/33/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err1258];
}
else {
vErrors.push(err1258);
}
errors++;
}
for(const key73 in data419){
if(!((((((((key73 === "label") || (key73 === "placeholder")) || (key73 === "inputMode")) || (key73 === "filter")) || (key73 === "maxLength")) || (key73 === "hint")) || (key73 === "disabled")) || (key73 === "error"))){
const err1259 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/33/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key73},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1259];
}
else {
vErrors.push(err1259);
}
errors++;
}
}
if(data419.label !== undefined){
let data420 = data419.label;
const _errs1916 = errors;
let valid724 = false;
const _errs1917 = errors;
if(typeof data420 === "string"){
if(func2(data420) < 1){
const err1260 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextField.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1260];
}
else {
vErrors.push(err1260);
}
errors++;
}
}
else {
const err1261 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextField.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1261];
}
else {
vErrors.push(err1261);
}
errors++;
}
var _valid214 = _errs1917 === errors;
valid724 = valid724 || _valid214;
const _errs1920 = errors;
if(typeof data420 === "string"){
if(!pattern5.test(data420)){
const err1262 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1262];
}
else {
vErrors.push(err1262);
}
errors++;
}
}
else {
const err1263 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1263];
}
else {
vErrors.push(err1263);
}
errors++;
}
var _valid214 = _errs1920 === errors;
valid724 = valid724 || _valid214;
if(!valid724){
const err1264 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/33/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1264];
}
else {
vErrors.push(err1264);
}
errors++;
}
else {
errors = _errs1916;
if(vErrors !== null){
if(_errs1916){
vErrors.length = _errs1916;
}
else {
vErrors = null;
}
}
}
}
if(data419.placeholder !== undefined){
let data421 = data419.placeholder;
const _errs1924 = errors;
let valid727 = false;
const _errs1925 = errors;
if(typeof data421 !== "string"){
const err1265 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/TextField.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1265];
}
else {
vErrors.push(err1265);
}
errors++;
}
var _valid215 = _errs1925 === errors;
valid727 = valid727 || _valid215;
const _errs1928 = errors;
if(typeof data421 === "string"){
if(!pattern5.test(data421)){
const err1266 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1266];
}
else {
vErrors.push(err1266);
}
errors++;
}
}
else {
const err1267 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1267];
}
else {
vErrors.push(err1267);
}
errors++;
}
var _valid215 = _errs1928 === errors;
valid727 = valid727 || _valid215;
if(!valid727){
const err1268 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/33/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1268];
}
else {
vErrors.push(err1268);
}
errors++;
}
else {
errors = _errs1924;
if(vErrors !== null){
if(_errs1924){
vErrors.length = _errs1924;
}
else {
vErrors = null;
}
}
}
}
if(data419.inputMode !== undefined){
let data422 = data419.inputMode;
const _errs1932 = errors;
let valid730 = false;
const _errs1933 = errors;
if(!(((((data422 === "text") || (data422 === "numeric")) || (data422 === "tel")) || (data422 === "email")) || (data422 === "decimal"))){
const err1269 = {instancePath:instancePath+"/props/inputMode",schemaPath:"widgets/TextField.schema.json#/properties/inputMode/enum",keyword:"enum",params:{allowedValues: schema473.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1269];
}
else {
vErrors.push(err1269);
}
errors++;
}
var _valid216 = _errs1933 === errors;
valid730 = valid730 || _valid216;
const _errs1935 = errors;
if(typeof data422 === "string"){
if(!pattern5.test(data422)){
const err1270 = {instancePath:instancePath+"/props/inputMode",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1270];
}
else {
vErrors.push(err1270);
}
errors++;
}
}
else {
const err1271 = {instancePath:instancePath+"/props/inputMode",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1271];
}
else {
vErrors.push(err1271);
}
errors++;
}
var _valid216 = _errs1935 === errors;
valid730 = valid730 || _valid216;
if(!valid730){
const err1272 = {instancePath:instancePath+"/props/inputMode",schemaPath:"#/allOf/33/then/properties/props/properties/inputMode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1272];
}
else {
vErrors.push(err1272);
}
errors++;
}
else {
errors = _errs1932;
if(vErrors !== null){
if(_errs1932){
vErrors.length = _errs1932;
}
else {
vErrors = null;
}
}
}
}
if(data419.filter !== undefined){
let data423 = data419.filter;
const _errs1939 = errors;
let valid733 = false;
const _errs1940 = errors;
if(!((data423 === "none") || (data423 === "digits"))){
const err1273 = {instancePath:instancePath+"/props/filter",schemaPath:"widgets/TextField.schema.json#/properties/filter/enum",keyword:"enum",params:{allowedValues: schema475.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1273];
}
else {
vErrors.push(err1273);
}
errors++;
}
var _valid217 = _errs1940 === errors;
valid733 = valid733 || _valid217;
const _errs1942 = errors;
if(typeof data423 === "string"){
if(!pattern5.test(data423)){
const err1274 = {instancePath:instancePath+"/props/filter",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1274];
}
else {
vErrors.push(err1274);
}
errors++;
}
}
else {
const err1275 = {instancePath:instancePath+"/props/filter",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1275];
}
else {
vErrors.push(err1275);
}
errors++;
}
var _valid217 = _errs1942 === errors;
valid733 = valid733 || _valid217;
if(!valid733){
const err1276 = {instancePath:instancePath+"/props/filter",schemaPath:"#/allOf/33/then/properties/props/properties/filter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1276];
}
else {
vErrors.push(err1276);
}
errors++;
}
else {
errors = _errs1939;
if(vErrors !== null){
if(_errs1939){
vErrors.length = _errs1939;
}
else {
vErrors = null;
}
}
}
}
if(data419.maxLength !== undefined){
let data424 = data419.maxLength;
const _errs1946 = errors;
let valid736 = false;
const _errs1947 = errors;
if(!(((typeof data424 == "number") && (!(data424 % 1) && !isNaN(data424))) && (isFinite(data424)))){
const err1277 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextField.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1277];
}
else {
vErrors.push(err1277);
}
errors++;
}
if((typeof data424 == "number") && (isFinite(data424))){
if(data424 < 1 || isNaN(data424)){
const err1278 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextField.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1278];
}
else {
vErrors.push(err1278);
}
errors++;
}
}
var _valid218 = _errs1947 === errors;
valid736 = valid736 || _valid218;
const _errs1950 = errors;
if(typeof data424 === "string"){
if(!pattern5.test(data424)){
const err1279 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1279];
}
else {
vErrors.push(err1279);
}
errors++;
}
}
else {
const err1280 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1280];
}
else {
vErrors.push(err1280);
}
errors++;
}
var _valid218 = _errs1950 === errors;
valid736 = valid736 || _valid218;
if(!valid736){
const err1281 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/33/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1281];
}
else {
vErrors.push(err1281);
}
errors++;
}
else {
errors = _errs1946;
if(vErrors !== null){
if(_errs1946){
vErrors.length = _errs1946;
}
else {
vErrors = null;
}
}
}
}
if(data419.hint !== undefined){
let data425 = data419.hint;
const _errs1954 = errors;
let valid739 = false;
const _errs1955 = errors;
if(typeof data425 !== "string"){
const err1282 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/TextField.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1282];
}
else {
vErrors.push(err1282);
}
errors++;
}
var _valid219 = _errs1955 === errors;
valid739 = valid739 || _valid219;
const _errs1958 = errors;
if(typeof data425 === "string"){
if(!pattern5.test(data425)){
const err1283 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1283];
}
else {
vErrors.push(err1283);
}
errors++;
}
}
else {
const err1284 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1284];
}
else {
vErrors.push(err1284);
}
errors++;
}
var _valid219 = _errs1958 === errors;
valid739 = valid739 || _valid219;
if(!valid739){
const err1285 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/33/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1285];
}
else {
vErrors.push(err1285);
}
errors++;
}
else {
errors = _errs1954;
if(vErrors !== null){
if(_errs1954){
vErrors.length = _errs1954;
}
else {
vErrors = null;
}
}
}
}
if(data419.disabled !== undefined){
let data426 = data419.disabled;
const _errs1962 = errors;
let valid742 = false;
const _errs1963 = errors;
if(typeof data426 !== "boolean"){
const err1286 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/TextField.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1286];
}
else {
vErrors.push(err1286);
}
errors++;
}
var _valid220 = _errs1963 === errors;
valid742 = valid742 || _valid220;
const _errs1966 = errors;
if(typeof data426 === "string"){
if(!pattern5.test(data426)){
const err1287 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1287];
}
else {
vErrors.push(err1287);
}
errors++;
}
}
else {
const err1288 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1288];
}
else {
vErrors.push(err1288);
}
errors++;
}
var _valid220 = _errs1966 === errors;
valid742 = valid742 || _valid220;
if(!valid742){
const err1289 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/33/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1289];
}
else {
vErrors.push(err1289);
}
errors++;
}
else {
errors = _errs1962;
if(vErrors !== null){
if(_errs1962){
vErrors.length = _errs1962;
}
else {
vErrors = null;
}
}
}
}
if(data419.error !== undefined){
let data427 = data419.error;
const _errs1970 = errors;
let valid745 = false;
const _errs1971 = errors;
if(typeof data427 !== "string"){
const err1290 = {instancePath:instancePath+"/props/error",schemaPath:"widgets/TextField.schema.json#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1290];
}
else {
vErrors.push(err1290);
}
errors++;
}
var _valid221 = _errs1971 === errors;
valid745 = valid745 || _valid221;
const _errs1974 = errors;
if(typeof data427 === "string"){
if(!pattern5.test(data427)){
const err1291 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1291];
}
else {
vErrors.push(err1291);
}
errors++;
}
}
else {
const err1292 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1292];
}
else {
vErrors.push(err1292);
}
errors++;
}
var _valid221 = _errs1974 === errors;
valid745 = valid745 || _valid221;
if(!valid745){
const err1293 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/33/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1293];
}
else {
vErrors.push(err1293);
}
errors++;
}
else {
errors = _errs1970;
if(vErrors !== null){
if(_errs1970){
vErrors.length = _errs1970;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1294 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/33/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1294];
}
else {
vErrors.push(err1294);
}
errors++;
}
}
if(data.on !== undefined){
let data428 = data.on;
if(data428 && typeof data428 == "object" && !Array.isArray(data428)){
for(const key74 in data428){
if(!(key74 === "change")){
const err1295 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/33/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key74},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1295];
}
else {
vErrors.push(err1295);
}
errors++;
}
}
if(data428.change !== undefined){
if(!(validate67(data428.change, {instancePath:instancePath+"/on/change",parentData:data428,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err1296 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/33/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1296];
}
else {
vErrors.push(err1296);
}
errors++;
}
}
if(data.children !== undefined){
const err1297 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/33/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1297];
}
else {
vErrors.push(err1297);
}
errors++;
}
}
var _valid213 = _errs1910 === errors;
valid720 = _valid213;
if(valid720){
var props35 = {};
props35.type = true;
props35.props = true;
props35.on = true;
props35.children = true;
}
}
if(!valid720){
const err1298 = {instancePath,schemaPath:"#/allOf/33/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1298];
}
else {
vErrors.push(err1298);
}
errors++;
}
if(props0 !== true && props35 !== undefined){
if(props35 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props35);
}
}
const _errs1982 = errors;
let valid749 = true;
const _errs1983 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing34;
if((data.type === undefined) && (missing34 = "type")){
const err1299 = {};
if(vErrors === null){
vErrors = [err1299];
}
else {
vErrors.push(err1299);
}
errors++;
}
else {
if(data.type !== undefined){
if("ThemeScope" !== data.type){
const err1300 = {};
if(vErrors === null){
vErrors = [err1300];
}
else {
vErrors.push(err1300);
}
errors++;
}
}
}
}
var _valid222 = _errs1983 === errors;
errors = _errs1982;
if(vErrors !== null){
if(_errs1982){
vErrors.length = _errs1982;
}
else {
vErrors = null;
}
}
if(_valid222){
const _errs1985 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ThemeScope" !== data.type){
const err1301 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/34/then/properties/type/const",keyword:"const",params:{allowedValue: "ThemeScope"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1301];
}
else {
vErrors.push(err1301);
}
errors++;
}
}
if(data.props !== undefined){
let data433 = data.props;
if(data433 && typeof data433 == "object" && !Array.isArray(data433)){
for(const key75 in data433){
if(!(((key75 === "brand") || (key75 === "accent")) || (key75 === "onBrand"))){
const err1302 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/34/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key75},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1302];
}
else {
vErrors.push(err1302);
}
errors++;
}
}
if(data433.brand !== undefined){
let data434 = data433.brand;
const _errs1991 = errors;
let valid753 = false;
const _errs1992 = errors;
if(typeof data434 !== "string"){
const err1303 = {instancePath:instancePath+"/props/brand",schemaPath:"widgets/ThemeScope.schema.json#/properties/brand/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1303];
}
else {
vErrors.push(err1303);
}
errors++;
}
var _valid223 = _errs1992 === errors;
valid753 = valid753 || _valid223;
const _errs1995 = errors;
if(typeof data434 === "string"){
if(!pattern5.test(data434)){
const err1304 = {instancePath:instancePath+"/props/brand",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1304];
}
else {
vErrors.push(err1304);
}
errors++;
}
}
else {
const err1305 = {instancePath:instancePath+"/props/brand",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1305];
}
else {
vErrors.push(err1305);
}
errors++;
}
var _valid223 = _errs1995 === errors;
valid753 = valid753 || _valid223;
if(!valid753){
const err1306 = {instancePath:instancePath+"/props/brand",schemaPath:"#/allOf/34/then/properties/props/properties/brand/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1306];
}
else {
vErrors.push(err1306);
}
errors++;
}
else {
errors = _errs1991;
if(vErrors !== null){
if(_errs1991){
vErrors.length = _errs1991;
}
else {
vErrors = null;
}
}
}
}
if(data433.accent !== undefined){
let data435 = data433.accent;
const _errs1999 = errors;
let valid756 = false;
const _errs2000 = errors;
if(typeof data435 !== "string"){
const err1307 = {instancePath:instancePath+"/props/accent",schemaPath:"widgets/ThemeScope.schema.json#/properties/accent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1307];
}
else {
vErrors.push(err1307);
}
errors++;
}
var _valid224 = _errs2000 === errors;
valid756 = valid756 || _valid224;
const _errs2003 = errors;
if(typeof data435 === "string"){
if(!pattern5.test(data435)){
const err1308 = {instancePath:instancePath+"/props/accent",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1308];
}
else {
vErrors.push(err1308);
}
errors++;
}
}
else {
const err1309 = {instancePath:instancePath+"/props/accent",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1309];
}
else {
vErrors.push(err1309);
}
errors++;
}
var _valid224 = _errs2003 === errors;
valid756 = valid756 || _valid224;
if(!valid756){
const err1310 = {instancePath:instancePath+"/props/accent",schemaPath:"#/allOf/34/then/properties/props/properties/accent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1310];
}
else {
vErrors.push(err1310);
}
errors++;
}
else {
errors = _errs1999;
if(vErrors !== null){
if(_errs1999){
vErrors.length = _errs1999;
}
else {
vErrors = null;
}
}
}
}
if(data433.onBrand !== undefined){
let data436 = data433.onBrand;
const _errs2007 = errors;
let valid759 = false;
const _errs2008 = errors;
if(typeof data436 !== "string"){
const err1311 = {instancePath:instancePath+"/props/onBrand",schemaPath:"widgets/ThemeScope.schema.json#/properties/onBrand/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1311];
}
else {
vErrors.push(err1311);
}
errors++;
}
var _valid225 = _errs2008 === errors;
valid759 = valid759 || _valid225;
const _errs2011 = errors;
if(typeof data436 === "string"){
if(!pattern5.test(data436)){
const err1312 = {instancePath:instancePath+"/props/onBrand",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1312];
}
else {
vErrors.push(err1312);
}
errors++;
}
}
else {
const err1313 = {instancePath:instancePath+"/props/onBrand",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1313];
}
else {
vErrors.push(err1313);
}
errors++;
}
var _valid225 = _errs2011 === errors;
valid759 = valid759 || _valid225;
if(!valid759){
const err1314 = {instancePath:instancePath+"/props/onBrand",schemaPath:"#/allOf/34/then/properties/props/properties/onBrand/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1314];
}
else {
vErrors.push(err1314);
}
errors++;
}
else {
errors = _errs2007;
if(vErrors !== null){
if(_errs2007){
vErrors.length = _errs2007;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1315 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/34/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1315];
}
else {
vErrors.push(err1315);
}
errors++;
}
}
if(data.on !== undefined){
let data437 = data.on;
if(data437 && typeof data437 == "object" && !Array.isArray(data437)){
for(const key76 in data437){
const err1316 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/34/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key76},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1316];
}
else {
vErrors.push(err1316);
}
errors++;
}
}
else {
const err1317 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/34/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1317];
}
else {
vErrors.push(err1317);
}
errors++;
}
}
if(data.bind !== undefined){
const err1318 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/34/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1318];
}
else {
vErrors.push(err1318);
}
errors++;
}
}
var _valid222 = _errs1985 === errors;
valid749 = _valid222;
if(valid749){
var props36 = {};
props36.type = true;
props36.props = true;
props36.on = true;
props36.bind = true;
}
}
if(!valid749){
const err1319 = {instancePath,schemaPath:"#/allOf/34/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1319];
}
else {
vErrors.push(err1319);
}
errors++;
}
if(props0 !== true && props36 !== undefined){
if(props36 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props36);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err1320 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1320];
}
else {
vErrors.push(err1320);
}
errors++;
}
for(const key77 in data){
if(!(func1.call(schema76.properties, key77))){
const err1321 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key77},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1321];
}
else {
vErrors.push(err1321);
}
errors++;
}
}
if(data.type !== undefined){
let data439 = data.type;
if(!(((((((((((((((((((((((((((((((((((data439 === "ActionRow") || (data439 === "Article")) || (data439 === "Barcode")) || (data439 === "Button")) || (data439 === "CaptchaImage")) || (data439 === "ChannelPicker")) || (data439 === "Checkbox")) || (data439 === "Countdown")) || (data439 === "Divider")) || (data439 === "DocFrame")) || (data439 === "ErrorState")) || (data439 === "Grid")) || (data439 === "Group")) || (data439 === "Hero")) || (data439 === "Image")) || (data439 === "ImagePicker")) || (data439 === "InfoList")) || (data439 === "ListItem")) || (data439 === "Notice")) || (data439 === "PhotoInfo")) || (data439 === "Picker")) || (data439 === "PlanList")) || (data439 === "ProductCard")) || (data439 === "QrCode")) || (data439 === "SiteLayout")) || (data439 === "Stack")) || (data439 === "StarRating")) || (data439 === "StatusBanner")) || (data439 === "SuccessMark")) || (data439 === "Tabs")) || (data439 === "Tag")) || (data439 === "Text")) || (data439 === "TextArea")) || (data439 === "TextField")) || (data439 === "ThemeScope"))){
const err1322 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema76.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1322];
}
else {
vErrors.push(err1322);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err1323 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1323];
}
else {
vErrors.push(err1323);
}
errors++;
}
}
if(data.visible !== undefined){
if(!(validate122(data.visible, {instancePath:instancePath+"/visible",parentData:data,parentDataProperty:"visible",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
if(data.props !== undefined){
let data442 = data.props;
if(!(data442 && typeof data442 == "object" && !Array.isArray(data442))){
const err1324 = {instancePath:instancePath+"/props",schemaPath:"#/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1324];
}
else {
vErrors.push(err1324);
}
errors++;
}
}
if(data.bind !== undefined){
let data443 = data.bind;
if(typeof data443 === "string"){
if(!pattern7.test(data443)){
const err1325 = {instancePath:instancePath+"/bind",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1325];
}
else {
vErrors.push(err1325);
}
errors++;
}
}
else {
const err1326 = {instancePath:instancePath+"/bind",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1326];
}
else {
vErrors.push(err1326);
}
errors++;
}
}
if(data.on !== undefined){
let data444 = data.on;
if(data444 && typeof data444 == "object" && !Array.isArray(data444)){
for(const key78 in data444){
if(!(validate67(data444[key78], {instancePath:instancePath+"/on/" + key78.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data444,parentDataProperty:key78,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate67.errors : vErrors.concat(validate67.errors);
errors = vErrors.length;
}
}
}
else {
const err1327 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1327];
}
else {
vErrors.push(err1327);
}
errors++;
}
}
if(data.children !== undefined){
let data446 = data.children;
if(Array.isArray(data446)){
const len12 = data446.length;
for(let i12=0; i12<len12; i12++){
if(!(validate65(data446[i12], {instancePath:instancePath+"/children/" + i12,parentData:data446,parentDataProperty:i12,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err1328 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1328];
}
else {
vErrors.push(err1328);
}
errors++;
}
}
if(data.each !== undefined){
let data448 = data.each;
if(typeof data448 === "string"){
if(!pattern5.test(data448)){
const err1329 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1329];
}
else {
vErrors.push(err1329);
}
errors++;
}
}
else {
const err1330 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1330];
}
else {
vErrors.push(err1330);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err1331 = {instancePath:instancePath+"/key",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1331];
}
else {
vErrors.push(err1331);
}
errors++;
}
}
}
else {
const err1332 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1332];
}
else {
vErrors.push(err1332);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(validate55(data.visible, {instancePath:instancePath+"/visible",parentData:data,parentDataProperty:"visible",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
if(data.children !== undefined){
let data2 = data.children;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate65(data2[i0], {instancePath:instancePath+"/children/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
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
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema497 = {"type":"object","additionalProperties":false,"required":["title","children"],"properties":{"title":{"$ref":"binding.schema.json#/$defs/text"},"hideTitle":{"type":"boolean"},"closable":{"type":"boolean"},"onClose":{"$ref":"actions.schema.json#/$defs/chain"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}};

function validate127(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate127.evaluated;
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
if(!(validate65(data4[i0], {instancePath:instancePath+"/children/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
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
validate127.errors = vErrors;
return errors === 0;
}
validate127.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.notes !== undefined){
let data2 = data.notes;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs11 = errors;
let valid4 = false;
let passing0 = null;
const _errs12 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.pointer === undefined){
const err5 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/oneOf/0/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs12 === errors;
if(_valid0){
valid4 = true;
passing0 = 0;
}
const _errs13 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.node === undefined){
const err6 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/oneOf/1/required",keyword:"required",params:{missingProperty: "node"},message:"must have required property '"+"node"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid4){
valid4 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid4 = true;
passing0 = 1;
}
}
if(!valid4){
const err7 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
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
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.code === undefined){
const err8 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.why === undefined){
const err9 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/required",keyword:"required",params:{missingProperty: "why"},message:"must have required property '"+"why"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
for(const key1 in data3){
if(!(((((key1 === "code") || (key1 === "pointer")) || (key1 === "node")) || (key1 === "at")) || (key1 === "why"))){
const err10 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.code !== undefined){
if(typeof data3.code !== "string"){
const err11 = {instancePath:instancePath+"/notes/" + i0+"/code",schemaPath:"#/properties/notes/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.pointer !== undefined){
if(typeof data3.pointer !== "string"){
const err12 = {instancePath:instancePath+"/notes/" + i0+"/pointer",schemaPath:"#/properties/notes/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.node !== undefined){
let data6 = data3.node;
if(typeof data6 === "string"){
if(func2(data6) < 1){
const err13 = {instancePath:instancePath+"/notes/" + i0+"/node",schemaPath:"#/properties/notes/items/properties/node/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err14 = {instancePath:instancePath+"/notes/" + i0+"/node",schemaPath:"#/properties/notes/items/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data3.at !== undefined){
let data7 = data3.at;
if(typeof data7 === "string"){
if(!pattern4.test(data7)){
const err15 = {instancePath:instancePath+"/notes/" + i0+"/at",schemaPath:"#/properties/notes/items/properties/at/pattern",keyword:"pattern",params:{pattern: "^(/.*)?$"},message:"must match pattern \""+"^(/.*)?$"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/notes/" + i0+"/at",schemaPath:"#/properties/notes/items/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.why !== undefined){
let data8 = data3.why;
if(typeof data8 === "string"){
if(func2(data8) < 1){
const err17 = {instancePath:instancePath+"/notes/" + i0+"/why",schemaPath:"#/properties/notes/items/properties/why/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/notes/" + i0+"/why",schemaPath:"#/properties/notes/items/properties/why/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err19 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err20 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.state !== undefined){
let data9 = data.state;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
}
else {
const err21 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
let data12 = data.timers;
if(Array.isArray(data12)){
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
if(!(validate54(data12[i1], {instancePath:instancePath+"/timers/" + i1,parentData:data12,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
}
}
else {
const err22 = {instancePath:instancePath+"/timers",schemaPath:"#/properties/timers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.persist !== undefined){
let data14 = data.persist;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.area === undefined){
const err23 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "area"},message:"must have required property '"+"area"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data14.key === undefined){
const err24 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data14.paths === undefined){
const err25 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "paths"},message:"must have required property '"+"paths"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
for(const key2 in data14){
if(!(((key2 === "area") || (key2 === "key")) || (key2 === "paths"))){
const err26 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data14.area !== undefined){
let data15 = data14.area;
if(!((data15 === "session") || (data15 === "local"))){
const err27 = {instancePath:instancePath+"/persist/area",schemaPath:"#/$defs/persist/properties/area/enum",keyword:"enum",params:{allowedValues: schema71.properties.area.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data14.key !== undefined){
if(typeof data14.key !== "string"){
const err28 = {instancePath:instancePath+"/persist/key",schemaPath:"#/$defs/persist/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data14.paths !== undefined){
let data17 = data14.paths;
if(Array.isArray(data17)){
const len2 = data17.length;
for(let i2=0; i2<len2; i2++){
let data18 = data17[i2];
if(typeof data18 === "string"){
if(!pattern14.test(data18)){
const err29 = {instancePath:instancePath+"/persist/paths/" + i2,schemaPath:"#/$defs/persist/properties/paths/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_$][A-Za-z0-9_$]*$"},message:"must match pattern \""+"^[A-Za-z_$][A-Za-z0-9_$]*$"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/persist/paths/" + i2,schemaPath:"#/$defs/persist/properties/paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/persist/paths",schemaPath:"#/$defs/persist/properties/paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.chains !== undefined){
let data19 = data.chains;
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
for(const key3 in data19){
if(!(validate23(data19[key3], {instancePath:instancePath+"/chains/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data19,parentDataProperty:key3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err33 = {instancePath:instancePath+"/chains",schemaPath:"#/properties/chains/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.validations !== undefined){
let data21 = data.validations;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key4 in data21){
let data22 = data21[key4];
if(Array.isArray(data22)){
const len3 = data22.length;
for(let i3=0; i3<len3; i3++){
if(!(validate60(data22[i3], {instancePath:instancePath+"/validations/" + key4.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i3,parentData:data22,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate60.errors : vErrors.concat(validate60.errors);
errors = vErrors.length;
}
}
}
else {
const err34 = {instancePath:instancePath+"/validations/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/validations/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/validations",schemaPath:"#/properties/validations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.regions !== undefined){
let data24 = data.regions;
if(Array.isArray(data24)){
const len4 = data24.length;
for(let i4=0; i4<len4; i4++){
if(!(validate63(data24[i4], {instancePath:instancePath+"/regions/" + i4,parentData:data24,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err36 = {instancePath:instancePath+"/regions",schemaPath:"#/properties/regions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.dialogs !== undefined){
let data26 = data.dialogs;
if(data26 && typeof data26 == "object" && !Array.isArray(data26)){
for(const key5 in data26){
if(!(validate127(data26[key5], {instancePath:instancePath+"/dialogs/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data26,parentDataProperty:key5,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate127.errors : vErrors.concat(validate127.errors);
errors = vErrors.length;
}
}
}
else {
const err37 = {instancePath:instancePath+"/dialogs",schemaPath:"#/properties/dialogs/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

