/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from schemas/page.schema.json.

export const validate = validate20;
export default validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"page.schema.json","type":"object","additionalProperties":false,"properties":{"$schema":{"type":"string"},"use":{"type":"string"},"with":{"type":"object"},"title":{"$ref":"binding.schema.json#/$defs/text"},"audience":{"enum":["borrowers","staff"]},"notes":{"type":"array","items":{"type":"object","additionalProperties":false,"required":["code","why"],"properties":{"code":{"type":"string"},"pointer":{"type":"string"},"node":{"type":"string","minLength":1},"at":{"type":"string","pattern":"^(/.*)?$"},"why":{"type":"string","minLength":1}},"oneOf":[{"required":["pointer"]},{"required":["node"]}]}},"state":{"type":"object","additionalProperties":true},"onLoad":{"$ref":"actions.schema.json#/$defs/chain"},"onBack":{"$ref":"actions.schema.json#/$defs/chain"},"timers":{"type":"array","items":{"$ref":"#/$defs/timer"}},"persist":{"$ref":"#/$defs/persist"},"chains":{"type":"object","additionalProperties":{"$ref":"actions.schema.json#/$defs/chain"}},"validations":{"type":"object","additionalProperties":{"type":"array","items":{"$ref":"#/$defs/rule"}}},"regions":{"type":"array","items":{"if":{"type":"object","required":["use"]},"then":{"$ref":"fragment-use.schema.json"},"else":{"$ref":"#/$defs/region"}}},"dialogs":{"type":"object","additionalProperties":{"if":{"type":"object","required":["use"]},"then":{"$ref":"fragment-use.schema.json"},"else":{"$ref":"#/$defs/dialog"}}}},"if":{"required":["use"]},"then":{"$ref":"fragment-use.schema.json"},"else":{"required":["title","regions"]},"$defs":{"region":{"type":"object","additionalProperties":false,"required":["name","children"],"properties":{"name":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"children":{"type":"array","items":{"if":{"type":"object","required":["use"]},"then":{"$ref":"fragment-use.schema.json"},"else":{"$ref":"generated/node.schema.json"}}}}},"dialog":{"type":"object","additionalProperties":false,"required":["title","children"],"properties":{"title":{"$ref":"binding.schema.json#/$defs/text"},"hideTitle":{"type":"boolean"},"closable":{"type":"boolean"},"onClose":{"$ref":"actions.schema.json#/$defs/chain"},"cancel":{"type":"string"},"children":{"type":"array","items":{"if":{"type":"object","required":["use"]},"then":{"$ref":"fragment-use.schema.json"},"else":{"$ref":"generated/node.schema.json"}}}}},"timer":{"type":"object","additionalProperties":false,"required":["id","afterMs","actions"],"properties":{"id":{"type":"string"},"afterMs":{"type":"integer","minimum":0,"maximum":3600000},"everyMs":{"type":"integer","minimum":100,"maximum":3600000},"while":{"$ref":"binding.schema.json#/$defs/condition"},"actions":{"$ref":"actions.schema.json#/$defs/chain"}}},"persist":{"type":"object","additionalProperties":false,"required":["area","key","paths"],"properties":{"area":{"enum":["session","local"]},"key":{"type":"string"},"paths":{"type":"array","items":{"type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*$"}}}},"rule":{"type":"object","additionalProperties":false,"required":["rule","message"],"properties":{"rule":{"enum":["required","minLength","maxLength","pattern","test"]},"value":{},"limit":{"type":"integer","minimum":0},"pattern":{"type":"string"},"test":{"$ref":"binding.schema.json#/$defs/condition"},"each":{"$ref":"binding.schema.json#/$defs/binding"},"message":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"rule":{"enum":["minLength","maxLength"]}}},"then":{"required":["value","limit"]}},{"if":{"properties":{"rule":{"const":"pattern"}}},"then":{"required":["value","pattern"]}},{"if":{"properties":{"rule":{"const":"required"}}},"then":{"required":["value"]}},{"if":{"properties":{"rule":{"const":"test"}}},"then":{"required":["test"]}}]}}};
const schema32 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"fragment-use.schema.json","type":"object","additionalProperties":false,"required":["use"],"properties":{"$schema":{"type":"string"},"use":{"type":"string"},"with":{"type":"object"}}};
const schema72 = {"type":"object","additionalProperties":false,"required":["area","key","paths"],"properties":{"area":{"enum":["session","local"]},"key":{"type":"string"},"paths":{"type":"array","items":{"type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*$"}}}};
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
const schema34 = {"anyOf":[{"type":"string"},{"$ref":"#/$defs/message"}]};
const schema35 = {"type":"object","required":["$t"],"properties":{"$t":{"anyOf":[{"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z0-9_]+)+$"},{"$ref":"#/$defs/binding"}]}},"additionalProperties":{"type":["string","number","boolean"]}};
const schema36 = {"type":"string","pattern":"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"};
const pattern4 = new RegExp("^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z0-9_]+)+$", "u");
const pattern5 = new RegExp("^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$", "u");

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$t === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "$t"},message:"must have required property '"+"$t"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "$t")){
let data0 = data[key0];
if(((typeof data0 !== "string") && (!((typeof data0 == "number") && (isFinite(data0))))) && (typeof data0 !== "boolean")){
const err1 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number,boolean"};
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
if(data.$t !== undefined){
let data1 = data.$t;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err2 = {instancePath:instancePath+"/$t",schemaPath:"#/properties/%24t/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z0-9_]+)+$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z0-9_]+)+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/$t",schemaPath:"#/properties/%24t/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err4 = {instancePath:instancePath+"/$t",schemaPath:"#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err5 = {instancePath:instancePath+"/$t",schemaPath:"#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err6 = {instancePath:instancePath+"/$t",schemaPath:"#/properties/%24t/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
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
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
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
validate22.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate22.evaluated = {"dynamicProps":true,"dynamicItems":false};

const schema38 = {"type":"array","items":{"if":{"type":"object","required":["use"]},"then":{"$ref":"fragment-use.schema.json"},"else":{"$ref":"#/$defs/action"}}};
const schema40 = {"type":"object","required":["do"],"discriminator":{"propertyName":"do"},"oneOf":[{"$ref":"#/$defs/callAction"},{"$ref":"#/$defs/setAction"},{"$ref":"#/$defs/openDialogAction"},{"$ref":"#/$defs/closeDialogAction"},{"$ref":"#/$defs/toastAction"},{"$ref":"#/$defs/navigateAction"},{"$ref":"#/$defs/openUrlAction"},{"$ref":"#/$defs/replaceLocationAction"},{"$ref":"#/$defs/nativeAction"},{"$ref":"#/$defs/copyAction"},{"$ref":"#/$defs/waitAction"},{"$ref":"#/$defs/ifAction"},{"$ref":"#/$defs/storageAction"},{"$ref":"#/$defs/validateAction"},{"$ref":"#/$defs/runAction"},{"$ref":"#/$defs/geolocateAction"},{"$ref":"#/$defs/leaveAction"}]};
const schema62 = {"type":"object","additionalProperties":false,"required":["do","dialog"],"properties":{"do":{"const":"openDialog"},"dialog":{"type":"string"}}};
const schema63 = {"type":"object","additionalProperties":false,"required":["do"],"properties":{"do":{"const":"closeDialog"},"dialog":{"type":"string"}}};
const schema64 = {"type":"object","additionalProperties":false,"required":["do","message"],"properties":{"do":{"const":"native"},"message":{"enum":["to","toP","closeWebview","toHome","toMine","offToLogin","callTelephone","toRate","confirmBurialPoint","startBank","endBank","openWebview","goPage"]},"payload":{}}};
const schema65 = {"type":"object","additionalProperties":false,"required":["do","ms"],"properties":{"do":{"const":"wait"},"ms":{"type":"integer","minimum":0,"maximum":60000}}};
const schema66 = {"type":"object","additionalProperties":false,"required":["do","form"],"properties":{"do":{"const":"validate"},"form":{"type":"string"}}};
const schema67 = {"type":"object","additionalProperties":false,"required":["do","chain"],"properties":{"do":{"const":"run"},"chain":{"type":"string"}}};
const schema68 = {"type":"object","additionalProperties":false,"required":["do"],"properties":{"do":{"const":"leave"}}};
const schema41 = {"type":"object","additionalProperties":false,"required":["do","endpoint"],"properties":{"do":{"const":"call"},"endpoint":{"type":"string"},"params":{"$ref":"binding.schema.json#/$defs/params"},"loading":{"$ref":"binding.schema.json#/$defs/text"},"as":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$","not":{"enum":["__proto__","constructor","prototype"]}},"quiet":{"type":"boolean"},"ignoreFailure":{"type":"boolean"},"onSuccess":{"$ref":"#/$defs/chain"},"onFailure":{"$ref":"#/$defs/chain"}}};
const schema42 = {"anyOf":[{"type":"object","additionalProperties":true},{"$ref":"#/$defs/binding"}]};

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
validate30.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":true,"dynamicItems":false};


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
const _errs0 = errors;
let valid0 = false;
const _errs1 = errors;
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(!(validate23(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var _valid0 = _errs3 === errors;
valid0 = valid0 || _valid0;
if(_valid0){
var props0 = true;
}
if(!valid0){
const err1 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
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
validate32.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":true,"dynamicItems":false};

const pattern8 = new RegExp("^[A-Za-z_][A-Za-z0-9_]*$", "u");
const wrapper0 = {validate: validate27};

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
if(!(func1.call(schema41.properties, key0))){
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
if(!(validate30(data.params, {instancePath:instancePath+"/params",parentData:data,parentDataProperty:"params",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.loading !== undefined){
if(!(validate32(data.loading, {instancePath:instancePath+"/loading",parentData:data,parentDataProperty:"loading",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.as !== undefined){
let data4 = data.as;
const _errs9 = errors;
const _errs10 = errors;
if(!(((data4 === "__proto__") || (data4 === "constructor")) || (data4 === "prototype"))){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var valid1 = _errs10 === errors;
if(valid1){
const err6 = {instancePath:instancePath+"/as",schemaPath:"#/properties/as/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
}
if(typeof data4 === "string"){
if(!pattern8.test(data4)){
const err7 = {instancePath:instancePath+"/as",schemaPath:"#/properties/as/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
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
const err8 = {instancePath:instancePath+"/as",schemaPath:"#/properties/as/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.quiet !== undefined){
if(typeof data.quiet !== "boolean"){
const err9 = {instancePath:instancePath+"/quiet",schemaPath:"#/properties/quiet/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.ignoreFailure !== undefined){
if(typeof data.ignoreFailure !== "boolean"){
const err10 = {instancePath:instancePath+"/ignoreFailure",schemaPath:"#/properties/ignoreFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema45 = {"type":"object","additionalProperties":false,"required":["do","path"],"properties":{"do":{"const":"set"},"path":{"$ref":"binding.schema.json#/$defs/statePath"},"value":{}}};
const schema46 = {"type":"string","pattern":"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"};
const pattern9 = new RegExp("^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$", "u");

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
if(!pattern9.test(data1)){
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
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema47 = {"type":"object","additionalProperties":false,"required":["do","message"],"properties":{"do":{"const":"toast"},"message":{"$ref":"binding.schema.json#/$defs/text"},"durationMs":{"type":"integer","minimum":300,"maximum":10000}}};

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
if(!(validate32(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.durationMs !== undefined){
let data2 = data.durationMs;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 > 10000 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2 < 300 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 300},message:"must be >= 300"};
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
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema48 = {"type":"object","additionalProperties":false,"required":["do","route"],"properties":{"do":{"const":"navigate"},"route":{"type":"string"},"query":{"$ref":"binding.schema.json#/$defs/params"},"replace":{"type":"boolean"},"hash":{"type":"string","pattern":"^([a-zA-Z][a-zA-Z0-9]*)?$"},"hashQuery":{"$ref":"binding.schema.json#/$defs/params"}}};
const pattern10 = new RegExp("^([a-zA-Z][a-zA-Z0-9]*)?$", "u");

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
if(!(validate30(data.query, {instancePath:instancePath+"/query",parentData:data,parentDataProperty:"query",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
if(!pattern10.test(data4)){
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
if(!(validate30(data.hashQuery, {instancePath:instancePath+"/hashQuery",parentData:data,parentDataProperty:"hashQuery",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
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
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema49 = {"type":"object","additionalProperties":false,"required":["do","url"],"properties":{"do":{"const":"openUrl"},"url":{"$ref":"binding.schema.json#/$defs/template"},"commonParams":{"type":"boolean"},"mail":{"type":"boolean"},"handOff":{"enum":["to"]}}};
const schema50 = {"type":"string"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
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
if(!(((((key0 === "do") || (key0 === "url")) || (key0 === "commonParams")) || (key0 === "mail")) || (key0 === "handOff"))){
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
const err4 = {instancePath:instancePath+"/url",schemaPath:"binding.schema.json#/$defs/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.mail !== undefined){
if(typeof data.mail !== "boolean"){
const err6 = {instancePath:instancePath+"/mail",schemaPath:"#/properties/mail/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.handOff !== undefined){
if(!(data.handOff === "to")){
const err7 = {instancePath:instancePath+"/handOff",schemaPath:"#/properties/handOff/enum",keyword:"enum",params:{allowedValues: schema49.properties.handOff.enum},message:"must be equal to one of the allowed values"};
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
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema51 = {"type":"object","additionalProperties":false,"required":["do","url"],"properties":{"do":{"const":"replaceLocation"},"url":{"$ref":"binding.schema.json#/$defs/template"},"commonParams":{"type":"boolean"}}};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
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
const err4 = {instancePath:instancePath+"/url",schemaPath:"binding.schema.json#/$defs/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema53 = {"type":"object","additionalProperties":false,"required":["do","text"],"properties":{"do":{"const":"copy"},"text":{"$ref":"binding.schema.json#/$defs/text"},"toast":{"$ref":"binding.schema.json#/$defs/text"}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
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
if(!(validate32(data.text, {instancePath:instancePath+"/text",parentData:data,parentDataProperty:"text",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
}
if(data.toast !== undefined){
if(!(validate32(data.toast, {instancePath:instancePath+"/toast",parentData:data,parentDataProperty:"toast",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
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
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema54 = {"type":"object","additionalProperties":false,"required":["do","cond"],"properties":{"do":{"const":"if"},"cond":{"$ref":"binding.schema.json#/$defs/condition"},"then":{"$ref":"#/$defs/chain"},"else":{"$ref":"#/$defs/chain"}}};
const schema55 = {"anyOf":[{"type":"boolean"},{"$ref":"#/$defs/binding"}]};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate47.evaluated;
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
validate47.errors = vErrors;
return errors === 0;
}
validate47.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
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
if(!(validate47(data.cond, {instancePath:instancePath+"/cond",parentData:data,parentDataProperty:"cond",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate47.errors : vErrors.concat(validate47.errors);
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
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema57 = {"type":"object","additionalProperties":false,"required":["do","area","op"],"properties":{"do":{"const":"storage"},"area":{"enum":["session","local"]},"op":{"enum":["get","set","remove","clear"]},"key":{"type":"string"},"value":{},"into":{"$ref":"binding.schema.json#/$defs/statePath"},"schema":{"enum":["complaintChoice","repaymentInfo"]},"invalidInto":{"$ref":"binding.schema.json#/$defs/statePath"},"onInvalid":{"$ref":"#/$defs/chain"}}};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
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
if(!(func1.call(schema57.properties, key0))){
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
const err5 = {instancePath:instancePath+"/area",schemaPath:"#/properties/area/enum",keyword:"enum",params:{allowedValues: schema57.properties.area.enum},message:"must be equal to one of the allowed values"};
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
const err6 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/enum",keyword:"enum",params:{allowedValues: schema57.properties.op.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern9.test(data4)){
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
let data5 = data.schema;
if(!((data5 === "complaintChoice") || (data5 === "repaymentInfo"))){
const err10 = {instancePath:instancePath+"/schema",schemaPath:"#/properties/schema/enum",keyword:"enum",params:{allowedValues: schema57.properties.schema.enum},message:"must be equal to one of the allowed values"};
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
if(!pattern9.test(data6)){
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
if(data.onInvalid !== undefined){
if(!(wrapper0.validate(data.onInvalid, {instancePath:instancePath+"/onInvalid",parentData:data,parentDataProperty:"onInvalid",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? wrapper0.validate.errors : vErrors.concat(wrapper0.validate.errors);
errors = vErrors.length;
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
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema60 = {"type":"object","additionalProperties":false,"required":["do","into"],"properties":{"do":{"const":"geolocate"},"into":{"$ref":"binding.schema.json#/$defs/statePath"},"timeoutMs":{"type":"integer","minimum":1000,"maximum":60000},"highAccuracy":{"type":"boolean"}}};

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
if(!pattern9.test(data1)){
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
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
const tag0 = data.do;
if(typeof tag0 == "string"){
if(tag0 === "call"){
if(!(validate29(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate29.errors : vErrors.concat(validate29.errors);
errors = vErrors.length;
}
var props0 = true;
}
else if(tag0 === "set"){
if(!(validate35(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);
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
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "navigate"){
if(!(validate38(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "openUrl"){
if(!(validate41(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate41.errors : vErrors.concat(validate41.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "replaceLocation"){
if(!(validate42(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate42.errors : vErrors.concat(validate42.errors);
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
const err16 = {instancePath:instancePath+"/message",schemaPath:"#/$defs/nativeAction/properties/message/enum",keyword:"enum",params:{allowedValues: schema64.properties.message.enum},message:"must be equal to one of the allowed values"};
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
if(!(validate43(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
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
if(!(validate46(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else if(tag0 === "storage"){
if(!(validate49(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate49.errors : vErrors.concat(validate49.errors);
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
if(!(validate50(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate50.errors : vErrors.concat(validate50.errors);
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
validate28.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":true,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs2 = errors;
let valid2 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.use === undefined) && (missing0 = "use")){
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
else {
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
let ifClause0;
if(_valid0){
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.use === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"fragment-use.schema.json/required",keyword:"required",params:{missingProperty: "use"},message:"must have required property '"+"use"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data0){
if(!(((key0 === "$schema") || (key0 === "use")) || (key0 === "with"))){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"fragment-use.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.$schema !== undefined){
if(typeof data0.$schema !== "string"){
const err4 = {instancePath:instancePath+"/" + i0+"/$schema",schemaPath:"fragment-use.schema.json/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.use !== undefined){
if(typeof data0.use !== "string"){
const err5 = {instancePath:instancePath+"/" + i0+"/use",schemaPath:"fragment-use.schema.json/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.with !== undefined){
let data3 = data0.with;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err6 = {instancePath:instancePath+"/" + i0+"/with",schemaPath:"fragment-use.schema.json/properties/with/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err7 = {instancePath:instancePath+"/" + i0,schemaPath:"fragment-use.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = _valid0;
if(valid2){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs15 = errors;
if(!(validate28(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
var props1 = validate28.evaluated.props;
}
var _valid0 = _errs15 === errors;
valid2 = _valid0;
if(valid2){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
}
ifClause0 = "else";
}
if(!valid2){
const err8 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
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
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

const schema69 = {"type":"object","additionalProperties":false,"required":["id","afterMs","actions"],"properties":{"id":{"type":"string"},"afterMs":{"type":"integer","minimum":0,"maximum":3600000},"everyMs":{"type":"integer","minimum":100,"maximum":3600000},"while":{"$ref":"binding.schema.json#/$defs/condition"},"actions":{"$ref":"actions.schema.json#/$defs/chain"}}};

function validate65(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate65.evaluated;
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
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(!(validate65(data.while, {instancePath:instancePath+"/while",parentData:data,parentDataProperty:"while",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
if(data.actions !== undefined){
if(!(validate27(data.actions, {instancePath:instancePath+"/actions",parentData:data,parentDataProperty:"actions",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
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
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema73 = {"type":"object","additionalProperties":false,"required":["rule","message"],"properties":{"rule":{"enum":["required","minLength","maxLength","pattern","test"]},"value":{},"limit":{"type":"integer","minimum":0},"pattern":{"type":"string"},"test":{"$ref":"binding.schema.json#/$defs/condition"},"each":{"$ref":"binding.schema.json#/$defs/binding"},"message":{"$ref":"binding.schema.json#/$defs/text"}},"allOf":[{"if":{"properties":{"rule":{"enum":["minLength","maxLength"]}}},"then":{"required":["value","limit"]}},{"if":{"properties":{"rule":{"const":"pattern"}}},"then":{"required":["value","pattern"]}},{"if":{"properties":{"rule":{"const":"required"}}},"then":{"required":["value"]}},{"if":{"properties":{"rule":{"const":"test"}}},"then":{"required":["test"]}}]};

function validate70(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate70.evaluated;
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
const err17 = {instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/enum",keyword:"enum",params:{allowedValues: schema73.properties.rule.enum},message:"must be equal to one of the allowed values"};
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
if(!(validate65(data.test, {instancePath:instancePath+"/test",parentData:data,parentDataProperty:"test",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
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
if(!(validate22(data.message, {instancePath:instancePath+"/message",parentData:data,parentDataProperty:"message",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate70.errors = vErrors;
return errors === 0;
}
validate70.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema76 = {"type":"object","additionalProperties":false,"required":["name","children"],"properties":{"name":{"type":"string"},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"children":{"type":"array","items":{"if":{"type":"object","required":["use"]},"then":{"$ref":"fragment-use.schema.json"},"else":{"$ref":"generated/node.schema.json"}}}}};
const schema78 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"generated/node.schema.json","type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"enum":["ActionRow","Article","Barcode","Button","CaptchaImage","ChannelPicker","Checkbox","Countdown","Divider","DocFrame","ErrorState","Grid","Group","Hero","Image","ImagePicker","InfoList","ListItem","Notice","PhotoInfo","Picker","PlanList","ProductCard","QrCode","SiteLayout","Stack","StarRating","StatusBanner","SuccessMark","Tabs","Tag","Text","TextArea","TextField","ThemeScope"]},"id":{"type":"string"},"visible":{"$ref":"../binding.schema.json#/$defs/condition"},"props":{"type":"object"},"bind":{"$ref":"../binding.schema.json#/$defs/statePath"},"on":{"type":"object","additionalProperties":{"$ref":"../actions.schema.json#/$defs/chain"}},"children":{"type":"array","items":{"if":{"type":"object","required":["use"]},"then":{"$ref":"../fragment-use.schema.json"},"else":{"$ref":"#"}}},"each":{"$ref":"../binding.schema.json#/$defs/binding"},"key":{"$ref":"../binding.schema.json#/$defs/template"}},"allOf":[{"if":{"properties":{"type":{"const":"ActionRow"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ActionRow"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"icon":{"anyOf":[{"$ref":"../widgets/ActionRow.schema.json#/properties/icon"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"value":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"../widgets/ActionRow.schema.json#/properties/chevron"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Article"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Article"},"props":{"type":"object","additionalProperties":false,"required":["blocks"],"properties":{"blocks":{"anyOf":[{"type":"array","items":{"oneOf":[{"type":"object","additionalProperties":false,"required":["kind","text"],"properties":{"kind":{"const":"heading"},"text":{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},"level":{"enum":[2,3]}}},{"type":"object","additionalProperties":false,"required":["kind","text"],"properties":{"kind":{"const":"paragraph"},"text":{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]}}},{"type":"object","additionalProperties":false,"required":["kind","items"],"properties":{"kind":{"const":"list"},"ordered":{"type":"boolean"},"items":{"type":"array","minItems":1,"items":{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]}}}},{"type":"object","additionalProperties":false,"required":["kind","rows"],"properties":{"kind":{"const":"definitions"},"rows":{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["term","detail"],"properties":{"term":{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},"detail":{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]}}}}}}]}},{"$ref":"../binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"../widgets/Article.schema.json#/properties/surface"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Barcode"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Barcode"},"props":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"anyOf":[{"anyOf":[{"type":"string","maxLength":80},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"height":{"anyOf":[{"$ref":"../widgets/Barcode.schema.json#/properties/height"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"showText":{"anyOf":[{"$ref":"../widgets/Barcode.schema.json#/properties/showText"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Button"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Button"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"../widgets/Button.schema.json#/properties/variant"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"../widgets/Button.schema.json#/properties/disabled"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"fullWidth":{"anyOf":[{"$ref":"../widgets/Button.schema.json#/properties/fullWidth"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"CaptchaImage"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"CaptchaImage"},"props":{"type":"object","additionalProperties":false,"required":["endpoint","params","alt"],"properties":{"endpoint":{"anyOf":[{"$ref":"../widgets/CaptchaImage.schema.json#/properties/endpoint"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"params":{"anyOf":[{"type":"object","additionalProperties":{"anyOf":[{"type":["string","number"]},{"$ref":"../binding.schema.json#/$defs/message"}]}},{"$ref":"../binding.schema.json#/$defs/binding"}]},"reload":{"anyOf":[{"$ref":"../widgets/CaptchaImage.schema.json#/properties/reload"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"timestampParam":{"anyOf":[{"anyOf":[{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"alt":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"refresh":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ChannelPicker"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ChannelPicker"},"props":{"type":"object","additionalProperties":false,"required":["label","choices"],"properties":{"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"choices":{"anyOf":[{"type":"array","items":{"type":"object","additionalProperties":true,"properties":{"name":{"anyOf":[{"type":["string","number"]},{"$ref":"../binding.schema.json#/$defs/message"}]},"logo":{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]}}}},{"$ref":"../binding.schema.json#/$defs/binding"}]},"nameKey":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"logoKey":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"../widgets/ChannelPicker.schema.json#/properties/variant"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"cancelLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"../widgets/ChannelPicker.schema.json#/properties/disabled"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"choose":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Checkbox"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Checkbox"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"links":{"anyOf":[{"type":"array","items":{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]}},{"$ref":"../binding.schema.json#/$defs/binding"}]},"linksLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"link":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Countdown"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Countdown"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"countingLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"../widgets/Countdown.schema.json#/properties/variant"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"../widgets/Countdown.schema.json#/properties/disabled"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"fullWidth":{"anyOf":[{"$ref":"../widgets/Countdown.schema.json#/properties/fullWidth"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"../actions.schema.json#/$defs/chain"},"blocked":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Divider"}},"required":["type"]},"then":{"properties":{"type":{"const":"Divider"},"props":{"type":"object","additionalProperties":false,"properties":{"spacing":{"anyOf":[{"$ref":"../widgets/Divider.schema.json#/properties/spacing"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"DocFrame"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"DocFrame"},"props":{"type":"object","additionalProperties":false,"required":["src","title"],"properties":{"src":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"height":{"anyOf":[{"$ref":"../widgets/DocFrame.schema.json#/properties/height"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"unavailableText":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"openLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"unavailable":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ErrorState"}},"required":["type"]},"then":{"properties":{"type":{"const":"ErrorState"},"props":{"type":"object","additionalProperties":false,"properties":{"title":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"message":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"retryLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"retry":{"anyOf":[{"$ref":"../widgets/ErrorState.schema.json#/properties/retry"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"retry":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Grid"}},"required":["type"]},"then":{"properties":{"type":{"const":"Grid"},"props":{"type":"object","additionalProperties":false,"properties":{"minColumnWidth":{"anyOf":[{"$ref":"../widgets/Grid.schema.json#/properties/minColumnWidth"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"gap":{"anyOf":[{"$ref":"../widgets/Grid.schema.json#/properties/gap"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"maxColumns":{"anyOf":[{"$ref":"../widgets/Grid.schema.json#/properties/maxColumns"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"template":{"anyOf":[{"$ref":"../widgets/Grid.schema.json#/properties/template"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"Group"}},"required":["type"]},"then":{"properties":{"type":{"const":"Group"},"props":{"type":"object","additionalProperties":false,"properties":{}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"Hero"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Hero"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"eyebrow":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"text":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"size":{"anyOf":[{"$ref":"../widgets/Hero.schema.json#/properties/size"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"Image"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Image"},"props":{"type":"object","additionalProperties":false,"required":["src","alt"],"properties":{"src":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"alt":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"width":{"anyOf":[{"$ref":"../widgets/Image.schema.json#/properties/width"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"height":{"anyOf":[{"$ref":"../widgets/Image.schema.json#/properties/height"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"radius":{"anyOf":[{"$ref":"../widgets/Image.schema.json#/properties/radius"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"fit":{"anyOf":[{"$ref":"../widgets/Image.schema.json#/properties/fit"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"guarded":{"anyOf":[{"$ref":"../widgets/Image.schema.json#/properties/guarded"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"zoomable":{"anyOf":[{"$ref":"../widgets/Image.schema.json#/properties/zoomable"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"closeLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"aspectRatio":{"anyOf":[{"$ref":"../widgets/Image.schema.json#/properties/aspectRatio"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"priority":{"anyOf":[{"$ref":"../widgets/Image.schema.json#/properties/priority"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ImagePicker"}},"required":["type"]},"then":{"properties":{"type":{"const":"ImagePicker"},"props":{"type":"object","additionalProperties":false,"properties":{"max":{"anyOf":[{"$ref":"../widgets/ImagePicker.schema.json#/properties/max"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"columns":{"anyOf":[{"$ref":"../widgets/ImagePicker.schema.json#/properties/columns"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"maxBytes":{"anyOf":[{"$ref":"../widgets/ImagePicker.schema.json#/properties/maxBytes"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"accept":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"addLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"tooLargeMessage":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"notImageMessage":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"fullMessage":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"imageAlt":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"removeLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"../actions.schema.json#/$defs/chain"},"pick":{"$ref":"../actions.schema.json#/$defs/chain"},"reject":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"InfoList"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"InfoList"},"props":{"type":"object","additionalProperties":false,"required":["rows"],"properties":{"title":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"type":"array","items":{"type":"object","properties":{"text":{"anyOf":[{"type":["string","number"]},{"$ref":"../binding.schema.json#/$defs/message"}]},"value":{"anyOf":[{"type":["string","number"]},{"$ref":"../binding.schema.json#/$defs/message"}]}}}},{"$ref":"../binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"collapsedRows":{"anyOf":[{"$ref":"../widgets/InfoList.schema.json#/properties/collapsedRows"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"moreLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"lessLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"../widgets/InfoList.schema.json#/properties/surface"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ListItem"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ListItem"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"title":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"subtitle":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"meta":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"body":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"../widgets/ListItem.schema.json#/properties/chevron"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"../widgets/ListItem.schema.json#/properties/selected"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"tappable":{"anyOf":[{"$ref":"../widgets/ListItem.schema.json#/properties/tappable"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Notice"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Notice"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"../widgets/Notice.schema.json#/properties/tone"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"retryLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"retry":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"PhotoInfo"}},"required":["type"]},"then":{"properties":{"type":{"const":"PhotoInfo"},"props":{"type":"object","additionalProperties":false,"properties":{"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"changeLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"accept":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"imageAlt":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"nameLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"typeLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"sizeLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Picker"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Picker"},"props":{"type":"object","additionalProperties":false,"required":["label","options"],"properties":{"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"options":{"anyOf":[{"$ref":"../widgets/Picker.schema.json#/properties/options"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"optionLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"optionValue":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"confirmLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"cancelLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"../widgets/Picker.schema.json#/properties/disabled"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"PlanList"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"PlanList"},"props":{"type":"object","additionalProperties":false,"required":["rows"],"properties":{"title":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"type":"array","items":{"type":"object","properties":{"title":{"anyOf":[{"type":["string","number"]},{"$ref":"../binding.schema.json#/$defs/message"}]},"remark":{"anyOf":[{"type":["string","number"]},{"$ref":"../binding.schema.json#/$defs/message"}]},"amount":{"anyOf":[{"type":["string","number"]},{"$ref":"../binding.schema.json#/$defs/message"}]},"time":{"anyOf":[{"type":["string","number"]},{"$ref":"../binding.schema.json#/$defs/message"}]}}}},{"$ref":"../binding.schema.json#/$defs/binding"}]},"titleKey":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"remarkKey":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"amountKey":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"timeKey":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"amountFormat":{"anyOf":[{"$ref":"../widgets/PlanList.schema.json#/properties/amountFormat"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"currencyFlag":{"anyOf":[{"$ref":"../widgets/PlanList.schema.json#/properties/currencyFlag"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"timeLabel":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ProductCard"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ProductCard"},"props":{"type":"object","additionalProperties":false,"required":["name","buttonText"],"properties":{"logo":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"name":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"buttonText":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"enabled":{"anyOf":[{"$ref":"../widgets/ProductCard.schema.json#/properties/enabled"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"amountRange":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"rangeDesc":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"rate":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"tags":{"anyOf":[{"type":"array","items":{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]}},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"tap":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"QrCode"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"QrCode"},"props":{"type":"object","additionalProperties":false,"required":["value"],"properties":{"value":{"anyOf":[{"anyOf":[{"type":"string","maxLength":1000},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"size":{"anyOf":[{"$ref":"../widgets/QrCode.schema.json#/properties/size"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"errorCorrection":{"anyOf":[{"$ref":"../widgets/QrCode.schema.json#/properties/errorCorrection"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"SiteLayout"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"SiteLayout"},"props":{"type":"object","additionalProperties":false,"required":["brand","items"],"properties":{"brand":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"items":{"anyOf":[{"type":"array","minItems":1,"items":{"type":"object","additionalProperties":false,"required":["label","value"],"properties":{"label":{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},"value":{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},"route":{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]}}}},{"$ref":"../binding.schema.json#/$defs/binding"}]},"current":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"navLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"menuLabel":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"footer":{"anyOf":[{"type":"array","items":{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]}},{"$ref":"../binding.schema.json#/$defs/binding"}]},"frame":{"anyOf":[{"$ref":"../widgets/SiteLayout.schema.json#/properties/frame"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"../actions.schema.json#/$defs/chain"},"choose":{"$ref":"../actions.schema.json#/$defs/chain"}}}}}},{"if":{"properties":{"type":{"const":"Stack"}},"required":["type"]},"then":{"properties":{"type":{"const":"Stack"},"props":{"type":"object","additionalProperties":false,"properties":{"direction":{"anyOf":[{"$ref":"../widgets/Stack.schema.json#/properties/direction"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"gap":{"anyOf":[{"$ref":"../widgets/Stack.schema.json#/properties/gap"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"padding":{"anyOf":[{"$ref":"../widgets/Stack.schema.json#/properties/padding"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"../widgets/Stack.schema.json#/properties/align"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"justify":{"anyOf":[{"$ref":"../widgets/Stack.schema.json#/properties/justify"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"wrap":{"anyOf":[{"$ref":"../widgets/Stack.schema.json#/properties/wrap"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"../widgets/Stack.schema.json#/properties/surface"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"StarRating"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StarRating"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"max":{"anyOf":[{"$ref":"../widgets/StarRating.schema.json#/properties/max"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"size":{"anyOf":[{"$ref":"../widgets/StarRating.schema.json#/properties/size"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"StatusBanner"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StatusBanner"},"props":{"type":"object","additionalProperties":false,"required":["title"],"properties":{"image":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"../widgets/StatusBanner.schema.json#/properties/tone"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"SuccessMark"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"SuccessMark"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"../widgets/SuccessMark.schema.json#/properties/tone"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Tabs"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tabs"},"props":{"type":"object","additionalProperties":false,"required":["tabs"],"properties":{"tabs":{"anyOf":[{"$ref":"../widgets/Tabs.schema.json#/properties/tabs"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"stretch":{"anyOf":[{"$ref":"../widgets/Tabs.schema.json#/properties/stretch"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Tag"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tag"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"../widgets/Tag.schema.json#/properties/tone"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"../widgets/Tag.schema.json#/properties/selected"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Text"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Text"},"props":{"type":"object","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"../widgets/Text.schema.json#/properties/variant"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"../widgets/Text.schema.json#/properties/align"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"../widgets/Text.schema.json#/properties/tone"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"level":{"anyOf":[{"$ref":"../widgets/Text.schema.json#/properties/level"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"weight":{"anyOf":[{"$ref":"../widgets/Text.schema.json#/properties/weight"},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"TextArea"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextArea"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"../widgets/TextArea.schema.json#/properties/maxLength"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"counter":{"anyOf":[{"$ref":"../widgets/TextArea.schema.json#/properties/counter"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"../widgets/TextArea.schema.json#/properties/rows"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"../widgets/TextArea.schema.json#/properties/disabled"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"TextField"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextField"},"props":{"type":"object","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"anyOf":[{"type":"string","minLength":1},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"inputMode":{"anyOf":[{"$ref":"../widgets/TextField.schema.json#/properties/inputMode"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"filter":{"anyOf":[{"$ref":"../widgets/TextField.schema.json#/properties/filter"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"../widgets/TextField.schema.json#/properties/maxLength"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"../widgets/TextField.schema.json#/properties/disabled"},{"$ref":"../binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{"change":{"$ref":"../actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"ThemeScope"}},"required":["type"]},"then":{"properties":{"type":{"const":"ThemeScope"},"props":{"type":"object","additionalProperties":false,"properties":{"brand":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"accent":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]},"onBrand":{"anyOf":[{"anyOf":[{"type":"string"},{"$ref":"../binding.schema.json#/$defs/message"}]},{"$ref":"../binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","additionalProperties":false,"properties":{}},"bind":false}}}]};
const schema80 = {"enum":["phone","mail","chat","info","none"]};
const schema86 = {"type":"boolean"};
const schema92 = {"enum":["card","none"]};
const schema97 = {"type":"integer","minimum":40,"maximum":200};
const schema99 = {"type":"boolean"};
const schema103 = {"enum":["primary","secondary","outline","text"]};
const schema106 = {"type":"boolean"};
const schema108 = {"type":"boolean"};
const schema111 = {"enum":["getCaptcha"]};
const schema114 = {"type":"integer","minimum":0};
const schema124 = {"enum":["primary","secondary","outline"]};
const schema128 = {"type":"boolean"};
const schema136 = {"enum":["primary","secondary","outline","text"]};
const schema138 = {"type":"boolean"};
const schema140 = {"type":"boolean"};
const schema143 = {"type":"integer","minimum":0,"maximum":48};
const schema148 = {"type":"integer","minimum":120,"maximum":1200};
const schema156 = {"type":"boolean"};
const schema160 = {"type":"integer","minimum":120,"maximum":640};
const schema162 = {"type":"integer","minimum":0,"maximum":48};
const schema164 = {"type":"integer","minimum":1,"maximum":6};
const schema166 = {"enum":["equal","main-aside"]};
const schema173 = {"enum":["large","compact"]};
const schema178 = {"type":"integer","minimum":1,"maximum":1200};
const schema180 = {"type":"integer","minimum":1,"maximum":1200};
const schema182 = {"type":"integer","minimum":0,"maximum":48};
const schema184 = {"enum":["cover","contain"]};
const schema186 = {"type":"boolean"};
const schema188 = {"type":"boolean"};
const schema191 = {"type":"number","exclusiveMinimum":0,"maximum":10};
const schema193 = {"type":"boolean"};
const schema196 = {"type":"integer","minimum":1,"maximum":30};
const schema198 = {"type":"integer","minimum":1,"maximum":6};
const schema200 = {"type":"integer","minimum":1};
const schema214 = {"type":"integer","minimum":1};
const schema219 = {"enum":["card","none"]};
const schema227 = {"type":"boolean"};
const schema229 = {"type":"boolean"};
const schema231 = {"type":"boolean"};
const schema235 = {"enum":["info","warning","success"]};
const schema250 = {"type":"array","items":{"type":"object","additionalProperties":true}};
const schema258 = {"type":"boolean"};
const schema267 = {"enum":["text","money","minorUnits"]};
const schema269 = {"type":"integer","enum":[0,1]};
const schema277 = {"type":"boolean"};
const schema287 = {"type":"integer","minimum":120,"maximum":360};
const schema289 = {"enum":["L","M","Q","H"]};
const schema298 = {"enum":["site","none"]};
const schema301 = {"enum":["column","row"]};
const schema303 = {"type":"integer","minimum":0,"maximum":48};
const schema305 = {"type":"integer","minimum":0,"maximum":48};
const schema307 = {"enum":["start","center","end","stretch"]};
const schema309 = {"enum":["start","center","end","between"]};
const schema311 = {"type":"boolean"};
const schema313 = {"enum":["none","card","page"]};
const schema317 = {"type":"integer","minimum":1,"maximum":10};
const schema319 = {"type":"integer","minimum":16,"maximum":64};
const schema325 = {"enum":["brand","accent"]};
const schema329 = {"enum":["success","info"]};
const schema332 = {"type":"array","items":{"type":"object","additionalProperties":true}};
const schema337 = {"type":"boolean"};
const schema341 = {"enum":["neutral","brand","accent"]};
const schema343 = {"type":"boolean"};
const schema347 = {"enum":["title","subtitle","body","caption","hint","error","hero"]};
const schema349 = {"enum":["start","center","end"]};
const schema351 = {"enum":["default","muted","onBrand","accent","danger"]};
const schema353 = {"type":"integer","minimum":1,"maximum":6};
const schema355 = {"enum":["regular","medium","bold"]};
const schema360 = {"type":"integer","minimum":1};
const schema362 = {"type":"boolean"};
const schema364 = {"type":"integer","minimum":2,"maximum":20};
const schema367 = {"type":"boolean"};
const schema373 = {"enum":["text","numeric","tel","email","decimal"]};
const schema375 = {"enum":["none","digits"]};
const schema377 = {"type":"integer","minimum":1};
const schema380 = {"type":"boolean"};

function validate78(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate78.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.$t === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "$t"},message:"must have required property '"+"$t"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "$t")){
let data0 = data[key0];
if(((typeof data0 !== "string") && (!((typeof data0 == "number") && (isFinite(data0))))) && (typeof data0 !== "boolean")){
const err1 = {instancePath:instancePath+"/" + key0.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/additionalProperties/type",keyword:"type",params:{type: schema35.additionalProperties.type},message:"must be string,number,boolean"};
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
if(data.$t !== undefined){
let data1 = data.$t;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err2 = {instancePath:instancePath+"/$t",schemaPath:"#/properties/%24t/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z0-9_]+)+$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]*(\\.[A-Za-z0-9_]+)+$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/$t",schemaPath:"#/properties/%24t/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs8 = errors;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err4 = {instancePath:instancePath+"/$t",schemaPath:"#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err5 = {instancePath:instancePath+"/$t",schemaPath:"#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err6 = {instancePath:instancePath+"/$t",schemaPath:"#/properties/%24t/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
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
validate78.errors = vErrors;
return errors === 0;
}
validate78.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
const _errs2 = errors;
let valid2 = true;
const _errs3 = errors;
if(errors === _errs3){
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
let missing0;
if((data0.use === undefined) && (missing0 = "use")){
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
else {
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
let ifClause0;
if(_valid0){
const _errs5 = errors;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.use === undefined){
const err2 = {instancePath:instancePath+"/" + i0,schemaPath:"fragment-use.schema.json/required",keyword:"required",params:{missingProperty: "use"},message:"must have required property '"+"use"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data0){
if(!(((key0 === "$schema") || (key0 === "use")) || (key0 === "with"))){
const err3 = {instancePath:instancePath+"/" + i0,schemaPath:"fragment-use.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data0.$schema !== undefined){
if(typeof data0.$schema !== "string"){
const err4 = {instancePath:instancePath+"/" + i0+"/$schema",schemaPath:"fragment-use.schema.json/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.use !== undefined){
if(typeof data0.use !== "string"){
const err5 = {instancePath:instancePath+"/" + i0+"/use",schemaPath:"fragment-use.schema.json/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data0.with !== undefined){
let data3 = data0.with;
if(!(data3 && typeof data3 == "object" && !Array.isArray(data3))){
const err6 = {instancePath:instancePath+"/" + i0+"/with",schemaPath:"fragment-use.schema.json/properties/with/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err7 = {instancePath:instancePath+"/" + i0,schemaPath:"fragment-use.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid2 = _valid0;
if(valid2){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs15 = errors;
if(!(validate28(data0, {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
else {
var props1 = validate28.evaluated.props;
}
var _valid0 = _errs15 === errors;
valid2 = _valid0;
if(valid2){
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
}
ifClause0 = "else";
}
if(!valid2){
const err8 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
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
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate265(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate265.evaluated;
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
validate265.errors = vErrors;
return errors === 0;
}
validate265.evaluated = {"dynamicProps":false,"dynamicItems":false};


function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="generated/node.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
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
const err6 = {instancePath:instancePath+"/props/icon",schemaPath:"../widgets/ActionRow.schema.json#/properties/icon/enum",keyword:"enum",params:{allowedValues: schema80.enum},message:"must be equal to one of the allowed values"};
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
const err7 = {instancePath:instancePath+"/props/icon",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err8 = {instancePath:instancePath+"/props/icon",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const _errs20 = errors;
let valid9 = false;
const _errs21 = errors;
if(typeof data4 === "string"){
if(func2(data4) < 1){
const err10 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/0/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/0/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid3 = _errs21 === errors;
valid9 = valid9 || _valid3;
const _errs23 = errors;
if(!(validate78(data4, {instancePath:instancePath+"/props/label",parentData:data2,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid3 = _errs23 === errors;
valid9 = valid9 || _valid3;
if(!valid9){
const err12 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/0/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
var _valid2 = _errs19 === errors;
valid8 = valid8 || _valid2;
const _errs24 = errors;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err13 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err14 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid2 = _errs24 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err15 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/0/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
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
const _errs28 = errors;
let valid11 = false;
const _errs29 = errors;
const _errs30 = errors;
let valid12 = false;
const _errs31 = errors;
if(typeof data5 !== "string"){
const err16 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/0/then/properties/props/properties/value/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid5 = _errs31 === errors;
valid12 = valid12 || _valid5;
const _errs33 = errors;
if(!(validate78(data5, {instancePath:instancePath+"/props/value",parentData:data2,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid5 = _errs33 === errors;
valid12 = valid12 || _valid5;
if(!valid12){
const err17 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/0/then/properties/props/properties/value/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
var _valid4 = _errs29 === errors;
valid11 = valid11 || _valid4;
const _errs34 = errors;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err18 = {instancePath:instancePath+"/props/value",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/props/value",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid4 = _errs34 === errors;
valid11 = valid11 || _valid4;
if(!valid11){
const err20 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/0/then/properties/props/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs28;
if(vErrors !== null){
if(_errs28){
vErrors.length = _errs28;
}
else {
vErrors = null;
}
}
}
}
if(data2.chevron !== undefined){
let data6 = data2.chevron;
const _errs38 = errors;
let valid14 = false;
const _errs39 = errors;
if(typeof data6 !== "boolean"){
const err21 = {instancePath:instancePath+"/props/chevron",schemaPath:"../widgets/ActionRow.schema.json#/properties/chevron/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid6 = _errs39 === errors;
valid14 = valid14 || _valid6;
const _errs42 = errors;
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err22 = {instancePath:instancePath+"/props/chevron",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/props/chevron",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid6 = _errs42 === errors;
valid14 = valid14 || _valid6;
if(!valid14){
const err24 = {instancePath:instancePath+"/props/chevron",schemaPath:"#/allOf/0/then/properties/props/properties/chevron/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs38;
if(vErrors !== null){
if(_errs38){
vErrors.length = _errs38;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err25 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/0/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.on !== undefined){
let data7 = data.on;
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
for(const key1 in data7){
if(!(key1 === "tap")){
const err26 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/0/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.tap !== undefined){
if(!(validate81(data7.tap, {instancePath:instancePath+"/on/tap",parentData:data7,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err27 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/0/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.children !== undefined){
const err28 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/0/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data.bind !== undefined){
const err29 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/0/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props2 = {};
props2.type = true;
props2.props = true;
props2.on = true;
props2.children = true;
props2.bind = true;
}
}
if(!valid1){
const err30 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const _errs50 = errors;
let valid18 = true;
const _errs51 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.type === undefined) && (missing1 = "type")){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(data.type !== undefined){
if("Article" !== data.type){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
var _valid7 = _errs51 === errors;
errors = _errs50;
if(vErrors !== null){
if(_errs50){
vErrors.length = _errs50;
}
else {
vErrors = null;
}
}
if(_valid7){
const _errs53 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err33 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data.type !== undefined){
if("Article" !== data.type){
const err34 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/1/then/properties/type/const",keyword:"const",params:{allowedValue: "Article"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data.props !== undefined){
let data13 = data.props;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.blocks === undefined){
const err35 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/1/then/properties/props/required",keyword:"required",params:{missingProperty: "blocks"},message:"must have required property '"+"blocks"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key2 in data13){
if(!((key2 === "blocks") || (key2 === "surface"))){
const err36 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/1/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data13.blocks !== undefined){
let data14 = data13.blocks;
const _errs59 = errors;
let valid22 = false;
const _errs60 = errors;
if(Array.isArray(data14)){
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
const _errs63 = errors;
let valid25 = false;
let passing0 = null;
const _errs64 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.kind === undefined){
const err37 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/0/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data15.text === undefined){
const err38 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key3 in data15){
if(!(((key3 === "kind") || (key3 === "text")) || (key3 === "level"))){
const err39 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data15.kind !== undefined){
if("heading" !== data15.kind){
const err40 = {instancePath:instancePath+"/props/blocks/" + i0+"/kind",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/0/properties/kind/const",keyword:"const",params:{allowedValue: "heading"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data15.text !== undefined){
let data17 = data15.text;
const _errs69 = errors;
let valid27 = false;
const _errs70 = errors;
if(typeof data17 !== "string"){
const err41 = {instancePath:instancePath+"/props/blocks/" + i0+"/text",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/0/properties/text/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid10 = _errs70 === errors;
valid27 = valid27 || _valid10;
const _errs72 = errors;
if(!(validate78(data17, {instancePath:instancePath+"/props/blocks/" + i0+"/text",parentData:data15,parentDataProperty:"text",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid10 = _errs72 === errors;
valid27 = valid27 || _valid10;
if(!valid27){
const err42 = {instancePath:instancePath+"/props/blocks/" + i0+"/text",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/0/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs69;
if(vErrors !== null){
if(_errs69){
vErrors.length = _errs69;
}
else {
vErrors = null;
}
}
}
}
if(data15.level !== undefined){
let data18 = data15.level;
if(!((data18 === 2) || (data18 === 3))){
const err43 = {instancePath:instancePath+"/props/blocks/" + i0+"/level",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/0/properties/level/enum",keyword:"enum",params:{allowedValues: schema78.allOf[1].then.properties.props.properties.blocks.anyOf[0].items.oneOf[0].properties.level.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid9 = _errs64 === errors;
if(_valid9){
valid25 = true;
passing0 = 0;
var props4 = true;
}
const _errs74 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.kind === undefined){
const err45 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/1/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data15.text === undefined){
const err46 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/1/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
for(const key4 in data15){
if(!((key4 === "kind") || (key4 === "text"))){
const err47 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data15.kind !== undefined){
if("paragraph" !== data15.kind){
const err48 = {instancePath:instancePath+"/props/blocks/" + i0+"/kind",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/1/properties/kind/const",keyword:"const",params:{allowedValue: "paragraph"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data15.text !== undefined){
let data20 = data15.text;
const _errs79 = errors;
let valid29 = false;
const _errs80 = errors;
if(typeof data20 !== "string"){
const err49 = {instancePath:instancePath+"/props/blocks/" + i0+"/text",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/1/properties/text/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
var _valid11 = _errs80 === errors;
valid29 = valid29 || _valid11;
const _errs82 = errors;
if(!(validate78(data20, {instancePath:instancePath+"/props/blocks/" + i0+"/text",parentData:data15,parentDataProperty:"text",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid11 = _errs82 === errors;
valid29 = valid29 || _valid11;
if(!valid29){
const err50 = {instancePath:instancePath+"/props/blocks/" + i0+"/text",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/1/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
else {
errors = _errs79;
if(vErrors !== null){
if(_errs79){
vErrors.length = _errs79;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err51 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
var _valid9 = _errs74 === errors;
if(_valid9 && valid25){
valid25 = false;
passing0 = [passing0, 1];
}
else {
if(_valid9){
valid25 = true;
passing0 = 1;
if(props4 !== true){
props4 = true;
}
}
const _errs83 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.kind === undefined){
const err52 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/2/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(data15.items === undefined){
const err53 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/2/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
for(const key5 in data15){
if(!(((key5 === "kind") || (key5 === "ordered")) || (key5 === "items"))){
const err54 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data15.kind !== undefined){
if("list" !== data15.kind){
const err55 = {instancePath:instancePath+"/props/blocks/" + i0+"/kind",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/2/properties/kind/const",keyword:"const",params:{allowedValue: "list"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data15.ordered !== undefined){
if(typeof data15.ordered !== "boolean"){
const err56 = {instancePath:instancePath+"/props/blocks/" + i0+"/ordered",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/2/properties/ordered/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data15.items !== undefined){
let data23 = data15.items;
if(Array.isArray(data23)){
if(data23.length < 1){
const err57 = {instancePath:instancePath+"/props/blocks/" + i0+"/items",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/2/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const len1 = data23.length;
for(let i1=0; i1<len1; i1++){
let data24 = data23[i1];
const _errs92 = errors;
let valid33 = false;
const _errs93 = errors;
if(typeof data24 !== "string"){
const err58 = {instancePath:instancePath+"/props/blocks/" + i0+"/items/" + i1,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/2/properties/items/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid12 = _errs93 === errors;
valid33 = valid33 || _valid12;
const _errs95 = errors;
if(!(validate78(data24, {instancePath:instancePath+"/props/blocks/" + i0+"/items/" + i1,parentData:data23,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid12 = _errs95 === errors;
valid33 = valid33 || _valid12;
if(!valid33){
const err59 = {instancePath:instancePath+"/props/blocks/" + i0+"/items/" + i1,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/2/properties/items/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
else {
errors = _errs92;
if(vErrors !== null){
if(_errs92){
vErrors.length = _errs92;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err60 = {instancePath:instancePath+"/props/blocks/" + i0+"/items",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/2/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
var _valid9 = _errs83 === errors;
if(_valid9 && valid25){
valid25 = false;
passing0 = [passing0, 2];
}
else {
if(_valid9){
valid25 = true;
passing0 = 2;
if(props4 !== true){
props4 = true;
}
}
const _errs96 = errors;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.kind === undefined){
const err62 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data15.rows === undefined){
const err63 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
for(const key6 in data15){
if(!((key6 === "kind") || (key6 === "rows"))){
const err64 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data15.kind !== undefined){
if("definitions" !== data15.kind){
const err65 = {instancePath:instancePath+"/props/blocks/" + i0+"/kind",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/properties/kind/const",keyword:"const",params:{allowedValue: "definitions"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data15.rows !== undefined){
let data26 = data15.rows;
if(Array.isArray(data26)){
if(data26.length < 1){
const err66 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/properties/rows/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const len2 = data26.length;
for(let i2=0; i2<len2; i2++){
let data27 = data26[i2];
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(data27.term === undefined){
const err67 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/properties/rows/items/required",keyword:"required",params:{missingProperty: "term"},message:"must have required property '"+"term"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data27.detail === undefined){
const err68 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/properties/rows/items/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
for(const key7 in data27){
if(!((key7 === "term") || (key7 === "detail"))){
const err69 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/properties/rows/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data27.term !== undefined){
let data28 = data27.term;
const _errs106 = errors;
let valid38 = false;
const _errs107 = errors;
if(typeof data28 !== "string"){
const err70 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2+"/term",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/properties/rows/items/properties/term/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid13 = _errs107 === errors;
valid38 = valid38 || _valid13;
const _errs109 = errors;
if(!(validate78(data28, {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2+"/term",parentData:data27,parentDataProperty:"term",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid13 = _errs109 === errors;
valid38 = valid38 || _valid13;
if(!valid38){
const err71 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2+"/term",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/properties/rows/items/properties/term/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs106;
if(vErrors !== null){
if(_errs106){
vErrors.length = _errs106;
}
else {
vErrors = null;
}
}
}
}
if(data27.detail !== undefined){
let data29 = data27.detail;
const _errs111 = errors;
let valid39 = false;
const _errs112 = errors;
if(typeof data29 !== "string"){
const err72 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2+"/detail",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/properties/rows/items/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
var _valid14 = _errs112 === errors;
valid39 = valid39 || _valid14;
const _errs114 = errors;
if(!(validate78(data29, {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2+"/detail",parentData:data27,parentDataProperty:"detail",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid14 = _errs114 === errors;
valid39 = valid39 || _valid14;
if(!valid39){
const err73 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2+"/detail",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/properties/rows/items/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
else {
errors = _errs111;
if(vErrors !== null){
if(_errs111){
vErrors.length = _errs111;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err74 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows/" + i2,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err75 = {instancePath:instancePath+"/props/blocks/" + i0+"/rows",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
else {
const err76 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf/3/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid9 = _errs96 === errors;
if(_valid9 && valid25){
valid25 = false;
passing0 = [passing0, 3];
}
else {
if(_valid9){
valid25 = true;
passing0 = 3;
if(props4 !== true){
props4 = true;
}
}
}
}
}
if(!valid25){
const err77 = {instancePath:instancePath+"/props/blocks/" + i0,schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
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
}
else {
const err78 = {instancePath:instancePath+"/props/blocks",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid8 = _errs60 === errors;
valid22 = valid22 || _valid8;
const _errs115 = errors;
if(typeof data14 === "string"){
if(!pattern5.test(data14)){
const err79 = {instancePath:instancePath+"/props/blocks",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
else {
const err80 = {instancePath:instancePath+"/props/blocks",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
var _valid8 = _errs115 === errors;
valid22 = valid22 || _valid8;
if(!valid22){
const err81 = {instancePath:instancePath+"/props/blocks",schemaPath:"#/allOf/1/then/properties/props/properties/blocks/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
else {
errors = _errs59;
if(vErrors !== null){
if(_errs59){
vErrors.length = _errs59;
}
else {
vErrors = null;
}
}
}
}
if(data13.surface !== undefined){
let data30 = data13.surface;
const _errs119 = errors;
let valid41 = false;
const _errs120 = errors;
if(!((data30 === "card") || (data30 === "none"))){
const err82 = {instancePath:instancePath+"/props/surface",schemaPath:"../widgets/Article.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema92.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
var _valid15 = _errs120 === errors;
valid41 = valid41 || _valid15;
const _errs122 = errors;
if(typeof data30 === "string"){
if(!pattern5.test(data30)){
const err83 = {instancePath:instancePath+"/props/surface",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
else {
const err84 = {instancePath:instancePath+"/props/surface",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid15 = _errs122 === errors;
valid41 = valid41 || _valid15;
if(!valid41){
const err85 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/1/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
else {
errors = _errs119;
if(vErrors !== null){
if(_errs119){
vErrors.length = _errs119;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err86 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/1/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.on !== undefined){
let data31 = data.on;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
for(const key8 in data31){
const err87 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/1/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/1/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data.children !== undefined){
const err89 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/1/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
if(data.bind !== undefined){
const err90 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/1/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
var _valid7 = _errs53 === errors;
valid18 = _valid7;
if(valid18){
var props9 = {};
props9.type = true;
props9.props = true;
props9.on = true;
props9.children = true;
props9.bind = true;
}
}
if(!valid18){
const err91 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(props2 !== true && props9 !== undefined){
if(props9 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props9);
}
}
const _errs129 = errors;
let valid44 = true;
const _errs130 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing2;
if((data.type === undefined) && (missing2 = "type")){
const err92 = {};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
else {
if(data.type !== undefined){
if("Barcode" !== data.type){
const err93 = {};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
}
}
var _valid16 = _errs130 === errors;
errors = _errs129;
if(vErrors !== null){
if(_errs129){
vErrors.length = _errs129;
}
else {
vErrors = null;
}
}
if(_valid16){
const _errs132 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err94 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data.type !== undefined){
if("Barcode" !== data.type){
const err95 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/2/then/properties/type/const",keyword:"const",params:{allowedValue: "Barcode"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
if(data.props !== undefined){
let data36 = data.props;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.value === undefined){
const err96 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
for(const key9 in data36){
if(!((((key9 === "value") || (key9 === "label")) || (key9 === "height")) || (key9 === "showText"))){
const err97 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
}
if(data36.value !== undefined){
let data37 = data36.value;
const _errs138 = errors;
let valid48 = false;
const _errs139 = errors;
const _errs140 = errors;
let valid49 = false;
const _errs141 = errors;
if(typeof data37 === "string"){
if(func2(data37) > 80){
const err98 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/2/then/properties/props/properties/value/anyOf/0/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 80},message:"must NOT have more than 80 characters"};
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
const err99 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/2/then/properties/props/properties/value/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
var _valid18 = _errs141 === errors;
valid49 = valid49 || _valid18;
const _errs143 = errors;
if(!(validate78(data37, {instancePath:instancePath+"/props/value",parentData:data36,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid18 = _errs143 === errors;
valid49 = valid49 || _valid18;
if(!valid49){
const err100 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/2/then/properties/props/properties/value/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
else {
errors = _errs140;
if(vErrors !== null){
if(_errs140){
vErrors.length = _errs140;
}
else {
vErrors = null;
}
}
}
var _valid17 = _errs139 === errors;
valid48 = valid48 || _valid17;
const _errs144 = errors;
if(typeof data37 === "string"){
if(!pattern5.test(data37)){
const err101 = {instancePath:instancePath+"/props/value",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err102 = {instancePath:instancePath+"/props/value",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
var _valid17 = _errs144 === errors;
valid48 = valid48 || _valid17;
if(!valid48){
const err103 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/2/then/properties/props/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
else {
errors = _errs138;
if(vErrors !== null){
if(_errs138){
vErrors.length = _errs138;
}
else {
vErrors = null;
}
}
}
}
if(data36.label !== undefined){
let data38 = data36.label;
const _errs148 = errors;
let valid51 = false;
const _errs149 = errors;
const _errs150 = errors;
let valid52 = false;
const _errs151 = errors;
if(typeof data38 === "string"){
if(func2(data38) < 1){
const err104 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/2/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err105 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/2/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
var _valid20 = _errs151 === errors;
valid52 = valid52 || _valid20;
const _errs153 = errors;
if(!(validate78(data38, {instancePath:instancePath+"/props/label",parentData:data36,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid20 = _errs153 === errors;
valid52 = valid52 || _valid20;
if(!valid52){
const err106 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/2/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
else {
errors = _errs150;
if(vErrors !== null){
if(_errs150){
vErrors.length = _errs150;
}
else {
vErrors = null;
}
}
}
var _valid19 = _errs149 === errors;
valid51 = valid51 || _valid19;
const _errs154 = errors;
if(typeof data38 === "string"){
if(!pattern5.test(data38)){
const err107 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
else {
const err108 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
var _valid19 = _errs154 === errors;
valid51 = valid51 || _valid19;
if(!valid51){
const err109 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/2/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
else {
errors = _errs148;
if(vErrors !== null){
if(_errs148){
vErrors.length = _errs148;
}
else {
vErrors = null;
}
}
}
}
if(data36.height !== undefined){
let data39 = data36.height;
const _errs158 = errors;
let valid54 = false;
const _errs159 = errors;
if(!(((typeof data39 == "number") && (!(data39 % 1) && !isNaN(data39))) && (isFinite(data39)))){
const err110 = {instancePath:instancePath+"/props/height",schemaPath:"../widgets/Barcode.schema.json#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if((typeof data39 == "number") && (isFinite(data39))){
if(data39 > 200 || isNaN(data39)){
const err111 = {instancePath:instancePath+"/props/height",schemaPath:"../widgets/Barcode.schema.json#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 200},message:"must be <= 200"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(data39 < 40 || isNaN(data39)){
const err112 = {instancePath:instancePath+"/props/height",schemaPath:"../widgets/Barcode.schema.json#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 40},message:"must be >= 40"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
var _valid21 = _errs159 === errors;
valid54 = valid54 || _valid21;
const _errs162 = errors;
if(typeof data39 === "string"){
if(!pattern5.test(data39)){
const err113 = {instancePath:instancePath+"/props/height",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err114 = {instancePath:instancePath+"/props/height",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid21 = _errs162 === errors;
valid54 = valid54 || _valid21;
if(!valid54){
const err115 = {instancePath:instancePath+"/props/height",schemaPath:"#/allOf/2/then/properties/props/properties/height/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
else {
errors = _errs158;
if(vErrors !== null){
if(_errs158){
vErrors.length = _errs158;
}
else {
vErrors = null;
}
}
}
}
if(data36.showText !== undefined){
let data40 = data36.showText;
const _errs166 = errors;
let valid57 = false;
const _errs167 = errors;
if(typeof data40 !== "boolean"){
const err116 = {instancePath:instancePath+"/props/showText",schemaPath:"../widgets/Barcode.schema.json#/properties/showText/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var _valid22 = _errs167 === errors;
valid57 = valid57 || _valid22;
const _errs170 = errors;
if(typeof data40 === "string"){
if(!pattern5.test(data40)){
const err117 = {instancePath:instancePath+"/props/showText",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err118 = {instancePath:instancePath+"/props/showText",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
var _valid22 = _errs170 === errors;
valid57 = valid57 || _valid22;
if(!valid57){
const err119 = {instancePath:instancePath+"/props/showText",schemaPath:"#/allOf/2/then/properties/props/properties/showText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
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
}
else {
const err120 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
if(data.on !== undefined){
let data41 = data.on;
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
for(const key10 in data41){
const err121 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/2/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties"};
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
const err122 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/2/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
if(data.children !== undefined){
const err123 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/2/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data.bind !== undefined){
const err124 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/2/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
var _valid16 = _errs132 === errors;
valid44 = _valid16;
if(valid44){
var props12 = {};
props12.type = true;
props12.props = true;
props12.on = true;
props12.children = true;
props12.bind = true;
}
}
if(!valid44){
const err125 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(props2 !== true && props12 !== undefined){
if(props12 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props12);
}
}
const _errs177 = errors;
let valid60 = true;
const _errs178 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err126 = {};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
else {
if(data.type !== undefined){
if("Button" !== data.type){
const err127 = {};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
}
var _valid23 = _errs178 === errors;
errors = _errs177;
if(vErrors !== null){
if(_errs177){
vErrors.length = _errs177;
}
else {
vErrors = null;
}
}
if(_valid23){
const _errs180 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err128 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(data.type !== undefined){
if("Button" !== data.type){
const err129 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/3/then/properties/type/const",keyword:"const",params:{allowedValue: "Button"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
if(data.props !== undefined){
let data46 = data.props;
if(data46 && typeof data46 == "object" && !Array.isArray(data46)){
if(data46.label === undefined){
const err130 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
for(const key11 in data46){
if(!(((((key11 === "label") || (key11 === "variant")) || (key11 === "hint")) || (key11 === "disabled")) || (key11 === "fullWidth"))){
const err131 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
if(data46.label !== undefined){
let data47 = data46.label;
const _errs186 = errors;
let valid64 = false;
const _errs187 = errors;
const _errs188 = errors;
let valid65 = false;
const _errs189 = errors;
if(typeof data47 === "string"){
if(func2(data47) < 1){
const err132 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/3/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
else {
const err133 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/3/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
var _valid25 = _errs189 === errors;
valid65 = valid65 || _valid25;
const _errs191 = errors;
if(!(validate78(data47, {instancePath:instancePath+"/props/label",parentData:data46,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid25 = _errs191 === errors;
valid65 = valid65 || _valid25;
if(!valid65){
const err134 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/3/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
else {
errors = _errs188;
if(vErrors !== null){
if(_errs188){
vErrors.length = _errs188;
}
else {
vErrors = null;
}
}
}
var _valid24 = _errs187 === errors;
valid64 = valid64 || _valid24;
const _errs192 = errors;
if(typeof data47 === "string"){
if(!pattern5.test(data47)){
const err135 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
else {
const err136 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var _valid24 = _errs192 === errors;
valid64 = valid64 || _valid24;
if(!valid64){
const err137 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/3/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
else {
errors = _errs186;
if(vErrors !== null){
if(_errs186){
vErrors.length = _errs186;
}
else {
vErrors = null;
}
}
}
}
if(data46.variant !== undefined){
let data48 = data46.variant;
const _errs196 = errors;
let valid67 = false;
const _errs197 = errors;
if(!((((data48 === "primary") || (data48 === "secondary")) || (data48 === "outline")) || (data48 === "text"))){
const err138 = {instancePath:instancePath+"/props/variant",schemaPath:"../widgets/Button.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema103.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid26 = _errs197 === errors;
valid67 = valid67 || _valid26;
const _errs199 = errors;
if(typeof data48 === "string"){
if(!pattern5.test(data48)){
const err139 = {instancePath:instancePath+"/props/variant",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err140 = {instancePath:instancePath+"/props/variant",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var _valid26 = _errs199 === errors;
valid67 = valid67 || _valid26;
if(!valid67){
const err141 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/3/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
else {
errors = _errs196;
if(vErrors !== null){
if(_errs196){
vErrors.length = _errs196;
}
else {
vErrors = null;
}
}
}
}
if(data46.hint !== undefined){
let data49 = data46.hint;
const _errs203 = errors;
let valid70 = false;
const _errs204 = errors;
const _errs205 = errors;
let valid71 = false;
const _errs206 = errors;
if(typeof data49 !== "string"){
const err142 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/3/then/properties/props/properties/hint/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid28 = _errs206 === errors;
valid71 = valid71 || _valid28;
const _errs208 = errors;
if(!(validate78(data49, {instancePath:instancePath+"/props/hint",parentData:data46,parentDataProperty:"hint",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid28 = _errs208 === errors;
valid71 = valid71 || _valid28;
if(!valid71){
const err143 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/3/then/properties/props/properties/hint/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
else {
errors = _errs205;
if(vErrors !== null){
if(_errs205){
vErrors.length = _errs205;
}
else {
vErrors = null;
}
}
}
var _valid27 = _errs204 === errors;
valid70 = valid70 || _valid27;
const _errs209 = errors;
if(typeof data49 === "string"){
if(!pattern5.test(data49)){
const err144 = {instancePath:instancePath+"/props/hint",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err145 = {instancePath:instancePath+"/props/hint",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
var _valid27 = _errs209 === errors;
valid70 = valid70 || _valid27;
if(!valid70){
const err146 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/3/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
else {
errors = _errs203;
if(vErrors !== null){
if(_errs203){
vErrors.length = _errs203;
}
else {
vErrors = null;
}
}
}
}
if(data46.disabled !== undefined){
let data50 = data46.disabled;
const _errs213 = errors;
let valid73 = false;
const _errs214 = errors;
if(typeof data50 !== "boolean"){
const err147 = {instancePath:instancePath+"/props/disabled",schemaPath:"../widgets/Button.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
var _valid29 = _errs214 === errors;
valid73 = valid73 || _valid29;
const _errs217 = errors;
if(typeof data50 === "string"){
if(!pattern5.test(data50)){
const err148 = {instancePath:instancePath+"/props/disabled",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err149 = {instancePath:instancePath+"/props/disabled",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
var _valid29 = _errs217 === errors;
valid73 = valid73 || _valid29;
if(!valid73){
const err150 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/3/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
else {
errors = _errs213;
if(vErrors !== null){
if(_errs213){
vErrors.length = _errs213;
}
else {
vErrors = null;
}
}
}
}
if(data46.fullWidth !== undefined){
let data51 = data46.fullWidth;
const _errs221 = errors;
let valid76 = false;
const _errs222 = errors;
if(typeof data51 !== "boolean"){
const err151 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"../widgets/Button.schema.json#/properties/fullWidth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
var _valid30 = _errs222 === errors;
valid76 = valid76 || _valid30;
const _errs225 = errors;
if(typeof data51 === "string"){
if(!pattern5.test(data51)){
const err152 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err153 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
var _valid30 = _errs225 === errors;
valid76 = valid76 || _valid30;
if(!valid76){
const err154 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"#/allOf/3/then/properties/props/properties/fullWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
else {
errors = _errs221;
if(vErrors !== null){
if(_errs221){
vErrors.length = _errs221;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err155 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
let data52 = data.on;
if(data52 && typeof data52 == "object" && !Array.isArray(data52)){
for(const key12 in data52){
if(!(key12 === "tap")){
const err156 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/3/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
if(data52.tap !== undefined){
if(!(validate81(data52.tap, {instancePath:instancePath+"/on/tap",parentData:data52,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err157 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/3/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err158 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/3/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
if(data.bind !== undefined){
const err159 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/3/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
var _valid23 = _errs180 === errors;
valid60 = _valid23;
if(valid60){
var props15 = {};
props15.type = true;
props15.props = true;
props15.on = true;
props15.children = true;
props15.bind = true;
}
}
if(!valid60){
const err160 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
if(props2 !== true && props15 !== undefined){
if(props15 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props15);
}
}
const _errs233 = errors;
let valid80 = true;
const _errs234 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
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
if("CaptchaImage" !== data.type){
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
var _valid31 = _errs234 === errors;
errors = _errs233;
if(vErrors !== null){
if(_errs233){
vErrors.length = _errs233;
}
else {
vErrors = null;
}
}
if(_valid31){
const _errs236 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err163 = {instancePath,schemaPath:"#/allOf/4/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(data.type !== undefined){
if("CaptchaImage" !== data.type){
const err164 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/4/then/properties/type/const",keyword:"const",params:{allowedValue: "CaptchaImage"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data.props !== undefined){
let data58 = data.props;
if(data58 && typeof data58 == "object" && !Array.isArray(data58)){
if(data58.endpoint === undefined){
const err165 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/required",keyword:"required",params:{missingProperty: "endpoint"},message:"must have required property '"+"endpoint"+"'"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(data58.params === undefined){
const err166 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/required",keyword:"required",params:{missingProperty: "params"},message:"must have required property '"+"params"+"'"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data58.alt === undefined){
const err167 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
for(const key13 in data58){
if(!(((((key13 === "endpoint") || (key13 === "params")) || (key13 === "reload")) || (key13 === "timestampParam")) || (key13 === "alt"))){
const err168 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
}
if(data58.endpoint !== undefined){
let data59 = data58.endpoint;
const _errs242 = errors;
let valid84 = false;
const _errs243 = errors;
if(!(data59 === "getCaptcha")){
const err169 = {instancePath:instancePath+"/props/endpoint",schemaPath:"../widgets/CaptchaImage.schema.json#/properties/endpoint/enum",keyword:"enum",params:{allowedValues: schema111.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
var _valid32 = _errs243 === errors;
valid84 = valid84 || _valid32;
const _errs245 = errors;
if(typeof data59 === "string"){
if(!pattern5.test(data59)){
const err170 = {instancePath:instancePath+"/props/endpoint",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
}
else {
const err171 = {instancePath:instancePath+"/props/endpoint",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
var _valid32 = _errs245 === errors;
valid84 = valid84 || _valid32;
if(!valid84){
const err172 = {instancePath:instancePath+"/props/endpoint",schemaPath:"#/allOf/4/then/properties/props/properties/endpoint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
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
if(data58.params !== undefined){
let data60 = data58.params;
const _errs249 = errors;
let valid87 = false;
const _errs250 = errors;
if(data60 && typeof data60 == "object" && !Array.isArray(data60)){
for(const key14 in data60){
let data61 = data60[key14];
const _errs254 = errors;
let valid89 = false;
const _errs255 = errors;
if((typeof data61 !== "string") && (!((typeof data61 == "number") && (isFinite(data61))))){
const err173 = {instancePath:instancePath+"/props/params/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/allOf/4/then/properties/props/properties/params/anyOf/0/additionalProperties/anyOf/0/type",keyword:"type",params:{type: schema78.allOf[4].then.properties.props.properties.params.anyOf[0].additionalProperties.anyOf[0].type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
var _valid34 = _errs255 === errors;
valid89 = valid89 || _valid34;
const _errs257 = errors;
if(!(validate78(data61, {instancePath:instancePath+"/props/params/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data60,parentDataProperty:key14,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid34 = _errs257 === errors;
valid89 = valid89 || _valid34;
if(!valid89){
const err174 = {instancePath:instancePath+"/props/params/" + key14.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/allOf/4/then/properties/props/properties/params/anyOf/0/additionalProperties/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
else {
errors = _errs254;
if(vErrors !== null){
if(_errs254){
vErrors.length = _errs254;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err175 = {instancePath:instancePath+"/props/params",schemaPath:"#/allOf/4/then/properties/props/properties/params/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
var _valid33 = _errs250 === errors;
valid87 = valid87 || _valid33;
const _errs258 = errors;
if(typeof data60 === "string"){
if(!pattern5.test(data60)){
const err176 = {instancePath:instancePath+"/props/params",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
}
else {
const err177 = {instancePath:instancePath+"/props/params",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
var _valid33 = _errs258 === errors;
valid87 = valid87 || _valid33;
if(!valid87){
const err178 = {instancePath:instancePath+"/props/params",schemaPath:"#/allOf/4/then/properties/props/properties/params/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
else {
errors = _errs249;
if(vErrors !== null){
if(_errs249){
vErrors.length = _errs249;
}
else {
vErrors = null;
}
}
}
}
if(data58.reload !== undefined){
let data62 = data58.reload;
const _errs262 = errors;
let valid91 = false;
const _errs263 = errors;
if(!(((typeof data62 == "number") && (!(data62 % 1) && !isNaN(data62))) && (isFinite(data62)))){
const err179 = {instancePath:instancePath+"/props/reload",schemaPath:"../widgets/CaptchaImage.schema.json#/properties/reload/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
if((typeof data62 == "number") && (isFinite(data62))){
if(data62 < 0 || isNaN(data62)){
const err180 = {instancePath:instancePath+"/props/reload",schemaPath:"../widgets/CaptchaImage.schema.json#/properties/reload/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err180];
}
else {
vErrors.push(err180);
}
errors++;
}
}
var _valid35 = _errs263 === errors;
valid91 = valid91 || _valid35;
const _errs266 = errors;
if(typeof data62 === "string"){
if(!pattern5.test(data62)){
const err181 = {instancePath:instancePath+"/props/reload",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
}
else {
const err182 = {instancePath:instancePath+"/props/reload",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
}
errors++;
}
var _valid35 = _errs266 === errors;
valid91 = valid91 || _valid35;
if(!valid91){
const err183 = {instancePath:instancePath+"/props/reload",schemaPath:"#/allOf/4/then/properties/props/properties/reload/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err183];
}
else {
vErrors.push(err183);
}
errors++;
}
else {
errors = _errs262;
if(vErrors !== null){
if(_errs262){
vErrors.length = _errs262;
}
else {
vErrors = null;
}
}
}
}
if(data58.timestampParam !== undefined){
let data63 = data58.timestampParam;
const _errs270 = errors;
let valid94 = false;
const _errs271 = errors;
const _errs272 = errors;
let valid95 = false;
const _errs273 = errors;
if(typeof data63 === "string"){
if(!pattern8.test(data63)){
const err184 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"#/allOf/4/then/properties/props/properties/timestampParam/anyOf/0/anyOf/0/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\""};
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
const err185 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"#/allOf/4/then/properties/props/properties/timestampParam/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
var _valid37 = _errs273 === errors;
valid95 = valid95 || _valid37;
const _errs275 = errors;
if(!(validate78(data63, {instancePath:instancePath+"/props/timestampParam",parentData:data58,parentDataProperty:"timestampParam",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid37 = _errs275 === errors;
valid95 = valid95 || _valid37;
if(!valid95){
const err186 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"#/allOf/4/then/properties/props/properties/timestampParam/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
else {
errors = _errs272;
if(vErrors !== null){
if(_errs272){
vErrors.length = _errs272;
}
else {
vErrors = null;
}
}
}
var _valid36 = _errs271 === errors;
valid94 = valid94 || _valid36;
const _errs276 = errors;
if(typeof data63 === "string"){
if(!pattern5.test(data63)){
const err187 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
}
errors++;
}
}
else {
const err188 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err188];
}
else {
vErrors.push(err188);
}
errors++;
}
var _valid36 = _errs276 === errors;
valid94 = valid94 || _valid36;
if(!valid94){
const err189 = {instancePath:instancePath+"/props/timestampParam",schemaPath:"#/allOf/4/then/properties/props/properties/timestampParam/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
else {
errors = _errs270;
if(vErrors !== null){
if(_errs270){
vErrors.length = _errs270;
}
else {
vErrors = null;
}
}
}
}
if(data58.alt !== undefined){
let data64 = data58.alt;
const _errs280 = errors;
let valid97 = false;
const _errs281 = errors;
const _errs282 = errors;
let valid98 = false;
const _errs283 = errors;
if(typeof data64 === "string"){
if(func2(data64) < 1){
const err190 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/4/then/properties/props/properties/alt/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err190];
}
else {
vErrors.push(err190);
}
errors++;
}
}
else {
const err191 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/4/then/properties/props/properties/alt/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
var _valid39 = _errs283 === errors;
valid98 = valid98 || _valid39;
const _errs285 = errors;
if(!(validate78(data64, {instancePath:instancePath+"/props/alt",parentData:data58,parentDataProperty:"alt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid39 = _errs285 === errors;
valid98 = valid98 || _valid39;
if(!valid98){
const err192 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/4/then/properties/props/properties/alt/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
}
errors++;
}
else {
errors = _errs282;
if(vErrors !== null){
if(_errs282){
vErrors.length = _errs282;
}
else {
vErrors = null;
}
}
}
var _valid38 = _errs281 === errors;
valid97 = valid97 || _valid38;
const _errs286 = errors;
if(typeof data64 === "string"){
if(!pattern5.test(data64)){
const err193 = {instancePath:instancePath+"/props/alt",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err194 = {instancePath:instancePath+"/props/alt",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
var _valid38 = _errs286 === errors;
valid97 = valid97 || _valid38;
if(!valid97){
const err195 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/4/then/properties/props/properties/alt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err195];
}
else {
vErrors.push(err195);
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
}
else {
const err196 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
}
if(data.on !== undefined){
let data65 = data.on;
if(data65 && typeof data65 == "object" && !Array.isArray(data65)){
for(const key15 in data65){
if(!(key15 === "refresh")){
const err197 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/4/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
}
errors++;
}
}
if(data65.refresh !== undefined){
if(!(validate81(data65.refresh, {instancePath:instancePath+"/on/refresh",parentData:data65,parentDataProperty:"refresh",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err198 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/4/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err198];
}
else {
vErrors.push(err198);
}
errors++;
}
}
if(data.children !== undefined){
const err199 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/4/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
if(data.bind !== undefined){
const err200 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/4/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err200];
}
else {
vErrors.push(err200);
}
errors++;
}
}
var _valid31 = _errs236 === errors;
valid80 = _valid31;
if(valid80){
var props20 = {};
props20.type = true;
props20.props = true;
props20.on = true;
props20.children = true;
props20.bind = true;
}
}
if(!valid80){
const err201 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
if(props2 !== true && props20 !== undefined){
if(props20 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props20);
}
}
const _errs294 = errors;
let valid101 = true;
const _errs295 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.type === undefined) && (missing5 = "type")){
const err202 = {};
if(vErrors === null){
vErrors = [err202];
}
else {
vErrors.push(err202);
}
errors++;
}
else {
if(data.type !== undefined){
if("ChannelPicker" !== data.type){
const err203 = {};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
}
}
var _valid40 = _errs295 === errors;
errors = _errs294;
if(vErrors !== null){
if(_errs294){
vErrors.length = _errs294;
}
else {
vErrors = null;
}
}
if(_valid40){
const _errs297 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err204 = {instancePath,schemaPath:"#/allOf/5/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
if(data.type !== undefined){
if("ChannelPicker" !== data.type){
const err205 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/5/then/properties/type/const",keyword:"const",params:{allowedValue: "ChannelPicker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
if(data.props !== undefined){
let data71 = data.props;
if(data71 && typeof data71 == "object" && !Array.isArray(data71)){
if(data71.label === undefined){
const err206 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
if(data71.choices === undefined){
const err207 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/required",keyword:"required",params:{missingProperty: "choices"},message:"must have required property '"+"choices"+"'"};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
}
errors++;
}
for(const key16 in data71){
if(!(func1.call(schema78.allOf[5].then.properties.props.properties, key16))){
const err208 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data71.label !== undefined){
let data72 = data71.label;
const _errs303 = errors;
let valid105 = false;
const _errs304 = errors;
const _errs305 = errors;
let valid106 = false;
const _errs306 = errors;
if(typeof data72 === "string"){
if(func2(data72) < 1){
const err209 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/5/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
else {
const err210 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/5/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
var _valid42 = _errs306 === errors;
valid106 = valid106 || _valid42;
const _errs308 = errors;
if(!(validate78(data72, {instancePath:instancePath+"/props/label",parentData:data71,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid42 = _errs308 === errors;
valid106 = valid106 || _valid42;
if(!valid106){
const err211 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/5/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
else {
errors = _errs305;
if(vErrors !== null){
if(_errs305){
vErrors.length = _errs305;
}
else {
vErrors = null;
}
}
}
var _valid41 = _errs304 === errors;
valid105 = valid105 || _valid41;
const _errs309 = errors;
if(typeof data72 === "string"){
if(!pattern5.test(data72)){
const err212 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err213 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
var _valid41 = _errs309 === errors;
valid105 = valid105 || _valid41;
if(!valid105){
const err214 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/5/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
else {
errors = _errs303;
if(vErrors !== null){
if(_errs303){
vErrors.length = _errs303;
}
else {
vErrors = null;
}
}
}
}
if(data71.title !== undefined){
let data73 = data71.title;
const _errs313 = errors;
let valid108 = false;
const _errs314 = errors;
const _errs315 = errors;
let valid109 = false;
const _errs316 = errors;
if(typeof data73 !== "string"){
const err215 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/5/then/properties/props/properties/title/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
var _valid44 = _errs316 === errors;
valid109 = valid109 || _valid44;
const _errs318 = errors;
if(!(validate78(data73, {instancePath:instancePath+"/props/title",parentData:data71,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid44 = _errs318 === errors;
valid109 = valid109 || _valid44;
if(!valid109){
const err216 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/5/then/properties/props/properties/title/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
else {
errors = _errs315;
if(vErrors !== null){
if(_errs315){
vErrors.length = _errs315;
}
else {
vErrors = null;
}
}
}
var _valid43 = _errs314 === errors;
valid108 = valid108 || _valid43;
const _errs319 = errors;
if(typeof data73 === "string"){
if(!pattern5.test(data73)){
const err217 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
}
else {
const err218 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
var _valid43 = _errs319 === errors;
valid108 = valid108 || _valid43;
if(!valid108){
const err219 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/5/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
else {
errors = _errs313;
if(vErrors !== null){
if(_errs313){
vErrors.length = _errs313;
}
else {
vErrors = null;
}
}
}
}
if(data71.choices !== undefined){
let data74 = data71.choices;
const _errs323 = errors;
let valid111 = false;
const _errs324 = errors;
if(Array.isArray(data74)){
const len3 = data74.length;
for(let i3=0; i3<len3; i3++){
let data75 = data74[i3];
if(data75 && typeof data75 == "object" && !Array.isArray(data75)){
if(data75.name !== undefined){
let data76 = data75.name;
const _errs330 = errors;
let valid115 = false;
const _errs331 = errors;
if((typeof data76 !== "string") && (!((typeof data76 == "number") && (isFinite(data76))))){
const err220 = {instancePath:instancePath+"/props/choices/" + i3+"/name",schemaPath:"#/allOf/5/then/properties/props/properties/choices/anyOf/0/items/properties/name/anyOf/0/type",keyword:"type",params:{type: schema78.allOf[5].then.properties.props.properties.choices.anyOf[0].items.properties.name.anyOf[0].type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err220];
}
else {
vErrors.push(err220);
}
errors++;
}
var _valid46 = _errs331 === errors;
valid115 = valid115 || _valid46;
const _errs333 = errors;
if(!(validate78(data76, {instancePath:instancePath+"/props/choices/" + i3+"/name",parentData:data75,parentDataProperty:"name",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid46 = _errs333 === errors;
valid115 = valid115 || _valid46;
if(!valid115){
const err221 = {instancePath:instancePath+"/props/choices/" + i3+"/name",schemaPath:"#/allOf/5/then/properties/props/properties/choices/anyOf/0/items/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
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
if(data75.logo !== undefined){
let data77 = data75.logo;
const _errs335 = errors;
let valid116 = false;
const _errs336 = errors;
if(typeof data77 !== "string"){
const err222 = {instancePath:instancePath+"/props/choices/" + i3+"/logo",schemaPath:"#/allOf/5/then/properties/props/properties/choices/anyOf/0/items/properties/logo/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
}
errors++;
}
var _valid47 = _errs336 === errors;
valid116 = valid116 || _valid47;
const _errs338 = errors;
if(!(validate78(data77, {instancePath:instancePath+"/props/choices/" + i3+"/logo",parentData:data75,parentDataProperty:"logo",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid47 = _errs338 === errors;
valid116 = valid116 || _valid47;
if(!valid116){
const err223 = {instancePath:instancePath+"/props/choices/" + i3+"/logo",schemaPath:"#/allOf/5/then/properties/props/properties/choices/anyOf/0/items/properties/logo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
else {
errors = _errs335;
if(vErrors !== null){
if(_errs335){
vErrors.length = _errs335;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err224 = {instancePath:instancePath+"/props/choices/" + i3,schemaPath:"#/allOf/5/then/properties/props/properties/choices/anyOf/0/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err225 = {instancePath:instancePath+"/props/choices",schemaPath:"#/allOf/5/then/properties/props/properties/choices/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err225];
}
else {
vErrors.push(err225);
}
errors++;
}
var _valid45 = _errs324 === errors;
valid111 = valid111 || _valid45;
const _errs339 = errors;
if(typeof data74 === "string"){
if(!pattern5.test(data74)){
const err226 = {instancePath:instancePath+"/props/choices",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
}
else {
const err227 = {instancePath:instancePath+"/props/choices",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err227];
}
else {
vErrors.push(err227);
}
errors++;
}
var _valid45 = _errs339 === errors;
valid111 = valid111 || _valid45;
if(!valid111){
const err228 = {instancePath:instancePath+"/props/choices",schemaPath:"#/allOf/5/then/properties/props/properties/choices/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
else {
errors = _errs323;
if(vErrors !== null){
if(_errs323){
vErrors.length = _errs323;
}
else {
vErrors = null;
}
}
}
}
if(data71.nameKey !== undefined){
let data78 = data71.nameKey;
const _errs343 = errors;
let valid118 = false;
const _errs344 = errors;
const _errs345 = errors;
let valid119 = false;
const _errs346 = errors;
if(typeof data78 === "string"){
if(func2(data78) < 1){
const err229 = {instancePath:instancePath+"/props/nameKey",schemaPath:"#/allOf/5/then/properties/props/properties/nameKey/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err230 = {instancePath:instancePath+"/props/nameKey",schemaPath:"#/allOf/5/then/properties/props/properties/nameKey/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err230];
}
else {
vErrors.push(err230);
}
errors++;
}
var _valid49 = _errs346 === errors;
valid119 = valid119 || _valid49;
const _errs348 = errors;
if(!(validate78(data78, {instancePath:instancePath+"/props/nameKey",parentData:data71,parentDataProperty:"nameKey",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid49 = _errs348 === errors;
valid119 = valid119 || _valid49;
if(!valid119){
const err231 = {instancePath:instancePath+"/props/nameKey",schemaPath:"#/allOf/5/then/properties/props/properties/nameKey/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
else {
errors = _errs345;
if(vErrors !== null){
if(_errs345){
vErrors.length = _errs345;
}
else {
vErrors = null;
}
}
}
var _valid48 = _errs344 === errors;
valid118 = valid118 || _valid48;
const _errs349 = errors;
if(typeof data78 === "string"){
if(!pattern5.test(data78)){
const err232 = {instancePath:instancePath+"/props/nameKey",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err233 = {instancePath:instancePath+"/props/nameKey",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
var _valid48 = _errs349 === errors;
valid118 = valid118 || _valid48;
if(!valid118){
const err234 = {instancePath:instancePath+"/props/nameKey",schemaPath:"#/allOf/5/then/properties/props/properties/nameKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
}
errors++;
}
else {
errors = _errs343;
if(vErrors !== null){
if(_errs343){
vErrors.length = _errs343;
}
else {
vErrors = null;
}
}
}
}
if(data71.logoKey !== undefined){
let data79 = data71.logoKey;
const _errs353 = errors;
let valid121 = false;
const _errs354 = errors;
const _errs355 = errors;
let valid122 = false;
const _errs356 = errors;
if(typeof data79 === "string"){
if(func2(data79) < 1){
const err235 = {instancePath:instancePath+"/props/logoKey",schemaPath:"#/allOf/5/then/properties/props/properties/logoKey/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err235];
}
else {
vErrors.push(err235);
}
errors++;
}
}
else {
const err236 = {instancePath:instancePath+"/props/logoKey",schemaPath:"#/allOf/5/then/properties/props/properties/logoKey/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
var _valid51 = _errs356 === errors;
valid122 = valid122 || _valid51;
const _errs358 = errors;
if(!(validate78(data79, {instancePath:instancePath+"/props/logoKey",parentData:data71,parentDataProperty:"logoKey",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid51 = _errs358 === errors;
valid122 = valid122 || _valid51;
if(!valid122){
const err237 = {instancePath:instancePath+"/props/logoKey",schemaPath:"#/allOf/5/then/properties/props/properties/logoKey/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err237];
}
else {
vErrors.push(err237);
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
var _valid50 = _errs354 === errors;
valid121 = valid121 || _valid50;
const _errs359 = errors;
if(typeof data79 === "string"){
if(!pattern5.test(data79)){
const err238 = {instancePath:instancePath+"/props/logoKey",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
}
else {
const err239 = {instancePath:instancePath+"/props/logoKey",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
var _valid50 = _errs359 === errors;
valid121 = valid121 || _valid50;
if(!valid121){
const err240 = {instancePath:instancePath+"/props/logoKey",schemaPath:"#/allOf/5/then/properties/props/properties/logoKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
else {
errors = _errs353;
if(vErrors !== null){
if(_errs353){
vErrors.length = _errs353;
}
else {
vErrors = null;
}
}
}
}
if(data71.variant !== undefined){
let data80 = data71.variant;
const _errs363 = errors;
let valid124 = false;
const _errs364 = errors;
if(!(((data80 === "primary") || (data80 === "secondary")) || (data80 === "outline"))){
const err241 = {instancePath:instancePath+"/props/variant",schemaPath:"../widgets/ChannelPicker.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema124.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
var _valid52 = _errs364 === errors;
valid124 = valid124 || _valid52;
const _errs366 = errors;
if(typeof data80 === "string"){
if(!pattern5.test(data80)){
const err242 = {instancePath:instancePath+"/props/variant",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err243 = {instancePath:instancePath+"/props/variant",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
var _valid52 = _errs366 === errors;
valid124 = valid124 || _valid52;
if(!valid124){
const err244 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/5/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
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
if(data71.cancelLabel !== undefined){
let data81 = data71.cancelLabel;
const _errs370 = errors;
let valid127 = false;
const _errs371 = errors;
const _errs372 = errors;
let valid128 = false;
const _errs373 = errors;
if(typeof data81 === "string"){
if(func2(data81) < 1){
const err245 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/5/then/properties/props/properties/cancelLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err245];
}
else {
vErrors.push(err245);
}
errors++;
}
}
else {
const err246 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/5/then/properties/props/properties/cancelLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
var _valid54 = _errs373 === errors;
valid128 = valid128 || _valid54;
const _errs375 = errors;
if(!(validate78(data81, {instancePath:instancePath+"/props/cancelLabel",parentData:data71,parentDataProperty:"cancelLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid54 = _errs375 === errors;
valid128 = valid128 || _valid54;
if(!valid128){
const err247 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/5/then/properties/props/properties/cancelLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err247];
}
else {
vErrors.push(err247);
}
errors++;
}
else {
errors = _errs372;
if(vErrors !== null){
if(_errs372){
vErrors.length = _errs372;
}
else {
vErrors = null;
}
}
}
var _valid53 = _errs371 === errors;
valid127 = valid127 || _valid53;
const _errs376 = errors;
if(typeof data81 === "string"){
if(!pattern5.test(data81)){
const err248 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err249 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
var _valid53 = _errs376 === errors;
valid127 = valid127 || _valid53;
if(!valid127){
const err250 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/5/then/properties/props/properties/cancelLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err250];
}
else {
vErrors.push(err250);
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
if(data71.emptyText !== undefined){
let data82 = data71.emptyText;
const _errs380 = errors;
let valid130 = false;
const _errs381 = errors;
const _errs382 = errors;
let valid131 = false;
const _errs383 = errors;
if(typeof data82 === "string"){
if(func2(data82) < 1){
const err251 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/5/then/properties/props/properties/emptyText/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err252 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/5/then/properties/props/properties/emptyText/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err252];
}
else {
vErrors.push(err252);
}
errors++;
}
var _valid56 = _errs383 === errors;
valid131 = valid131 || _valid56;
const _errs385 = errors;
if(!(validate78(data82, {instancePath:instancePath+"/props/emptyText",parentData:data71,parentDataProperty:"emptyText",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid56 = _errs385 === errors;
valid131 = valid131 || _valid56;
if(!valid131){
const err253 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/5/then/properties/props/properties/emptyText/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
else {
errors = _errs382;
if(vErrors !== null){
if(_errs382){
vErrors.length = _errs382;
}
else {
vErrors = null;
}
}
}
var _valid55 = _errs381 === errors;
valid130 = valid130 || _valid55;
const _errs386 = errors;
if(typeof data82 === "string"){
if(!pattern5.test(data82)){
const err254 = {instancePath:instancePath+"/props/emptyText",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err255 = {instancePath:instancePath+"/props/emptyText",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
var _valid55 = _errs386 === errors;
valid130 = valid130 || _valid55;
if(!valid130){
const err256 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/5/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err256];
}
else {
vErrors.push(err256);
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
if(data71.disabled !== undefined){
let data83 = data71.disabled;
const _errs390 = errors;
let valid133 = false;
const _errs391 = errors;
if(typeof data83 !== "boolean"){
const err257 = {instancePath:instancePath+"/props/disabled",schemaPath:"../widgets/ChannelPicker.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
var _valid57 = _errs391 === errors;
valid133 = valid133 || _valid57;
const _errs394 = errors;
if(typeof data83 === "string"){
if(!pattern5.test(data83)){
const err258 = {instancePath:instancePath+"/props/disabled",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err259 = {instancePath:instancePath+"/props/disabled",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
var _valid57 = _errs394 === errors;
valid133 = valid133 || _valid57;
if(!valid133){
const err260 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/5/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
else {
errors = _errs390;
if(vErrors !== null){
if(_errs390){
vErrors.length = _errs390;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err261 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
}
if(data.on !== undefined){
let data84 = data.on;
if(data84 && typeof data84 == "object" && !Array.isArray(data84)){
for(const key17 in data84){
if(!(key17 === "choose")){
const err262 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
}
if(data84.choose !== undefined){
if(!(validate81(data84.choose, {instancePath:instancePath+"/on/choose",parentData:data84,parentDataProperty:"choose",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err263 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data.children !== undefined){
const err264 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/5/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err264];
}
else {
vErrors.push(err264);
}
errors++;
}
if(data.bind !== undefined){
const err265 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/5/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
var _valid40 = _errs297 === errors;
valid101 = _valid40;
if(valid101){
var props29 = {};
props29.type = true;
props29.props = true;
props29.on = true;
props29.children = true;
props29.bind = true;
}
}
if(!valid101){
const err266 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
if(props2 !== true && props29 !== undefined){
if(props29 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props29);
}
}
const _errs402 = errors;
let valid137 = true;
const _errs403 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
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
if("Checkbox" !== data.type){
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
var _valid58 = _errs403 === errors;
errors = _errs402;
if(vErrors !== null){
if(_errs402){
vErrors.length = _errs402;
}
else {
vErrors = null;
}
}
if(_valid58){
const _errs405 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err269 = {instancePath,schemaPath:"#/allOf/6/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
if(data.type !== undefined){
if("Checkbox" !== data.type){
const err270 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/6/then/properties/type/const",keyword:"const",params:{allowedValue: "Checkbox"},message:"must be equal to constant"};
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
let data90 = data.props;
if(data90 && typeof data90 == "object" && !Array.isArray(data90)){
if(data90.label === undefined){
const err271 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
for(const key18 in data90){
if(!(((key18 === "label") || (key18 === "links")) || (key18 === "linksLabel"))){
const err272 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
if(data90.label !== undefined){
let data91 = data90.label;
const _errs411 = errors;
let valid141 = false;
const _errs412 = errors;
const _errs413 = errors;
let valid142 = false;
const _errs414 = errors;
if(typeof data91 === "string"){
if(func2(data91) < 1){
const err273 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/6/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
}
else {
const err274 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/6/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
var _valid60 = _errs414 === errors;
valid142 = valid142 || _valid60;
const _errs416 = errors;
if(!(validate78(data91, {instancePath:instancePath+"/props/label",parentData:data90,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid60 = _errs416 === errors;
valid142 = valid142 || _valid60;
if(!valid142){
const err275 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/6/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
else {
errors = _errs413;
if(vErrors !== null){
if(_errs413){
vErrors.length = _errs413;
}
else {
vErrors = null;
}
}
}
var _valid59 = _errs412 === errors;
valid141 = valid141 || _valid59;
const _errs417 = errors;
if(typeof data91 === "string"){
if(!pattern5.test(data91)){
const err276 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err277 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
var _valid59 = _errs417 === errors;
valid141 = valid141 || _valid59;
if(!valid141){
const err278 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/6/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
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
if(data90.links !== undefined){
let data92 = data90.links;
const _errs421 = errors;
let valid144 = false;
const _errs422 = errors;
if(Array.isArray(data92)){
const len4 = data92.length;
for(let i4=0; i4<len4; i4++){
let data93 = data92[i4];
const _errs425 = errors;
let valid147 = false;
const _errs426 = errors;
if(typeof data93 !== "string"){
const err279 = {instancePath:instancePath+"/props/links/" + i4,schemaPath:"#/allOf/6/then/properties/props/properties/links/anyOf/0/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
var _valid62 = _errs426 === errors;
valid147 = valid147 || _valid62;
const _errs428 = errors;
if(!(validate78(data93, {instancePath:instancePath+"/props/links/" + i4,parentData:data92,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid62 = _errs428 === errors;
valid147 = valid147 || _valid62;
if(!valid147){
const err280 = {instancePath:instancePath+"/props/links/" + i4,schemaPath:"#/allOf/6/then/properties/props/properties/links/anyOf/0/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
else {
errors = _errs425;
if(vErrors !== null){
if(_errs425){
vErrors.length = _errs425;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err281 = {instancePath:instancePath+"/props/links",schemaPath:"#/allOf/6/then/properties/props/properties/links/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
var _valid61 = _errs422 === errors;
valid144 = valid144 || _valid61;
const _errs429 = errors;
if(typeof data92 === "string"){
if(!pattern5.test(data92)){
const err282 = {instancePath:instancePath+"/props/links",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err283 = {instancePath:instancePath+"/props/links",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
var _valid61 = _errs429 === errors;
valid144 = valid144 || _valid61;
if(!valid144){
const err284 = {instancePath:instancePath+"/props/links",schemaPath:"#/allOf/6/then/properties/props/properties/links/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err284];
}
else {
vErrors.push(err284);
}
errors++;
}
else {
errors = _errs421;
if(vErrors !== null){
if(_errs421){
vErrors.length = _errs421;
}
else {
vErrors = null;
}
}
}
}
if(data90.linksLabel !== undefined){
let data94 = data90.linksLabel;
const _errs433 = errors;
let valid149 = false;
const _errs434 = errors;
const _errs435 = errors;
let valid150 = false;
const _errs436 = errors;
if(typeof data94 === "string"){
if(func2(data94) < 1){
const err285 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"#/allOf/6/then/properties/props/properties/linksLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
}
else {
const err286 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"#/allOf/6/then/properties/props/properties/linksLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
}
errors++;
}
var _valid64 = _errs436 === errors;
valid150 = valid150 || _valid64;
const _errs438 = errors;
if(!(validate78(data94, {instancePath:instancePath+"/props/linksLabel",parentData:data90,parentDataProperty:"linksLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid64 = _errs438 === errors;
valid150 = valid150 || _valid64;
if(!valid150){
const err287 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"#/allOf/6/then/properties/props/properties/linksLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
else {
errors = _errs435;
if(vErrors !== null){
if(_errs435){
vErrors.length = _errs435;
}
else {
vErrors = null;
}
}
}
var _valid63 = _errs434 === errors;
valid149 = valid149 || _valid63;
const _errs439 = errors;
if(typeof data94 === "string"){
if(!pattern5.test(data94)){
const err288 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err289 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
var _valid63 = _errs439 === errors;
valid149 = valid149 || _valid63;
if(!valid149){
const err290 = {instancePath:instancePath+"/props/linksLabel",schemaPath:"#/allOf/6/then/properties/props/properties/linksLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
}
errors++;
}
else {
errors = _errs433;
if(vErrors !== null){
if(_errs433){
vErrors.length = _errs433;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err291 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
}
if(data.on !== undefined){
let data95 = data.on;
if(data95 && typeof data95 == "object" && !Array.isArray(data95)){
for(const key19 in data95){
if(!(key19 === "link")){
const err292 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err292];
}
else {
vErrors.push(err292);
}
errors++;
}
}
if(data95.link !== undefined){
if(!(validate81(data95.link, {instancePath:instancePath+"/on/link",parentData:data95,parentDataProperty:"link",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err293 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
}
if(data.children !== undefined){
const err294 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/6/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
}
errors++;
}
}
var _valid58 = _errs405 === errors;
valid137 = _valid58;
if(valid137){
var props33 = {};
props33.type = true;
props33.props = true;
props33.on = true;
props33.children = true;
}
}
if(!valid137){
const err295 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
if(props2 !== true && props33 !== undefined){
if(props33 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props33);
}
}
const _errs447 = errors;
let valid153 = true;
const _errs448 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.type === undefined) && (missing7 = "type")){
const err296 = {};
if(vErrors === null){
vErrors = [err296];
}
else {
vErrors.push(err296);
}
errors++;
}
else {
if(data.type !== undefined){
if("Countdown" !== data.type){
const err297 = {};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
}
}
}
var _valid65 = _errs448 === errors;
errors = _errs447;
if(vErrors !== null){
if(_errs447){
vErrors.length = _errs447;
}
else {
vErrors = null;
}
}
if(_valid65){
const _errs450 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err298 = {instancePath,schemaPath:"#/allOf/7/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
}
errors++;
}
if(data.type !== undefined){
if("Countdown" !== data.type){
const err299 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/7/then/properties/type/const",keyword:"const",params:{allowedValue: "Countdown"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
}
if(data.props !== undefined){
let data100 = data.props;
if(data100 && typeof data100 == "object" && !Array.isArray(data100)){
if(data100.label === undefined){
const err300 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
for(const key20 in data100){
if(!(((((key20 === "label") || (key20 === "countingLabel")) || (key20 === "variant")) || (key20 === "disabled")) || (key20 === "fullWidth"))){
const err301 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
}
if(data100.label !== undefined){
let data101 = data100.label;
const _errs456 = errors;
let valid157 = false;
const _errs457 = errors;
const _errs458 = errors;
let valid158 = false;
const _errs459 = errors;
if(typeof data101 === "string"){
if(func2(data101) < 1){
const err302 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/7/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err303 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/7/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
var _valid67 = _errs459 === errors;
valid158 = valid158 || _valid67;
const _errs461 = errors;
if(!(validate78(data101, {instancePath:instancePath+"/props/label",parentData:data100,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid67 = _errs461 === errors;
valid158 = valid158 || _valid67;
if(!valid158){
const err304 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/7/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err304];
}
else {
vErrors.push(err304);
}
errors++;
}
else {
errors = _errs458;
if(vErrors !== null){
if(_errs458){
vErrors.length = _errs458;
}
else {
vErrors = null;
}
}
}
var _valid66 = _errs457 === errors;
valid157 = valid157 || _valid66;
const _errs462 = errors;
if(typeof data101 === "string"){
if(!pattern5.test(data101)){
const err305 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
}
else {
const err306 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
}
errors++;
}
var _valid66 = _errs462 === errors;
valid157 = valid157 || _valid66;
if(!valid157){
const err307 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/7/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
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
if(data100.countingLabel !== undefined){
let data102 = data100.countingLabel;
const _errs466 = errors;
let valid160 = false;
const _errs467 = errors;
const _errs468 = errors;
let valid161 = false;
const _errs469 = errors;
if(typeof data102 === "string"){
if(func2(data102) < 1){
const err308 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"#/allOf/7/then/properties/props/properties/countingLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err309 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"#/allOf/7/then/properties/props/properties/countingLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
var _valid69 = _errs469 === errors;
valid161 = valid161 || _valid69;
const _errs471 = errors;
if(!(validate78(data102, {instancePath:instancePath+"/props/countingLabel",parentData:data100,parentDataProperty:"countingLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid69 = _errs471 === errors;
valid161 = valid161 || _valid69;
if(!valid161){
const err310 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"#/allOf/7/then/properties/props/properties/countingLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
else {
errors = _errs468;
if(vErrors !== null){
if(_errs468){
vErrors.length = _errs468;
}
else {
vErrors = null;
}
}
}
var _valid68 = _errs467 === errors;
valid160 = valid160 || _valid68;
const _errs472 = errors;
if(typeof data102 === "string"){
if(!pattern5.test(data102)){
const err311 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err312 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
}
errors++;
}
var _valid68 = _errs472 === errors;
valid160 = valid160 || _valid68;
if(!valid160){
const err313 = {instancePath:instancePath+"/props/countingLabel",schemaPath:"#/allOf/7/then/properties/props/properties/countingLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
else {
errors = _errs466;
if(vErrors !== null){
if(_errs466){
vErrors.length = _errs466;
}
else {
vErrors = null;
}
}
}
}
if(data100.variant !== undefined){
let data103 = data100.variant;
const _errs476 = errors;
let valid163 = false;
const _errs477 = errors;
if(!((((data103 === "primary") || (data103 === "secondary")) || (data103 === "outline")) || (data103 === "text"))){
const err314 = {instancePath:instancePath+"/props/variant",schemaPath:"../widgets/Countdown.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema136.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
var _valid70 = _errs477 === errors;
valid163 = valid163 || _valid70;
const _errs479 = errors;
if(typeof data103 === "string"){
if(!pattern5.test(data103)){
const err315 = {instancePath:instancePath+"/props/variant",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err316 = {instancePath:instancePath+"/props/variant",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
var _valid70 = _errs479 === errors;
valid163 = valid163 || _valid70;
if(!valid163){
const err317 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/7/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
else {
errors = _errs476;
if(vErrors !== null){
if(_errs476){
vErrors.length = _errs476;
}
else {
vErrors = null;
}
}
}
}
if(data100.disabled !== undefined){
let data104 = data100.disabled;
const _errs483 = errors;
let valid166 = false;
const _errs484 = errors;
if(typeof data104 !== "boolean"){
const err318 = {instancePath:instancePath+"/props/disabled",schemaPath:"../widgets/Countdown.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
var _valid71 = _errs484 === errors;
valid166 = valid166 || _valid71;
const _errs487 = errors;
if(typeof data104 === "string"){
if(!pattern5.test(data104)){
const err319 = {instancePath:instancePath+"/props/disabled",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err320 = {instancePath:instancePath+"/props/disabled",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
var _valid71 = _errs487 === errors;
valid166 = valid166 || _valid71;
if(!valid166){
const err321 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/7/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
else {
errors = _errs483;
if(vErrors !== null){
if(_errs483){
vErrors.length = _errs483;
}
else {
vErrors = null;
}
}
}
}
if(data100.fullWidth !== undefined){
let data105 = data100.fullWidth;
const _errs491 = errors;
let valid169 = false;
const _errs492 = errors;
if(typeof data105 !== "boolean"){
const err322 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"../widgets/Countdown.schema.json#/properties/fullWidth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
}
errors++;
}
var _valid72 = _errs492 === errors;
valid169 = valid169 || _valid72;
const _errs495 = errors;
if(typeof data105 === "string"){
if(!pattern5.test(data105)){
const err323 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err324 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err324];
}
else {
vErrors.push(err324);
}
errors++;
}
var _valid72 = _errs495 === errors;
valid169 = valid169 || _valid72;
if(!valid169){
const err325 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"#/allOf/7/then/properties/props/properties/fullWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
else {
errors = _errs491;
if(vErrors !== null){
if(_errs491){
vErrors.length = _errs491;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err326 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
}
errors++;
}
}
if(data.on !== undefined){
let data106 = data.on;
if(data106 && typeof data106 == "object" && !Array.isArray(data106)){
for(const key21 in data106){
if(!((key21 === "tap") || (key21 === "blocked"))){
const err327 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err327];
}
else {
vErrors.push(err327);
}
errors++;
}
}
if(data106.tap !== undefined){
if(!(validate81(data106.tap, {instancePath:instancePath+"/on/tap",parentData:data106,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data106.blocked !== undefined){
if(!(validate81(data106.blocked, {instancePath:instancePath+"/on/blocked",parentData:data106,parentDataProperty:"blocked",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err328 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err328];
}
else {
vErrors.push(err328);
}
errors++;
}
}
if(data.children !== undefined){
const err329 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/7/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err329];
}
else {
vErrors.push(err329);
}
errors++;
}
}
var _valid65 = _errs450 === errors;
valid153 = _valid65;
if(valid153){
var props36 = {};
props36.type = true;
props36.props = true;
props36.on = true;
props36.children = true;
}
}
if(!valid153){
const err330 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
if(props2 !== true && props36 !== undefined){
if(props36 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props36);
}
}
const _errs504 = errors;
let valid173 = true;
const _errs505 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.type === undefined) && (missing8 = "type")){
const err331 = {};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
else {
if(data.type !== undefined){
if("Divider" !== data.type){
const err332 = {};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
}
errors++;
}
}
}
}
var _valid73 = _errs505 === errors;
errors = _errs504;
if(vErrors !== null){
if(_errs504){
vErrors.length = _errs504;
}
else {
vErrors = null;
}
}
if(_valid73){
const _errs507 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Divider" !== data.type){
const err333 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/8/then/properties/type/const",keyword:"const",params:{allowedValue: "Divider"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
}
if(data.props !== undefined){
let data112 = data.props;
if(data112 && typeof data112 == "object" && !Array.isArray(data112)){
for(const key22 in data112){
if(!(key22 === "spacing")){
const err334 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
if(data112.spacing !== undefined){
let data113 = data112.spacing;
const _errs513 = errors;
let valid177 = false;
const _errs514 = errors;
if(!(((typeof data113 == "number") && (!(data113 % 1) && !isNaN(data113))) && (isFinite(data113)))){
const err335 = {instancePath:instancePath+"/props/spacing",schemaPath:"../widgets/Divider.schema.json#/properties/spacing/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err335];
}
else {
vErrors.push(err335);
}
errors++;
}
if((typeof data113 == "number") && (isFinite(data113))){
if(data113 > 48 || isNaN(data113)){
const err336 = {instancePath:instancePath+"/props/spacing",schemaPath:"../widgets/Divider.schema.json#/properties/spacing/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
if(data113 < 0 || isNaN(data113)){
const err337 = {instancePath:instancePath+"/props/spacing",schemaPath:"../widgets/Divider.schema.json#/properties/spacing/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
var _valid74 = _errs514 === errors;
valid177 = valid177 || _valid74;
const _errs517 = errors;
if(typeof data113 === "string"){
if(!pattern5.test(data113)){
const err338 = {instancePath:instancePath+"/props/spacing",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err339 = {instancePath:instancePath+"/props/spacing",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err339];
}
else {
vErrors.push(err339);
}
errors++;
}
var _valid74 = _errs517 === errors;
valid177 = valid177 || _valid74;
if(!valid177){
const err340 = {instancePath:instancePath+"/props/spacing",schemaPath:"#/allOf/8/then/properties/props/properties/spacing/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
else {
errors = _errs513;
if(vErrors !== null){
if(_errs513){
vErrors.length = _errs513;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err341 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
}
if(data.on !== undefined){
let data114 = data.on;
if(data114 && typeof data114 == "object" && !Array.isArray(data114)){
for(const key23 in data114){
const err342 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties"};
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
const err343 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
}
if(data.children !== undefined){
const err344 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/8/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
if(data.bind !== undefined){
const err345 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/8/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
}
var _valid73 = _errs507 === errors;
valid173 = _valid73;
if(valid173){
var props37 = {};
props37.type = true;
props37.props = true;
props37.on = true;
props37.children = true;
props37.bind = true;
}
}
if(!valid173){
const err346 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
if(props2 !== true && props37 !== undefined){
if(props37 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props37);
}
}
const _errs524 = errors;
let valid180 = true;
const _errs525 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.type === undefined) && (missing9 = "type")){
const err347 = {};
if(vErrors === null){
vErrors = [err347];
}
else {
vErrors.push(err347);
}
errors++;
}
else {
if(data.type !== undefined){
if("DocFrame" !== data.type){
const err348 = {};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
}
}
}
var _valid75 = _errs525 === errors;
errors = _errs524;
if(vErrors !== null){
if(_errs524){
vErrors.length = _errs524;
}
else {
vErrors = null;
}
}
if(_valid75){
const _errs527 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err349 = {instancePath,schemaPath:"#/allOf/9/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err349];
}
else {
vErrors.push(err349);
}
errors++;
}
if(data.type !== undefined){
if("DocFrame" !== data.type){
const err350 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/9/then/properties/type/const",keyword:"const",params:{allowedValue: "DocFrame"},message:"must be equal to constant"};
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
let data119 = data.props;
if(data119 && typeof data119 == "object" && !Array.isArray(data119)){
if(data119.src === undefined){
const err351 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
if(data119.title === undefined){
const err352 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
for(const key24 in data119){
if(!(((((key24 === "src") || (key24 === "title")) || (key24 === "height")) || (key24 === "unavailableText")) || (key24 === "openLabel"))){
const err353 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err353];
}
else {
vErrors.push(err353);
}
errors++;
}
}
if(data119.src !== undefined){
let data120 = data119.src;
const _errs533 = errors;
let valid184 = false;
const _errs534 = errors;
const _errs535 = errors;
let valid185 = false;
const _errs536 = errors;
if(typeof data120 !== "string"){
const err354 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/9/then/properties/props/properties/src/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
var _valid77 = _errs536 === errors;
valid185 = valid185 || _valid77;
const _errs538 = errors;
if(!(validate78(data120, {instancePath:instancePath+"/props/src",parentData:data119,parentDataProperty:"src",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid77 = _errs538 === errors;
valid185 = valid185 || _valid77;
if(!valid185){
const err355 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/9/then/properties/props/properties/src/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
else {
errors = _errs535;
if(vErrors !== null){
if(_errs535){
vErrors.length = _errs535;
}
else {
vErrors = null;
}
}
}
var _valid76 = _errs534 === errors;
valid184 = valid184 || _valid76;
const _errs539 = errors;
if(typeof data120 === "string"){
if(!pattern5.test(data120)){
const err356 = {instancePath:instancePath+"/props/src",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err357 = {instancePath:instancePath+"/props/src",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
var _valid76 = _errs539 === errors;
valid184 = valid184 || _valid76;
if(!valid184){
const err358 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/9/then/properties/props/properties/src/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err358];
}
else {
vErrors.push(err358);
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
if(data119.title !== undefined){
let data121 = data119.title;
const _errs543 = errors;
let valid187 = false;
const _errs544 = errors;
const _errs545 = errors;
let valid188 = false;
const _errs546 = errors;
if(typeof data121 === "string"){
if(func2(data121) < 1){
const err359 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/9/then/properties/props/properties/title/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err360 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/9/then/properties/props/properties/title/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
var _valid79 = _errs546 === errors;
valid188 = valid188 || _valid79;
const _errs548 = errors;
if(!(validate78(data121, {instancePath:instancePath+"/props/title",parentData:data119,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid79 = _errs548 === errors;
valid188 = valid188 || _valid79;
if(!valid188){
const err361 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/9/then/properties/props/properties/title/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err361];
}
else {
vErrors.push(err361);
}
errors++;
}
else {
errors = _errs545;
if(vErrors !== null){
if(_errs545){
vErrors.length = _errs545;
}
else {
vErrors = null;
}
}
}
var _valid78 = _errs544 === errors;
valid187 = valid187 || _valid78;
const _errs549 = errors;
if(typeof data121 === "string"){
if(!pattern5.test(data121)){
const err362 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err363 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err363];
}
else {
vErrors.push(err363);
}
errors++;
}
var _valid78 = _errs549 === errors;
valid187 = valid187 || _valid78;
if(!valid187){
const err364 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/9/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
else {
errors = _errs543;
if(vErrors !== null){
if(_errs543){
vErrors.length = _errs543;
}
else {
vErrors = null;
}
}
}
}
if(data119.height !== undefined){
let data122 = data119.height;
const _errs553 = errors;
let valid190 = false;
const _errs554 = errors;
if(!(((typeof data122 == "number") && (!(data122 % 1) && !isNaN(data122))) && (isFinite(data122)))){
const err365 = {instancePath:instancePath+"/props/height",schemaPath:"../widgets/DocFrame.schema.json#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
}
errors++;
}
if((typeof data122 == "number") && (isFinite(data122))){
if(data122 > 1200 || isNaN(data122)){
const err366 = {instancePath:instancePath+"/props/height",schemaPath:"../widgets/DocFrame.schema.json#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err366];
}
else {
vErrors.push(err366);
}
errors++;
}
if(data122 < 120 || isNaN(data122)){
const err367 = {instancePath:instancePath+"/props/height",schemaPath:"../widgets/DocFrame.schema.json#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 120},message:"must be >= 120"};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
}
var _valid80 = _errs554 === errors;
valid190 = valid190 || _valid80;
const _errs557 = errors;
if(typeof data122 === "string"){
if(!pattern5.test(data122)){
const err368 = {instancePath:instancePath+"/props/height",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err368];
}
else {
vErrors.push(err368);
}
errors++;
}
}
else {
const err369 = {instancePath:instancePath+"/props/height",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
var _valid80 = _errs557 === errors;
valid190 = valid190 || _valid80;
if(!valid190){
const err370 = {instancePath:instancePath+"/props/height",schemaPath:"#/allOf/9/then/properties/props/properties/height/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
}
errors++;
}
else {
errors = _errs553;
if(vErrors !== null){
if(_errs553){
vErrors.length = _errs553;
}
else {
vErrors = null;
}
}
}
}
if(data119.unavailableText !== undefined){
let data123 = data119.unavailableText;
const _errs561 = errors;
let valid193 = false;
const _errs562 = errors;
const _errs563 = errors;
let valid194 = false;
const _errs564 = errors;
if(typeof data123 === "string"){
if(func2(data123) < 1){
const err371 = {instancePath:instancePath+"/props/unavailableText",schemaPath:"#/allOf/9/then/properties/props/properties/unavailableText/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err372 = {instancePath:instancePath+"/props/unavailableText",schemaPath:"#/allOf/9/then/properties/props/properties/unavailableText/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
var _valid82 = _errs564 === errors;
valid194 = valid194 || _valid82;
const _errs566 = errors;
if(!(validate78(data123, {instancePath:instancePath+"/props/unavailableText",parentData:data119,parentDataProperty:"unavailableText",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid82 = _errs566 === errors;
valid194 = valid194 || _valid82;
if(!valid194){
const err373 = {instancePath:instancePath+"/props/unavailableText",schemaPath:"#/allOf/9/then/properties/props/properties/unavailableText/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
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
var _valid81 = _errs562 === errors;
valid193 = valid193 || _valid81;
const _errs567 = errors;
if(typeof data123 === "string"){
if(!pattern5.test(data123)){
const err374 = {instancePath:instancePath+"/props/unavailableText",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err375 = {instancePath:instancePath+"/props/unavailableText",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
}
errors++;
}
var _valid81 = _errs567 === errors;
valid193 = valid193 || _valid81;
if(!valid193){
const err376 = {instancePath:instancePath+"/props/unavailableText",schemaPath:"#/allOf/9/then/properties/props/properties/unavailableText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
else {
errors = _errs561;
if(vErrors !== null){
if(_errs561){
vErrors.length = _errs561;
}
else {
vErrors = null;
}
}
}
}
if(data119.openLabel !== undefined){
let data124 = data119.openLabel;
const _errs571 = errors;
let valid196 = false;
const _errs572 = errors;
const _errs573 = errors;
let valid197 = false;
const _errs574 = errors;
if(typeof data124 === "string"){
if(func2(data124) < 1){
const err377 = {instancePath:instancePath+"/props/openLabel",schemaPath:"#/allOf/9/then/properties/props/properties/openLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
else {
const err378 = {instancePath:instancePath+"/props/openLabel",schemaPath:"#/allOf/9/then/properties/props/properties/openLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
var _valid84 = _errs574 === errors;
valid197 = valid197 || _valid84;
const _errs576 = errors;
if(!(validate78(data124, {instancePath:instancePath+"/props/openLabel",parentData:data119,parentDataProperty:"openLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid84 = _errs576 === errors;
valid197 = valid197 || _valid84;
if(!valid197){
const err379 = {instancePath:instancePath+"/props/openLabel",schemaPath:"#/allOf/9/then/properties/props/properties/openLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
else {
errors = _errs573;
if(vErrors !== null){
if(_errs573){
vErrors.length = _errs573;
}
else {
vErrors = null;
}
}
}
var _valid83 = _errs572 === errors;
valid196 = valid196 || _valid83;
const _errs577 = errors;
if(typeof data124 === "string"){
if(!pattern5.test(data124)){
const err380 = {instancePath:instancePath+"/props/openLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
}
errors++;
}
}
else {
const err381 = {instancePath:instancePath+"/props/openLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
var _valid83 = _errs577 === errors;
valid196 = valid196 || _valid83;
if(!valid196){
const err382 = {instancePath:instancePath+"/props/openLabel",schemaPath:"#/allOf/9/then/properties/props/properties/openLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
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
}
else {
const err383 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
}
if(data.on !== undefined){
let data125 = data.on;
if(data125 && typeof data125 == "object" && !Array.isArray(data125)){
for(const key25 in data125){
if(!(key25 === "unavailable")){
const err384 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
if(data125.unavailable !== undefined){
if(!(validate81(data125.unavailable, {instancePath:instancePath+"/on/unavailable",parentData:data125,parentDataProperty:"unavailable",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err385 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
}
if(data.children !== undefined){
const err386 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/9/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
if(data.bind !== undefined){
const err387 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/9/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
var _valid75 = _errs527 === errors;
valid180 = _valid75;
if(valid180){
var props42 = {};
props42.type = true;
props42.props = true;
props42.on = true;
props42.children = true;
props42.bind = true;
}
}
if(!valid180){
const err388 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
if(props2 !== true && props42 !== undefined){
if(props42 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props42);
}
}
const _errs585 = errors;
let valid200 = true;
const _errs586 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.type === undefined) && (missing10 = "type")){
const err389 = {};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
else {
if(data.type !== undefined){
if("ErrorState" !== data.type){
const err390 = {};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
}
}
var _valid85 = _errs586 === errors;
errors = _errs585;
if(vErrors !== null){
if(_errs585){
vErrors.length = _errs585;
}
else {
vErrors = null;
}
}
if(_valid85){
const _errs588 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ErrorState" !== data.type){
const err391 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/10/then/properties/type/const",keyword:"const",params:{allowedValue: "ErrorState"},message:"must be equal to constant"};
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
let data131 = data.props;
if(data131 && typeof data131 == "object" && !Array.isArray(data131)){
for(const key26 in data131){
if(!(((((key26 === "title") || (key26 === "message")) || (key26 === "retryLabel")) || (key26 === "retry")) || (key26 === "image"))){
const err392 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
}
if(data131.title !== undefined){
let data132 = data131.title;
const _errs594 = errors;
let valid204 = false;
const _errs595 = errors;
const _errs596 = errors;
let valid205 = false;
const _errs597 = errors;
if(typeof data132 !== "string"){
const err393 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/10/then/properties/props/properties/title/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
var _valid87 = _errs597 === errors;
valid205 = valid205 || _valid87;
const _errs599 = errors;
if(!(validate78(data132, {instancePath:instancePath+"/props/title",parentData:data131,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid87 = _errs599 === errors;
valid205 = valid205 || _valid87;
if(!valid205){
const err394 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/10/then/properties/props/properties/title/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err394];
}
else {
vErrors.push(err394);
}
errors++;
}
else {
errors = _errs596;
if(vErrors !== null){
if(_errs596){
vErrors.length = _errs596;
}
else {
vErrors = null;
}
}
}
var _valid86 = _errs595 === errors;
valid204 = valid204 || _valid86;
const _errs600 = errors;
if(typeof data132 === "string"){
if(!pattern5.test(data132)){
const err395 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err396 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
var _valid86 = _errs600 === errors;
valid204 = valid204 || _valid86;
if(!valid204){
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
errors = _errs594;
if(vErrors !== null){
if(_errs594){
vErrors.length = _errs594;
}
else {
vErrors = null;
}
}
}
}
if(data131.message !== undefined){
let data133 = data131.message;
const _errs604 = errors;
let valid207 = false;
const _errs605 = errors;
const _errs606 = errors;
let valid208 = false;
const _errs607 = errors;
if(typeof data133 !== "string"){
const err398 = {instancePath:instancePath+"/props/message",schemaPath:"#/allOf/10/then/properties/props/properties/message/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err398];
}
else {
vErrors.push(err398);
}
errors++;
}
var _valid89 = _errs607 === errors;
valid208 = valid208 || _valid89;
const _errs609 = errors;
if(!(validate78(data133, {instancePath:instancePath+"/props/message",parentData:data131,parentDataProperty:"message",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid89 = _errs609 === errors;
valid208 = valid208 || _valid89;
if(!valid208){
const err399 = {instancePath:instancePath+"/props/message",schemaPath:"#/allOf/10/then/properties/props/properties/message/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
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
var _valid88 = _errs605 === errors;
valid207 = valid207 || _valid88;
const _errs610 = errors;
if(typeof data133 === "string"){
if(!pattern5.test(data133)){
const err400 = {instancePath:instancePath+"/props/message",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err401 = {instancePath:instancePath+"/props/message",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
var _valid88 = _errs610 === errors;
valid207 = valid207 || _valid88;
if(!valid207){
const err402 = {instancePath:instancePath+"/props/message",schemaPath:"#/allOf/10/then/properties/props/properties/message/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
else {
errors = _errs604;
if(vErrors !== null){
if(_errs604){
vErrors.length = _errs604;
}
else {
vErrors = null;
}
}
}
}
if(data131.retryLabel !== undefined){
let data134 = data131.retryLabel;
const _errs614 = errors;
let valid210 = false;
const _errs615 = errors;
const _errs616 = errors;
let valid211 = false;
const _errs617 = errors;
if(typeof data134 === "string"){
if(func2(data134) < 1){
const err403 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/10/then/properties/props/properties/retryLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err404 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/10/then/properties/props/properties/retryLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
var _valid91 = _errs617 === errors;
valid211 = valid211 || _valid91;
const _errs619 = errors;
if(!(validate78(data134, {instancePath:instancePath+"/props/retryLabel",parentData:data131,parentDataProperty:"retryLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid91 = _errs619 === errors;
valid211 = valid211 || _valid91;
if(!valid211){
const err405 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/10/then/properties/props/properties/retryLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
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
var _valid90 = _errs615 === errors;
valid210 = valid210 || _valid90;
const _errs620 = errors;
if(typeof data134 === "string"){
if(!pattern5.test(data134)){
const err406 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err407 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
var _valid90 = _errs620 === errors;
valid210 = valid210 || _valid90;
if(!valid210){
const err408 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/10/then/properties/props/properties/retryLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
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
if(data131.retry !== undefined){
let data135 = data131.retry;
const _errs624 = errors;
let valid213 = false;
const _errs625 = errors;
if(typeof data135 !== "boolean"){
const err409 = {instancePath:instancePath+"/props/retry",schemaPath:"../widgets/ErrorState.schema.json#/properties/retry/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
var _valid92 = _errs625 === errors;
valid213 = valid213 || _valid92;
const _errs628 = errors;
if(typeof data135 === "string"){
if(!pattern5.test(data135)){
const err410 = {instancePath:instancePath+"/props/retry",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
}
else {
const err411 = {instancePath:instancePath+"/props/retry",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err411];
}
else {
vErrors.push(err411);
}
errors++;
}
var _valid92 = _errs628 === errors;
valid213 = valid213 || _valid92;
if(!valid213){
const err412 = {instancePath:instancePath+"/props/retry",schemaPath:"#/allOf/10/then/properties/props/properties/retry/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
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
if(data131.image !== undefined){
let data136 = data131.image;
const _errs632 = errors;
let valid216 = false;
const _errs633 = errors;
const _errs634 = errors;
let valid217 = false;
const _errs635 = errors;
if(typeof data136 !== "string"){
const err413 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/10/then/properties/props/properties/image/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err413];
}
else {
vErrors.push(err413);
}
errors++;
}
var _valid94 = _errs635 === errors;
valid217 = valid217 || _valid94;
const _errs637 = errors;
if(!(validate78(data136, {instancePath:instancePath+"/props/image",parentData:data131,parentDataProperty:"image",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid94 = _errs637 === errors;
valid217 = valid217 || _valid94;
if(!valid217){
const err414 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/10/then/properties/props/properties/image/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
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
var _valid93 = _errs633 === errors;
valid216 = valid216 || _valid93;
const _errs638 = errors;
if(typeof data136 === "string"){
if(!pattern5.test(data136)){
const err415 = {instancePath:instancePath+"/props/image",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err416 = {instancePath:instancePath+"/props/image",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
var _valid93 = _errs638 === errors;
valid216 = valid216 || _valid93;
if(!valid216){
const err417 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/10/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
else {
errors = _errs632;
if(vErrors !== null){
if(_errs632){
vErrors.length = _errs632;
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
let data137 = data.on;
if(data137 && typeof data137 == "object" && !Array.isArray(data137)){
for(const key27 in data137){
if(!(key27 === "retry")){
const err419 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
}
if(data137.retry !== undefined){
if(!(validate81(data137.retry, {instancePath:instancePath+"/on/retry",parentData:data137,parentDataProperty:"retry",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
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
var _valid85 = _errs588 === errors;
valid200 = _valid85;
if(valid200){
var props47 = {};
props47.type = true;
props47.props = true;
props47.on = true;
props47.children = true;
props47.bind = true;
}
}
if(!valid200){
const err423 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err423];
}
else {
vErrors.push(err423);
}
errors++;
}
if(props2 !== true && props47 !== undefined){
if(props47 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props47);
}
}
const _errs646 = errors;
let valid220 = true;
const _errs647 = errors;
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
if("Grid" !== data.type){
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
var _valid95 = _errs647 === errors;
errors = _errs646;
if(vErrors !== null){
if(_errs646){
vErrors.length = _errs646;
}
else {
vErrors = null;
}
}
if(_valid95){
const _errs649 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Grid" !== data.type){
const err426 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/11/then/properties/type/const",keyword:"const",params:{allowedValue: "Grid"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err426];
}
else {
vErrors.push(err426);
}
errors++;
}
}
if(data.props !== undefined){
let data143 = data.props;
if(data143 && typeof data143 == "object" && !Array.isArray(data143)){
for(const key28 in data143){
if(!((((key28 === "minColumnWidth") || (key28 === "gap")) || (key28 === "maxColumns")) || (key28 === "template"))){
const err427 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
}
if(data143.minColumnWidth !== undefined){
let data144 = data143.minColumnWidth;
const _errs655 = errors;
let valid224 = false;
const _errs656 = errors;
if(!(((typeof data144 == "number") && (!(data144 % 1) && !isNaN(data144))) && (isFinite(data144)))){
const err428 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"../widgets/Grid.schema.json#/properties/minColumnWidth/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
if((typeof data144 == "number") && (isFinite(data144))){
if(data144 > 640 || isNaN(data144)){
const err429 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"../widgets/Grid.schema.json#/properties/minColumnWidth/maximum",keyword:"maximum",params:{comparison: "<=", limit: 640},message:"must be <= 640"};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
if(data144 < 120 || isNaN(data144)){
const err430 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"../widgets/Grid.schema.json#/properties/minColumnWidth/minimum",keyword:"minimum",params:{comparison: ">=", limit: 120},message:"must be >= 120"};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
}
errors++;
}
}
var _valid96 = _errs656 === errors;
valid224 = valid224 || _valid96;
const _errs659 = errors;
if(typeof data144 === "string"){
if(!pattern5.test(data144)){
const err431 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err432 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
var _valid96 = _errs659 === errors;
valid224 = valid224 || _valid96;
if(!valid224){
const err433 = {instancePath:instancePath+"/props/minColumnWidth",schemaPath:"#/allOf/11/then/properties/props/properties/minColumnWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
else {
errors = _errs655;
if(vErrors !== null){
if(_errs655){
vErrors.length = _errs655;
}
else {
vErrors = null;
}
}
}
}
if(data143.gap !== undefined){
let data145 = data143.gap;
const _errs663 = errors;
let valid227 = false;
const _errs664 = errors;
if(!(((typeof data145 == "number") && (!(data145 % 1) && !isNaN(data145))) && (isFinite(data145)))){
const err434 = {instancePath:instancePath+"/props/gap",schemaPath:"../widgets/Grid.schema.json#/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
if((typeof data145 == "number") && (isFinite(data145))){
if(data145 > 48 || isNaN(data145)){
const err435 = {instancePath:instancePath+"/props/gap",schemaPath:"../widgets/Grid.schema.json#/properties/gap/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
}
errors++;
}
if(data145 < 0 || isNaN(data145)){
const err436 = {instancePath:instancePath+"/props/gap",schemaPath:"../widgets/Grid.schema.json#/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
}
var _valid97 = _errs664 === errors;
valid227 = valid227 || _valid97;
const _errs667 = errors;
if(typeof data145 === "string"){
if(!pattern5.test(data145)){
const err437 = {instancePath:instancePath+"/props/gap",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err438 = {instancePath:instancePath+"/props/gap",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
var _valid97 = _errs667 === errors;
valid227 = valid227 || _valid97;
if(!valid227){
const err439 = {instancePath:instancePath+"/props/gap",schemaPath:"#/allOf/11/then/properties/props/properties/gap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
}
errors++;
}
else {
errors = _errs663;
if(vErrors !== null){
if(_errs663){
vErrors.length = _errs663;
}
else {
vErrors = null;
}
}
}
}
if(data143.maxColumns !== undefined){
let data146 = data143.maxColumns;
const _errs671 = errors;
let valid230 = false;
const _errs672 = errors;
if(!(((typeof data146 == "number") && (!(data146 % 1) && !isNaN(data146))) && (isFinite(data146)))){
const err440 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"../widgets/Grid.schema.json#/properties/maxColumns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
if((typeof data146 == "number") && (isFinite(data146))){
if(data146 > 6 || isNaN(data146)){
const err441 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"../widgets/Grid.schema.json#/properties/maxColumns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
if(data146 < 1 || isNaN(data146)){
const err442 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"../widgets/Grid.schema.json#/properties/maxColumns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
var _valid98 = _errs672 === errors;
valid230 = valid230 || _valid98;
const _errs675 = errors;
if(typeof data146 === "string"){
if(!pattern5.test(data146)){
const err443 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err444 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
}
errors++;
}
var _valid98 = _errs675 === errors;
valid230 = valid230 || _valid98;
if(!valid230){
const err445 = {instancePath:instancePath+"/props/maxColumns",schemaPath:"#/allOf/11/then/properties/props/properties/maxColumns/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
else {
errors = _errs671;
if(vErrors !== null){
if(_errs671){
vErrors.length = _errs671;
}
else {
vErrors = null;
}
}
}
}
if(data143.template !== undefined){
let data147 = data143.template;
const _errs679 = errors;
let valid233 = false;
const _errs680 = errors;
if(!((data147 === "equal") || (data147 === "main-aside"))){
const err446 = {instancePath:instancePath+"/props/template",schemaPath:"../widgets/Grid.schema.json#/properties/template/enum",keyword:"enum",params:{allowedValues: schema166.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
var _valid99 = _errs680 === errors;
valid233 = valid233 || _valid99;
const _errs682 = errors;
if(typeof data147 === "string"){
if(!pattern5.test(data147)){
const err447 = {instancePath:instancePath+"/props/template",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err448 = {instancePath:instancePath+"/props/template",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
var _valid99 = _errs682 === errors;
valid233 = valid233 || _valid99;
if(!valid233){
const err449 = {instancePath:instancePath+"/props/template",schemaPath:"#/allOf/11/then/properties/props/properties/template/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
else {
errors = _errs679;
if(vErrors !== null){
if(_errs679){
vErrors.length = _errs679;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err450 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
}
if(data.on !== undefined){
let data148 = data.on;
if(data148 && typeof data148 == "object" && !Array.isArray(data148)){
for(const key29 in data148){
const err451 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties"};
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
const err452 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
}
if(data.bind !== undefined){
const err453 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/11/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err453];
}
else {
vErrors.push(err453);
}
errors++;
}
}
var _valid95 = _errs649 === errors;
valid220 = _valid95;
if(valid220){
var props48 = {};
props48.type = true;
props48.props = true;
props48.on = true;
props48.bind = true;
}
}
if(!valid220){
const err454 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
if(props2 !== true && props48 !== undefined){
if(props48 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props48);
}
}
const _errs689 = errors;
let valid236 = true;
const _errs690 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.type === undefined) && (missing12 = "type")){
const err455 = {};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
}
errors++;
}
else {
if(data.type !== undefined){
if("Group" !== data.type){
const err456 = {};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
}
}
}
var _valid100 = _errs690 === errors;
errors = _errs689;
if(vErrors !== null){
if(_errs689){
vErrors.length = _errs689;
}
else {
vErrors = null;
}
}
if(_valid100){
const _errs692 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Group" !== data.type){
const err457 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/12/then/properties/type/const",keyword:"const",params:{allowedValue: "Group"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err457];
}
else {
vErrors.push(err457);
}
errors++;
}
}
if(data.props !== undefined){
let data152 = data.props;
if(data152 && typeof data152 == "object" && !Array.isArray(data152)){
for(const key30 in data152){
const err458 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
}
else {
const err459 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
}
if(data.on !== undefined){
let data153 = data.on;
if(data153 && typeof data153 == "object" && !Array.isArray(data153)){
for(const key31 in data153){
const err460 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties"};
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
const err461 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
}
if(data.bind !== undefined){
const err462 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/12/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
}
var _valid100 = _errs692 === errors;
valid236 = _valid100;
if(valid236){
var props49 = {};
props49.type = true;
props49.props = true;
props49.on = true;
props49.bind = true;
}
}
if(!valid236){
const err463 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
if(props2 !== true && props49 !== undefined){
if(props49 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props49);
}
}
const _errs701 = errors;
let valid239 = true;
const _errs702 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.type === undefined) && (missing13 = "type")){
const err464 = {};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
else {
if(data.type !== undefined){
if("Hero" !== data.type){
const err465 = {};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
}
}
}
var _valid101 = _errs702 === errors;
errors = _errs701;
if(vErrors !== null){
if(_errs701){
vErrors.length = _errs701;
}
else {
vErrors = null;
}
}
if(_valid101){
const _errs704 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err466 = {instancePath,schemaPath:"#/allOf/13/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err466];
}
else {
vErrors.push(err466);
}
errors++;
}
if(data.type !== undefined){
if("Hero" !== data.type){
const err467 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/13/then/properties/type/const",keyword:"const",params:{allowedValue: "Hero"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
}
if(data.props !== undefined){
let data157 = data.props;
if(data157 && typeof data157 == "object" && !Array.isArray(data157)){
if(data157.title === undefined){
const err468 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
for(const key32 in data157){
if(!(((((key32 === "eyebrow") || (key32 === "title")) || (key32 === "text")) || (key32 === "image")) || (key32 === "size"))){
const err469 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
}
if(data157.eyebrow !== undefined){
let data158 = data157.eyebrow;
const _errs710 = errors;
let valid243 = false;
const _errs711 = errors;
const _errs712 = errors;
let valid244 = false;
const _errs713 = errors;
if(typeof data158 !== "string"){
const err470 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"#/allOf/13/then/properties/props/properties/eyebrow/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
var _valid103 = _errs713 === errors;
valid244 = valid244 || _valid103;
const _errs715 = errors;
if(!(validate78(data158, {instancePath:instancePath+"/props/eyebrow",parentData:data157,parentDataProperty:"eyebrow",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid103 = _errs715 === errors;
valid244 = valid244 || _valid103;
if(!valid244){
const err471 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"#/allOf/13/then/properties/props/properties/eyebrow/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
else {
errors = _errs712;
if(vErrors !== null){
if(_errs712){
vErrors.length = _errs712;
}
else {
vErrors = null;
}
}
}
var _valid102 = _errs711 === errors;
valid243 = valid243 || _valid102;
const _errs716 = errors;
if(typeof data158 === "string"){
if(!pattern5.test(data158)){
const err472 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err473 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
var _valid102 = _errs716 === errors;
valid243 = valid243 || _valid102;
if(!valid243){
const err474 = {instancePath:instancePath+"/props/eyebrow",schemaPath:"#/allOf/13/then/properties/props/properties/eyebrow/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err474];
}
else {
vErrors.push(err474);
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
if(data157.title !== undefined){
let data159 = data157.title;
const _errs720 = errors;
let valid246 = false;
const _errs721 = errors;
const _errs722 = errors;
let valid247 = false;
const _errs723 = errors;
if(typeof data159 === "string"){
if(func2(data159) < 1){
const err475 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/13/then/properties/props/properties/title/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err476 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/13/then/properties/props/properties/title/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
var _valid105 = _errs723 === errors;
valid247 = valid247 || _valid105;
const _errs725 = errors;
if(!(validate78(data159, {instancePath:instancePath+"/props/title",parentData:data157,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid105 = _errs725 === errors;
valid247 = valid247 || _valid105;
if(!valid247){
const err477 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/13/then/properties/props/properties/title/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
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
var _valid104 = _errs721 === errors;
valid246 = valid246 || _valid104;
const _errs726 = errors;
if(typeof data159 === "string"){
if(!pattern5.test(data159)){
const err478 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err478];
}
else {
vErrors.push(err478);
}
errors++;
}
}
else {
const err479 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
var _valid104 = _errs726 === errors;
valid246 = valid246 || _valid104;
if(!valid246){
const err480 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/13/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
else {
errors = _errs720;
if(vErrors !== null){
if(_errs720){
vErrors.length = _errs720;
}
else {
vErrors = null;
}
}
}
}
if(data157.text !== undefined){
let data160 = data157.text;
const _errs730 = errors;
let valid249 = false;
const _errs731 = errors;
const _errs732 = errors;
let valid250 = false;
const _errs733 = errors;
if(typeof data160 !== "string"){
const err481 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/13/then/properties/props/properties/text/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
var _valid107 = _errs733 === errors;
valid250 = valid250 || _valid107;
const _errs735 = errors;
if(!(validate78(data160, {instancePath:instancePath+"/props/text",parentData:data157,parentDataProperty:"text",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid107 = _errs735 === errors;
valid250 = valid250 || _valid107;
if(!valid250){
const err482 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/13/then/properties/props/properties/text/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err482];
}
else {
vErrors.push(err482);
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
var _valid106 = _errs731 === errors;
valid249 = valid249 || _valid106;
const _errs736 = errors;
if(typeof data160 === "string"){
if(!pattern5.test(data160)){
const err483 = {instancePath:instancePath+"/props/text",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err484 = {instancePath:instancePath+"/props/text",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
var _valid106 = _errs736 === errors;
valid249 = valid249 || _valid106;
if(!valid249){
const err485 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/13/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
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
if(data157.image !== undefined){
let data161 = data157.image;
const _errs740 = errors;
let valid252 = false;
const _errs741 = errors;
const _errs742 = errors;
let valid253 = false;
const _errs743 = errors;
if(typeof data161 !== "string"){
const err486 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/13/then/properties/props/properties/image/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
var _valid109 = _errs743 === errors;
valid253 = valid253 || _valid109;
const _errs745 = errors;
if(!(validate78(data161, {instancePath:instancePath+"/props/image",parentData:data157,parentDataProperty:"image",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid109 = _errs745 === errors;
valid253 = valid253 || _valid109;
if(!valid253){
const err487 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/13/then/properties/props/properties/image/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err487];
}
else {
vErrors.push(err487);
}
errors++;
}
else {
errors = _errs742;
if(vErrors !== null){
if(_errs742){
vErrors.length = _errs742;
}
else {
vErrors = null;
}
}
}
var _valid108 = _errs741 === errors;
valid252 = valid252 || _valid108;
const _errs746 = errors;
if(typeof data161 === "string"){
if(!pattern5.test(data161)){
const err488 = {instancePath:instancePath+"/props/image",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err489 = {instancePath:instancePath+"/props/image",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
var _valid108 = _errs746 === errors;
valid252 = valid252 || _valid108;
if(!valid252){
const err490 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/13/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
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
if(data157.size !== undefined){
let data162 = data157.size;
const _errs750 = errors;
let valid255 = false;
const _errs751 = errors;
if(!((data162 === "large") || (data162 === "compact"))){
const err491 = {instancePath:instancePath+"/props/size",schemaPath:"../widgets/Hero.schema.json#/properties/size/enum",keyword:"enum",params:{allowedValues: schema173.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
var _valid110 = _errs751 === errors;
valid255 = valid255 || _valid110;
const _errs753 = errors;
if(typeof data162 === "string"){
if(!pattern5.test(data162)){
const err492 = {instancePath:instancePath+"/props/size",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err493 = {instancePath:instancePath+"/props/size",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
var _valid110 = _errs753 === errors;
valid255 = valid255 || _valid110;
if(!valid255){
const err494 = {instancePath:instancePath+"/props/size",schemaPath:"#/allOf/13/then/properties/props/properties/size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
else {
errors = _errs750;
if(vErrors !== null){
if(_errs750){
vErrors.length = _errs750;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err495 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
}
errors++;
}
}
if(data.on !== undefined){
let data163 = data.on;
if(data163 && typeof data163 == "object" && !Array.isArray(data163)){
for(const key33 in data163){
const err496 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties"};
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
const err497 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
}
if(data.bind !== undefined){
const err498 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/13/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
}
var _valid101 = _errs704 === errors;
valid239 = _valid101;
if(valid239){
var props54 = {};
props54.type = true;
props54.props = true;
props54.on = true;
props54.bind = true;
}
}
if(!valid239){
const err499 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
if(props2 !== true && props54 !== undefined){
if(props54 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props54);
}
}
const _errs760 = errors;
let valid258 = true;
const _errs761 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.type === undefined) && (missing14 = "type")){
const err500 = {};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
else {
if(data.type !== undefined){
if("Image" !== data.type){
const err501 = {};
if(vErrors === null){
vErrors = [err501];
}
else {
vErrors.push(err501);
}
errors++;
}
}
}
}
var _valid111 = _errs761 === errors;
errors = _errs760;
if(vErrors !== null){
if(_errs760){
vErrors.length = _errs760;
}
else {
vErrors = null;
}
}
if(_valid111){
const _errs763 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err502 = {instancePath,schemaPath:"#/allOf/14/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
if(data.type !== undefined){
if("Image" !== data.type){
const err503 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/14/then/properties/type/const",keyword:"const",params:{allowedValue: "Image"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
}
if(data.props !== undefined){
let data167 = data.props;
if(data167 && typeof data167 == "object" && !Array.isArray(data167)){
if(data167.src === undefined){
const err504 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
if(data167.alt === undefined){
const err505 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'"};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
for(const key34 in data167){
if(!(func1.call(schema78.allOf[14].then.properties.props.properties, key34))){
const err506 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
}
if(data167.src !== undefined){
let data168 = data167.src;
const _errs769 = errors;
let valid262 = false;
const _errs770 = errors;
const _errs771 = errors;
let valid263 = false;
const _errs772 = errors;
if(typeof data168 !== "string"){
const err507 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/14/then/properties/props/properties/src/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err507];
}
else {
vErrors.push(err507);
}
errors++;
}
var _valid113 = _errs772 === errors;
valid263 = valid263 || _valid113;
const _errs774 = errors;
if(!(validate78(data168, {instancePath:instancePath+"/props/src",parentData:data167,parentDataProperty:"src",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid113 = _errs774 === errors;
valid263 = valid263 || _valid113;
if(!valid263){
const err508 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/14/then/properties/props/properties/src/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
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
var _valid112 = _errs770 === errors;
valid262 = valid262 || _valid112;
const _errs775 = errors;
if(typeof data168 === "string"){
if(!pattern5.test(data168)){
const err509 = {instancePath:instancePath+"/props/src",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
}
errors++;
}
}
else {
const err510 = {instancePath:instancePath+"/props/src",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
var _valid112 = _errs775 === errors;
valid262 = valid262 || _valid112;
if(!valid262){
const err511 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/14/then/properties/props/properties/src/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
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
if(data167.alt !== undefined){
let data169 = data167.alt;
const _errs779 = errors;
let valid265 = false;
const _errs780 = errors;
const _errs781 = errors;
let valid266 = false;
const _errs782 = errors;
if(typeof data169 !== "string"){
const err512 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/14/then/properties/props/properties/alt/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
var _valid115 = _errs782 === errors;
valid266 = valid266 || _valid115;
const _errs784 = errors;
if(!(validate78(data169, {instancePath:instancePath+"/props/alt",parentData:data167,parentDataProperty:"alt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid115 = _errs784 === errors;
valid266 = valid266 || _valid115;
if(!valid266){
const err513 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/14/then/properties/props/properties/alt/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err513];
}
else {
vErrors.push(err513);
}
errors++;
}
else {
errors = _errs781;
if(vErrors !== null){
if(_errs781){
vErrors.length = _errs781;
}
else {
vErrors = null;
}
}
}
var _valid114 = _errs780 === errors;
valid265 = valid265 || _valid114;
const _errs785 = errors;
if(typeof data169 === "string"){
if(!pattern5.test(data169)){
const err514 = {instancePath:instancePath+"/props/alt",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
}
else {
const err515 = {instancePath:instancePath+"/props/alt",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
var _valid114 = _errs785 === errors;
valid265 = valid265 || _valid114;
if(!valid265){
const err516 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/14/then/properties/props/properties/alt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
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
if(data167.width !== undefined){
let data170 = data167.width;
const _errs789 = errors;
let valid268 = false;
const _errs790 = errors;
if(!(((typeof data170 == "number") && (!(data170 % 1) && !isNaN(data170))) && (isFinite(data170)))){
const err517 = {instancePath:instancePath+"/props/width",schemaPath:"../widgets/Image.schema.json#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
if((typeof data170 == "number") && (isFinite(data170))){
if(data170 > 1200 || isNaN(data170)){
const err518 = {instancePath:instancePath+"/props/width",schemaPath:"../widgets/Image.schema.json#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
if(data170 < 1 || isNaN(data170)){
const err519 = {instancePath:instancePath+"/props/width",schemaPath:"../widgets/Image.schema.json#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
}
var _valid116 = _errs790 === errors;
valid268 = valid268 || _valid116;
const _errs793 = errors;
if(typeof data170 === "string"){
if(!pattern5.test(data170)){
const err520 = {instancePath:instancePath+"/props/width",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err521 = {instancePath:instancePath+"/props/width",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
var _valid116 = _errs793 === errors;
valid268 = valid268 || _valid116;
if(!valid268){
const err522 = {instancePath:instancePath+"/props/width",schemaPath:"#/allOf/14/then/properties/props/properties/width/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
else {
errors = _errs789;
if(vErrors !== null){
if(_errs789){
vErrors.length = _errs789;
}
else {
vErrors = null;
}
}
}
}
if(data167.height !== undefined){
let data171 = data167.height;
const _errs797 = errors;
let valid271 = false;
const _errs798 = errors;
if(!(((typeof data171 == "number") && (!(data171 % 1) && !isNaN(data171))) && (isFinite(data171)))){
const err523 = {instancePath:instancePath+"/props/height",schemaPath:"../widgets/Image.schema.json#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
}
errors++;
}
if((typeof data171 == "number") && (isFinite(data171))){
if(data171 > 1200 || isNaN(data171)){
const err524 = {instancePath:instancePath+"/props/height",schemaPath:"../widgets/Image.schema.json#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200"};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
if(data171 < 1 || isNaN(data171)){
const err525 = {instancePath:instancePath+"/props/height",schemaPath:"../widgets/Image.schema.json#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err525];
}
else {
vErrors.push(err525);
}
errors++;
}
}
var _valid117 = _errs798 === errors;
valid271 = valid271 || _valid117;
const _errs801 = errors;
if(typeof data171 === "string"){
if(!pattern5.test(data171)){
const err526 = {instancePath:instancePath+"/props/height",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
}
else {
const err527 = {instancePath:instancePath+"/props/height",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
}
errors++;
}
var _valid117 = _errs801 === errors;
valid271 = valid271 || _valid117;
if(!valid271){
const err528 = {instancePath:instancePath+"/props/height",schemaPath:"#/allOf/14/then/properties/props/properties/height/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
else {
errors = _errs797;
if(vErrors !== null){
if(_errs797){
vErrors.length = _errs797;
}
else {
vErrors = null;
}
}
}
}
if(data167.radius !== undefined){
let data172 = data167.radius;
const _errs805 = errors;
let valid274 = false;
const _errs806 = errors;
if(!(((typeof data172 == "number") && (!(data172 % 1) && !isNaN(data172))) && (isFinite(data172)))){
const err529 = {instancePath:instancePath+"/props/radius",schemaPath:"../widgets/Image.schema.json#/properties/radius/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err529];
}
else {
vErrors.push(err529);
}
errors++;
}
if((typeof data172 == "number") && (isFinite(data172))){
if(data172 > 48 || isNaN(data172)){
const err530 = {instancePath:instancePath+"/props/radius",schemaPath:"../widgets/Image.schema.json#/properties/radius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
if(data172 < 0 || isNaN(data172)){
const err531 = {instancePath:instancePath+"/props/radius",schemaPath:"../widgets/Image.schema.json#/properties/radius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
}
errors++;
}
}
var _valid118 = _errs806 === errors;
valid274 = valid274 || _valid118;
const _errs809 = errors;
if(typeof data172 === "string"){
if(!pattern5.test(data172)){
const err532 = {instancePath:instancePath+"/props/radius",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
}
else {
const err533 = {instancePath:instancePath+"/props/radius",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err533];
}
else {
vErrors.push(err533);
}
errors++;
}
var _valid118 = _errs809 === errors;
valid274 = valid274 || _valid118;
if(!valid274){
const err534 = {instancePath:instancePath+"/props/radius",schemaPath:"#/allOf/14/then/properties/props/properties/radius/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
else {
errors = _errs805;
if(vErrors !== null){
if(_errs805){
vErrors.length = _errs805;
}
else {
vErrors = null;
}
}
}
}
if(data167.fit !== undefined){
let data173 = data167.fit;
const _errs813 = errors;
let valid277 = false;
const _errs814 = errors;
if(!((data173 === "cover") || (data173 === "contain"))){
const err535 = {instancePath:instancePath+"/props/fit",schemaPath:"../widgets/Image.schema.json#/properties/fit/enum",keyword:"enum",params:{allowedValues: schema184.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
var _valid119 = _errs814 === errors;
valid277 = valid277 || _valid119;
const _errs816 = errors;
if(typeof data173 === "string"){
if(!pattern5.test(data173)){
const err536 = {instancePath:instancePath+"/props/fit",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err537 = {instancePath:instancePath+"/props/fit",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
var _valid119 = _errs816 === errors;
valid277 = valid277 || _valid119;
if(!valid277){
const err538 = {instancePath:instancePath+"/props/fit",schemaPath:"#/allOf/14/then/properties/props/properties/fit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
else {
errors = _errs813;
if(vErrors !== null){
if(_errs813){
vErrors.length = _errs813;
}
else {
vErrors = null;
}
}
}
}
if(data167.guarded !== undefined){
let data174 = data167.guarded;
const _errs820 = errors;
let valid280 = false;
const _errs821 = errors;
if(typeof data174 !== "boolean"){
const err539 = {instancePath:instancePath+"/props/guarded",schemaPath:"../widgets/Image.schema.json#/properties/guarded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
var _valid120 = _errs821 === errors;
valid280 = valid280 || _valid120;
const _errs824 = errors;
if(typeof data174 === "string"){
if(!pattern5.test(data174)){
const err540 = {instancePath:instancePath+"/props/guarded",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err541 = {instancePath:instancePath+"/props/guarded",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
var _valid120 = _errs824 === errors;
valid280 = valid280 || _valid120;
if(!valid280){
const err542 = {instancePath:instancePath+"/props/guarded",schemaPath:"#/allOf/14/then/properties/props/properties/guarded/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
else {
errors = _errs820;
if(vErrors !== null){
if(_errs820){
vErrors.length = _errs820;
}
else {
vErrors = null;
}
}
}
}
if(data167.zoomable !== undefined){
let data175 = data167.zoomable;
const _errs828 = errors;
let valid283 = false;
const _errs829 = errors;
if(typeof data175 !== "boolean"){
const err543 = {instancePath:instancePath+"/props/zoomable",schemaPath:"../widgets/Image.schema.json#/properties/zoomable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err543];
}
else {
vErrors.push(err543);
}
errors++;
}
var _valid121 = _errs829 === errors;
valid283 = valid283 || _valid121;
const _errs832 = errors;
if(typeof data175 === "string"){
if(!pattern5.test(data175)){
const err544 = {instancePath:instancePath+"/props/zoomable",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err545 = {instancePath:instancePath+"/props/zoomable",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err545];
}
else {
vErrors.push(err545);
}
errors++;
}
var _valid121 = _errs832 === errors;
valid283 = valid283 || _valid121;
if(!valid283){
const err546 = {instancePath:instancePath+"/props/zoomable",schemaPath:"#/allOf/14/then/properties/props/properties/zoomable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
else {
errors = _errs828;
if(vErrors !== null){
if(_errs828){
vErrors.length = _errs828;
}
else {
vErrors = null;
}
}
}
}
if(data167.closeLabel !== undefined){
let data176 = data167.closeLabel;
const _errs836 = errors;
let valid286 = false;
const _errs837 = errors;
const _errs838 = errors;
let valid287 = false;
const _errs839 = errors;
if(typeof data176 === "string"){
if(func2(data176) < 1){
const err547 = {instancePath:instancePath+"/props/closeLabel",schemaPath:"#/allOf/14/then/properties/props/properties/closeLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
}
else {
const err548 = {instancePath:instancePath+"/props/closeLabel",schemaPath:"#/allOf/14/then/properties/props/properties/closeLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
var _valid123 = _errs839 === errors;
valid287 = valid287 || _valid123;
const _errs841 = errors;
if(!(validate78(data176, {instancePath:instancePath+"/props/closeLabel",parentData:data167,parentDataProperty:"closeLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid123 = _errs841 === errors;
valid287 = valid287 || _valid123;
if(!valid287){
const err549 = {instancePath:instancePath+"/props/closeLabel",schemaPath:"#/allOf/14/then/properties/props/properties/closeLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
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
var _valid122 = _errs837 === errors;
valid286 = valid286 || _valid122;
const _errs842 = errors;
if(typeof data176 === "string"){
if(!pattern5.test(data176)){
const err550 = {instancePath:instancePath+"/props/closeLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err551 = {instancePath:instancePath+"/props/closeLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err551];
}
else {
vErrors.push(err551);
}
errors++;
}
var _valid122 = _errs842 === errors;
valid286 = valid286 || _valid122;
if(!valid286){
const err552 = {instancePath:instancePath+"/props/closeLabel",schemaPath:"#/allOf/14/then/properties/props/properties/closeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
else {
errors = _errs836;
if(vErrors !== null){
if(_errs836){
vErrors.length = _errs836;
}
else {
vErrors = null;
}
}
}
}
if(data167.aspectRatio !== undefined){
let data177 = data167.aspectRatio;
const _errs846 = errors;
let valid289 = false;
const _errs847 = errors;
if((typeof data177 == "number") && (isFinite(data177))){
if(data177 > 10 || isNaN(data177)){
const err553 = {instancePath:instancePath+"/props/aspectRatio",schemaPath:"../widgets/Image.schema.json#/properties/aspectRatio/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
if(data177 <= 0 || isNaN(data177)){
const err554 = {instancePath:instancePath+"/props/aspectRatio",schemaPath:"../widgets/Image.schema.json#/properties/aspectRatio/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0"};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
}
else {
const err555 = {instancePath:instancePath+"/props/aspectRatio",schemaPath:"../widgets/Image.schema.json#/properties/aspectRatio/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
var _valid124 = _errs847 === errors;
valid289 = valid289 || _valid124;
const _errs850 = errors;
if(typeof data177 === "string"){
if(!pattern5.test(data177)){
const err556 = {instancePath:instancePath+"/props/aspectRatio",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err557 = {instancePath:instancePath+"/props/aspectRatio",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err557];
}
else {
vErrors.push(err557);
}
errors++;
}
var _valid124 = _errs850 === errors;
valid289 = valid289 || _valid124;
if(!valid289){
const err558 = {instancePath:instancePath+"/props/aspectRatio",schemaPath:"#/allOf/14/then/properties/props/properties/aspectRatio/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
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
if(data167.priority !== undefined){
let data178 = data167.priority;
const _errs854 = errors;
let valid292 = false;
const _errs855 = errors;
if(typeof data178 !== "boolean"){
const err559 = {instancePath:instancePath+"/props/priority",schemaPath:"../widgets/Image.schema.json#/properties/priority/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
var _valid125 = _errs855 === errors;
valid292 = valid292 || _valid125;
const _errs858 = errors;
if(typeof data178 === "string"){
if(!pattern5.test(data178)){
const err560 = {instancePath:instancePath+"/props/priority",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err561 = {instancePath:instancePath+"/props/priority",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
var _valid125 = _errs858 === errors;
valid292 = valid292 || _valid125;
if(!valid292){
const err562 = {instancePath:instancePath+"/props/priority",schemaPath:"#/allOf/14/then/properties/props/properties/priority/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
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
const err563 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
}
if(data.on !== undefined){
let data179 = data.on;
if(data179 && typeof data179 == "object" && !Array.isArray(data179)){
for(const key35 in data179){
const err564 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
}
errors++;
}
}
else {
const err565 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
}
if(data.children !== undefined){
const err566 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/14/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
if(data.bind !== undefined){
const err567 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/14/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
}
var _valid111 = _errs763 === errors;
valid258 = _valid111;
if(valid258){
var props58 = {};
props58.type = true;
props58.props = true;
props58.on = true;
props58.children = true;
props58.bind = true;
}
}
if(!valid258){
const err568 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
if(props2 !== true && props58 !== undefined){
if(props58 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props58);
}
}
const _errs865 = errors;
let valid295 = true;
const _errs866 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.type === undefined) && (missing15 = "type")){
const err569 = {};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
else {
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err570 = {};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
}
}
}
var _valid126 = _errs866 === errors;
errors = _errs865;
if(vErrors !== null){
if(_errs865){
vErrors.length = _errs865;
}
else {
vErrors = null;
}
}
if(_valid126){
const _errs868 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err571 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/15/then/properties/type/const",keyword:"const",params:{allowedValue: "ImagePicker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
}
if(data.props !== undefined){
let data184 = data.props;
if(data184 && typeof data184 == "object" && !Array.isArray(data184)){
for(const key36 in data184){
if(!(func1.call(schema78.allOf[15].then.properties.props.properties, key36))){
const err572 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
}
if(data184.max !== undefined){
let data185 = data184.max;
const _errs874 = errors;
let valid299 = false;
const _errs875 = errors;
if(!(((typeof data185 == "number") && (!(data185 % 1) && !isNaN(data185))) && (isFinite(data185)))){
const err573 = {instancePath:instancePath+"/props/max",schemaPath:"../widgets/ImagePicker.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
if((typeof data185 == "number") && (isFinite(data185))){
if(data185 > 30 || isNaN(data185)){
const err574 = {instancePath:instancePath+"/props/max",schemaPath:"../widgets/ImagePicker.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30"};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
if(data185 < 1 || isNaN(data185)){
const err575 = {instancePath:instancePath+"/props/max",schemaPath:"../widgets/ImagePicker.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
}
var _valid127 = _errs875 === errors;
valid299 = valid299 || _valid127;
const _errs878 = errors;
if(typeof data185 === "string"){
if(!pattern5.test(data185)){
const err576 = {instancePath:instancePath+"/props/max",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err577 = {instancePath:instancePath+"/props/max",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
var _valid127 = _errs878 === errors;
valid299 = valid299 || _valid127;
if(!valid299){
const err578 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/15/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
else {
errors = _errs874;
if(vErrors !== null){
if(_errs874){
vErrors.length = _errs874;
}
else {
vErrors = null;
}
}
}
}
if(data184.columns !== undefined){
let data186 = data184.columns;
const _errs882 = errors;
let valid302 = false;
const _errs883 = errors;
if(!(((typeof data186 == "number") && (!(data186 % 1) && !isNaN(data186))) && (isFinite(data186)))){
const err579 = {instancePath:instancePath+"/props/columns",schemaPath:"../widgets/ImagePicker.schema.json#/properties/columns/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
if((typeof data186 == "number") && (isFinite(data186))){
if(data186 > 6 || isNaN(data186)){
const err580 = {instancePath:instancePath+"/props/columns",schemaPath:"../widgets/ImagePicker.schema.json#/properties/columns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err580];
}
else {
vErrors.push(err580);
}
errors++;
}
if(data186 < 1 || isNaN(data186)){
const err581 = {instancePath:instancePath+"/props/columns",schemaPath:"../widgets/ImagePicker.schema.json#/properties/columns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
}
var _valid128 = _errs883 === errors;
valid302 = valid302 || _valid128;
const _errs886 = errors;
if(typeof data186 === "string"){
if(!pattern5.test(data186)){
const err582 = {instancePath:instancePath+"/props/columns",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err583 = {instancePath:instancePath+"/props/columns",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
var _valid128 = _errs886 === errors;
valid302 = valid302 || _valid128;
if(!valid302){
const err584 = {instancePath:instancePath+"/props/columns",schemaPath:"#/allOf/15/then/properties/props/properties/columns/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err584];
}
else {
vErrors.push(err584);
}
errors++;
}
else {
errors = _errs882;
if(vErrors !== null){
if(_errs882){
vErrors.length = _errs882;
}
else {
vErrors = null;
}
}
}
}
if(data184.maxBytes !== undefined){
let data187 = data184.maxBytes;
const _errs890 = errors;
let valid305 = false;
const _errs891 = errors;
if(!(((typeof data187 == "number") && (!(data187 % 1) && !isNaN(data187))) && (isFinite(data187)))){
const err585 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"../widgets/ImagePicker.schema.json#/properties/maxBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
if((typeof data187 == "number") && (isFinite(data187))){
if(data187 < 1 || isNaN(data187)){
const err586 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"../widgets/ImagePicker.schema.json#/properties/maxBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
}
var _valid129 = _errs891 === errors;
valid305 = valid305 || _valid129;
const _errs894 = errors;
if(typeof data187 === "string"){
if(!pattern5.test(data187)){
const err587 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err588 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
var _valid129 = _errs894 === errors;
valid305 = valid305 || _valid129;
if(!valid305){
const err589 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"#/allOf/15/then/properties/props/properties/maxBytes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
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
if(data184.accept !== undefined){
let data188 = data184.accept;
const _errs898 = errors;
let valid308 = false;
const _errs899 = errors;
const _errs900 = errors;
let valid309 = false;
const _errs901 = errors;
if(typeof data188 === "string"){
if(func2(data188) < 1){
const err590 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/15/then/properties/props/properties/accept/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err591 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/15/then/properties/props/properties/accept/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
var _valid131 = _errs901 === errors;
valid309 = valid309 || _valid131;
const _errs903 = errors;
if(!(validate78(data188, {instancePath:instancePath+"/props/accept",parentData:data184,parentDataProperty:"accept",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid131 = _errs903 === errors;
valid309 = valid309 || _valid131;
if(!valid309){
const err592 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/15/then/properties/props/properties/accept/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
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
var _valid130 = _errs899 === errors;
valid308 = valid308 || _valid130;
const _errs904 = errors;
if(typeof data188 === "string"){
if(!pattern5.test(data188)){
const err593 = {instancePath:instancePath+"/props/accept",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
}
else {
const err594 = {instancePath:instancePath+"/props/accept",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err594];
}
else {
vErrors.push(err594);
}
errors++;
}
var _valid130 = _errs904 === errors;
valid308 = valid308 || _valid130;
if(!valid308){
const err595 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/15/then/properties/props/properties/accept/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
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
if(data184.addLabel !== undefined){
let data189 = data184.addLabel;
const _errs908 = errors;
let valid311 = false;
const _errs909 = errors;
const _errs910 = errors;
let valid312 = false;
const _errs911 = errors;
if(typeof data189 === "string"){
if(func2(data189) < 1){
const err596 = {instancePath:instancePath+"/props/addLabel",schemaPath:"#/allOf/15/then/properties/props/properties/addLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err597 = {instancePath:instancePath+"/props/addLabel",schemaPath:"#/allOf/15/then/properties/props/properties/addLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
var _valid133 = _errs911 === errors;
valid312 = valid312 || _valid133;
const _errs913 = errors;
if(!(validate78(data189, {instancePath:instancePath+"/props/addLabel",parentData:data184,parentDataProperty:"addLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid133 = _errs913 === errors;
valid312 = valid312 || _valid133;
if(!valid312){
const err598 = {instancePath:instancePath+"/props/addLabel",schemaPath:"#/allOf/15/then/properties/props/properties/addLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
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
var _valid132 = _errs909 === errors;
valid311 = valid311 || _valid132;
const _errs914 = errors;
if(typeof data189 === "string"){
if(!pattern5.test(data189)){
const err599 = {instancePath:instancePath+"/props/addLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err600 = {instancePath:instancePath+"/props/addLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
var _valid132 = _errs914 === errors;
valid311 = valid311 || _valid132;
if(!valid311){
const err601 = {instancePath:instancePath+"/props/addLabel",schemaPath:"#/allOf/15/then/properties/props/properties/addLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data184.tooLargeMessage !== undefined){
let data190 = data184.tooLargeMessage;
const _errs918 = errors;
let valid314 = false;
const _errs919 = errors;
const _errs920 = errors;
let valid315 = false;
const _errs921 = errors;
if(typeof data190 === "string"){
if(func2(data190) < 1){
const err602 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"#/allOf/15/then/properties/props/properties/tooLargeMessage/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err603 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"#/allOf/15/then/properties/props/properties/tooLargeMessage/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
}
errors++;
}
var _valid135 = _errs921 === errors;
valid315 = valid315 || _valid135;
const _errs923 = errors;
if(!(validate78(data190, {instancePath:instancePath+"/props/tooLargeMessage",parentData:data184,parentDataProperty:"tooLargeMessage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid135 = _errs923 === errors;
valid315 = valid315 || _valid135;
if(!valid315){
const err604 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"#/allOf/15/then/properties/props/properties/tooLargeMessage/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
else {
errors = _errs920;
if(vErrors !== null){
if(_errs920){
vErrors.length = _errs920;
}
else {
vErrors = null;
}
}
}
var _valid134 = _errs919 === errors;
valid314 = valid314 || _valid134;
const _errs924 = errors;
if(typeof data190 === "string"){
if(!pattern5.test(data190)){
const err605 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err606 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
var _valid134 = _errs924 === errors;
valid314 = valid314 || _valid134;
if(!valid314){
const err607 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"#/allOf/15/then/properties/props/properties/tooLargeMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
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
if(data184.notImageMessage !== undefined){
let data191 = data184.notImageMessage;
const _errs928 = errors;
let valid317 = false;
const _errs929 = errors;
const _errs930 = errors;
let valid318 = false;
const _errs931 = errors;
if(typeof data191 === "string"){
if(func2(data191) < 1){
const err608 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"#/allOf/15/then/properties/props/properties/notImageMessage/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err609 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"#/allOf/15/then/properties/props/properties/notImageMessage/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
var _valid137 = _errs931 === errors;
valid318 = valid318 || _valid137;
const _errs933 = errors;
if(!(validate78(data191, {instancePath:instancePath+"/props/notImageMessage",parentData:data184,parentDataProperty:"notImageMessage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid137 = _errs933 === errors;
valid318 = valid318 || _valid137;
if(!valid318){
const err610 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"#/allOf/15/then/properties/props/properties/notImageMessage/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
else {
errors = _errs930;
if(vErrors !== null){
if(_errs930){
vErrors.length = _errs930;
}
else {
vErrors = null;
}
}
}
var _valid136 = _errs929 === errors;
valid317 = valid317 || _valid136;
const _errs934 = errors;
if(typeof data191 === "string"){
if(!pattern5.test(data191)){
const err611 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err612 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
var _valid136 = _errs934 === errors;
valid317 = valid317 || _valid136;
if(!valid317){
const err613 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"#/allOf/15/then/properties/props/properties/notImageMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
}
errors++;
}
else {
errors = _errs928;
if(vErrors !== null){
if(_errs928){
vErrors.length = _errs928;
}
else {
vErrors = null;
}
}
}
}
if(data184.fullMessage !== undefined){
let data192 = data184.fullMessage;
const _errs938 = errors;
let valid320 = false;
const _errs939 = errors;
const _errs940 = errors;
let valid321 = false;
const _errs941 = errors;
if(typeof data192 === "string"){
if(func2(data192) < 1){
const err614 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"#/allOf/15/then/properties/props/properties/fullMessage/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
}
else {
const err615 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"#/allOf/15/then/properties/props/properties/fullMessage/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
var _valid139 = _errs941 === errors;
valid321 = valid321 || _valid139;
const _errs943 = errors;
if(!(validate78(data192, {instancePath:instancePath+"/props/fullMessage",parentData:data184,parentDataProperty:"fullMessage",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid139 = _errs943 === errors;
valid321 = valid321 || _valid139;
if(!valid321){
const err616 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"#/allOf/15/then/properties/props/properties/fullMessage/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
else {
errors = _errs940;
if(vErrors !== null){
if(_errs940){
vErrors.length = _errs940;
}
else {
vErrors = null;
}
}
}
var _valid138 = _errs939 === errors;
valid320 = valid320 || _valid138;
const _errs944 = errors;
if(typeof data192 === "string"){
if(!pattern5.test(data192)){
const err617 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err617];
}
else {
vErrors.push(err617);
}
errors++;
}
}
else {
const err618 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
var _valid138 = _errs944 === errors;
valid320 = valid320 || _valid138;
if(!valid320){
const err619 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"#/allOf/15/then/properties/props/properties/fullMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
else {
errors = _errs938;
if(vErrors !== null){
if(_errs938){
vErrors.length = _errs938;
}
else {
vErrors = null;
}
}
}
}
if(data184.imageAlt !== undefined){
let data193 = data184.imageAlt;
const _errs948 = errors;
let valid323 = false;
const _errs949 = errors;
const _errs950 = errors;
let valid324 = false;
const _errs951 = errors;
if(typeof data193 === "string"){
if(func2(data193) < 1){
const err620 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/15/then/properties/props/properties/imageAlt/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err621 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/15/then/properties/props/properties/imageAlt/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
var _valid141 = _errs951 === errors;
valid324 = valid324 || _valid141;
const _errs953 = errors;
if(!(validate78(data193, {instancePath:instancePath+"/props/imageAlt",parentData:data184,parentDataProperty:"imageAlt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid141 = _errs953 === errors;
valid324 = valid324 || _valid141;
if(!valid324){
const err622 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/15/then/properties/props/properties/imageAlt/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err622];
}
else {
vErrors.push(err622);
}
errors++;
}
else {
errors = _errs950;
if(vErrors !== null){
if(_errs950){
vErrors.length = _errs950;
}
else {
vErrors = null;
}
}
}
var _valid140 = _errs949 === errors;
valid323 = valid323 || _valid140;
const _errs954 = errors;
if(typeof data193 === "string"){
if(!pattern5.test(data193)){
const err623 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
}
else {
const err624 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err624];
}
else {
vErrors.push(err624);
}
errors++;
}
var _valid140 = _errs954 === errors;
valid323 = valid323 || _valid140;
if(!valid323){
const err625 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/15/then/properties/props/properties/imageAlt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
else {
errors = _errs948;
if(vErrors !== null){
if(_errs948){
vErrors.length = _errs948;
}
else {
vErrors = null;
}
}
}
}
if(data184.removeLabel !== undefined){
let data194 = data184.removeLabel;
const _errs958 = errors;
let valid326 = false;
const _errs959 = errors;
const _errs960 = errors;
let valid327 = false;
const _errs961 = errors;
if(typeof data194 === "string"){
if(func2(data194) < 1){
const err626 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"#/allOf/15/then/properties/props/properties/removeLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err627 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"#/allOf/15/then/properties/props/properties/removeLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
var _valid143 = _errs961 === errors;
valid327 = valid327 || _valid143;
const _errs963 = errors;
if(!(validate78(data194, {instancePath:instancePath+"/props/removeLabel",parentData:data184,parentDataProperty:"removeLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid143 = _errs963 === errors;
valid327 = valid327 || _valid143;
if(!valid327){
const err628 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"#/allOf/15/then/properties/props/properties/removeLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err628];
}
else {
vErrors.push(err628);
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
var _valid142 = _errs959 === errors;
valid326 = valid326 || _valid142;
const _errs964 = errors;
if(typeof data194 === "string"){
if(!pattern5.test(data194)){
const err629 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
}
errors++;
}
}
else {
const err630 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
var _valid142 = _errs964 === errors;
valid326 = valid326 || _valid142;
if(!valid326){
const err631 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"#/allOf/15/then/properties/props/properties/removeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
else {
errors = _errs958;
if(vErrors !== null){
if(_errs958){
vErrors.length = _errs958;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err632 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err632];
}
else {
vErrors.push(err632);
}
errors++;
}
}
if(data.on !== undefined){
let data195 = data.on;
if(data195 && typeof data195 == "object" && !Array.isArray(data195)){
for(const key37 in data195){
if(!(((key37 === "change") || (key37 === "pick")) || (key37 === "reject"))){
const err633 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
}
if(data195.change !== undefined){
if(!(validate81(data195.change, {instancePath:instancePath+"/on/change",parentData:data195,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data195.pick !== undefined){
if(!(validate81(data195.pick, {instancePath:instancePath+"/on/pick",parentData:data195,parentDataProperty:"pick",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data195.reject !== undefined){
if(!(validate81(data195.reject, {instancePath:instancePath+"/on/reject",parentData:data195,parentDataProperty:"reject",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err634 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
}
if(data.children !== undefined){
const err635 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/15/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
}
var _valid126 = _errs868 === errors;
valid295 = _valid126;
if(valid295){
var props66 = {};
props66.type = true;
props66.props = true;
props66.on = true;
props66.children = true;
}
}
if(!valid295){
const err636 = {instancePath,schemaPath:"#/allOf/15/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err636];
}
else {
vErrors.push(err636);
}
errors++;
}
if(props2 !== true && props66 !== undefined){
if(props66 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props66);
}
}
const _errs974 = errors;
let valid330 = true;
const _errs975 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((data.type === undefined) && (missing16 = "type")){
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
if("InfoList" !== data.type){
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
var _valid144 = _errs975 === errors;
errors = _errs974;
if(vErrors !== null){
if(_errs974){
vErrors.length = _errs974;
}
else {
vErrors = null;
}
}
if(_valid144){
const _errs977 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err639 = {instancePath,schemaPath:"#/allOf/16/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
if(data.type !== undefined){
if("InfoList" !== data.type){
const err640 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/16/then/properties/type/const",keyword:"const",params:{allowedValue: "InfoList"},message:"must be equal to constant"};
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
let data202 = data.props;
if(data202 && typeof data202 == "object" && !Array.isArray(data202)){
if(data202.rows === undefined){
const err641 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err641];
}
else {
vErrors.push(err641);
}
errors++;
}
for(const key38 in data202){
if(!(func1.call(schema78.allOf[16].then.properties.props.properties, key38))){
const err642 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
}
if(data202.title !== undefined){
let data203 = data202.title;
const _errs983 = errors;
let valid334 = false;
const _errs984 = errors;
const _errs985 = errors;
let valid335 = false;
const _errs986 = errors;
if(typeof data203 !== "string"){
const err643 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/16/then/properties/props/properties/title/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
var _valid146 = _errs986 === errors;
valid335 = valid335 || _valid146;
const _errs988 = errors;
if(!(validate78(data203, {instancePath:instancePath+"/props/title",parentData:data202,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid146 = _errs988 === errors;
valid335 = valid335 || _valid146;
if(!valid335){
const err644 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/16/then/properties/props/properties/title/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err644];
}
else {
vErrors.push(err644);
}
errors++;
}
else {
errors = _errs985;
if(vErrors !== null){
if(_errs985){
vErrors.length = _errs985;
}
else {
vErrors = null;
}
}
}
var _valid145 = _errs984 === errors;
valid334 = valid334 || _valid145;
const _errs989 = errors;
if(typeof data203 === "string"){
if(!pattern5.test(data203)){
const err645 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err646 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
var _valid145 = _errs989 === errors;
valid334 = valid334 || _valid145;
if(!valid334){
const err647 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/16/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
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
if(data202.rows !== undefined){
let data204 = data202.rows;
const _errs993 = errors;
let valid337 = false;
const _errs994 = errors;
if(Array.isArray(data204)){
const len5 = data204.length;
for(let i5=0; i5<len5; i5++){
let data205 = data204[i5];
if(data205 && typeof data205 == "object" && !Array.isArray(data205)){
if(data205.text !== undefined){
let data206 = data205.text;
const _errs999 = errors;
let valid341 = false;
const _errs1000 = errors;
if((typeof data206 !== "string") && (!((typeof data206 == "number") && (isFinite(data206))))){
const err648 = {instancePath:instancePath+"/props/rows/" + i5+"/text",schemaPath:"#/allOf/16/then/properties/props/properties/rows/anyOf/0/items/properties/text/anyOf/0/type",keyword:"type",params:{type: schema78.allOf[16].then.properties.props.properties.rows.anyOf[0].items.properties.text.anyOf[0].type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err648];
}
else {
vErrors.push(err648);
}
errors++;
}
var _valid148 = _errs1000 === errors;
valid341 = valid341 || _valid148;
const _errs1002 = errors;
if(!(validate78(data206, {instancePath:instancePath+"/props/rows/" + i5+"/text",parentData:data205,parentDataProperty:"text",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid148 = _errs1002 === errors;
valid341 = valid341 || _valid148;
if(!valid341){
const err649 = {instancePath:instancePath+"/props/rows/" + i5+"/text",schemaPath:"#/allOf/16/then/properties/props/properties/rows/anyOf/0/items/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
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
if(data205.value !== undefined){
let data207 = data205.value;
const _errs1004 = errors;
let valid342 = false;
const _errs1005 = errors;
if((typeof data207 !== "string") && (!((typeof data207 == "number") && (isFinite(data207))))){
const err650 = {instancePath:instancePath+"/props/rows/" + i5+"/value",schemaPath:"#/allOf/16/then/properties/props/properties/rows/anyOf/0/items/properties/value/anyOf/0/type",keyword:"type",params:{type: schema78.allOf[16].then.properties.props.properties.rows.anyOf[0].items.properties.value.anyOf[0].type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
var _valid149 = _errs1005 === errors;
valid342 = valid342 || _valid149;
const _errs1007 = errors;
if(!(validate78(data207, {instancePath:instancePath+"/props/rows/" + i5+"/value",parentData:data205,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid149 = _errs1007 === errors;
valid342 = valid342 || _valid149;
if(!valid342){
const err651 = {instancePath:instancePath+"/props/rows/" + i5+"/value",schemaPath:"#/allOf/16/then/properties/props/properties/rows/anyOf/0/items/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
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
}
else {
const err652 = {instancePath:instancePath+"/props/rows/" + i5,schemaPath:"#/allOf/16/then/properties/props/properties/rows/anyOf/0/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
}
}
else {
const err653 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/16/then/properties/props/properties/rows/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
var _valid147 = _errs994 === errors;
valid337 = valid337 || _valid147;
const _errs1008 = errors;
if(typeof data204 === "string"){
if(!pattern5.test(data204)){
const err654 = {instancePath:instancePath+"/props/rows",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err655 = {instancePath:instancePath+"/props/rows",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
var _valid147 = _errs1008 === errors;
valid337 = valid337 || _valid147;
if(!valid337){
const err656 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/16/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err656];
}
else {
vErrors.push(err656);
}
errors++;
}
else {
errors = _errs993;
if(vErrors !== null){
if(_errs993){
vErrors.length = _errs993;
}
else {
vErrors = null;
}
}
}
}
if(data202.labelKey !== undefined){
let data208 = data202.labelKey;
const _errs1012 = errors;
let valid344 = false;
const _errs1013 = errors;
const _errs1014 = errors;
let valid345 = false;
const _errs1015 = errors;
if(typeof data208 === "string"){
if(func2(data208) < 1){
const err657 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/16/then/properties/props/properties/labelKey/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
}
else {
const err658 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/16/then/properties/props/properties/labelKey/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
var _valid151 = _errs1015 === errors;
valid345 = valid345 || _valid151;
const _errs1017 = errors;
if(!(validate78(data208, {instancePath:instancePath+"/props/labelKey",parentData:data202,parentDataProperty:"labelKey",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid151 = _errs1017 === errors;
valid345 = valid345 || _valid151;
if(!valid345){
const err659 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/16/then/properties/props/properties/labelKey/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
else {
errors = _errs1014;
if(vErrors !== null){
if(_errs1014){
vErrors.length = _errs1014;
}
else {
vErrors = null;
}
}
}
var _valid150 = _errs1013 === errors;
valid344 = valid344 || _valid150;
const _errs1018 = errors;
if(typeof data208 === "string"){
if(!pattern5.test(data208)){
const err660 = {instancePath:instancePath+"/props/labelKey",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err661 = {instancePath:instancePath+"/props/labelKey",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
var _valid150 = _errs1018 === errors;
valid344 = valid344 || _valid150;
if(!valid344){
const err662 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/16/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err662];
}
else {
vErrors.push(err662);
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
if(data202.valueKey !== undefined){
let data209 = data202.valueKey;
const _errs1022 = errors;
let valid347 = false;
const _errs1023 = errors;
const _errs1024 = errors;
let valid348 = false;
const _errs1025 = errors;
if(typeof data209 === "string"){
if(func2(data209) < 1){
const err663 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/16/then/properties/props/properties/valueKey/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
}
else {
const err664 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/16/then/properties/props/properties/valueKey/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err664];
}
else {
vErrors.push(err664);
}
errors++;
}
var _valid153 = _errs1025 === errors;
valid348 = valid348 || _valid153;
const _errs1027 = errors;
if(!(validate78(data209, {instancePath:instancePath+"/props/valueKey",parentData:data202,parentDataProperty:"valueKey",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid153 = _errs1027 === errors;
valid348 = valid348 || _valid153;
if(!valid348){
const err665 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/16/then/properties/props/properties/valueKey/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
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
var _valid152 = _errs1023 === errors;
valid347 = valid347 || _valid152;
const _errs1028 = errors;
if(typeof data209 === "string"){
if(!pattern5.test(data209)){
const err666 = {instancePath:instancePath+"/props/valueKey",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err667 = {instancePath:instancePath+"/props/valueKey",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err667];
}
else {
vErrors.push(err667);
}
errors++;
}
var _valid152 = _errs1028 === errors;
valid347 = valid347 || _valid152;
if(!valid347){
const err668 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/16/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err668];
}
else {
vErrors.push(err668);
}
errors++;
}
else {
errors = _errs1022;
if(vErrors !== null){
if(_errs1022){
vErrors.length = _errs1022;
}
else {
vErrors = null;
}
}
}
}
if(data202.collapsedRows !== undefined){
let data210 = data202.collapsedRows;
const _errs1032 = errors;
let valid350 = false;
const _errs1033 = errors;
if(!(((typeof data210 == "number") && (!(data210 % 1) && !isNaN(data210))) && (isFinite(data210)))){
const err669 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"../widgets/InfoList.schema.json#/properties/collapsedRows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err669];
}
else {
vErrors.push(err669);
}
errors++;
}
if((typeof data210 == "number") && (isFinite(data210))){
if(data210 < 1 || isNaN(data210)){
const err670 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"../widgets/InfoList.schema.json#/properties/collapsedRows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err670];
}
else {
vErrors.push(err670);
}
errors++;
}
}
var _valid154 = _errs1033 === errors;
valid350 = valid350 || _valid154;
const _errs1036 = errors;
if(typeof data210 === "string"){
if(!pattern5.test(data210)){
const err671 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
}
else {
const err672 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
}
errors++;
}
var _valid154 = _errs1036 === errors;
valid350 = valid350 || _valid154;
if(!valid350){
const err673 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"#/allOf/16/then/properties/props/properties/collapsedRows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err673];
}
else {
vErrors.push(err673);
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
if(data202.moreLabel !== undefined){
let data211 = data202.moreLabel;
const _errs1040 = errors;
let valid353 = false;
const _errs1041 = errors;
const _errs1042 = errors;
let valid354 = false;
const _errs1043 = errors;
if(typeof data211 === "string"){
if(func2(data211) < 1){
const err674 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"#/allOf/16/then/properties/props/properties/moreLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err675 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"#/allOf/16/then/properties/props/properties/moreLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
var _valid156 = _errs1043 === errors;
valid354 = valid354 || _valid156;
const _errs1045 = errors;
if(!(validate78(data211, {instancePath:instancePath+"/props/moreLabel",parentData:data202,parentDataProperty:"moreLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid156 = _errs1045 === errors;
valid354 = valid354 || _valid156;
if(!valid354){
const err676 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"#/allOf/16/then/properties/props/properties/moreLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err676];
}
else {
vErrors.push(err676);
}
errors++;
}
else {
errors = _errs1042;
if(vErrors !== null){
if(_errs1042){
vErrors.length = _errs1042;
}
else {
vErrors = null;
}
}
}
var _valid155 = _errs1041 === errors;
valid353 = valid353 || _valid155;
const _errs1046 = errors;
if(typeof data211 === "string"){
if(!pattern5.test(data211)){
const err677 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
}
else {
const err678 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
}
errors++;
}
var _valid155 = _errs1046 === errors;
valid353 = valid353 || _valid155;
if(!valid353){
const err679 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"#/allOf/16/then/properties/props/properties/moreLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
else {
errors = _errs1040;
if(vErrors !== null){
if(_errs1040){
vErrors.length = _errs1040;
}
else {
vErrors = null;
}
}
}
}
if(data202.lessLabel !== undefined){
let data212 = data202.lessLabel;
const _errs1050 = errors;
let valid356 = false;
const _errs1051 = errors;
const _errs1052 = errors;
let valid357 = false;
const _errs1053 = errors;
if(typeof data212 === "string"){
if(func2(data212) < 1){
const err680 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"#/allOf/16/then/properties/props/properties/lessLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err681 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"#/allOf/16/then/properties/props/properties/lessLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
var _valid158 = _errs1053 === errors;
valid357 = valid357 || _valid158;
const _errs1055 = errors;
if(!(validate78(data212, {instancePath:instancePath+"/props/lessLabel",parentData:data202,parentDataProperty:"lessLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid158 = _errs1055 === errors;
valid357 = valid357 || _valid158;
if(!valid357){
const err682 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"#/allOf/16/then/properties/props/properties/lessLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
else {
errors = _errs1052;
if(vErrors !== null){
if(_errs1052){
vErrors.length = _errs1052;
}
else {
vErrors = null;
}
}
}
var _valid157 = _errs1051 === errors;
valid356 = valid356 || _valid157;
const _errs1056 = errors;
if(typeof data212 === "string"){
if(!pattern5.test(data212)){
const err683 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err684 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err684];
}
else {
vErrors.push(err684);
}
errors++;
}
var _valid157 = _errs1056 === errors;
valid356 = valid356 || _valid157;
if(!valid356){
const err685 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"#/allOf/16/then/properties/props/properties/lessLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
else {
errors = _errs1050;
if(vErrors !== null){
if(_errs1050){
vErrors.length = _errs1050;
}
else {
vErrors = null;
}
}
}
}
if(data202.emptyText !== undefined){
let data213 = data202.emptyText;
const _errs1060 = errors;
let valid359 = false;
const _errs1061 = errors;
const _errs1062 = errors;
let valid360 = false;
const _errs1063 = errors;
if(typeof data213 !== "string"){
const err686 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/16/then/properties/props/properties/emptyText/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
var _valid160 = _errs1063 === errors;
valid360 = valid360 || _valid160;
const _errs1065 = errors;
if(!(validate78(data213, {instancePath:instancePath+"/props/emptyText",parentData:data202,parentDataProperty:"emptyText",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid160 = _errs1065 === errors;
valid360 = valid360 || _valid160;
if(!valid360){
const err687 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/16/then/properties/props/properties/emptyText/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err687];
}
else {
vErrors.push(err687);
}
errors++;
}
else {
errors = _errs1062;
if(vErrors !== null){
if(_errs1062){
vErrors.length = _errs1062;
}
else {
vErrors = null;
}
}
}
var _valid159 = _errs1061 === errors;
valid359 = valid359 || _valid159;
const _errs1066 = errors;
if(typeof data213 === "string"){
if(!pattern5.test(data213)){
const err688 = {instancePath:instancePath+"/props/emptyText",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err689 = {instancePath:instancePath+"/props/emptyText",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
var _valid159 = _errs1066 === errors;
valid359 = valid359 || _valid159;
if(!valid359){
const err690 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/16/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
else {
errors = _errs1060;
if(vErrors !== null){
if(_errs1060){
vErrors.length = _errs1060;
}
else {
vErrors = null;
}
}
}
}
if(data202.surface !== undefined){
let data214 = data202.surface;
const _errs1070 = errors;
let valid362 = false;
const _errs1071 = errors;
if(!((data214 === "card") || (data214 === "none"))){
const err691 = {instancePath:instancePath+"/props/surface",schemaPath:"../widgets/InfoList.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema219.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err691];
}
else {
vErrors.push(err691);
}
errors++;
}
var _valid161 = _errs1071 === errors;
valid362 = valid362 || _valid161;
const _errs1073 = errors;
if(typeof data214 === "string"){
if(!pattern5.test(data214)){
const err692 = {instancePath:instancePath+"/props/surface",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err692];
}
else {
vErrors.push(err692);
}
errors++;
}
}
else {
const err693 = {instancePath:instancePath+"/props/surface",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
var _valid161 = _errs1073 === errors;
valid362 = valid362 || _valid161;
if(!valid362){
const err694 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/16/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
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
}
else {
const err695 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err695];
}
else {
vErrors.push(err695);
}
errors++;
}
}
if(data.on !== undefined){
let data215 = data.on;
if(data215 && typeof data215 == "object" && !Array.isArray(data215)){
for(const key39 in data215){
const err696 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err696];
}
else {
vErrors.push(err696);
}
errors++;
}
}
else {
const err697 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
}
if(data.children !== undefined){
const err698 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/16/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err698];
}
else {
vErrors.push(err698);
}
errors++;
}
if(data.bind !== undefined){
const err699 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/16/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err699];
}
else {
vErrors.push(err699);
}
errors++;
}
}
var _valid144 = _errs977 === errors;
valid330 = _valid144;
if(valid330){
var props75 = {};
props75.type = true;
props75.props = true;
props75.on = true;
props75.children = true;
props75.bind = true;
}
}
if(!valid330){
const err700 = {instancePath,schemaPath:"#/allOf/16/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err700];
}
else {
vErrors.push(err700);
}
errors++;
}
if(props2 !== true && props75 !== undefined){
if(props75 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props75);
}
}
const _errs1080 = errors;
let valid365 = true;
const _errs1081 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if((data.type === undefined) && (missing17 = "type")){
const err701 = {};
if(vErrors === null){
vErrors = [err701];
}
else {
vErrors.push(err701);
}
errors++;
}
else {
if(data.type !== undefined){
if("ListItem" !== data.type){
const err702 = {};
if(vErrors === null){
vErrors = [err702];
}
else {
vErrors.push(err702);
}
errors++;
}
}
}
}
var _valid162 = _errs1081 === errors;
errors = _errs1080;
if(vErrors !== null){
if(_errs1080){
vErrors.length = _errs1080;
}
else {
vErrors = null;
}
}
if(_valid162){
const _errs1083 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err703 = {instancePath,schemaPath:"#/allOf/17/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err703];
}
else {
vErrors.push(err703);
}
errors++;
}
if(data.type !== undefined){
if("ListItem" !== data.type){
const err704 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/17/then/properties/type/const",keyword:"const",params:{allowedValue: "ListItem"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err704];
}
else {
vErrors.push(err704);
}
errors++;
}
}
if(data.props !== undefined){
let data220 = data.props;
if(data220 && typeof data220 == "object" && !Array.isArray(data220)){
if(data220.title === undefined){
const err705 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err705];
}
else {
vErrors.push(err705);
}
errors++;
}
for(const key40 in data220){
if(!((((((((key40 === "title") || (key40 === "subtitle")) || (key40 === "meta")) || (key40 === "body")) || (key40 === "image")) || (key40 === "chevron")) || (key40 === "selected")) || (key40 === "tappable"))){
const err706 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err706];
}
else {
vErrors.push(err706);
}
errors++;
}
}
if(data220.title !== undefined){
let data221 = data220.title;
const _errs1089 = errors;
let valid369 = false;
const _errs1090 = errors;
const _errs1091 = errors;
let valid370 = false;
const _errs1092 = errors;
if(typeof data221 !== "string"){
const err707 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/17/then/properties/props/properties/title/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err707];
}
else {
vErrors.push(err707);
}
errors++;
}
var _valid164 = _errs1092 === errors;
valid370 = valid370 || _valid164;
const _errs1094 = errors;
if(!(validate78(data221, {instancePath:instancePath+"/props/title",parentData:data220,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid164 = _errs1094 === errors;
valid370 = valid370 || _valid164;
if(!valid370){
const err708 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/17/then/properties/props/properties/title/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err708];
}
else {
vErrors.push(err708);
}
errors++;
}
else {
errors = _errs1091;
if(vErrors !== null){
if(_errs1091){
vErrors.length = _errs1091;
}
else {
vErrors = null;
}
}
}
var _valid163 = _errs1090 === errors;
valid369 = valid369 || _valid163;
const _errs1095 = errors;
if(typeof data221 === "string"){
if(!pattern5.test(data221)){
const err709 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err710 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err710];
}
else {
vErrors.push(err710);
}
errors++;
}
var _valid163 = _errs1095 === errors;
valid369 = valid369 || _valid163;
if(!valid369){
const err711 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/17/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err711];
}
else {
vErrors.push(err711);
}
errors++;
}
else {
errors = _errs1089;
if(vErrors !== null){
if(_errs1089){
vErrors.length = _errs1089;
}
else {
vErrors = null;
}
}
}
}
if(data220.subtitle !== undefined){
let data222 = data220.subtitle;
const _errs1099 = errors;
let valid372 = false;
const _errs1100 = errors;
const _errs1101 = errors;
let valid373 = false;
const _errs1102 = errors;
if(typeof data222 !== "string"){
const err712 = {instancePath:instancePath+"/props/subtitle",schemaPath:"#/allOf/17/then/properties/props/properties/subtitle/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err712];
}
else {
vErrors.push(err712);
}
errors++;
}
var _valid166 = _errs1102 === errors;
valid373 = valid373 || _valid166;
const _errs1104 = errors;
if(!(validate78(data222, {instancePath:instancePath+"/props/subtitle",parentData:data220,parentDataProperty:"subtitle",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid166 = _errs1104 === errors;
valid373 = valid373 || _valid166;
if(!valid373){
const err713 = {instancePath:instancePath+"/props/subtitle",schemaPath:"#/allOf/17/then/properties/props/properties/subtitle/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err713];
}
else {
vErrors.push(err713);
}
errors++;
}
else {
errors = _errs1101;
if(vErrors !== null){
if(_errs1101){
vErrors.length = _errs1101;
}
else {
vErrors = null;
}
}
}
var _valid165 = _errs1100 === errors;
valid372 = valid372 || _valid165;
const _errs1105 = errors;
if(typeof data222 === "string"){
if(!pattern5.test(data222)){
const err714 = {instancePath:instancePath+"/props/subtitle",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err714];
}
else {
vErrors.push(err714);
}
errors++;
}
}
else {
const err715 = {instancePath:instancePath+"/props/subtitle",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err715];
}
else {
vErrors.push(err715);
}
errors++;
}
var _valid165 = _errs1105 === errors;
valid372 = valid372 || _valid165;
if(!valid372){
const err716 = {instancePath:instancePath+"/props/subtitle",schemaPath:"#/allOf/17/then/properties/props/properties/subtitle/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err716];
}
else {
vErrors.push(err716);
}
errors++;
}
else {
errors = _errs1099;
if(vErrors !== null){
if(_errs1099){
vErrors.length = _errs1099;
}
else {
vErrors = null;
}
}
}
}
if(data220.meta !== undefined){
let data223 = data220.meta;
const _errs1109 = errors;
let valid375 = false;
const _errs1110 = errors;
const _errs1111 = errors;
let valid376 = false;
const _errs1112 = errors;
if(typeof data223 !== "string"){
const err717 = {instancePath:instancePath+"/props/meta",schemaPath:"#/allOf/17/then/properties/props/properties/meta/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err717];
}
else {
vErrors.push(err717);
}
errors++;
}
var _valid168 = _errs1112 === errors;
valid376 = valid376 || _valid168;
const _errs1114 = errors;
if(!(validate78(data223, {instancePath:instancePath+"/props/meta",parentData:data220,parentDataProperty:"meta",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid168 = _errs1114 === errors;
valid376 = valid376 || _valid168;
if(!valid376){
const err718 = {instancePath:instancePath+"/props/meta",schemaPath:"#/allOf/17/then/properties/props/properties/meta/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err718];
}
else {
vErrors.push(err718);
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
var _valid167 = _errs1110 === errors;
valid375 = valid375 || _valid167;
const _errs1115 = errors;
if(typeof data223 === "string"){
if(!pattern5.test(data223)){
const err719 = {instancePath:instancePath+"/props/meta",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err720 = {instancePath:instancePath+"/props/meta",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err720];
}
else {
vErrors.push(err720);
}
errors++;
}
var _valid167 = _errs1115 === errors;
valid375 = valid375 || _valid167;
if(!valid375){
const err721 = {instancePath:instancePath+"/props/meta",schemaPath:"#/allOf/17/then/properties/props/properties/meta/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err721];
}
else {
vErrors.push(err721);
}
errors++;
}
else {
errors = _errs1109;
if(vErrors !== null){
if(_errs1109){
vErrors.length = _errs1109;
}
else {
vErrors = null;
}
}
}
}
if(data220.body !== undefined){
let data224 = data220.body;
const _errs1119 = errors;
let valid378 = false;
const _errs1120 = errors;
const _errs1121 = errors;
let valid379 = false;
const _errs1122 = errors;
if(typeof data224 !== "string"){
const err722 = {instancePath:instancePath+"/props/body",schemaPath:"#/allOf/17/then/properties/props/properties/body/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err722];
}
else {
vErrors.push(err722);
}
errors++;
}
var _valid170 = _errs1122 === errors;
valid379 = valid379 || _valid170;
const _errs1124 = errors;
if(!(validate78(data224, {instancePath:instancePath+"/props/body",parentData:data220,parentDataProperty:"body",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid170 = _errs1124 === errors;
valid379 = valid379 || _valid170;
if(!valid379){
const err723 = {instancePath:instancePath+"/props/body",schemaPath:"#/allOf/17/then/properties/props/properties/body/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err723];
}
else {
vErrors.push(err723);
}
errors++;
}
else {
errors = _errs1121;
if(vErrors !== null){
if(_errs1121){
vErrors.length = _errs1121;
}
else {
vErrors = null;
}
}
}
var _valid169 = _errs1120 === errors;
valid378 = valid378 || _valid169;
const _errs1125 = errors;
if(typeof data224 === "string"){
if(!pattern5.test(data224)){
const err724 = {instancePath:instancePath+"/props/body",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err725 = {instancePath:instancePath+"/props/body",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err725];
}
else {
vErrors.push(err725);
}
errors++;
}
var _valid169 = _errs1125 === errors;
valid378 = valid378 || _valid169;
if(!valid378){
const err726 = {instancePath:instancePath+"/props/body",schemaPath:"#/allOf/17/then/properties/props/properties/body/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err726];
}
else {
vErrors.push(err726);
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
if(data220.image !== undefined){
let data225 = data220.image;
const _errs1129 = errors;
let valid381 = false;
const _errs1130 = errors;
const _errs1131 = errors;
let valid382 = false;
const _errs1132 = errors;
if(typeof data225 !== "string"){
const err727 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/17/then/properties/props/properties/image/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err727];
}
else {
vErrors.push(err727);
}
errors++;
}
var _valid172 = _errs1132 === errors;
valid382 = valid382 || _valid172;
const _errs1134 = errors;
if(!(validate78(data225, {instancePath:instancePath+"/props/image",parentData:data220,parentDataProperty:"image",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid172 = _errs1134 === errors;
valid382 = valid382 || _valid172;
if(!valid382){
const err728 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/17/then/properties/props/properties/image/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err728];
}
else {
vErrors.push(err728);
}
errors++;
}
else {
errors = _errs1131;
if(vErrors !== null){
if(_errs1131){
vErrors.length = _errs1131;
}
else {
vErrors = null;
}
}
}
var _valid171 = _errs1130 === errors;
valid381 = valid381 || _valid171;
const _errs1135 = errors;
if(typeof data225 === "string"){
if(!pattern5.test(data225)){
const err729 = {instancePath:instancePath+"/props/image",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err729];
}
else {
vErrors.push(err729);
}
errors++;
}
}
else {
const err730 = {instancePath:instancePath+"/props/image",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err730];
}
else {
vErrors.push(err730);
}
errors++;
}
var _valid171 = _errs1135 === errors;
valid381 = valid381 || _valid171;
if(!valid381){
const err731 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/17/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err731];
}
else {
vErrors.push(err731);
}
errors++;
}
else {
errors = _errs1129;
if(vErrors !== null){
if(_errs1129){
vErrors.length = _errs1129;
}
else {
vErrors = null;
}
}
}
}
if(data220.chevron !== undefined){
let data226 = data220.chevron;
const _errs1139 = errors;
let valid384 = false;
const _errs1140 = errors;
if(typeof data226 !== "boolean"){
const err732 = {instancePath:instancePath+"/props/chevron",schemaPath:"../widgets/ListItem.schema.json#/properties/chevron/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err732];
}
else {
vErrors.push(err732);
}
errors++;
}
var _valid173 = _errs1140 === errors;
valid384 = valid384 || _valid173;
const _errs1143 = errors;
if(typeof data226 === "string"){
if(!pattern5.test(data226)){
const err733 = {instancePath:instancePath+"/props/chevron",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err734 = {instancePath:instancePath+"/props/chevron",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err734];
}
else {
vErrors.push(err734);
}
errors++;
}
var _valid173 = _errs1143 === errors;
valid384 = valid384 || _valid173;
if(!valid384){
const err735 = {instancePath:instancePath+"/props/chevron",schemaPath:"#/allOf/17/then/properties/props/properties/chevron/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err735];
}
else {
vErrors.push(err735);
}
errors++;
}
else {
errors = _errs1139;
if(vErrors !== null){
if(_errs1139){
vErrors.length = _errs1139;
}
else {
vErrors = null;
}
}
}
}
if(data220.selected !== undefined){
let data227 = data220.selected;
const _errs1147 = errors;
let valid387 = false;
const _errs1148 = errors;
if(typeof data227 !== "boolean"){
const err736 = {instancePath:instancePath+"/props/selected",schemaPath:"../widgets/ListItem.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err736];
}
else {
vErrors.push(err736);
}
errors++;
}
var _valid174 = _errs1148 === errors;
valid387 = valid387 || _valid174;
const _errs1151 = errors;
if(typeof data227 === "string"){
if(!pattern5.test(data227)){
const err737 = {instancePath:instancePath+"/props/selected",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err737];
}
else {
vErrors.push(err737);
}
errors++;
}
}
else {
const err738 = {instancePath:instancePath+"/props/selected",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err738];
}
else {
vErrors.push(err738);
}
errors++;
}
var _valid174 = _errs1151 === errors;
valid387 = valid387 || _valid174;
if(!valid387){
const err739 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/17/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err739];
}
else {
vErrors.push(err739);
}
errors++;
}
else {
errors = _errs1147;
if(vErrors !== null){
if(_errs1147){
vErrors.length = _errs1147;
}
else {
vErrors = null;
}
}
}
}
if(data220.tappable !== undefined){
let data228 = data220.tappable;
const _errs1155 = errors;
let valid390 = false;
const _errs1156 = errors;
if(typeof data228 !== "boolean"){
const err740 = {instancePath:instancePath+"/props/tappable",schemaPath:"../widgets/ListItem.schema.json#/properties/tappable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err740];
}
else {
vErrors.push(err740);
}
errors++;
}
var _valid175 = _errs1156 === errors;
valid390 = valid390 || _valid175;
const _errs1159 = errors;
if(typeof data228 === "string"){
if(!pattern5.test(data228)){
const err741 = {instancePath:instancePath+"/props/tappable",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err742 = {instancePath:instancePath+"/props/tappable",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err742];
}
else {
vErrors.push(err742);
}
errors++;
}
var _valid175 = _errs1159 === errors;
valid390 = valid390 || _valid175;
if(!valid390){
const err743 = {instancePath:instancePath+"/props/tappable",schemaPath:"#/allOf/17/then/properties/props/properties/tappable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err743];
}
else {
vErrors.push(err743);
}
errors++;
}
else {
errors = _errs1155;
if(vErrors !== null){
if(_errs1155){
vErrors.length = _errs1155;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err744 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err744];
}
else {
vErrors.push(err744);
}
errors++;
}
}
if(data.on !== undefined){
let data229 = data.on;
if(data229 && typeof data229 == "object" && !Array.isArray(data229)){
for(const key41 in data229){
if(!(key41 === "tap")){
const err745 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err745];
}
else {
vErrors.push(err745);
}
errors++;
}
}
if(data229.tap !== undefined){
if(!(validate81(data229.tap, {instancePath:instancePath+"/on/tap",parentData:data229,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err746 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err746];
}
else {
vErrors.push(err746);
}
errors++;
}
}
if(data.children !== undefined){
const err747 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/17/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err747];
}
else {
vErrors.push(err747);
}
errors++;
}
if(data.bind !== undefined){
const err748 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/17/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err748];
}
else {
vErrors.push(err748);
}
errors++;
}
}
var _valid162 = _errs1083 === errors;
valid365 = _valid162;
if(valid365){
var props81 = {};
props81.type = true;
props81.props = true;
props81.on = true;
props81.children = true;
props81.bind = true;
}
}
if(!valid365){
const err749 = {instancePath,schemaPath:"#/allOf/17/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err749];
}
else {
vErrors.push(err749);
}
errors++;
}
if(props2 !== true && props81 !== undefined){
if(props81 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props81);
}
}
const _errs1167 = errors;
let valid394 = true;
const _errs1168 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing18;
if((data.type === undefined) && (missing18 = "type")){
const err750 = {};
if(vErrors === null){
vErrors = [err750];
}
else {
vErrors.push(err750);
}
errors++;
}
else {
if(data.type !== undefined){
if("Notice" !== data.type){
const err751 = {};
if(vErrors === null){
vErrors = [err751];
}
else {
vErrors.push(err751);
}
errors++;
}
}
}
}
var _valid176 = _errs1168 === errors;
errors = _errs1167;
if(vErrors !== null){
if(_errs1167){
vErrors.length = _errs1167;
}
else {
vErrors = null;
}
}
if(_valid176){
const _errs1170 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err752 = {instancePath,schemaPath:"#/allOf/18/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err752];
}
else {
vErrors.push(err752);
}
errors++;
}
if(data.type !== undefined){
if("Notice" !== data.type){
const err753 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/18/then/properties/type/const",keyword:"const",params:{allowedValue: "Notice"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err753];
}
else {
vErrors.push(err753);
}
errors++;
}
}
if(data.props !== undefined){
let data235 = data.props;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
if(data235.text === undefined){
const err754 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err754];
}
else {
vErrors.push(err754);
}
errors++;
}
for(const key42 in data235){
if(!(((key42 === "text") || (key42 === "tone")) || (key42 === "retryLabel"))){
const err755 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err755];
}
else {
vErrors.push(err755);
}
errors++;
}
}
if(data235.text !== undefined){
let data236 = data235.text;
const _errs1176 = errors;
let valid398 = false;
const _errs1177 = errors;
const _errs1178 = errors;
let valid399 = false;
const _errs1179 = errors;
if(typeof data236 !== "string"){
const err756 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/18/then/properties/props/properties/text/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err756];
}
else {
vErrors.push(err756);
}
errors++;
}
var _valid178 = _errs1179 === errors;
valid399 = valid399 || _valid178;
const _errs1181 = errors;
if(!(validate78(data236, {instancePath:instancePath+"/props/text",parentData:data235,parentDataProperty:"text",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid178 = _errs1181 === errors;
valid399 = valid399 || _valid178;
if(!valid399){
const err757 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/18/then/properties/props/properties/text/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err757];
}
else {
vErrors.push(err757);
}
errors++;
}
else {
errors = _errs1178;
if(vErrors !== null){
if(_errs1178){
vErrors.length = _errs1178;
}
else {
vErrors = null;
}
}
}
var _valid177 = _errs1177 === errors;
valid398 = valid398 || _valid177;
const _errs1182 = errors;
if(typeof data236 === "string"){
if(!pattern5.test(data236)){
const err758 = {instancePath:instancePath+"/props/text",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err759 = {instancePath:instancePath+"/props/text",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err759];
}
else {
vErrors.push(err759);
}
errors++;
}
var _valid177 = _errs1182 === errors;
valid398 = valid398 || _valid177;
if(!valid398){
const err760 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/18/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err760];
}
else {
vErrors.push(err760);
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
if(data235.tone !== undefined){
let data237 = data235.tone;
const _errs1186 = errors;
let valid401 = false;
const _errs1187 = errors;
if(!(((data237 === "info") || (data237 === "warning")) || (data237 === "success"))){
const err761 = {instancePath:instancePath+"/props/tone",schemaPath:"../widgets/Notice.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema235.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err761];
}
else {
vErrors.push(err761);
}
errors++;
}
var _valid179 = _errs1187 === errors;
valid401 = valid401 || _valid179;
const _errs1189 = errors;
if(typeof data237 === "string"){
if(!pattern5.test(data237)){
const err762 = {instancePath:instancePath+"/props/tone",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err762];
}
else {
vErrors.push(err762);
}
errors++;
}
}
else {
const err763 = {instancePath:instancePath+"/props/tone",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err763];
}
else {
vErrors.push(err763);
}
errors++;
}
var _valid179 = _errs1189 === errors;
valid401 = valid401 || _valid179;
if(!valid401){
const err764 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/18/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err764];
}
else {
vErrors.push(err764);
}
errors++;
}
else {
errors = _errs1186;
if(vErrors !== null){
if(_errs1186){
vErrors.length = _errs1186;
}
else {
vErrors = null;
}
}
}
}
if(data235.retryLabel !== undefined){
let data238 = data235.retryLabel;
const _errs1193 = errors;
let valid404 = false;
const _errs1194 = errors;
const _errs1195 = errors;
let valid405 = false;
const _errs1196 = errors;
if(typeof data238 === "string"){
if(func2(data238) < 1){
const err765 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/18/then/properties/props/properties/retryLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err765];
}
else {
vErrors.push(err765);
}
errors++;
}
}
else {
const err766 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/18/then/properties/props/properties/retryLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err766];
}
else {
vErrors.push(err766);
}
errors++;
}
var _valid181 = _errs1196 === errors;
valid405 = valid405 || _valid181;
const _errs1198 = errors;
if(!(validate78(data238, {instancePath:instancePath+"/props/retryLabel",parentData:data235,parentDataProperty:"retryLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid181 = _errs1198 === errors;
valid405 = valid405 || _valid181;
if(!valid405){
const err767 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/18/then/properties/props/properties/retryLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err767];
}
else {
vErrors.push(err767);
}
errors++;
}
else {
errors = _errs1195;
if(vErrors !== null){
if(_errs1195){
vErrors.length = _errs1195;
}
else {
vErrors = null;
}
}
}
var _valid180 = _errs1194 === errors;
valid404 = valid404 || _valid180;
const _errs1199 = errors;
if(typeof data238 === "string"){
if(!pattern5.test(data238)){
const err768 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err769 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err769];
}
else {
vErrors.push(err769);
}
errors++;
}
var _valid180 = _errs1199 === errors;
valid404 = valid404 || _valid180;
if(!valid404){
const err770 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/18/then/properties/props/properties/retryLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err770];
}
else {
vErrors.push(err770);
}
errors++;
}
else {
errors = _errs1193;
if(vErrors !== null){
if(_errs1193){
vErrors.length = _errs1193;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err771 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err771];
}
else {
vErrors.push(err771);
}
errors++;
}
}
if(data.on !== undefined){
let data239 = data.on;
if(data239 && typeof data239 == "object" && !Array.isArray(data239)){
for(const key43 in data239){
if(!(key43 === "retry")){
const err772 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key43},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err772];
}
else {
vErrors.push(err772);
}
errors++;
}
}
if(data239.retry !== undefined){
if(!(validate81(data239.retry, {instancePath:instancePath+"/on/retry",parentData:data239,parentDataProperty:"retry",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err773 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err773];
}
else {
vErrors.push(err773);
}
errors++;
}
}
if(data.children !== undefined){
const err774 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/18/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err774];
}
else {
vErrors.push(err774);
}
errors++;
}
if(data.bind !== undefined){
const err775 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/18/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err775];
}
else {
vErrors.push(err775);
}
errors++;
}
}
var _valid176 = _errs1170 === errors;
valid394 = _valid176;
if(valid394){
var props84 = {};
props84.type = true;
props84.props = true;
props84.on = true;
props84.children = true;
props84.bind = true;
}
}
if(!valid394){
const err776 = {instancePath,schemaPath:"#/allOf/18/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err776];
}
else {
vErrors.push(err776);
}
errors++;
}
if(props2 !== true && props84 !== undefined){
if(props84 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props84);
}
}
const _errs1207 = errors;
let valid408 = true;
const _errs1208 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing19;
if((data.type === undefined) && (missing19 = "type")){
const err777 = {};
if(vErrors === null){
vErrors = [err777];
}
else {
vErrors.push(err777);
}
errors++;
}
else {
if(data.type !== undefined){
if("PhotoInfo" !== data.type){
const err778 = {};
if(vErrors === null){
vErrors = [err778];
}
else {
vErrors.push(err778);
}
errors++;
}
}
}
}
var _valid182 = _errs1208 === errors;
errors = _errs1207;
if(vErrors !== null){
if(_errs1207){
vErrors.length = _errs1207;
}
else {
vErrors = null;
}
}
if(_valid182){
const _errs1210 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("PhotoInfo" !== data.type){
const err779 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/19/then/properties/type/const",keyword:"const",params:{allowedValue: "PhotoInfo"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err779];
}
else {
vErrors.push(err779);
}
errors++;
}
}
if(data.props !== undefined){
let data245 = data.props;
if(data245 && typeof data245 == "object" && !Array.isArray(data245)){
for(const key44 in data245){
if(!((((((((key44 === "label") || (key44 === "changeLabel")) || (key44 === "accept")) || (key44 === "emptyText")) || (key44 === "imageAlt")) || (key44 === "nameLabel")) || (key44 === "typeLabel")) || (key44 === "sizeLabel"))){
const err780 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key44},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err780];
}
else {
vErrors.push(err780);
}
errors++;
}
}
if(data245.label !== undefined){
let data246 = data245.label;
const _errs1216 = errors;
let valid412 = false;
const _errs1217 = errors;
const _errs1218 = errors;
let valid413 = false;
const _errs1219 = errors;
if(typeof data246 === "string"){
if(func2(data246) < 1){
const err781 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/19/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err782 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/19/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err782];
}
else {
vErrors.push(err782);
}
errors++;
}
var _valid184 = _errs1219 === errors;
valid413 = valid413 || _valid184;
const _errs1221 = errors;
if(!(validate78(data246, {instancePath:instancePath+"/props/label",parentData:data245,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid184 = _errs1221 === errors;
valid413 = valid413 || _valid184;
if(!valid413){
const err783 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/19/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err783];
}
else {
vErrors.push(err783);
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
var _valid183 = _errs1217 === errors;
valid412 = valid412 || _valid183;
const _errs1222 = errors;
if(typeof data246 === "string"){
if(!pattern5.test(data246)){
const err784 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err784];
}
else {
vErrors.push(err784);
}
errors++;
}
}
else {
const err785 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err785];
}
else {
vErrors.push(err785);
}
errors++;
}
var _valid183 = _errs1222 === errors;
valid412 = valid412 || _valid183;
if(!valid412){
const err786 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/19/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err786];
}
else {
vErrors.push(err786);
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
if(data245.changeLabel !== undefined){
let data247 = data245.changeLabel;
const _errs1226 = errors;
let valid415 = false;
const _errs1227 = errors;
const _errs1228 = errors;
let valid416 = false;
const _errs1229 = errors;
if(typeof data247 === "string"){
if(func2(data247) < 1){
const err787 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/changeLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err788 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/changeLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err788];
}
else {
vErrors.push(err788);
}
errors++;
}
var _valid186 = _errs1229 === errors;
valid416 = valid416 || _valid186;
const _errs1231 = errors;
if(!(validate78(data247, {instancePath:instancePath+"/props/changeLabel",parentData:data245,parentDataProperty:"changeLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid186 = _errs1231 === errors;
valid416 = valid416 || _valid186;
if(!valid416){
const err789 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/changeLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err789];
}
else {
vErrors.push(err789);
}
errors++;
}
else {
errors = _errs1228;
if(vErrors !== null){
if(_errs1228){
vErrors.length = _errs1228;
}
else {
vErrors = null;
}
}
}
var _valid185 = _errs1227 === errors;
valid415 = valid415 || _valid185;
const _errs1232 = errors;
if(typeof data247 === "string"){
if(!pattern5.test(data247)){
const err790 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err790];
}
else {
vErrors.push(err790);
}
errors++;
}
}
else {
const err791 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err791];
}
else {
vErrors.push(err791);
}
errors++;
}
var _valid185 = _errs1232 === errors;
valid415 = valid415 || _valid185;
if(!valid415){
const err792 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/changeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err792];
}
else {
vErrors.push(err792);
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
if(data245.accept !== undefined){
let data248 = data245.accept;
const _errs1236 = errors;
let valid418 = false;
const _errs1237 = errors;
const _errs1238 = errors;
let valid419 = false;
const _errs1239 = errors;
if(typeof data248 === "string"){
if(func2(data248) < 1){
const err793 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/19/then/properties/props/properties/accept/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err794 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/19/then/properties/props/properties/accept/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err794];
}
else {
vErrors.push(err794);
}
errors++;
}
var _valid188 = _errs1239 === errors;
valid419 = valid419 || _valid188;
const _errs1241 = errors;
if(!(validate78(data248, {instancePath:instancePath+"/props/accept",parentData:data245,parentDataProperty:"accept",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid188 = _errs1241 === errors;
valid419 = valid419 || _valid188;
if(!valid419){
const err795 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/19/then/properties/props/properties/accept/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err795];
}
else {
vErrors.push(err795);
}
errors++;
}
else {
errors = _errs1238;
if(vErrors !== null){
if(_errs1238){
vErrors.length = _errs1238;
}
else {
vErrors = null;
}
}
}
var _valid187 = _errs1237 === errors;
valid418 = valid418 || _valid187;
const _errs1242 = errors;
if(typeof data248 === "string"){
if(!pattern5.test(data248)){
const err796 = {instancePath:instancePath+"/props/accept",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err796];
}
else {
vErrors.push(err796);
}
errors++;
}
}
else {
const err797 = {instancePath:instancePath+"/props/accept",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err797];
}
else {
vErrors.push(err797);
}
errors++;
}
var _valid187 = _errs1242 === errors;
valid418 = valid418 || _valid187;
if(!valid418){
const err798 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/19/then/properties/props/properties/accept/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err798];
}
else {
vErrors.push(err798);
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
if(data245.emptyText !== undefined){
let data249 = data245.emptyText;
const _errs1246 = errors;
let valid421 = false;
const _errs1247 = errors;
const _errs1248 = errors;
let valid422 = false;
const _errs1249 = errors;
if(typeof data249 !== "string"){
const err799 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/19/then/properties/props/properties/emptyText/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err799];
}
else {
vErrors.push(err799);
}
errors++;
}
var _valid190 = _errs1249 === errors;
valid422 = valid422 || _valid190;
const _errs1251 = errors;
if(!(validate78(data249, {instancePath:instancePath+"/props/emptyText",parentData:data245,parentDataProperty:"emptyText",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid190 = _errs1251 === errors;
valid422 = valid422 || _valid190;
if(!valid422){
const err800 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/19/then/properties/props/properties/emptyText/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err800];
}
else {
vErrors.push(err800);
}
errors++;
}
else {
errors = _errs1248;
if(vErrors !== null){
if(_errs1248){
vErrors.length = _errs1248;
}
else {
vErrors = null;
}
}
}
var _valid189 = _errs1247 === errors;
valid421 = valid421 || _valid189;
const _errs1252 = errors;
if(typeof data249 === "string"){
if(!pattern5.test(data249)){
const err801 = {instancePath:instancePath+"/props/emptyText",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err801];
}
else {
vErrors.push(err801);
}
errors++;
}
}
else {
const err802 = {instancePath:instancePath+"/props/emptyText",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err802];
}
else {
vErrors.push(err802);
}
errors++;
}
var _valid189 = _errs1252 === errors;
valid421 = valid421 || _valid189;
if(!valid421){
const err803 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/19/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err803];
}
else {
vErrors.push(err803);
}
errors++;
}
else {
errors = _errs1246;
if(vErrors !== null){
if(_errs1246){
vErrors.length = _errs1246;
}
else {
vErrors = null;
}
}
}
}
if(data245.imageAlt !== undefined){
let data250 = data245.imageAlt;
const _errs1256 = errors;
let valid424 = false;
const _errs1257 = errors;
const _errs1258 = errors;
let valid425 = false;
const _errs1259 = errors;
if(typeof data250 === "string"){
if(func2(data250) < 1){
const err804 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/19/then/properties/props/properties/imageAlt/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err805 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/19/then/properties/props/properties/imageAlt/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err805];
}
else {
vErrors.push(err805);
}
errors++;
}
var _valid192 = _errs1259 === errors;
valid425 = valid425 || _valid192;
const _errs1261 = errors;
if(!(validate78(data250, {instancePath:instancePath+"/props/imageAlt",parentData:data245,parentDataProperty:"imageAlt",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid192 = _errs1261 === errors;
valid425 = valid425 || _valid192;
if(!valid425){
const err806 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/19/then/properties/props/properties/imageAlt/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err806];
}
else {
vErrors.push(err806);
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
var _valid191 = _errs1257 === errors;
valid424 = valid424 || _valid191;
const _errs1262 = errors;
if(typeof data250 === "string"){
if(!pattern5.test(data250)){
const err807 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err808 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err808];
}
else {
vErrors.push(err808);
}
errors++;
}
var _valid191 = _errs1262 === errors;
valid424 = valid424 || _valid191;
if(!valid424){
const err809 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/19/then/properties/props/properties/imageAlt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err809];
}
else {
vErrors.push(err809);
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
if(data245.nameLabel !== undefined){
let data251 = data245.nameLabel;
const _errs1266 = errors;
let valid427 = false;
const _errs1267 = errors;
const _errs1268 = errors;
let valid428 = false;
const _errs1269 = errors;
if(typeof data251 === "string"){
if(func2(data251) < 1){
const err810 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"#/allOf/19/then/properties/props/properties/nameLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err810];
}
else {
vErrors.push(err810);
}
errors++;
}
}
else {
const err811 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"#/allOf/19/then/properties/props/properties/nameLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err811];
}
else {
vErrors.push(err811);
}
errors++;
}
var _valid194 = _errs1269 === errors;
valid428 = valid428 || _valid194;
const _errs1271 = errors;
if(!(validate78(data251, {instancePath:instancePath+"/props/nameLabel",parentData:data245,parentDataProperty:"nameLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid194 = _errs1271 === errors;
valid428 = valid428 || _valid194;
if(!valid428){
const err812 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"#/allOf/19/then/properties/props/properties/nameLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err812];
}
else {
vErrors.push(err812);
}
errors++;
}
else {
errors = _errs1268;
if(vErrors !== null){
if(_errs1268){
vErrors.length = _errs1268;
}
else {
vErrors = null;
}
}
}
var _valid193 = _errs1267 === errors;
valid427 = valid427 || _valid193;
const _errs1272 = errors;
if(typeof data251 === "string"){
if(!pattern5.test(data251)){
const err813 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err813];
}
else {
vErrors.push(err813);
}
errors++;
}
}
else {
const err814 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err814];
}
else {
vErrors.push(err814);
}
errors++;
}
var _valid193 = _errs1272 === errors;
valid427 = valid427 || _valid193;
if(!valid427){
const err815 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"#/allOf/19/then/properties/props/properties/nameLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err815];
}
else {
vErrors.push(err815);
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
if(data245.typeLabel !== undefined){
let data252 = data245.typeLabel;
const _errs1276 = errors;
let valid430 = false;
const _errs1277 = errors;
const _errs1278 = errors;
let valid431 = false;
const _errs1279 = errors;
if(typeof data252 === "string"){
if(func2(data252) < 1){
const err816 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/typeLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err816];
}
else {
vErrors.push(err816);
}
errors++;
}
}
else {
const err817 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/typeLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err817];
}
else {
vErrors.push(err817);
}
errors++;
}
var _valid196 = _errs1279 === errors;
valid431 = valid431 || _valid196;
const _errs1281 = errors;
if(!(validate78(data252, {instancePath:instancePath+"/props/typeLabel",parentData:data245,parentDataProperty:"typeLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid196 = _errs1281 === errors;
valid431 = valid431 || _valid196;
if(!valid431){
const err818 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/typeLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err818];
}
else {
vErrors.push(err818);
}
errors++;
}
else {
errors = _errs1278;
if(vErrors !== null){
if(_errs1278){
vErrors.length = _errs1278;
}
else {
vErrors = null;
}
}
}
var _valid195 = _errs1277 === errors;
valid430 = valid430 || _valid195;
const _errs1282 = errors;
if(typeof data252 === "string"){
if(!pattern5.test(data252)){
const err819 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err820 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err820];
}
else {
vErrors.push(err820);
}
errors++;
}
var _valid195 = _errs1282 === errors;
valid430 = valid430 || _valid195;
if(!valid430){
const err821 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/typeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err821];
}
else {
vErrors.push(err821);
}
errors++;
}
else {
errors = _errs1276;
if(vErrors !== null){
if(_errs1276){
vErrors.length = _errs1276;
}
else {
vErrors = null;
}
}
}
}
if(data245.sizeLabel !== undefined){
let data253 = data245.sizeLabel;
const _errs1286 = errors;
let valid433 = false;
const _errs1287 = errors;
const _errs1288 = errors;
let valid434 = false;
const _errs1289 = errors;
if(typeof data253 === "string"){
if(func2(data253) < 1){
const err822 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/sizeLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err823 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/sizeLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err823];
}
else {
vErrors.push(err823);
}
errors++;
}
var _valid198 = _errs1289 === errors;
valid434 = valid434 || _valid198;
const _errs1291 = errors;
if(!(validate78(data253, {instancePath:instancePath+"/props/sizeLabel",parentData:data245,parentDataProperty:"sizeLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid198 = _errs1291 === errors;
valid434 = valid434 || _valid198;
if(!valid434){
const err824 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/sizeLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err824];
}
else {
vErrors.push(err824);
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
var _valid197 = _errs1287 === errors;
valid433 = valid433 || _valid197;
const _errs1292 = errors;
if(typeof data253 === "string"){
if(!pattern5.test(data253)){
const err825 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err826 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err826];
}
else {
vErrors.push(err826);
}
errors++;
}
var _valid197 = _errs1292 === errors;
valid433 = valid433 || _valid197;
if(!valid433){
const err827 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"#/allOf/19/then/properties/props/properties/sizeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err827];
}
else {
vErrors.push(err827);
}
errors++;
}
else {
errors = _errs1286;
if(vErrors !== null){
if(_errs1286){
vErrors.length = _errs1286;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err828 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err828];
}
else {
vErrors.push(err828);
}
errors++;
}
}
if(data.on !== undefined){
let data254 = data.on;
if(data254 && typeof data254 == "object" && !Array.isArray(data254)){
for(const key45 in data254){
if(!(key45 === "change")){
const err829 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key45},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err829];
}
else {
vErrors.push(err829);
}
errors++;
}
}
if(data254.change !== undefined){
if(!(validate81(data254.change, {instancePath:instancePath+"/on/change",parentData:data254,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err830 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err830];
}
else {
vErrors.push(err830);
}
errors++;
}
}
if(data.children !== undefined){
const err831 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/19/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err831];
}
else {
vErrors.push(err831);
}
errors++;
}
}
var _valid182 = _errs1210 === errors;
valid408 = _valid182;
if(valid408){
var props93 = {};
props93.type = true;
props93.props = true;
props93.on = true;
props93.children = true;
}
}
if(!valid408){
const err832 = {instancePath,schemaPath:"#/allOf/19/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err832];
}
else {
vErrors.push(err832);
}
errors++;
}
if(props2 !== true && props93 !== undefined){
if(props93 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props93);
}
}
const _errs1300 = errors;
let valid437 = true;
const _errs1301 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing20;
if((data.type === undefined) && (missing20 = "type")){
const err833 = {};
if(vErrors === null){
vErrors = [err833];
}
else {
vErrors.push(err833);
}
errors++;
}
else {
if(data.type !== undefined){
if("Picker" !== data.type){
const err834 = {};
if(vErrors === null){
vErrors = [err834];
}
else {
vErrors.push(err834);
}
errors++;
}
}
}
}
var _valid199 = _errs1301 === errors;
errors = _errs1300;
if(vErrors !== null){
if(_errs1300){
vErrors.length = _errs1300;
}
else {
vErrors = null;
}
}
if(_valid199){
const _errs1303 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err835 = {instancePath,schemaPath:"#/allOf/20/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err835];
}
else {
vErrors.push(err835);
}
errors++;
}
if(data.type !== undefined){
if("Picker" !== data.type){
const err836 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/20/then/properties/type/const",keyword:"const",params:{allowedValue: "Picker"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err836];
}
else {
vErrors.push(err836);
}
errors++;
}
}
if(data.props !== undefined){
let data259 = data.props;
if(data259 && typeof data259 == "object" && !Array.isArray(data259)){
if(data259.label === undefined){
const err837 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err837];
}
else {
vErrors.push(err837);
}
errors++;
}
if(data259.options === undefined){
const err838 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'"};
if(vErrors === null){
vErrors = [err838];
}
else {
vErrors.push(err838);
}
errors++;
}
for(const key46 in data259){
if(!(func1.call(schema78.allOf[20].then.properties.props.properties, key46))){
const err839 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key46},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err839];
}
else {
vErrors.push(err839);
}
errors++;
}
}
if(data259.label !== undefined){
let data260 = data259.label;
const _errs1309 = errors;
let valid441 = false;
const _errs1310 = errors;
const _errs1311 = errors;
let valid442 = false;
const _errs1312 = errors;
if(typeof data260 === "string"){
if(func2(data260) < 1){
const err840 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/20/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err840];
}
else {
vErrors.push(err840);
}
errors++;
}
}
else {
const err841 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/20/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err841];
}
else {
vErrors.push(err841);
}
errors++;
}
var _valid201 = _errs1312 === errors;
valid442 = valid442 || _valid201;
const _errs1314 = errors;
if(!(validate78(data260, {instancePath:instancePath+"/props/label",parentData:data259,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid201 = _errs1314 === errors;
valid442 = valid442 || _valid201;
if(!valid442){
const err842 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/20/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err842];
}
else {
vErrors.push(err842);
}
errors++;
}
else {
errors = _errs1311;
if(vErrors !== null){
if(_errs1311){
vErrors.length = _errs1311;
}
else {
vErrors = null;
}
}
}
var _valid200 = _errs1310 === errors;
valid441 = valid441 || _valid200;
const _errs1315 = errors;
if(typeof data260 === "string"){
if(!pattern5.test(data260)){
const err843 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err844 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err844];
}
else {
vErrors.push(err844);
}
errors++;
}
var _valid200 = _errs1315 === errors;
valid441 = valid441 || _valid200;
if(!valid441){
const err845 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/20/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err845];
}
else {
vErrors.push(err845);
}
errors++;
}
else {
errors = _errs1309;
if(vErrors !== null){
if(_errs1309){
vErrors.length = _errs1309;
}
else {
vErrors = null;
}
}
}
}
if(data259.placeholder !== undefined){
let data261 = data259.placeholder;
const _errs1319 = errors;
let valid444 = false;
const _errs1320 = errors;
const _errs1321 = errors;
let valid445 = false;
const _errs1322 = errors;
if(typeof data261 !== "string"){
const err846 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/20/then/properties/props/properties/placeholder/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err846];
}
else {
vErrors.push(err846);
}
errors++;
}
var _valid203 = _errs1322 === errors;
valid445 = valid445 || _valid203;
const _errs1324 = errors;
if(!(validate78(data261, {instancePath:instancePath+"/props/placeholder",parentData:data259,parentDataProperty:"placeholder",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid203 = _errs1324 === errors;
valid445 = valid445 || _valid203;
if(!valid445){
const err847 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/20/then/properties/props/properties/placeholder/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err847];
}
else {
vErrors.push(err847);
}
errors++;
}
else {
errors = _errs1321;
if(vErrors !== null){
if(_errs1321){
vErrors.length = _errs1321;
}
else {
vErrors = null;
}
}
}
var _valid202 = _errs1320 === errors;
valid444 = valid444 || _valid202;
const _errs1325 = errors;
if(typeof data261 === "string"){
if(!pattern5.test(data261)){
const err848 = {instancePath:instancePath+"/props/placeholder",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err848];
}
else {
vErrors.push(err848);
}
errors++;
}
}
else {
const err849 = {instancePath:instancePath+"/props/placeholder",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err849];
}
else {
vErrors.push(err849);
}
errors++;
}
var _valid202 = _errs1325 === errors;
valid444 = valid444 || _valid202;
if(!valid444){
const err850 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/20/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err850];
}
else {
vErrors.push(err850);
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
if(data259.hint !== undefined){
let data262 = data259.hint;
const _errs1329 = errors;
let valid447 = false;
const _errs1330 = errors;
const _errs1331 = errors;
let valid448 = false;
const _errs1332 = errors;
if(typeof data262 !== "string"){
const err851 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/20/then/properties/props/properties/hint/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err851];
}
else {
vErrors.push(err851);
}
errors++;
}
var _valid205 = _errs1332 === errors;
valid448 = valid448 || _valid205;
const _errs1334 = errors;
if(!(validate78(data262, {instancePath:instancePath+"/props/hint",parentData:data259,parentDataProperty:"hint",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid205 = _errs1334 === errors;
valid448 = valid448 || _valid205;
if(!valid448){
const err852 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/20/then/properties/props/properties/hint/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err852];
}
else {
vErrors.push(err852);
}
errors++;
}
else {
errors = _errs1331;
if(vErrors !== null){
if(_errs1331){
vErrors.length = _errs1331;
}
else {
vErrors = null;
}
}
}
var _valid204 = _errs1330 === errors;
valid447 = valid447 || _valid204;
const _errs1335 = errors;
if(typeof data262 === "string"){
if(!pattern5.test(data262)){
const err853 = {instancePath:instancePath+"/props/hint",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err853];
}
else {
vErrors.push(err853);
}
errors++;
}
}
else {
const err854 = {instancePath:instancePath+"/props/hint",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err854];
}
else {
vErrors.push(err854);
}
errors++;
}
var _valid204 = _errs1335 === errors;
valid447 = valid447 || _valid204;
if(!valid447){
const err855 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/20/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err855];
}
else {
vErrors.push(err855);
}
errors++;
}
else {
errors = _errs1329;
if(vErrors !== null){
if(_errs1329){
vErrors.length = _errs1329;
}
else {
vErrors = null;
}
}
}
}
if(data259.options !== undefined){
let data263 = data259.options;
const _errs1339 = errors;
let valid450 = false;
const _errs1340 = errors;
if(Array.isArray(data263)){
const len6 = data263.length;
for(let i6=0; i6<len6; i6++){
let data264 = data263[i6];
if(data264 && typeof data264 == "object" && !Array.isArray(data264)){
}
else {
const err856 = {instancePath:instancePath+"/props/options/" + i6,schemaPath:"../widgets/Picker.schema.json#/properties/options/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err856];
}
else {
vErrors.push(err856);
}
errors++;
}
}
}
else {
const err857 = {instancePath:instancePath+"/props/options",schemaPath:"../widgets/Picker.schema.json#/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err857];
}
else {
vErrors.push(err857);
}
errors++;
}
var _valid206 = _errs1340 === errors;
valid450 = valid450 || _valid206;
const _errs1346 = errors;
if(typeof data263 === "string"){
if(!pattern5.test(data263)){
const err858 = {instancePath:instancePath+"/props/options",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err859 = {instancePath:instancePath+"/props/options",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err859];
}
else {
vErrors.push(err859);
}
errors++;
}
var _valid206 = _errs1346 === errors;
valid450 = valid450 || _valid206;
if(!valid450){
const err860 = {instancePath:instancePath+"/props/options",schemaPath:"#/allOf/20/then/properties/props/properties/options/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err860];
}
else {
vErrors.push(err860);
}
errors++;
}
else {
errors = _errs1339;
if(vErrors !== null){
if(_errs1339){
vErrors.length = _errs1339;
}
else {
vErrors = null;
}
}
}
}
if(data259.optionLabel !== undefined){
let data265 = data259.optionLabel;
const _errs1350 = errors;
let valid455 = false;
const _errs1351 = errors;
const _errs1352 = errors;
let valid456 = false;
const _errs1353 = errors;
if(typeof data265 === "string"){
if(func2(data265) < 1){
const err861 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"#/allOf/20/then/properties/props/properties/optionLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err861];
}
else {
vErrors.push(err861);
}
errors++;
}
}
else {
const err862 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"#/allOf/20/then/properties/props/properties/optionLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err862];
}
else {
vErrors.push(err862);
}
errors++;
}
var _valid208 = _errs1353 === errors;
valid456 = valid456 || _valid208;
const _errs1355 = errors;
if(!(validate78(data265, {instancePath:instancePath+"/props/optionLabel",parentData:data259,parentDataProperty:"optionLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid208 = _errs1355 === errors;
valid456 = valid456 || _valid208;
if(!valid456){
const err863 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"#/allOf/20/then/properties/props/properties/optionLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err863];
}
else {
vErrors.push(err863);
}
errors++;
}
else {
errors = _errs1352;
if(vErrors !== null){
if(_errs1352){
vErrors.length = _errs1352;
}
else {
vErrors = null;
}
}
}
var _valid207 = _errs1351 === errors;
valid455 = valid455 || _valid207;
const _errs1356 = errors;
if(typeof data265 === "string"){
if(!pattern5.test(data265)){
const err864 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err864];
}
else {
vErrors.push(err864);
}
errors++;
}
}
else {
const err865 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err865];
}
else {
vErrors.push(err865);
}
errors++;
}
var _valid207 = _errs1356 === errors;
valid455 = valid455 || _valid207;
if(!valid455){
const err866 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"#/allOf/20/then/properties/props/properties/optionLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err866];
}
else {
vErrors.push(err866);
}
errors++;
}
else {
errors = _errs1350;
if(vErrors !== null){
if(_errs1350){
vErrors.length = _errs1350;
}
else {
vErrors = null;
}
}
}
}
if(data259.optionValue !== undefined){
let data266 = data259.optionValue;
const _errs1360 = errors;
let valid458 = false;
const _errs1361 = errors;
const _errs1362 = errors;
let valid459 = false;
const _errs1363 = errors;
if(typeof data266 === "string"){
if(func2(data266) < 1){
const err867 = {instancePath:instancePath+"/props/optionValue",schemaPath:"#/allOf/20/then/properties/props/properties/optionValue/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err867];
}
else {
vErrors.push(err867);
}
errors++;
}
}
else {
const err868 = {instancePath:instancePath+"/props/optionValue",schemaPath:"#/allOf/20/then/properties/props/properties/optionValue/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err868];
}
else {
vErrors.push(err868);
}
errors++;
}
var _valid210 = _errs1363 === errors;
valid459 = valid459 || _valid210;
const _errs1365 = errors;
if(!(validate78(data266, {instancePath:instancePath+"/props/optionValue",parentData:data259,parentDataProperty:"optionValue",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid210 = _errs1365 === errors;
valid459 = valid459 || _valid210;
if(!valid459){
const err869 = {instancePath:instancePath+"/props/optionValue",schemaPath:"#/allOf/20/then/properties/props/properties/optionValue/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err869];
}
else {
vErrors.push(err869);
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
var _valid209 = _errs1361 === errors;
valid458 = valid458 || _valid209;
const _errs1366 = errors;
if(typeof data266 === "string"){
if(!pattern5.test(data266)){
const err870 = {instancePath:instancePath+"/props/optionValue",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err870];
}
else {
vErrors.push(err870);
}
errors++;
}
}
else {
const err871 = {instancePath:instancePath+"/props/optionValue",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err871];
}
else {
vErrors.push(err871);
}
errors++;
}
var _valid209 = _errs1366 === errors;
valid458 = valid458 || _valid209;
if(!valid458){
const err872 = {instancePath:instancePath+"/props/optionValue",schemaPath:"#/allOf/20/then/properties/props/properties/optionValue/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err872];
}
else {
vErrors.push(err872);
}
errors++;
}
else {
errors = _errs1360;
if(vErrors !== null){
if(_errs1360){
vErrors.length = _errs1360;
}
else {
vErrors = null;
}
}
}
}
if(data259.title !== undefined){
let data267 = data259.title;
const _errs1370 = errors;
let valid461 = false;
const _errs1371 = errors;
const _errs1372 = errors;
let valid462 = false;
const _errs1373 = errors;
if(typeof data267 === "string"){
if(func2(data267) < 1){
const err873 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/20/then/properties/props/properties/title/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err873];
}
else {
vErrors.push(err873);
}
errors++;
}
}
else {
const err874 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/20/then/properties/props/properties/title/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err874];
}
else {
vErrors.push(err874);
}
errors++;
}
var _valid212 = _errs1373 === errors;
valid462 = valid462 || _valid212;
const _errs1375 = errors;
if(!(validate78(data267, {instancePath:instancePath+"/props/title",parentData:data259,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid212 = _errs1375 === errors;
valid462 = valid462 || _valid212;
if(!valid462){
const err875 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/20/then/properties/props/properties/title/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err875];
}
else {
vErrors.push(err875);
}
errors++;
}
else {
errors = _errs1372;
if(vErrors !== null){
if(_errs1372){
vErrors.length = _errs1372;
}
else {
vErrors = null;
}
}
}
var _valid211 = _errs1371 === errors;
valid461 = valid461 || _valid211;
const _errs1376 = errors;
if(typeof data267 === "string"){
if(!pattern5.test(data267)){
const err876 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err876];
}
else {
vErrors.push(err876);
}
errors++;
}
}
else {
const err877 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err877];
}
else {
vErrors.push(err877);
}
errors++;
}
var _valid211 = _errs1376 === errors;
valid461 = valid461 || _valid211;
if(!valid461){
const err878 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/20/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err878];
}
else {
vErrors.push(err878);
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
if(data259.confirmLabel !== undefined){
let data268 = data259.confirmLabel;
const _errs1380 = errors;
let valid464 = false;
const _errs1381 = errors;
const _errs1382 = errors;
let valid465 = false;
const _errs1383 = errors;
if(typeof data268 === "string"){
if(func2(data268) < 1){
const err879 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"#/allOf/20/then/properties/props/properties/confirmLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err880 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"#/allOf/20/then/properties/props/properties/confirmLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err880];
}
else {
vErrors.push(err880);
}
errors++;
}
var _valid214 = _errs1383 === errors;
valid465 = valid465 || _valid214;
const _errs1385 = errors;
if(!(validate78(data268, {instancePath:instancePath+"/props/confirmLabel",parentData:data259,parentDataProperty:"confirmLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid214 = _errs1385 === errors;
valid465 = valid465 || _valid214;
if(!valid465){
const err881 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"#/allOf/20/then/properties/props/properties/confirmLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err881];
}
else {
vErrors.push(err881);
}
errors++;
}
else {
errors = _errs1382;
if(vErrors !== null){
if(_errs1382){
vErrors.length = _errs1382;
}
else {
vErrors = null;
}
}
}
var _valid213 = _errs1381 === errors;
valid464 = valid464 || _valid213;
const _errs1386 = errors;
if(typeof data268 === "string"){
if(!pattern5.test(data268)){
const err882 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err883 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err883];
}
else {
vErrors.push(err883);
}
errors++;
}
var _valid213 = _errs1386 === errors;
valid464 = valid464 || _valid213;
if(!valid464){
const err884 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"#/allOf/20/then/properties/props/properties/confirmLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err884];
}
else {
vErrors.push(err884);
}
errors++;
}
else {
errors = _errs1380;
if(vErrors !== null){
if(_errs1380){
vErrors.length = _errs1380;
}
else {
vErrors = null;
}
}
}
}
if(data259.cancelLabel !== undefined){
let data269 = data259.cancelLabel;
const _errs1390 = errors;
let valid467 = false;
const _errs1391 = errors;
const _errs1392 = errors;
let valid468 = false;
const _errs1393 = errors;
if(typeof data269 === "string"){
if(func2(data269) < 1){
const err885 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/20/then/properties/props/properties/cancelLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err885];
}
else {
vErrors.push(err885);
}
errors++;
}
}
else {
const err886 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/20/then/properties/props/properties/cancelLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err886];
}
else {
vErrors.push(err886);
}
errors++;
}
var _valid216 = _errs1393 === errors;
valid468 = valid468 || _valid216;
const _errs1395 = errors;
if(!(validate78(data269, {instancePath:instancePath+"/props/cancelLabel",parentData:data259,parentDataProperty:"cancelLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid216 = _errs1395 === errors;
valid468 = valid468 || _valid216;
if(!valid468){
const err887 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/20/then/properties/props/properties/cancelLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err887];
}
else {
vErrors.push(err887);
}
errors++;
}
else {
errors = _errs1392;
if(vErrors !== null){
if(_errs1392){
vErrors.length = _errs1392;
}
else {
vErrors = null;
}
}
}
var _valid215 = _errs1391 === errors;
valid467 = valid467 || _valid215;
const _errs1396 = errors;
if(typeof data269 === "string"){
if(!pattern5.test(data269)){
const err888 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err889 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err889];
}
else {
vErrors.push(err889);
}
errors++;
}
var _valid215 = _errs1396 === errors;
valid467 = valid467 || _valid215;
if(!valid467){
const err890 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/20/then/properties/props/properties/cancelLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err890];
}
else {
vErrors.push(err890);
}
errors++;
}
else {
errors = _errs1390;
if(vErrors !== null){
if(_errs1390){
vErrors.length = _errs1390;
}
else {
vErrors = null;
}
}
}
}
if(data259.emptyText !== undefined){
let data270 = data259.emptyText;
const _errs1400 = errors;
let valid470 = false;
const _errs1401 = errors;
const _errs1402 = errors;
let valid471 = false;
const _errs1403 = errors;
if(typeof data270 === "string"){
if(func2(data270) < 1){
const err891 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/20/then/properties/props/properties/emptyText/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err892 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/20/then/properties/props/properties/emptyText/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err892];
}
else {
vErrors.push(err892);
}
errors++;
}
var _valid218 = _errs1403 === errors;
valid471 = valid471 || _valid218;
const _errs1405 = errors;
if(!(validate78(data270, {instancePath:instancePath+"/props/emptyText",parentData:data259,parentDataProperty:"emptyText",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid218 = _errs1405 === errors;
valid471 = valid471 || _valid218;
if(!valid471){
const err893 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/20/then/properties/props/properties/emptyText/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err893];
}
else {
vErrors.push(err893);
}
errors++;
}
else {
errors = _errs1402;
if(vErrors !== null){
if(_errs1402){
vErrors.length = _errs1402;
}
else {
vErrors = null;
}
}
}
var _valid217 = _errs1401 === errors;
valid470 = valid470 || _valid217;
const _errs1406 = errors;
if(typeof data270 === "string"){
if(!pattern5.test(data270)){
const err894 = {instancePath:instancePath+"/props/emptyText",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err894];
}
else {
vErrors.push(err894);
}
errors++;
}
}
else {
const err895 = {instancePath:instancePath+"/props/emptyText",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err895];
}
else {
vErrors.push(err895);
}
errors++;
}
var _valid217 = _errs1406 === errors;
valid470 = valid470 || _valid217;
if(!valid470){
const err896 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/20/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err896];
}
else {
vErrors.push(err896);
}
errors++;
}
else {
errors = _errs1400;
if(vErrors !== null){
if(_errs1400){
vErrors.length = _errs1400;
}
else {
vErrors = null;
}
}
}
}
if(data259.disabled !== undefined){
let data271 = data259.disabled;
const _errs1410 = errors;
let valid473 = false;
const _errs1411 = errors;
if(typeof data271 !== "boolean"){
const err897 = {instancePath:instancePath+"/props/disabled",schemaPath:"../widgets/Picker.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err897];
}
else {
vErrors.push(err897);
}
errors++;
}
var _valid219 = _errs1411 === errors;
valid473 = valid473 || _valid219;
const _errs1414 = errors;
if(typeof data271 === "string"){
if(!pattern5.test(data271)){
const err898 = {instancePath:instancePath+"/props/disabled",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err898];
}
else {
vErrors.push(err898);
}
errors++;
}
}
else {
const err899 = {instancePath:instancePath+"/props/disabled",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err899];
}
else {
vErrors.push(err899);
}
errors++;
}
var _valid219 = _errs1414 === errors;
valid473 = valid473 || _valid219;
if(!valid473){
const err900 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/20/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err900];
}
else {
vErrors.push(err900);
}
errors++;
}
else {
errors = _errs1410;
if(vErrors !== null){
if(_errs1410){
vErrors.length = _errs1410;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err901 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err901];
}
else {
vErrors.push(err901);
}
errors++;
}
}
if(data.on !== undefined){
let data272 = data.on;
if(data272 && typeof data272 == "object" && !Array.isArray(data272)){
for(const key47 in data272){
if(!(key47 === "change")){
const err902 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key47},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err902];
}
else {
vErrors.push(err902);
}
errors++;
}
}
if(data272.change !== undefined){
if(!(validate81(data272.change, {instancePath:instancePath+"/on/change",parentData:data272,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err903 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err903];
}
else {
vErrors.push(err903);
}
errors++;
}
}
if(data.children !== undefined){
const err904 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/20/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err904];
}
else {
vErrors.push(err904);
}
errors++;
}
}
var _valid199 = _errs1303 === errors;
valid437 = _valid199;
if(valid437){
var props103 = {};
props103.type = true;
props103.props = true;
props103.on = true;
props103.children = true;
}
}
if(!valid437){
const err905 = {instancePath,schemaPath:"#/allOf/20/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err905];
}
else {
vErrors.push(err905);
}
errors++;
}
if(props2 !== true && props103 !== undefined){
if(props103 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props103);
}
}
const _errs1422 = errors;
let valid477 = true;
const _errs1423 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing21;
if((data.type === undefined) && (missing21 = "type")){
const err906 = {};
if(vErrors === null){
vErrors = [err906];
}
else {
vErrors.push(err906);
}
errors++;
}
else {
if(data.type !== undefined){
if("PlanList" !== data.type){
const err907 = {};
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
}
var _valid220 = _errs1423 === errors;
errors = _errs1422;
if(vErrors !== null){
if(_errs1422){
vErrors.length = _errs1422;
}
else {
vErrors = null;
}
}
if(_valid220){
const _errs1425 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err908 = {instancePath,schemaPath:"#/allOf/21/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err908];
}
else {
vErrors.push(err908);
}
errors++;
}
if(data.type !== undefined){
if("PlanList" !== data.type){
const err909 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/21/then/properties/type/const",keyword:"const",params:{allowedValue: "PlanList"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err909];
}
else {
vErrors.push(err909);
}
errors++;
}
}
if(data.props !== undefined){
let data277 = data.props;
if(data277 && typeof data277 == "object" && !Array.isArray(data277)){
if(data277.rows === undefined){
const err910 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'"};
if(vErrors === null){
vErrors = [err910];
}
else {
vErrors.push(err910);
}
errors++;
}
for(const key48 in data277){
if(!(func1.call(schema78.allOf[21].then.properties.props.properties, key48))){
const err911 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key48},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err911];
}
else {
vErrors.push(err911);
}
errors++;
}
}
if(data277.title !== undefined){
let data278 = data277.title;
const _errs1431 = errors;
let valid481 = false;
const _errs1432 = errors;
const _errs1433 = errors;
let valid482 = false;
const _errs1434 = errors;
if(typeof data278 !== "string"){
const err912 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/21/then/properties/props/properties/title/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err912];
}
else {
vErrors.push(err912);
}
errors++;
}
var _valid222 = _errs1434 === errors;
valid482 = valid482 || _valid222;
const _errs1436 = errors;
if(!(validate78(data278, {instancePath:instancePath+"/props/title",parentData:data277,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid222 = _errs1436 === errors;
valid482 = valid482 || _valid222;
if(!valid482){
const err913 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/21/then/properties/props/properties/title/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err913];
}
else {
vErrors.push(err913);
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
var _valid221 = _errs1432 === errors;
valid481 = valid481 || _valid221;
const _errs1437 = errors;
if(typeof data278 === "string"){
if(!pattern5.test(data278)){
const err914 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err914];
}
else {
vErrors.push(err914);
}
errors++;
}
}
else {
const err915 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err915];
}
else {
vErrors.push(err915);
}
errors++;
}
var _valid221 = _errs1437 === errors;
valid481 = valid481 || _valid221;
if(!valid481){
const err916 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/21/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err916];
}
else {
vErrors.push(err916);
}
errors++;
}
else {
errors = _errs1431;
if(vErrors !== null){
if(_errs1431){
vErrors.length = _errs1431;
}
else {
vErrors = null;
}
}
}
}
if(data277.rows !== undefined){
let data279 = data277.rows;
const _errs1441 = errors;
let valid484 = false;
const _errs1442 = errors;
if(Array.isArray(data279)){
const len7 = data279.length;
for(let i7=0; i7<len7; i7++){
let data280 = data279[i7];
if(data280 && typeof data280 == "object" && !Array.isArray(data280)){
if(data280.title !== undefined){
let data281 = data280.title;
const _errs1447 = errors;
let valid488 = false;
const _errs1448 = errors;
if((typeof data281 !== "string") && (!((typeof data281 == "number") && (isFinite(data281))))){
const err917 = {instancePath:instancePath+"/props/rows/" + i7+"/title",schemaPath:"#/allOf/21/then/properties/props/properties/rows/anyOf/0/items/properties/title/anyOf/0/type",keyword:"type",params:{type: schema78.allOf[21].then.properties.props.properties.rows.anyOf[0].items.properties.title.anyOf[0].type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err917];
}
else {
vErrors.push(err917);
}
errors++;
}
var _valid224 = _errs1448 === errors;
valid488 = valid488 || _valid224;
const _errs1450 = errors;
if(!(validate78(data281, {instancePath:instancePath+"/props/rows/" + i7+"/title",parentData:data280,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid224 = _errs1450 === errors;
valid488 = valid488 || _valid224;
if(!valid488){
const err918 = {instancePath:instancePath+"/props/rows/" + i7+"/title",schemaPath:"#/allOf/21/then/properties/props/properties/rows/anyOf/0/items/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err918];
}
else {
vErrors.push(err918);
}
errors++;
}
else {
errors = _errs1447;
if(vErrors !== null){
if(_errs1447){
vErrors.length = _errs1447;
}
else {
vErrors = null;
}
}
}
}
if(data280.remark !== undefined){
let data282 = data280.remark;
const _errs1452 = errors;
let valid489 = false;
const _errs1453 = errors;
if((typeof data282 !== "string") && (!((typeof data282 == "number") && (isFinite(data282))))){
const err919 = {instancePath:instancePath+"/props/rows/" + i7+"/remark",schemaPath:"#/allOf/21/then/properties/props/properties/rows/anyOf/0/items/properties/remark/anyOf/0/type",keyword:"type",params:{type: schema78.allOf[21].then.properties.props.properties.rows.anyOf[0].items.properties.remark.anyOf[0].type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err919];
}
else {
vErrors.push(err919);
}
errors++;
}
var _valid225 = _errs1453 === errors;
valid489 = valid489 || _valid225;
const _errs1455 = errors;
if(!(validate78(data282, {instancePath:instancePath+"/props/rows/" + i7+"/remark",parentData:data280,parentDataProperty:"remark",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid225 = _errs1455 === errors;
valid489 = valid489 || _valid225;
if(!valid489){
const err920 = {instancePath:instancePath+"/props/rows/" + i7+"/remark",schemaPath:"#/allOf/21/then/properties/props/properties/rows/anyOf/0/items/properties/remark/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err920];
}
else {
vErrors.push(err920);
}
errors++;
}
else {
errors = _errs1452;
if(vErrors !== null){
if(_errs1452){
vErrors.length = _errs1452;
}
else {
vErrors = null;
}
}
}
}
if(data280.amount !== undefined){
let data283 = data280.amount;
const _errs1457 = errors;
let valid490 = false;
const _errs1458 = errors;
if((typeof data283 !== "string") && (!((typeof data283 == "number") && (isFinite(data283))))){
const err921 = {instancePath:instancePath+"/props/rows/" + i7+"/amount",schemaPath:"#/allOf/21/then/properties/props/properties/rows/anyOf/0/items/properties/amount/anyOf/0/type",keyword:"type",params:{type: schema78.allOf[21].then.properties.props.properties.rows.anyOf[0].items.properties.amount.anyOf[0].type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err921];
}
else {
vErrors.push(err921);
}
errors++;
}
var _valid226 = _errs1458 === errors;
valid490 = valid490 || _valid226;
const _errs1460 = errors;
if(!(validate78(data283, {instancePath:instancePath+"/props/rows/" + i7+"/amount",parentData:data280,parentDataProperty:"amount",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid226 = _errs1460 === errors;
valid490 = valid490 || _valid226;
if(!valid490){
const err922 = {instancePath:instancePath+"/props/rows/" + i7+"/amount",schemaPath:"#/allOf/21/then/properties/props/properties/rows/anyOf/0/items/properties/amount/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err922];
}
else {
vErrors.push(err922);
}
errors++;
}
else {
errors = _errs1457;
if(vErrors !== null){
if(_errs1457){
vErrors.length = _errs1457;
}
else {
vErrors = null;
}
}
}
}
if(data280.time !== undefined){
let data284 = data280.time;
const _errs1462 = errors;
let valid491 = false;
const _errs1463 = errors;
if((typeof data284 !== "string") && (!((typeof data284 == "number") && (isFinite(data284))))){
const err923 = {instancePath:instancePath+"/props/rows/" + i7+"/time",schemaPath:"#/allOf/21/then/properties/props/properties/rows/anyOf/0/items/properties/time/anyOf/0/type",keyword:"type",params:{type: schema78.allOf[21].then.properties.props.properties.rows.anyOf[0].items.properties.time.anyOf[0].type},message:"must be string,number"};
if(vErrors === null){
vErrors = [err923];
}
else {
vErrors.push(err923);
}
errors++;
}
var _valid227 = _errs1463 === errors;
valid491 = valid491 || _valid227;
const _errs1465 = errors;
if(!(validate78(data284, {instancePath:instancePath+"/props/rows/" + i7+"/time",parentData:data280,parentDataProperty:"time",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid227 = _errs1465 === errors;
valid491 = valid491 || _valid227;
if(!valid491){
const err924 = {instancePath:instancePath+"/props/rows/" + i7+"/time",schemaPath:"#/allOf/21/then/properties/props/properties/rows/anyOf/0/items/properties/time/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err924];
}
else {
vErrors.push(err924);
}
errors++;
}
else {
errors = _errs1462;
if(vErrors !== null){
if(_errs1462){
vErrors.length = _errs1462;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err925 = {instancePath:instancePath+"/props/rows/" + i7,schemaPath:"#/allOf/21/then/properties/props/properties/rows/anyOf/0/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err925];
}
else {
vErrors.push(err925);
}
errors++;
}
}
}
else {
const err926 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/21/then/properties/props/properties/rows/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err926];
}
else {
vErrors.push(err926);
}
errors++;
}
var _valid223 = _errs1442 === errors;
valid484 = valid484 || _valid223;
const _errs1466 = errors;
if(typeof data279 === "string"){
if(!pattern5.test(data279)){
const err927 = {instancePath:instancePath+"/props/rows",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err927];
}
else {
vErrors.push(err927);
}
errors++;
}
}
else {
const err928 = {instancePath:instancePath+"/props/rows",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err928];
}
else {
vErrors.push(err928);
}
errors++;
}
var _valid223 = _errs1466 === errors;
valid484 = valid484 || _valid223;
if(!valid484){
const err929 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/21/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err929];
}
else {
vErrors.push(err929);
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
if(data277.titleKey !== undefined){
let data285 = data277.titleKey;
const _errs1470 = errors;
let valid493 = false;
const _errs1471 = errors;
const _errs1472 = errors;
let valid494 = false;
const _errs1473 = errors;
if(typeof data285 === "string"){
if(func2(data285) < 1){
const err930 = {instancePath:instancePath+"/props/titleKey",schemaPath:"#/allOf/21/then/properties/props/properties/titleKey/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err930];
}
else {
vErrors.push(err930);
}
errors++;
}
}
else {
const err931 = {instancePath:instancePath+"/props/titleKey",schemaPath:"#/allOf/21/then/properties/props/properties/titleKey/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err931];
}
else {
vErrors.push(err931);
}
errors++;
}
var _valid229 = _errs1473 === errors;
valid494 = valid494 || _valid229;
const _errs1475 = errors;
if(!(validate78(data285, {instancePath:instancePath+"/props/titleKey",parentData:data277,parentDataProperty:"titleKey",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid229 = _errs1475 === errors;
valid494 = valid494 || _valid229;
if(!valid494){
const err932 = {instancePath:instancePath+"/props/titleKey",schemaPath:"#/allOf/21/then/properties/props/properties/titleKey/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err932];
}
else {
vErrors.push(err932);
}
errors++;
}
else {
errors = _errs1472;
if(vErrors !== null){
if(_errs1472){
vErrors.length = _errs1472;
}
else {
vErrors = null;
}
}
}
var _valid228 = _errs1471 === errors;
valid493 = valid493 || _valid228;
const _errs1476 = errors;
if(typeof data285 === "string"){
if(!pattern5.test(data285)){
const err933 = {instancePath:instancePath+"/props/titleKey",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err933];
}
else {
vErrors.push(err933);
}
errors++;
}
}
else {
const err934 = {instancePath:instancePath+"/props/titleKey",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err934];
}
else {
vErrors.push(err934);
}
errors++;
}
var _valid228 = _errs1476 === errors;
valid493 = valid493 || _valid228;
if(!valid493){
const err935 = {instancePath:instancePath+"/props/titleKey",schemaPath:"#/allOf/21/then/properties/props/properties/titleKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err935];
}
else {
vErrors.push(err935);
}
errors++;
}
else {
errors = _errs1470;
if(vErrors !== null){
if(_errs1470){
vErrors.length = _errs1470;
}
else {
vErrors = null;
}
}
}
}
if(data277.remarkKey !== undefined){
let data286 = data277.remarkKey;
const _errs1480 = errors;
let valid496 = false;
const _errs1481 = errors;
const _errs1482 = errors;
let valid497 = false;
const _errs1483 = errors;
if(typeof data286 === "string"){
if(func2(data286) < 1){
const err936 = {instancePath:instancePath+"/props/remarkKey",schemaPath:"#/allOf/21/then/properties/props/properties/remarkKey/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err936];
}
else {
vErrors.push(err936);
}
errors++;
}
}
else {
const err937 = {instancePath:instancePath+"/props/remarkKey",schemaPath:"#/allOf/21/then/properties/props/properties/remarkKey/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err937];
}
else {
vErrors.push(err937);
}
errors++;
}
var _valid231 = _errs1483 === errors;
valid497 = valid497 || _valid231;
const _errs1485 = errors;
if(!(validate78(data286, {instancePath:instancePath+"/props/remarkKey",parentData:data277,parentDataProperty:"remarkKey",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid231 = _errs1485 === errors;
valid497 = valid497 || _valid231;
if(!valid497){
const err938 = {instancePath:instancePath+"/props/remarkKey",schemaPath:"#/allOf/21/then/properties/props/properties/remarkKey/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err938];
}
else {
vErrors.push(err938);
}
errors++;
}
else {
errors = _errs1482;
if(vErrors !== null){
if(_errs1482){
vErrors.length = _errs1482;
}
else {
vErrors = null;
}
}
}
var _valid230 = _errs1481 === errors;
valid496 = valid496 || _valid230;
const _errs1486 = errors;
if(typeof data286 === "string"){
if(!pattern5.test(data286)){
const err939 = {instancePath:instancePath+"/props/remarkKey",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err939];
}
else {
vErrors.push(err939);
}
errors++;
}
}
else {
const err940 = {instancePath:instancePath+"/props/remarkKey",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err940];
}
else {
vErrors.push(err940);
}
errors++;
}
var _valid230 = _errs1486 === errors;
valid496 = valid496 || _valid230;
if(!valid496){
const err941 = {instancePath:instancePath+"/props/remarkKey",schemaPath:"#/allOf/21/then/properties/props/properties/remarkKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err941];
}
else {
vErrors.push(err941);
}
errors++;
}
else {
errors = _errs1480;
if(vErrors !== null){
if(_errs1480){
vErrors.length = _errs1480;
}
else {
vErrors = null;
}
}
}
}
if(data277.amountKey !== undefined){
let data287 = data277.amountKey;
const _errs1490 = errors;
let valid499 = false;
const _errs1491 = errors;
const _errs1492 = errors;
let valid500 = false;
const _errs1493 = errors;
if(typeof data287 === "string"){
if(func2(data287) < 1){
const err942 = {instancePath:instancePath+"/props/amountKey",schemaPath:"#/allOf/21/then/properties/props/properties/amountKey/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err942];
}
else {
vErrors.push(err942);
}
errors++;
}
}
else {
const err943 = {instancePath:instancePath+"/props/amountKey",schemaPath:"#/allOf/21/then/properties/props/properties/amountKey/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err943];
}
else {
vErrors.push(err943);
}
errors++;
}
var _valid233 = _errs1493 === errors;
valid500 = valid500 || _valid233;
const _errs1495 = errors;
if(!(validate78(data287, {instancePath:instancePath+"/props/amountKey",parentData:data277,parentDataProperty:"amountKey",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid233 = _errs1495 === errors;
valid500 = valid500 || _valid233;
if(!valid500){
const err944 = {instancePath:instancePath+"/props/amountKey",schemaPath:"#/allOf/21/then/properties/props/properties/amountKey/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err944];
}
else {
vErrors.push(err944);
}
errors++;
}
else {
errors = _errs1492;
if(vErrors !== null){
if(_errs1492){
vErrors.length = _errs1492;
}
else {
vErrors = null;
}
}
}
var _valid232 = _errs1491 === errors;
valid499 = valid499 || _valid232;
const _errs1496 = errors;
if(typeof data287 === "string"){
if(!pattern5.test(data287)){
const err945 = {instancePath:instancePath+"/props/amountKey",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err946 = {instancePath:instancePath+"/props/amountKey",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err946];
}
else {
vErrors.push(err946);
}
errors++;
}
var _valid232 = _errs1496 === errors;
valid499 = valid499 || _valid232;
if(!valid499){
const err947 = {instancePath:instancePath+"/props/amountKey",schemaPath:"#/allOf/21/then/properties/props/properties/amountKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err947];
}
else {
vErrors.push(err947);
}
errors++;
}
else {
errors = _errs1490;
if(vErrors !== null){
if(_errs1490){
vErrors.length = _errs1490;
}
else {
vErrors = null;
}
}
}
}
if(data277.timeKey !== undefined){
let data288 = data277.timeKey;
const _errs1500 = errors;
let valid502 = false;
const _errs1501 = errors;
const _errs1502 = errors;
let valid503 = false;
const _errs1503 = errors;
if(typeof data288 === "string"){
if(func2(data288) < 1){
const err948 = {instancePath:instancePath+"/props/timeKey",schemaPath:"#/allOf/21/then/properties/props/properties/timeKey/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err948];
}
else {
vErrors.push(err948);
}
errors++;
}
}
else {
const err949 = {instancePath:instancePath+"/props/timeKey",schemaPath:"#/allOf/21/then/properties/props/properties/timeKey/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err949];
}
else {
vErrors.push(err949);
}
errors++;
}
var _valid235 = _errs1503 === errors;
valid503 = valid503 || _valid235;
const _errs1505 = errors;
if(!(validate78(data288, {instancePath:instancePath+"/props/timeKey",parentData:data277,parentDataProperty:"timeKey",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid235 = _errs1505 === errors;
valid503 = valid503 || _valid235;
if(!valid503){
const err950 = {instancePath:instancePath+"/props/timeKey",schemaPath:"#/allOf/21/then/properties/props/properties/timeKey/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err950];
}
else {
vErrors.push(err950);
}
errors++;
}
else {
errors = _errs1502;
if(vErrors !== null){
if(_errs1502){
vErrors.length = _errs1502;
}
else {
vErrors = null;
}
}
}
var _valid234 = _errs1501 === errors;
valid502 = valid502 || _valid234;
const _errs1506 = errors;
if(typeof data288 === "string"){
if(!pattern5.test(data288)){
const err951 = {instancePath:instancePath+"/props/timeKey",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err951];
}
else {
vErrors.push(err951);
}
errors++;
}
}
else {
const err952 = {instancePath:instancePath+"/props/timeKey",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err952];
}
else {
vErrors.push(err952);
}
errors++;
}
var _valid234 = _errs1506 === errors;
valid502 = valid502 || _valid234;
if(!valid502){
const err953 = {instancePath:instancePath+"/props/timeKey",schemaPath:"#/allOf/21/then/properties/props/properties/timeKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err953];
}
else {
vErrors.push(err953);
}
errors++;
}
else {
errors = _errs1500;
if(vErrors !== null){
if(_errs1500){
vErrors.length = _errs1500;
}
else {
vErrors = null;
}
}
}
}
if(data277.amountFormat !== undefined){
let data289 = data277.amountFormat;
const _errs1510 = errors;
let valid505 = false;
const _errs1511 = errors;
if(!(((data289 === "text") || (data289 === "money")) || (data289 === "minorUnits"))){
const err954 = {instancePath:instancePath+"/props/amountFormat",schemaPath:"../widgets/PlanList.schema.json#/properties/amountFormat/enum",keyword:"enum",params:{allowedValues: schema267.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err954];
}
else {
vErrors.push(err954);
}
errors++;
}
var _valid236 = _errs1511 === errors;
valid505 = valid505 || _valid236;
const _errs1513 = errors;
if(typeof data289 === "string"){
if(!pattern5.test(data289)){
const err955 = {instancePath:instancePath+"/props/amountFormat",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err955];
}
else {
vErrors.push(err955);
}
errors++;
}
}
else {
const err956 = {instancePath:instancePath+"/props/amountFormat",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err956];
}
else {
vErrors.push(err956);
}
errors++;
}
var _valid236 = _errs1513 === errors;
valid505 = valid505 || _valid236;
if(!valid505){
const err957 = {instancePath:instancePath+"/props/amountFormat",schemaPath:"#/allOf/21/then/properties/props/properties/amountFormat/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err957];
}
else {
vErrors.push(err957);
}
errors++;
}
else {
errors = _errs1510;
if(vErrors !== null){
if(_errs1510){
vErrors.length = _errs1510;
}
else {
vErrors = null;
}
}
}
}
if(data277.currencyFlag !== undefined){
let data290 = data277.currencyFlag;
const _errs1517 = errors;
let valid508 = false;
const _errs1518 = errors;
if(!(((typeof data290 == "number") && (!(data290 % 1) && !isNaN(data290))) && (isFinite(data290)))){
const err958 = {instancePath:instancePath+"/props/currencyFlag",schemaPath:"../widgets/PlanList.schema.json#/properties/currencyFlag/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err958];
}
else {
vErrors.push(err958);
}
errors++;
}
if(!((data290 === 0) || (data290 === 1))){
const err959 = {instancePath:instancePath+"/props/currencyFlag",schemaPath:"../widgets/PlanList.schema.json#/properties/currencyFlag/enum",keyword:"enum",params:{allowedValues: schema269.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err959];
}
else {
vErrors.push(err959);
}
errors++;
}
var _valid237 = _errs1518 === errors;
valid508 = valid508 || _valid237;
const _errs1521 = errors;
if(typeof data290 === "string"){
if(!pattern5.test(data290)){
const err960 = {instancePath:instancePath+"/props/currencyFlag",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err960];
}
else {
vErrors.push(err960);
}
errors++;
}
}
else {
const err961 = {instancePath:instancePath+"/props/currencyFlag",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err961];
}
else {
vErrors.push(err961);
}
errors++;
}
var _valid237 = _errs1521 === errors;
valid508 = valid508 || _valid237;
if(!valid508){
const err962 = {instancePath:instancePath+"/props/currencyFlag",schemaPath:"#/allOf/21/then/properties/props/properties/currencyFlag/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err962];
}
else {
vErrors.push(err962);
}
errors++;
}
else {
errors = _errs1517;
if(vErrors !== null){
if(_errs1517){
vErrors.length = _errs1517;
}
else {
vErrors = null;
}
}
}
}
if(data277.timeLabel !== undefined){
let data291 = data277.timeLabel;
const _errs1525 = errors;
let valid511 = false;
const _errs1526 = errors;
const _errs1527 = errors;
let valid512 = false;
const _errs1528 = errors;
if(typeof data291 !== "string"){
const err963 = {instancePath:instancePath+"/props/timeLabel",schemaPath:"#/allOf/21/then/properties/props/properties/timeLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err963];
}
else {
vErrors.push(err963);
}
errors++;
}
var _valid239 = _errs1528 === errors;
valid512 = valid512 || _valid239;
const _errs1530 = errors;
if(!(validate78(data291, {instancePath:instancePath+"/props/timeLabel",parentData:data277,parentDataProperty:"timeLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid239 = _errs1530 === errors;
valid512 = valid512 || _valid239;
if(!valid512){
const err964 = {instancePath:instancePath+"/props/timeLabel",schemaPath:"#/allOf/21/then/properties/props/properties/timeLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err964];
}
else {
vErrors.push(err964);
}
errors++;
}
else {
errors = _errs1527;
if(vErrors !== null){
if(_errs1527){
vErrors.length = _errs1527;
}
else {
vErrors = null;
}
}
}
var _valid238 = _errs1526 === errors;
valid511 = valid511 || _valid238;
const _errs1531 = errors;
if(typeof data291 === "string"){
if(!pattern5.test(data291)){
const err965 = {instancePath:instancePath+"/props/timeLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err965];
}
else {
vErrors.push(err965);
}
errors++;
}
}
else {
const err966 = {instancePath:instancePath+"/props/timeLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err966];
}
else {
vErrors.push(err966);
}
errors++;
}
var _valid238 = _errs1531 === errors;
valid511 = valid511 || _valid238;
if(!valid511){
const err967 = {instancePath:instancePath+"/props/timeLabel",schemaPath:"#/allOf/21/then/properties/props/properties/timeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err967];
}
else {
vErrors.push(err967);
}
errors++;
}
else {
errors = _errs1525;
if(vErrors !== null){
if(_errs1525){
vErrors.length = _errs1525;
}
else {
vErrors = null;
}
}
}
}
if(data277.emptyText !== undefined){
let data292 = data277.emptyText;
const _errs1535 = errors;
let valid514 = false;
const _errs1536 = errors;
const _errs1537 = errors;
let valid515 = false;
const _errs1538 = errors;
if(typeof data292 !== "string"){
const err968 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/21/then/properties/props/properties/emptyText/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err968];
}
else {
vErrors.push(err968);
}
errors++;
}
var _valid241 = _errs1538 === errors;
valid515 = valid515 || _valid241;
const _errs1540 = errors;
if(!(validate78(data292, {instancePath:instancePath+"/props/emptyText",parentData:data277,parentDataProperty:"emptyText",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid241 = _errs1540 === errors;
valid515 = valid515 || _valid241;
if(!valid515){
const err969 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/21/then/properties/props/properties/emptyText/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err969];
}
else {
vErrors.push(err969);
}
errors++;
}
else {
errors = _errs1537;
if(vErrors !== null){
if(_errs1537){
vErrors.length = _errs1537;
}
else {
vErrors = null;
}
}
}
var _valid240 = _errs1536 === errors;
valid514 = valid514 || _valid240;
const _errs1541 = errors;
if(typeof data292 === "string"){
if(!pattern5.test(data292)){
const err970 = {instancePath:instancePath+"/props/emptyText",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err970];
}
else {
vErrors.push(err970);
}
errors++;
}
}
else {
const err971 = {instancePath:instancePath+"/props/emptyText",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err971];
}
else {
vErrors.push(err971);
}
errors++;
}
var _valid240 = _errs1541 === errors;
valid514 = valid514 || _valid240;
if(!valid514){
const err972 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/21/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err972];
}
else {
vErrors.push(err972);
}
errors++;
}
else {
errors = _errs1535;
if(vErrors !== null){
if(_errs1535){
vErrors.length = _errs1535;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err973 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/21/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err973];
}
else {
vErrors.push(err973);
}
errors++;
}
}
if(data.on !== undefined){
let data293 = data.on;
if(data293 && typeof data293 == "object" && !Array.isArray(data293)){
for(const key49 in data293){
const err974 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/21/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key49},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err974];
}
else {
vErrors.push(err974);
}
errors++;
}
}
else {
const err975 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/21/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err975];
}
else {
vErrors.push(err975);
}
errors++;
}
}
if(data.children !== undefined){
const err976 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/21/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err976];
}
else {
vErrors.push(err976);
}
errors++;
}
if(data.bind !== undefined){
const err977 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/21/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err977];
}
else {
vErrors.push(err977);
}
errors++;
}
}
var _valid220 = _errs1425 === errors;
valid477 = _valid220;
if(valid477){
var props115 = {};
props115.type = true;
props115.props = true;
props115.on = true;
props115.children = true;
props115.bind = true;
}
}
if(!valid477){
const err978 = {instancePath,schemaPath:"#/allOf/21/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err978];
}
else {
vErrors.push(err978);
}
errors++;
}
if(props2 !== true && props115 !== undefined){
if(props115 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props115);
}
}
const _errs1548 = errors;
let valid517 = true;
const _errs1549 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing22;
if((data.type === undefined) && (missing22 = "type")){
const err979 = {};
if(vErrors === null){
vErrors = [err979];
}
else {
vErrors.push(err979);
}
errors++;
}
else {
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err980 = {};
if(vErrors === null){
vErrors = [err980];
}
else {
vErrors.push(err980);
}
errors++;
}
}
}
}
var _valid242 = _errs1549 === errors;
errors = _errs1548;
if(vErrors !== null){
if(_errs1548){
vErrors.length = _errs1548;
}
else {
vErrors = null;
}
}
if(_valid242){
const _errs1551 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err981 = {instancePath,schemaPath:"#/allOf/22/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err981];
}
else {
vErrors.push(err981);
}
errors++;
}
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err982 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/22/then/properties/type/const",keyword:"const",params:{allowedValue: "ProductCard"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err982];
}
else {
vErrors.push(err982);
}
errors++;
}
}
if(data.props !== undefined){
let data298 = data.props;
if(data298 && typeof data298 == "object" && !Array.isArray(data298)){
if(data298.name === undefined){
const err983 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err983];
}
else {
vErrors.push(err983);
}
errors++;
}
if(data298.buttonText === undefined){
const err984 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/required",keyword:"required",params:{missingProperty: "buttonText"},message:"must have required property '"+"buttonText"+"'"};
if(vErrors === null){
vErrors = [err984];
}
else {
vErrors.push(err984);
}
errors++;
}
for(const key50 in data298){
if(!(func1.call(schema78.allOf[22].then.properties.props.properties, key50))){
const err985 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key50},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err985];
}
else {
vErrors.push(err985);
}
errors++;
}
}
if(data298.logo !== undefined){
let data299 = data298.logo;
const _errs1557 = errors;
let valid521 = false;
const _errs1558 = errors;
const _errs1559 = errors;
let valid522 = false;
const _errs1560 = errors;
if(typeof data299 !== "string"){
const err986 = {instancePath:instancePath+"/props/logo",schemaPath:"#/allOf/22/then/properties/props/properties/logo/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err986];
}
else {
vErrors.push(err986);
}
errors++;
}
var _valid244 = _errs1560 === errors;
valid522 = valid522 || _valid244;
const _errs1562 = errors;
if(!(validate78(data299, {instancePath:instancePath+"/props/logo",parentData:data298,parentDataProperty:"logo",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid244 = _errs1562 === errors;
valid522 = valid522 || _valid244;
if(!valid522){
const err987 = {instancePath:instancePath+"/props/logo",schemaPath:"#/allOf/22/then/properties/props/properties/logo/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err987];
}
else {
vErrors.push(err987);
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
var _valid243 = _errs1558 === errors;
valid521 = valid521 || _valid243;
const _errs1563 = errors;
if(typeof data299 === "string"){
if(!pattern5.test(data299)){
const err988 = {instancePath:instancePath+"/props/logo",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err988];
}
else {
vErrors.push(err988);
}
errors++;
}
}
else {
const err989 = {instancePath:instancePath+"/props/logo",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err989];
}
else {
vErrors.push(err989);
}
errors++;
}
var _valid243 = _errs1563 === errors;
valid521 = valid521 || _valid243;
if(!valid521){
const err990 = {instancePath:instancePath+"/props/logo",schemaPath:"#/allOf/22/then/properties/props/properties/logo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err990];
}
else {
vErrors.push(err990);
}
errors++;
}
else {
errors = _errs1557;
if(vErrors !== null){
if(_errs1557){
vErrors.length = _errs1557;
}
else {
vErrors = null;
}
}
}
}
if(data298.name !== undefined){
let data300 = data298.name;
const _errs1567 = errors;
let valid524 = false;
const _errs1568 = errors;
const _errs1569 = errors;
let valid525 = false;
const _errs1570 = errors;
if(typeof data300 !== "string"){
const err991 = {instancePath:instancePath+"/props/name",schemaPath:"#/allOf/22/then/properties/props/properties/name/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err991];
}
else {
vErrors.push(err991);
}
errors++;
}
var _valid246 = _errs1570 === errors;
valid525 = valid525 || _valid246;
const _errs1572 = errors;
if(!(validate78(data300, {instancePath:instancePath+"/props/name",parentData:data298,parentDataProperty:"name",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid246 = _errs1572 === errors;
valid525 = valid525 || _valid246;
if(!valid525){
const err992 = {instancePath:instancePath+"/props/name",schemaPath:"#/allOf/22/then/properties/props/properties/name/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err992];
}
else {
vErrors.push(err992);
}
errors++;
}
else {
errors = _errs1569;
if(vErrors !== null){
if(_errs1569){
vErrors.length = _errs1569;
}
else {
vErrors = null;
}
}
}
var _valid245 = _errs1568 === errors;
valid524 = valid524 || _valid245;
const _errs1573 = errors;
if(typeof data300 === "string"){
if(!pattern5.test(data300)){
const err993 = {instancePath:instancePath+"/props/name",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err993];
}
else {
vErrors.push(err993);
}
errors++;
}
}
else {
const err994 = {instancePath:instancePath+"/props/name",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err994];
}
else {
vErrors.push(err994);
}
errors++;
}
var _valid245 = _errs1573 === errors;
valid524 = valid524 || _valid245;
if(!valid524){
const err995 = {instancePath:instancePath+"/props/name",schemaPath:"#/allOf/22/then/properties/props/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err995];
}
else {
vErrors.push(err995);
}
errors++;
}
else {
errors = _errs1567;
if(vErrors !== null){
if(_errs1567){
vErrors.length = _errs1567;
}
else {
vErrors = null;
}
}
}
}
if(data298.buttonText !== undefined){
let data301 = data298.buttonText;
const _errs1577 = errors;
let valid527 = false;
const _errs1578 = errors;
const _errs1579 = errors;
let valid528 = false;
const _errs1580 = errors;
if(typeof data301 === "string"){
if(func2(data301) < 1){
const err996 = {instancePath:instancePath+"/props/buttonText",schemaPath:"#/allOf/22/then/properties/props/properties/buttonText/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err996];
}
else {
vErrors.push(err996);
}
errors++;
}
}
else {
const err997 = {instancePath:instancePath+"/props/buttonText",schemaPath:"#/allOf/22/then/properties/props/properties/buttonText/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err997];
}
else {
vErrors.push(err997);
}
errors++;
}
var _valid248 = _errs1580 === errors;
valid528 = valid528 || _valid248;
const _errs1582 = errors;
if(!(validate78(data301, {instancePath:instancePath+"/props/buttonText",parentData:data298,parentDataProperty:"buttonText",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid248 = _errs1582 === errors;
valid528 = valid528 || _valid248;
if(!valid528){
const err998 = {instancePath:instancePath+"/props/buttonText",schemaPath:"#/allOf/22/then/properties/props/properties/buttonText/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err998];
}
else {
vErrors.push(err998);
}
errors++;
}
else {
errors = _errs1579;
if(vErrors !== null){
if(_errs1579){
vErrors.length = _errs1579;
}
else {
vErrors = null;
}
}
}
var _valid247 = _errs1578 === errors;
valid527 = valid527 || _valid247;
const _errs1583 = errors;
if(typeof data301 === "string"){
if(!pattern5.test(data301)){
const err999 = {instancePath:instancePath+"/props/buttonText",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err999];
}
else {
vErrors.push(err999);
}
errors++;
}
}
else {
const err1000 = {instancePath:instancePath+"/props/buttonText",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1000];
}
else {
vErrors.push(err1000);
}
errors++;
}
var _valid247 = _errs1583 === errors;
valid527 = valid527 || _valid247;
if(!valid527){
const err1001 = {instancePath:instancePath+"/props/buttonText",schemaPath:"#/allOf/22/then/properties/props/properties/buttonText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1001];
}
else {
vErrors.push(err1001);
}
errors++;
}
else {
errors = _errs1577;
if(vErrors !== null){
if(_errs1577){
vErrors.length = _errs1577;
}
else {
vErrors = null;
}
}
}
}
if(data298.enabled !== undefined){
let data302 = data298.enabled;
const _errs1587 = errors;
let valid530 = false;
const _errs1588 = errors;
if(typeof data302 !== "boolean"){
const err1002 = {instancePath:instancePath+"/props/enabled",schemaPath:"../widgets/ProductCard.schema.json#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1002];
}
else {
vErrors.push(err1002);
}
errors++;
}
var _valid249 = _errs1588 === errors;
valid530 = valid530 || _valid249;
const _errs1591 = errors;
if(typeof data302 === "string"){
if(!pattern5.test(data302)){
const err1003 = {instancePath:instancePath+"/props/enabled",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err1004 = {instancePath:instancePath+"/props/enabled",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1004];
}
else {
vErrors.push(err1004);
}
errors++;
}
var _valid249 = _errs1591 === errors;
valid530 = valid530 || _valid249;
if(!valid530){
const err1005 = {instancePath:instancePath+"/props/enabled",schemaPath:"#/allOf/22/then/properties/props/properties/enabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1005];
}
else {
vErrors.push(err1005);
}
errors++;
}
else {
errors = _errs1587;
if(vErrors !== null){
if(_errs1587){
vErrors.length = _errs1587;
}
else {
vErrors = null;
}
}
}
}
if(data298.amountRange !== undefined){
let data303 = data298.amountRange;
const _errs1595 = errors;
let valid533 = false;
const _errs1596 = errors;
const _errs1597 = errors;
let valid534 = false;
const _errs1598 = errors;
if(typeof data303 !== "string"){
const err1006 = {instancePath:instancePath+"/props/amountRange",schemaPath:"#/allOf/22/then/properties/props/properties/amountRange/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1006];
}
else {
vErrors.push(err1006);
}
errors++;
}
var _valid251 = _errs1598 === errors;
valid534 = valid534 || _valid251;
const _errs1600 = errors;
if(!(validate78(data303, {instancePath:instancePath+"/props/amountRange",parentData:data298,parentDataProperty:"amountRange",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid251 = _errs1600 === errors;
valid534 = valid534 || _valid251;
if(!valid534){
const err1007 = {instancePath:instancePath+"/props/amountRange",schemaPath:"#/allOf/22/then/properties/props/properties/amountRange/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1007];
}
else {
vErrors.push(err1007);
}
errors++;
}
else {
errors = _errs1597;
if(vErrors !== null){
if(_errs1597){
vErrors.length = _errs1597;
}
else {
vErrors = null;
}
}
}
var _valid250 = _errs1596 === errors;
valid533 = valid533 || _valid250;
const _errs1601 = errors;
if(typeof data303 === "string"){
if(!pattern5.test(data303)){
const err1008 = {instancePath:instancePath+"/props/amountRange",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1008];
}
else {
vErrors.push(err1008);
}
errors++;
}
}
else {
const err1009 = {instancePath:instancePath+"/props/amountRange",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1009];
}
else {
vErrors.push(err1009);
}
errors++;
}
var _valid250 = _errs1601 === errors;
valid533 = valid533 || _valid250;
if(!valid533){
const err1010 = {instancePath:instancePath+"/props/amountRange",schemaPath:"#/allOf/22/then/properties/props/properties/amountRange/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1010];
}
else {
vErrors.push(err1010);
}
errors++;
}
else {
errors = _errs1595;
if(vErrors !== null){
if(_errs1595){
vErrors.length = _errs1595;
}
else {
vErrors = null;
}
}
}
}
if(data298.rangeDesc !== undefined){
let data304 = data298.rangeDesc;
const _errs1605 = errors;
let valid536 = false;
const _errs1606 = errors;
const _errs1607 = errors;
let valid537 = false;
const _errs1608 = errors;
if(typeof data304 !== "string"){
const err1011 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"#/allOf/22/then/properties/props/properties/rangeDesc/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1011];
}
else {
vErrors.push(err1011);
}
errors++;
}
var _valid253 = _errs1608 === errors;
valid537 = valid537 || _valid253;
const _errs1610 = errors;
if(!(validate78(data304, {instancePath:instancePath+"/props/rangeDesc",parentData:data298,parentDataProperty:"rangeDesc",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid253 = _errs1610 === errors;
valid537 = valid537 || _valid253;
if(!valid537){
const err1012 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"#/allOf/22/then/properties/props/properties/rangeDesc/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1012];
}
else {
vErrors.push(err1012);
}
errors++;
}
else {
errors = _errs1607;
if(vErrors !== null){
if(_errs1607){
vErrors.length = _errs1607;
}
else {
vErrors = null;
}
}
}
var _valid252 = _errs1606 === errors;
valid536 = valid536 || _valid252;
const _errs1611 = errors;
if(typeof data304 === "string"){
if(!pattern5.test(data304)){
const err1013 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1013];
}
else {
vErrors.push(err1013);
}
errors++;
}
}
else {
const err1014 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1014];
}
else {
vErrors.push(err1014);
}
errors++;
}
var _valid252 = _errs1611 === errors;
valid536 = valid536 || _valid252;
if(!valid536){
const err1015 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"#/allOf/22/then/properties/props/properties/rangeDesc/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1015];
}
else {
vErrors.push(err1015);
}
errors++;
}
else {
errors = _errs1605;
if(vErrors !== null){
if(_errs1605){
vErrors.length = _errs1605;
}
else {
vErrors = null;
}
}
}
}
if(data298.rate !== undefined){
let data305 = data298.rate;
const _errs1615 = errors;
let valid539 = false;
const _errs1616 = errors;
const _errs1617 = errors;
let valid540 = false;
const _errs1618 = errors;
if(typeof data305 !== "string"){
const err1016 = {instancePath:instancePath+"/props/rate",schemaPath:"#/allOf/22/then/properties/props/properties/rate/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1016];
}
else {
vErrors.push(err1016);
}
errors++;
}
var _valid255 = _errs1618 === errors;
valid540 = valid540 || _valid255;
const _errs1620 = errors;
if(!(validate78(data305, {instancePath:instancePath+"/props/rate",parentData:data298,parentDataProperty:"rate",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid255 = _errs1620 === errors;
valid540 = valid540 || _valid255;
if(!valid540){
const err1017 = {instancePath:instancePath+"/props/rate",schemaPath:"#/allOf/22/then/properties/props/properties/rate/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1017];
}
else {
vErrors.push(err1017);
}
errors++;
}
else {
errors = _errs1617;
if(vErrors !== null){
if(_errs1617){
vErrors.length = _errs1617;
}
else {
vErrors = null;
}
}
}
var _valid254 = _errs1616 === errors;
valid539 = valid539 || _valid254;
const _errs1621 = errors;
if(typeof data305 === "string"){
if(!pattern5.test(data305)){
const err1018 = {instancePath:instancePath+"/props/rate",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1018];
}
else {
vErrors.push(err1018);
}
errors++;
}
}
else {
const err1019 = {instancePath:instancePath+"/props/rate",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1019];
}
else {
vErrors.push(err1019);
}
errors++;
}
var _valid254 = _errs1621 === errors;
valid539 = valid539 || _valid254;
if(!valid539){
const err1020 = {instancePath:instancePath+"/props/rate",schemaPath:"#/allOf/22/then/properties/props/properties/rate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1020];
}
else {
vErrors.push(err1020);
}
errors++;
}
else {
errors = _errs1615;
if(vErrors !== null){
if(_errs1615){
vErrors.length = _errs1615;
}
else {
vErrors = null;
}
}
}
}
if(data298.description !== undefined){
let data306 = data298.description;
const _errs1625 = errors;
let valid542 = false;
const _errs1626 = errors;
const _errs1627 = errors;
let valid543 = false;
const _errs1628 = errors;
if(typeof data306 !== "string"){
const err1021 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/22/then/properties/props/properties/description/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1021];
}
else {
vErrors.push(err1021);
}
errors++;
}
var _valid257 = _errs1628 === errors;
valid543 = valid543 || _valid257;
const _errs1630 = errors;
if(!(validate78(data306, {instancePath:instancePath+"/props/description",parentData:data298,parentDataProperty:"description",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid257 = _errs1630 === errors;
valid543 = valid543 || _valid257;
if(!valid543){
const err1022 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/22/then/properties/props/properties/description/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1022];
}
else {
vErrors.push(err1022);
}
errors++;
}
else {
errors = _errs1627;
if(vErrors !== null){
if(_errs1627){
vErrors.length = _errs1627;
}
else {
vErrors = null;
}
}
}
var _valid256 = _errs1626 === errors;
valid542 = valid542 || _valid256;
const _errs1631 = errors;
if(typeof data306 === "string"){
if(!pattern5.test(data306)){
const err1023 = {instancePath:instancePath+"/props/description",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err1024 = {instancePath:instancePath+"/props/description",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1024];
}
else {
vErrors.push(err1024);
}
errors++;
}
var _valid256 = _errs1631 === errors;
valid542 = valid542 || _valid256;
if(!valid542){
const err1025 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/22/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1025];
}
else {
vErrors.push(err1025);
}
errors++;
}
else {
errors = _errs1625;
if(vErrors !== null){
if(_errs1625){
vErrors.length = _errs1625;
}
else {
vErrors = null;
}
}
}
}
if(data298.tags !== undefined){
let data307 = data298.tags;
const _errs1635 = errors;
let valid545 = false;
const _errs1636 = errors;
if(Array.isArray(data307)){
const len8 = data307.length;
for(let i8=0; i8<len8; i8++){
let data308 = data307[i8];
const _errs1639 = errors;
let valid548 = false;
const _errs1640 = errors;
if(typeof data308 !== "string"){
const err1026 = {instancePath:instancePath+"/props/tags/" + i8,schemaPath:"#/allOf/22/then/properties/props/properties/tags/anyOf/0/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1026];
}
else {
vErrors.push(err1026);
}
errors++;
}
var _valid259 = _errs1640 === errors;
valid548 = valid548 || _valid259;
const _errs1642 = errors;
if(!(validate78(data308, {instancePath:instancePath+"/props/tags/" + i8,parentData:data307,parentDataProperty:i8,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid259 = _errs1642 === errors;
valid548 = valid548 || _valid259;
if(!valid548){
const err1027 = {instancePath:instancePath+"/props/tags/" + i8,schemaPath:"#/allOf/22/then/properties/props/properties/tags/anyOf/0/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1027];
}
else {
vErrors.push(err1027);
}
errors++;
}
else {
errors = _errs1639;
if(vErrors !== null){
if(_errs1639){
vErrors.length = _errs1639;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1028 = {instancePath:instancePath+"/props/tags",schemaPath:"#/allOf/22/then/properties/props/properties/tags/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1028];
}
else {
vErrors.push(err1028);
}
errors++;
}
var _valid258 = _errs1636 === errors;
valid545 = valid545 || _valid258;
const _errs1643 = errors;
if(typeof data307 === "string"){
if(!pattern5.test(data307)){
const err1029 = {instancePath:instancePath+"/props/tags",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1029];
}
else {
vErrors.push(err1029);
}
errors++;
}
}
else {
const err1030 = {instancePath:instancePath+"/props/tags",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1030];
}
else {
vErrors.push(err1030);
}
errors++;
}
var _valid258 = _errs1643 === errors;
valid545 = valid545 || _valid258;
if(!valid545){
const err1031 = {instancePath:instancePath+"/props/tags",schemaPath:"#/allOf/22/then/properties/props/properties/tags/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1031];
}
else {
vErrors.push(err1031);
}
errors++;
}
else {
errors = _errs1635;
if(vErrors !== null){
if(_errs1635){
vErrors.length = _errs1635;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1032 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/22/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1032];
}
else {
vErrors.push(err1032);
}
errors++;
}
}
if(data.on !== undefined){
let data309 = data.on;
if(data309 && typeof data309 == "object" && !Array.isArray(data309)){
for(const key51 in data309){
if(!(key51 === "tap")){
const err1033 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/22/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key51},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1033];
}
else {
vErrors.push(err1033);
}
errors++;
}
}
if(data309.tap !== undefined){
if(!(validate81(data309.tap, {instancePath:instancePath+"/on/tap",parentData:data309,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err1034 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/22/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1034];
}
else {
vErrors.push(err1034);
}
errors++;
}
}
if(data.children !== undefined){
const err1035 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/22/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1035];
}
else {
vErrors.push(err1035);
}
errors++;
}
if(data.bind !== undefined){
const err1036 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/22/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1036];
}
else {
vErrors.push(err1036);
}
errors++;
}
}
var _valid242 = _errs1551 === errors;
valid517 = _valid242;
if(valid517){
var props124 = {};
props124.type = true;
props124.props = true;
props124.on = true;
props124.children = true;
props124.bind = true;
}
}
if(!valid517){
const err1037 = {instancePath,schemaPath:"#/allOf/22/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1037];
}
else {
vErrors.push(err1037);
}
errors++;
}
if(props2 !== true && props124 !== undefined){
if(props124 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props124);
}
}
const _errs1651 = errors;
let valid551 = true;
const _errs1652 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing23;
if((data.type === undefined) && (missing23 = "type")){
const err1038 = {};
if(vErrors === null){
vErrors = [err1038];
}
else {
vErrors.push(err1038);
}
errors++;
}
else {
if(data.type !== undefined){
if("QrCode" !== data.type){
const err1039 = {};
if(vErrors === null){
vErrors = [err1039];
}
else {
vErrors.push(err1039);
}
errors++;
}
}
}
}
var _valid260 = _errs1652 === errors;
errors = _errs1651;
if(vErrors !== null){
if(_errs1651){
vErrors.length = _errs1651;
}
else {
vErrors = null;
}
}
if(_valid260){
const _errs1654 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1040 = {instancePath,schemaPath:"#/allOf/23/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1040];
}
else {
vErrors.push(err1040);
}
errors++;
}
if(data.type !== undefined){
if("QrCode" !== data.type){
const err1041 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/23/then/properties/type/const",keyword:"const",params:{allowedValue: "QrCode"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1041];
}
else {
vErrors.push(err1041);
}
errors++;
}
}
if(data.props !== undefined){
let data315 = data.props;
if(data315 && typeof data315 == "object" && !Array.isArray(data315)){
if(data315.value === undefined){
const err1042 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/23/then/properties/props/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1042];
}
else {
vErrors.push(err1042);
}
errors++;
}
for(const key52 in data315){
if(!((((key52 === "value") || (key52 === "label")) || (key52 === "size")) || (key52 === "errorCorrection"))){
const err1043 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/23/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key52},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1043];
}
else {
vErrors.push(err1043);
}
errors++;
}
}
if(data315.value !== undefined){
let data316 = data315.value;
const _errs1660 = errors;
let valid555 = false;
const _errs1661 = errors;
const _errs1662 = errors;
let valid556 = false;
const _errs1663 = errors;
if(typeof data316 === "string"){
if(func2(data316) > 1000){
const err1044 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/23/then/properties/props/properties/value/anyOf/0/anyOf/0/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters"};
if(vErrors === null){
vErrors = [err1044];
}
else {
vErrors.push(err1044);
}
errors++;
}
}
else {
const err1045 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/23/then/properties/props/properties/value/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1045];
}
else {
vErrors.push(err1045);
}
errors++;
}
var _valid262 = _errs1663 === errors;
valid556 = valid556 || _valid262;
const _errs1665 = errors;
if(!(validate78(data316, {instancePath:instancePath+"/props/value",parentData:data315,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid262 = _errs1665 === errors;
valid556 = valid556 || _valid262;
if(!valid556){
const err1046 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/23/then/properties/props/properties/value/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1046];
}
else {
vErrors.push(err1046);
}
errors++;
}
else {
errors = _errs1662;
if(vErrors !== null){
if(_errs1662){
vErrors.length = _errs1662;
}
else {
vErrors = null;
}
}
}
var _valid261 = _errs1661 === errors;
valid555 = valid555 || _valid261;
const _errs1666 = errors;
if(typeof data316 === "string"){
if(!pattern5.test(data316)){
const err1047 = {instancePath:instancePath+"/props/value",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err1048 = {instancePath:instancePath+"/props/value",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1048];
}
else {
vErrors.push(err1048);
}
errors++;
}
var _valid261 = _errs1666 === errors;
valid555 = valid555 || _valid261;
if(!valid555){
const err1049 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/23/then/properties/props/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1049];
}
else {
vErrors.push(err1049);
}
errors++;
}
else {
errors = _errs1660;
if(vErrors !== null){
if(_errs1660){
vErrors.length = _errs1660;
}
else {
vErrors = null;
}
}
}
}
if(data315.label !== undefined){
let data317 = data315.label;
const _errs1670 = errors;
let valid558 = false;
const _errs1671 = errors;
const _errs1672 = errors;
let valid559 = false;
const _errs1673 = errors;
if(typeof data317 === "string"){
if(func2(data317) < 1){
const err1050 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/23/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1050];
}
else {
vErrors.push(err1050);
}
errors++;
}
}
else {
const err1051 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/23/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1051];
}
else {
vErrors.push(err1051);
}
errors++;
}
var _valid264 = _errs1673 === errors;
valid559 = valid559 || _valid264;
const _errs1675 = errors;
if(!(validate78(data317, {instancePath:instancePath+"/props/label",parentData:data315,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid264 = _errs1675 === errors;
valid559 = valid559 || _valid264;
if(!valid559){
const err1052 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/23/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1052];
}
else {
vErrors.push(err1052);
}
errors++;
}
else {
errors = _errs1672;
if(vErrors !== null){
if(_errs1672){
vErrors.length = _errs1672;
}
else {
vErrors = null;
}
}
}
var _valid263 = _errs1671 === errors;
valid558 = valid558 || _valid263;
const _errs1676 = errors;
if(typeof data317 === "string"){
if(!pattern5.test(data317)){
const err1053 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err1054 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1054];
}
else {
vErrors.push(err1054);
}
errors++;
}
var _valid263 = _errs1676 === errors;
valid558 = valid558 || _valid263;
if(!valid558){
const err1055 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/23/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1055];
}
else {
vErrors.push(err1055);
}
errors++;
}
else {
errors = _errs1670;
if(vErrors !== null){
if(_errs1670){
vErrors.length = _errs1670;
}
else {
vErrors = null;
}
}
}
}
if(data315.size !== undefined){
let data318 = data315.size;
const _errs1680 = errors;
let valid561 = false;
const _errs1681 = errors;
if(!(((typeof data318 == "number") && (!(data318 % 1) && !isNaN(data318))) && (isFinite(data318)))){
const err1056 = {instancePath:instancePath+"/props/size",schemaPath:"../widgets/QrCode.schema.json#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1056];
}
else {
vErrors.push(err1056);
}
errors++;
}
if((typeof data318 == "number") && (isFinite(data318))){
if(data318 > 360 || isNaN(data318)){
const err1057 = {instancePath:instancePath+"/props/size",schemaPath:"../widgets/QrCode.schema.json#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 360},message:"must be <= 360"};
if(vErrors === null){
vErrors = [err1057];
}
else {
vErrors.push(err1057);
}
errors++;
}
if(data318 < 120 || isNaN(data318)){
const err1058 = {instancePath:instancePath+"/props/size",schemaPath:"../widgets/QrCode.schema.json#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 120},message:"must be >= 120"};
if(vErrors === null){
vErrors = [err1058];
}
else {
vErrors.push(err1058);
}
errors++;
}
}
var _valid265 = _errs1681 === errors;
valid561 = valid561 || _valid265;
const _errs1684 = errors;
if(typeof data318 === "string"){
if(!pattern5.test(data318)){
const err1059 = {instancePath:instancePath+"/props/size",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err1060 = {instancePath:instancePath+"/props/size",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1060];
}
else {
vErrors.push(err1060);
}
errors++;
}
var _valid265 = _errs1684 === errors;
valid561 = valid561 || _valid265;
if(!valid561){
const err1061 = {instancePath:instancePath+"/props/size",schemaPath:"#/allOf/23/then/properties/props/properties/size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1061];
}
else {
vErrors.push(err1061);
}
errors++;
}
else {
errors = _errs1680;
if(vErrors !== null){
if(_errs1680){
vErrors.length = _errs1680;
}
else {
vErrors = null;
}
}
}
}
if(data315.errorCorrection !== undefined){
let data319 = data315.errorCorrection;
const _errs1688 = errors;
let valid564 = false;
const _errs1689 = errors;
if(!((((data319 === "L") || (data319 === "M")) || (data319 === "Q")) || (data319 === "H"))){
const err1062 = {instancePath:instancePath+"/props/errorCorrection",schemaPath:"../widgets/QrCode.schema.json#/properties/errorCorrection/enum",keyword:"enum",params:{allowedValues: schema289.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1062];
}
else {
vErrors.push(err1062);
}
errors++;
}
var _valid266 = _errs1689 === errors;
valid564 = valid564 || _valid266;
const _errs1691 = errors;
if(typeof data319 === "string"){
if(!pattern5.test(data319)){
const err1063 = {instancePath:instancePath+"/props/errorCorrection",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1063];
}
else {
vErrors.push(err1063);
}
errors++;
}
}
else {
const err1064 = {instancePath:instancePath+"/props/errorCorrection",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1064];
}
else {
vErrors.push(err1064);
}
errors++;
}
var _valid266 = _errs1691 === errors;
valid564 = valid564 || _valid266;
if(!valid564){
const err1065 = {instancePath:instancePath+"/props/errorCorrection",schemaPath:"#/allOf/23/then/properties/props/properties/errorCorrection/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1065];
}
else {
vErrors.push(err1065);
}
errors++;
}
else {
errors = _errs1688;
if(vErrors !== null){
if(_errs1688){
vErrors.length = _errs1688;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1066 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/23/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1066];
}
else {
vErrors.push(err1066);
}
errors++;
}
}
if(data.on !== undefined){
let data320 = data.on;
if(data320 && typeof data320 == "object" && !Array.isArray(data320)){
for(const key53 in data320){
const err1067 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/23/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key53},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1067];
}
else {
vErrors.push(err1067);
}
errors++;
}
}
else {
const err1068 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/23/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1068];
}
else {
vErrors.push(err1068);
}
errors++;
}
}
if(data.children !== undefined){
const err1069 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/23/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1069];
}
else {
vErrors.push(err1069);
}
errors++;
}
if(data.bind !== undefined){
const err1070 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/23/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1070];
}
else {
vErrors.push(err1070);
}
errors++;
}
}
var _valid260 = _errs1654 === errors;
valid551 = _valid260;
if(valid551){
var props127 = {};
props127.type = true;
props127.props = true;
props127.on = true;
props127.children = true;
props127.bind = true;
}
}
if(!valid551){
const err1071 = {instancePath,schemaPath:"#/allOf/23/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1071];
}
else {
vErrors.push(err1071);
}
errors++;
}
if(props2 !== true && props127 !== undefined){
if(props127 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props127);
}
}
const _errs1698 = errors;
let valid567 = true;
const _errs1699 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing24;
if((data.type === undefined) && (missing24 = "type")){
const err1072 = {};
if(vErrors === null){
vErrors = [err1072];
}
else {
vErrors.push(err1072);
}
errors++;
}
else {
if(data.type !== undefined){
if("SiteLayout" !== data.type){
const err1073 = {};
if(vErrors === null){
vErrors = [err1073];
}
else {
vErrors.push(err1073);
}
errors++;
}
}
}
}
var _valid267 = _errs1699 === errors;
errors = _errs1698;
if(vErrors !== null){
if(_errs1698){
vErrors.length = _errs1698;
}
else {
vErrors = null;
}
}
if(_valid267){
const _errs1701 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1074 = {instancePath,schemaPath:"#/allOf/24/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1074];
}
else {
vErrors.push(err1074);
}
errors++;
}
if(data.type !== undefined){
if("SiteLayout" !== data.type){
const err1075 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/24/then/properties/type/const",keyword:"const",params:{allowedValue: "SiteLayout"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1075];
}
else {
vErrors.push(err1075);
}
errors++;
}
}
if(data.props !== undefined){
let data325 = data.props;
if(data325 && typeof data325 == "object" && !Array.isArray(data325)){
if(data325.brand === undefined){
const err1076 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/24/then/properties/props/required",keyword:"required",params:{missingProperty: "brand"},message:"must have required property '"+"brand"+"'"};
if(vErrors === null){
vErrors = [err1076];
}
else {
vErrors.push(err1076);
}
errors++;
}
if(data325.items === undefined){
const err1077 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/24/then/properties/props/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err1077];
}
else {
vErrors.push(err1077);
}
errors++;
}
for(const key54 in data325){
if(!(((((((key54 === "brand") || (key54 === "items")) || (key54 === "current")) || (key54 === "navLabel")) || (key54 === "menuLabel")) || (key54 === "footer")) || (key54 === "frame"))){
const err1078 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/24/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key54},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1078];
}
else {
vErrors.push(err1078);
}
errors++;
}
}
if(data325.brand !== undefined){
let data326 = data325.brand;
const _errs1707 = errors;
let valid571 = false;
const _errs1708 = errors;
const _errs1709 = errors;
let valid572 = false;
const _errs1710 = errors;
if(typeof data326 === "string"){
if(func2(data326) < 1){
const err1079 = {instancePath:instancePath+"/props/brand",schemaPath:"#/allOf/24/then/properties/props/properties/brand/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1079];
}
else {
vErrors.push(err1079);
}
errors++;
}
}
else {
const err1080 = {instancePath:instancePath+"/props/brand",schemaPath:"#/allOf/24/then/properties/props/properties/brand/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1080];
}
else {
vErrors.push(err1080);
}
errors++;
}
var _valid269 = _errs1710 === errors;
valid572 = valid572 || _valid269;
const _errs1712 = errors;
if(!(validate78(data326, {instancePath:instancePath+"/props/brand",parentData:data325,parentDataProperty:"brand",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid269 = _errs1712 === errors;
valid572 = valid572 || _valid269;
if(!valid572){
const err1081 = {instancePath:instancePath+"/props/brand",schemaPath:"#/allOf/24/then/properties/props/properties/brand/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1081];
}
else {
vErrors.push(err1081);
}
errors++;
}
else {
errors = _errs1709;
if(vErrors !== null){
if(_errs1709){
vErrors.length = _errs1709;
}
else {
vErrors = null;
}
}
}
var _valid268 = _errs1708 === errors;
valid571 = valid571 || _valid268;
const _errs1713 = errors;
if(typeof data326 === "string"){
if(!pattern5.test(data326)){
const err1082 = {instancePath:instancePath+"/props/brand",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err1083 = {instancePath:instancePath+"/props/brand",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1083];
}
else {
vErrors.push(err1083);
}
errors++;
}
var _valid268 = _errs1713 === errors;
valid571 = valid571 || _valid268;
if(!valid571){
const err1084 = {instancePath:instancePath+"/props/brand",schemaPath:"#/allOf/24/then/properties/props/properties/brand/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1084];
}
else {
vErrors.push(err1084);
}
errors++;
}
else {
errors = _errs1707;
if(vErrors !== null){
if(_errs1707){
vErrors.length = _errs1707;
}
else {
vErrors = null;
}
}
}
}
if(data325.items !== undefined){
let data327 = data325.items;
const _errs1717 = errors;
let valid574 = false;
const _errs1718 = errors;
if(Array.isArray(data327)){
if(data327.length < 1){
const err1085 = {instancePath:instancePath+"/props/items",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err1085];
}
else {
vErrors.push(err1085);
}
errors++;
}
const len9 = data327.length;
for(let i9=0; i9<len9; i9++){
let data328 = data327[i9];
if(data328 && typeof data328 == "object" && !Array.isArray(data328)){
if(data328.label === undefined){
const err1086 = {instancePath:instancePath+"/props/items/" + i9,schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err1086];
}
else {
vErrors.push(err1086);
}
errors++;
}
if(data328.value === undefined){
const err1087 = {instancePath:instancePath+"/props/items/" + i9,schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err1087];
}
else {
vErrors.push(err1087);
}
errors++;
}
for(const key55 in data328){
if(!(((key55 === "label") || (key55 === "value")) || (key55 === "route"))){
const err1088 = {instancePath:instancePath+"/props/items/" + i9,schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key55},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1088];
}
else {
vErrors.push(err1088);
}
errors++;
}
}
if(data328.label !== undefined){
let data329 = data328.label;
const _errs1724 = errors;
let valid578 = false;
const _errs1725 = errors;
if(typeof data329 === "string"){
if(func2(data329) < 1){
const err1089 = {instancePath:instancePath+"/props/items/" + i9+"/label",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/properties/label/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1089];
}
else {
vErrors.push(err1089);
}
errors++;
}
}
else {
const err1090 = {instancePath:instancePath+"/props/items/" + i9+"/label",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/properties/label/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1090];
}
else {
vErrors.push(err1090);
}
errors++;
}
var _valid271 = _errs1725 === errors;
valid578 = valid578 || _valid271;
const _errs1727 = errors;
if(!(validate78(data329, {instancePath:instancePath+"/props/items/" + i9+"/label",parentData:data328,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid271 = _errs1727 === errors;
valid578 = valid578 || _valid271;
if(!valid578){
const err1091 = {instancePath:instancePath+"/props/items/" + i9+"/label",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1091];
}
else {
vErrors.push(err1091);
}
errors++;
}
else {
errors = _errs1724;
if(vErrors !== null){
if(_errs1724){
vErrors.length = _errs1724;
}
else {
vErrors = null;
}
}
}
}
if(data328.value !== undefined){
let data330 = data328.value;
const _errs1729 = errors;
let valid579 = false;
const _errs1730 = errors;
if(typeof data330 === "string"){
if(func2(data330) < 1){
const err1092 = {instancePath:instancePath+"/props/items/" + i9+"/value",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/properties/value/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1092];
}
else {
vErrors.push(err1092);
}
errors++;
}
}
else {
const err1093 = {instancePath:instancePath+"/props/items/" + i9+"/value",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/properties/value/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1093];
}
else {
vErrors.push(err1093);
}
errors++;
}
var _valid272 = _errs1730 === errors;
valid579 = valid579 || _valid272;
const _errs1732 = errors;
if(!(validate78(data330, {instancePath:instancePath+"/props/items/" + i9+"/value",parentData:data328,parentDataProperty:"value",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid272 = _errs1732 === errors;
valid579 = valid579 || _valid272;
if(!valid579){
const err1094 = {instancePath:instancePath+"/props/items/" + i9+"/value",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1094];
}
else {
vErrors.push(err1094);
}
errors++;
}
else {
errors = _errs1729;
if(vErrors !== null){
if(_errs1729){
vErrors.length = _errs1729;
}
else {
vErrors = null;
}
}
}
}
if(data328.route !== undefined){
let data331 = data328.route;
const _errs1734 = errors;
let valid580 = false;
const _errs1735 = errors;
if(typeof data331 === "string"){
if(func2(data331) < 1){
const err1095 = {instancePath:instancePath+"/props/items/" + i9+"/route",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/properties/route/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1095];
}
else {
vErrors.push(err1095);
}
errors++;
}
}
else {
const err1096 = {instancePath:instancePath+"/props/items/" + i9+"/route",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/properties/route/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1096];
}
else {
vErrors.push(err1096);
}
errors++;
}
var _valid273 = _errs1735 === errors;
valid580 = valid580 || _valid273;
const _errs1737 = errors;
if(!(validate78(data331, {instancePath:instancePath+"/props/items/" + i9+"/route",parentData:data328,parentDataProperty:"route",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid273 = _errs1737 === errors;
valid580 = valid580 || _valid273;
if(!valid580){
const err1097 = {instancePath:instancePath+"/props/items/" + i9+"/route",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/properties/route/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1097];
}
else {
vErrors.push(err1097);
}
errors++;
}
else {
errors = _errs1734;
if(vErrors !== null){
if(_errs1734){
vErrors.length = _errs1734;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1098 = {instancePath:instancePath+"/props/items/" + i9,schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1098];
}
else {
vErrors.push(err1098);
}
errors++;
}
}
}
else {
const err1099 = {instancePath:instancePath+"/props/items",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1099];
}
else {
vErrors.push(err1099);
}
errors++;
}
var _valid270 = _errs1718 === errors;
valid574 = valid574 || _valid270;
const _errs1738 = errors;
if(typeof data327 === "string"){
if(!pattern5.test(data327)){
const err1100 = {instancePath:instancePath+"/props/items",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1100];
}
else {
vErrors.push(err1100);
}
errors++;
}
}
else {
const err1101 = {instancePath:instancePath+"/props/items",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1101];
}
else {
vErrors.push(err1101);
}
errors++;
}
var _valid270 = _errs1738 === errors;
valid574 = valid574 || _valid270;
if(!valid574){
const err1102 = {instancePath:instancePath+"/props/items",schemaPath:"#/allOf/24/then/properties/props/properties/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1102];
}
else {
vErrors.push(err1102);
}
errors++;
}
else {
errors = _errs1717;
if(vErrors !== null){
if(_errs1717){
vErrors.length = _errs1717;
}
else {
vErrors = null;
}
}
}
}
if(data325.current !== undefined){
let data332 = data325.current;
const _errs1742 = errors;
let valid582 = false;
const _errs1743 = errors;
const _errs1744 = errors;
let valid583 = false;
const _errs1745 = errors;
if(typeof data332 !== "string"){
const err1103 = {instancePath:instancePath+"/props/current",schemaPath:"#/allOf/24/then/properties/props/properties/current/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1103];
}
else {
vErrors.push(err1103);
}
errors++;
}
var _valid275 = _errs1745 === errors;
valid583 = valid583 || _valid275;
const _errs1747 = errors;
if(!(validate78(data332, {instancePath:instancePath+"/props/current",parentData:data325,parentDataProperty:"current",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid275 = _errs1747 === errors;
valid583 = valid583 || _valid275;
if(!valid583){
const err1104 = {instancePath:instancePath+"/props/current",schemaPath:"#/allOf/24/then/properties/props/properties/current/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1104];
}
else {
vErrors.push(err1104);
}
errors++;
}
else {
errors = _errs1744;
if(vErrors !== null){
if(_errs1744){
vErrors.length = _errs1744;
}
else {
vErrors = null;
}
}
}
var _valid274 = _errs1743 === errors;
valid582 = valid582 || _valid274;
const _errs1748 = errors;
if(typeof data332 === "string"){
if(!pattern5.test(data332)){
const err1105 = {instancePath:instancePath+"/props/current",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1105];
}
else {
vErrors.push(err1105);
}
errors++;
}
}
else {
const err1106 = {instancePath:instancePath+"/props/current",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1106];
}
else {
vErrors.push(err1106);
}
errors++;
}
var _valid274 = _errs1748 === errors;
valid582 = valid582 || _valid274;
if(!valid582){
const err1107 = {instancePath:instancePath+"/props/current",schemaPath:"#/allOf/24/then/properties/props/properties/current/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1107];
}
else {
vErrors.push(err1107);
}
errors++;
}
else {
errors = _errs1742;
if(vErrors !== null){
if(_errs1742){
vErrors.length = _errs1742;
}
else {
vErrors = null;
}
}
}
}
if(data325.navLabel !== undefined){
let data333 = data325.navLabel;
const _errs1752 = errors;
let valid585 = false;
const _errs1753 = errors;
const _errs1754 = errors;
let valid586 = false;
const _errs1755 = errors;
if(typeof data333 === "string"){
if(func2(data333) < 1){
const err1108 = {instancePath:instancePath+"/props/navLabel",schemaPath:"#/allOf/24/then/properties/props/properties/navLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1108];
}
else {
vErrors.push(err1108);
}
errors++;
}
}
else {
const err1109 = {instancePath:instancePath+"/props/navLabel",schemaPath:"#/allOf/24/then/properties/props/properties/navLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1109];
}
else {
vErrors.push(err1109);
}
errors++;
}
var _valid277 = _errs1755 === errors;
valid586 = valid586 || _valid277;
const _errs1757 = errors;
if(!(validate78(data333, {instancePath:instancePath+"/props/navLabel",parentData:data325,parentDataProperty:"navLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid277 = _errs1757 === errors;
valid586 = valid586 || _valid277;
if(!valid586){
const err1110 = {instancePath:instancePath+"/props/navLabel",schemaPath:"#/allOf/24/then/properties/props/properties/navLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1110];
}
else {
vErrors.push(err1110);
}
errors++;
}
else {
errors = _errs1754;
if(vErrors !== null){
if(_errs1754){
vErrors.length = _errs1754;
}
else {
vErrors = null;
}
}
}
var _valid276 = _errs1753 === errors;
valid585 = valid585 || _valid276;
const _errs1758 = errors;
if(typeof data333 === "string"){
if(!pattern5.test(data333)){
const err1111 = {instancePath:instancePath+"/props/navLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err1112 = {instancePath:instancePath+"/props/navLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1112];
}
else {
vErrors.push(err1112);
}
errors++;
}
var _valid276 = _errs1758 === errors;
valid585 = valid585 || _valid276;
if(!valid585){
const err1113 = {instancePath:instancePath+"/props/navLabel",schemaPath:"#/allOf/24/then/properties/props/properties/navLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1113];
}
else {
vErrors.push(err1113);
}
errors++;
}
else {
errors = _errs1752;
if(vErrors !== null){
if(_errs1752){
vErrors.length = _errs1752;
}
else {
vErrors = null;
}
}
}
}
if(data325.menuLabel !== undefined){
let data334 = data325.menuLabel;
const _errs1762 = errors;
let valid588 = false;
const _errs1763 = errors;
const _errs1764 = errors;
let valid589 = false;
const _errs1765 = errors;
if(typeof data334 === "string"){
if(func2(data334) < 1){
const err1114 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"#/allOf/24/then/properties/props/properties/menuLabel/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1114];
}
else {
vErrors.push(err1114);
}
errors++;
}
}
else {
const err1115 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"#/allOf/24/then/properties/props/properties/menuLabel/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1115];
}
else {
vErrors.push(err1115);
}
errors++;
}
var _valid279 = _errs1765 === errors;
valid589 = valid589 || _valid279;
const _errs1767 = errors;
if(!(validate78(data334, {instancePath:instancePath+"/props/menuLabel",parentData:data325,parentDataProperty:"menuLabel",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid279 = _errs1767 === errors;
valid589 = valid589 || _valid279;
if(!valid589){
const err1116 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"#/allOf/24/then/properties/props/properties/menuLabel/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1116];
}
else {
vErrors.push(err1116);
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
var _valid278 = _errs1763 === errors;
valid588 = valid588 || _valid278;
const _errs1768 = errors;
if(typeof data334 === "string"){
if(!pattern5.test(data334)){
const err1117 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1117];
}
else {
vErrors.push(err1117);
}
errors++;
}
}
else {
const err1118 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1118];
}
else {
vErrors.push(err1118);
}
errors++;
}
var _valid278 = _errs1768 === errors;
valid588 = valid588 || _valid278;
if(!valid588){
const err1119 = {instancePath:instancePath+"/props/menuLabel",schemaPath:"#/allOf/24/then/properties/props/properties/menuLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1119];
}
else {
vErrors.push(err1119);
}
errors++;
}
else {
errors = _errs1762;
if(vErrors !== null){
if(_errs1762){
vErrors.length = _errs1762;
}
else {
vErrors = null;
}
}
}
}
if(data325.footer !== undefined){
let data335 = data325.footer;
const _errs1772 = errors;
let valid591 = false;
const _errs1773 = errors;
if(Array.isArray(data335)){
const len10 = data335.length;
for(let i10=0; i10<len10; i10++){
let data336 = data335[i10];
const _errs1776 = errors;
let valid594 = false;
const _errs1777 = errors;
if(typeof data336 !== "string"){
const err1120 = {instancePath:instancePath+"/props/footer/" + i10,schemaPath:"#/allOf/24/then/properties/props/properties/footer/anyOf/0/items/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1120];
}
else {
vErrors.push(err1120);
}
errors++;
}
var _valid281 = _errs1777 === errors;
valid594 = valid594 || _valid281;
const _errs1779 = errors;
if(!(validate78(data336, {instancePath:instancePath+"/props/footer/" + i10,parentData:data335,parentDataProperty:i10,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid281 = _errs1779 === errors;
valid594 = valid594 || _valid281;
if(!valid594){
const err1121 = {instancePath:instancePath+"/props/footer/" + i10,schemaPath:"#/allOf/24/then/properties/props/properties/footer/anyOf/0/items/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1121];
}
else {
vErrors.push(err1121);
}
errors++;
}
else {
errors = _errs1776;
if(vErrors !== null){
if(_errs1776){
vErrors.length = _errs1776;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1122 = {instancePath:instancePath+"/props/footer",schemaPath:"#/allOf/24/then/properties/props/properties/footer/anyOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1122];
}
else {
vErrors.push(err1122);
}
errors++;
}
var _valid280 = _errs1773 === errors;
valid591 = valid591 || _valid280;
const _errs1780 = errors;
if(typeof data335 === "string"){
if(!pattern5.test(data335)){
const err1123 = {instancePath:instancePath+"/props/footer",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1123];
}
else {
vErrors.push(err1123);
}
errors++;
}
}
else {
const err1124 = {instancePath:instancePath+"/props/footer",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1124];
}
else {
vErrors.push(err1124);
}
errors++;
}
var _valid280 = _errs1780 === errors;
valid591 = valid591 || _valid280;
if(!valid591){
const err1125 = {instancePath:instancePath+"/props/footer",schemaPath:"#/allOf/24/then/properties/props/properties/footer/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1125];
}
else {
vErrors.push(err1125);
}
errors++;
}
else {
errors = _errs1772;
if(vErrors !== null){
if(_errs1772){
vErrors.length = _errs1772;
}
else {
vErrors = null;
}
}
}
}
if(data325.frame !== undefined){
let data337 = data325.frame;
const _errs1784 = errors;
let valid596 = false;
const _errs1785 = errors;
if(!((data337 === "site") || (data337 === "none"))){
const err1126 = {instancePath:instancePath+"/props/frame",schemaPath:"../widgets/SiteLayout.schema.json#/properties/frame/enum",keyword:"enum",params:{allowedValues: schema298.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1126];
}
else {
vErrors.push(err1126);
}
errors++;
}
var _valid282 = _errs1785 === errors;
valid596 = valid596 || _valid282;
const _errs1787 = errors;
if(typeof data337 === "string"){
if(!pattern5.test(data337)){
const err1127 = {instancePath:instancePath+"/props/frame",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err1128 = {instancePath:instancePath+"/props/frame",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1128];
}
else {
vErrors.push(err1128);
}
errors++;
}
var _valid282 = _errs1787 === errors;
valid596 = valid596 || _valid282;
if(!valid596){
const err1129 = {instancePath:instancePath+"/props/frame",schemaPath:"#/allOf/24/then/properties/props/properties/frame/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1129];
}
else {
vErrors.push(err1129);
}
errors++;
}
else {
errors = _errs1784;
if(vErrors !== null){
if(_errs1784){
vErrors.length = _errs1784;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1130 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/24/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1130];
}
else {
vErrors.push(err1130);
}
errors++;
}
}
if(data.on !== undefined){
let data338 = data.on;
if(data338 && typeof data338 == "object" && !Array.isArray(data338)){
for(const key56 in data338){
if(!((key56 === "change") || (key56 === "choose"))){
const err1131 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/24/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key56},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1131];
}
else {
vErrors.push(err1131);
}
errors++;
}
}
if(data338.change !== undefined){
if(!(validate81(data338.change, {instancePath:instancePath+"/on/change",parentData:data338,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
if(data338.choose !== undefined){
if(!(validate81(data338.choose, {instancePath:instancePath+"/on/choose",parentData:data338,parentDataProperty:"choose",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err1132 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/24/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1132];
}
else {
vErrors.push(err1132);
}
errors++;
}
}
}
var _valid267 = _errs1701 === errors;
valid567 = _valid267;
if(valid567){
var props136 = {};
props136.type = true;
props136.props = true;
props136.on = true;
}
}
if(!valid567){
const err1133 = {instancePath,schemaPath:"#/allOf/24/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1133];
}
else {
vErrors.push(err1133);
}
errors++;
}
if(props2 !== true && props136 !== undefined){
if(props136 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props136);
}
}
const _errs1796 = errors;
let valid600 = true;
const _errs1797 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing25;
if((data.type === undefined) && (missing25 = "type")){
const err1134 = {};
if(vErrors === null){
vErrors = [err1134];
}
else {
vErrors.push(err1134);
}
errors++;
}
else {
if(data.type !== undefined){
if("Stack" !== data.type){
const err1135 = {};
if(vErrors === null){
vErrors = [err1135];
}
else {
vErrors.push(err1135);
}
errors++;
}
}
}
}
var _valid283 = _errs1797 === errors;
errors = _errs1796;
if(vErrors !== null){
if(_errs1796){
vErrors.length = _errs1796;
}
else {
vErrors = null;
}
}
if(_valid283){
const _errs1799 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("Stack" !== data.type){
const err1136 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/25/then/properties/type/const",keyword:"const",params:{allowedValue: "Stack"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1136];
}
else {
vErrors.push(err1136);
}
errors++;
}
}
if(data.props !== undefined){
let data343 = data.props;
if(data343 && typeof data343 == "object" && !Array.isArray(data343)){
for(const key57 in data343){
if(!(((((((key57 === "direction") || (key57 === "gap")) || (key57 === "padding")) || (key57 === "align")) || (key57 === "justify")) || (key57 === "wrap")) || (key57 === "surface"))){
const err1137 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/25/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key57},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1137];
}
else {
vErrors.push(err1137);
}
errors++;
}
}
if(data343.direction !== undefined){
let data344 = data343.direction;
const _errs1805 = errors;
let valid604 = false;
const _errs1806 = errors;
if(!((data344 === "column") || (data344 === "row"))){
const err1138 = {instancePath:instancePath+"/props/direction",schemaPath:"../widgets/Stack.schema.json#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema301.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1138];
}
else {
vErrors.push(err1138);
}
errors++;
}
var _valid284 = _errs1806 === errors;
valid604 = valid604 || _valid284;
const _errs1808 = errors;
if(typeof data344 === "string"){
if(!pattern5.test(data344)){
const err1139 = {instancePath:instancePath+"/props/direction",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err1140 = {instancePath:instancePath+"/props/direction",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1140];
}
else {
vErrors.push(err1140);
}
errors++;
}
var _valid284 = _errs1808 === errors;
valid604 = valid604 || _valid284;
if(!valid604){
const err1141 = {instancePath:instancePath+"/props/direction",schemaPath:"#/allOf/25/then/properties/props/properties/direction/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1141];
}
else {
vErrors.push(err1141);
}
errors++;
}
else {
errors = _errs1805;
if(vErrors !== null){
if(_errs1805){
vErrors.length = _errs1805;
}
else {
vErrors = null;
}
}
}
}
if(data343.gap !== undefined){
let data345 = data343.gap;
const _errs1812 = errors;
let valid607 = false;
const _errs1813 = errors;
if(!(((typeof data345 == "number") && (!(data345 % 1) && !isNaN(data345))) && (isFinite(data345)))){
const err1142 = {instancePath:instancePath+"/props/gap",schemaPath:"../widgets/Stack.schema.json#/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1142];
}
else {
vErrors.push(err1142);
}
errors++;
}
if((typeof data345 == "number") && (isFinite(data345))){
if(data345 > 48 || isNaN(data345)){
const err1143 = {instancePath:instancePath+"/props/gap",schemaPath:"../widgets/Stack.schema.json#/properties/gap/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err1143];
}
else {
vErrors.push(err1143);
}
errors++;
}
if(data345 < 0 || isNaN(data345)){
const err1144 = {instancePath:instancePath+"/props/gap",schemaPath:"../widgets/Stack.schema.json#/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1144];
}
else {
vErrors.push(err1144);
}
errors++;
}
}
var _valid285 = _errs1813 === errors;
valid607 = valid607 || _valid285;
const _errs1816 = errors;
if(typeof data345 === "string"){
if(!pattern5.test(data345)){
const err1145 = {instancePath:instancePath+"/props/gap",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1145];
}
else {
vErrors.push(err1145);
}
errors++;
}
}
else {
const err1146 = {instancePath:instancePath+"/props/gap",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1146];
}
else {
vErrors.push(err1146);
}
errors++;
}
var _valid285 = _errs1816 === errors;
valid607 = valid607 || _valid285;
if(!valid607){
const err1147 = {instancePath:instancePath+"/props/gap",schemaPath:"#/allOf/25/then/properties/props/properties/gap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1147];
}
else {
vErrors.push(err1147);
}
errors++;
}
else {
errors = _errs1812;
if(vErrors !== null){
if(_errs1812){
vErrors.length = _errs1812;
}
else {
vErrors = null;
}
}
}
}
if(data343.padding !== undefined){
let data346 = data343.padding;
const _errs1820 = errors;
let valid610 = false;
const _errs1821 = errors;
if(!(((typeof data346 == "number") && (!(data346 % 1) && !isNaN(data346))) && (isFinite(data346)))){
const err1148 = {instancePath:instancePath+"/props/padding",schemaPath:"../widgets/Stack.schema.json#/properties/padding/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1148];
}
else {
vErrors.push(err1148);
}
errors++;
}
if((typeof data346 == "number") && (isFinite(data346))){
if(data346 > 48 || isNaN(data346)){
const err1149 = {instancePath:instancePath+"/props/padding",schemaPath:"../widgets/Stack.schema.json#/properties/padding/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48"};
if(vErrors === null){
vErrors = [err1149];
}
else {
vErrors.push(err1149);
}
errors++;
}
if(data346 < 0 || isNaN(data346)){
const err1150 = {instancePath:instancePath+"/props/padding",schemaPath:"../widgets/Stack.schema.json#/properties/padding/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err1150];
}
else {
vErrors.push(err1150);
}
errors++;
}
}
var _valid286 = _errs1821 === errors;
valid610 = valid610 || _valid286;
const _errs1824 = errors;
if(typeof data346 === "string"){
if(!pattern5.test(data346)){
const err1151 = {instancePath:instancePath+"/props/padding",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1151];
}
else {
vErrors.push(err1151);
}
errors++;
}
}
else {
const err1152 = {instancePath:instancePath+"/props/padding",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1152];
}
else {
vErrors.push(err1152);
}
errors++;
}
var _valid286 = _errs1824 === errors;
valid610 = valid610 || _valid286;
if(!valid610){
const err1153 = {instancePath:instancePath+"/props/padding",schemaPath:"#/allOf/25/then/properties/props/properties/padding/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1153];
}
else {
vErrors.push(err1153);
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
if(data343.align !== undefined){
let data347 = data343.align;
const _errs1828 = errors;
let valid613 = false;
const _errs1829 = errors;
if(!((((data347 === "start") || (data347 === "center")) || (data347 === "end")) || (data347 === "stretch"))){
const err1154 = {instancePath:instancePath+"/props/align",schemaPath:"../widgets/Stack.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema307.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1154];
}
else {
vErrors.push(err1154);
}
errors++;
}
var _valid287 = _errs1829 === errors;
valid613 = valid613 || _valid287;
const _errs1831 = errors;
if(typeof data347 === "string"){
if(!pattern5.test(data347)){
const err1155 = {instancePath:instancePath+"/props/align",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1155];
}
else {
vErrors.push(err1155);
}
errors++;
}
}
else {
const err1156 = {instancePath:instancePath+"/props/align",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1156];
}
else {
vErrors.push(err1156);
}
errors++;
}
var _valid287 = _errs1831 === errors;
valid613 = valid613 || _valid287;
if(!valid613){
const err1157 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/25/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1157];
}
else {
vErrors.push(err1157);
}
errors++;
}
else {
errors = _errs1828;
if(vErrors !== null){
if(_errs1828){
vErrors.length = _errs1828;
}
else {
vErrors = null;
}
}
}
}
if(data343.justify !== undefined){
let data348 = data343.justify;
const _errs1835 = errors;
let valid616 = false;
const _errs1836 = errors;
if(!((((data348 === "start") || (data348 === "center")) || (data348 === "end")) || (data348 === "between"))){
const err1158 = {instancePath:instancePath+"/props/justify",schemaPath:"../widgets/Stack.schema.json#/properties/justify/enum",keyword:"enum",params:{allowedValues: schema309.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1158];
}
else {
vErrors.push(err1158);
}
errors++;
}
var _valid288 = _errs1836 === errors;
valid616 = valid616 || _valid288;
const _errs1838 = errors;
if(typeof data348 === "string"){
if(!pattern5.test(data348)){
const err1159 = {instancePath:instancePath+"/props/justify",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1159];
}
else {
vErrors.push(err1159);
}
errors++;
}
}
else {
const err1160 = {instancePath:instancePath+"/props/justify",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1160];
}
else {
vErrors.push(err1160);
}
errors++;
}
var _valid288 = _errs1838 === errors;
valid616 = valid616 || _valid288;
if(!valid616){
const err1161 = {instancePath:instancePath+"/props/justify",schemaPath:"#/allOf/25/then/properties/props/properties/justify/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1161];
}
else {
vErrors.push(err1161);
}
errors++;
}
else {
errors = _errs1835;
if(vErrors !== null){
if(_errs1835){
vErrors.length = _errs1835;
}
else {
vErrors = null;
}
}
}
}
if(data343.wrap !== undefined){
let data349 = data343.wrap;
const _errs1842 = errors;
let valid619 = false;
const _errs1843 = errors;
if(typeof data349 !== "boolean"){
const err1162 = {instancePath:instancePath+"/props/wrap",schemaPath:"../widgets/Stack.schema.json#/properties/wrap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1162];
}
else {
vErrors.push(err1162);
}
errors++;
}
var _valid289 = _errs1843 === errors;
valid619 = valid619 || _valid289;
const _errs1846 = errors;
if(typeof data349 === "string"){
if(!pattern5.test(data349)){
const err1163 = {instancePath:instancePath+"/props/wrap",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1163];
}
else {
vErrors.push(err1163);
}
errors++;
}
}
else {
const err1164 = {instancePath:instancePath+"/props/wrap",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1164];
}
else {
vErrors.push(err1164);
}
errors++;
}
var _valid289 = _errs1846 === errors;
valid619 = valid619 || _valid289;
if(!valid619){
const err1165 = {instancePath:instancePath+"/props/wrap",schemaPath:"#/allOf/25/then/properties/props/properties/wrap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1165];
}
else {
vErrors.push(err1165);
}
errors++;
}
else {
errors = _errs1842;
if(vErrors !== null){
if(_errs1842){
vErrors.length = _errs1842;
}
else {
vErrors = null;
}
}
}
}
if(data343.surface !== undefined){
let data350 = data343.surface;
const _errs1850 = errors;
let valid622 = false;
const _errs1851 = errors;
if(!(((data350 === "none") || (data350 === "card")) || (data350 === "page"))){
const err1166 = {instancePath:instancePath+"/props/surface",schemaPath:"../widgets/Stack.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema313.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1166];
}
else {
vErrors.push(err1166);
}
errors++;
}
var _valid290 = _errs1851 === errors;
valid622 = valid622 || _valid290;
const _errs1853 = errors;
if(typeof data350 === "string"){
if(!pattern5.test(data350)){
const err1167 = {instancePath:instancePath+"/props/surface",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1167];
}
else {
vErrors.push(err1167);
}
errors++;
}
}
else {
const err1168 = {instancePath:instancePath+"/props/surface",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1168];
}
else {
vErrors.push(err1168);
}
errors++;
}
var _valid290 = _errs1853 === errors;
valid622 = valid622 || _valid290;
if(!valid622){
const err1169 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/25/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1169];
}
else {
vErrors.push(err1169);
}
errors++;
}
else {
errors = _errs1850;
if(vErrors !== null){
if(_errs1850){
vErrors.length = _errs1850;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1170 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/25/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1170];
}
else {
vErrors.push(err1170);
}
errors++;
}
}
if(data.on !== undefined){
let data351 = data.on;
if(data351 && typeof data351 == "object" && !Array.isArray(data351)){
for(const key58 in data351){
const err1171 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/25/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key58},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1171];
}
else {
vErrors.push(err1171);
}
errors++;
}
}
else {
const err1172 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/25/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1172];
}
else {
vErrors.push(err1172);
}
errors++;
}
}
if(data.bind !== undefined){
const err1173 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/25/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1173];
}
else {
vErrors.push(err1173);
}
errors++;
}
}
var _valid283 = _errs1799 === errors;
valid600 = _valid283;
if(valid600){
var props137 = {};
props137.type = true;
props137.props = true;
props137.on = true;
props137.bind = true;
}
}
if(!valid600){
const err1174 = {instancePath,schemaPath:"#/allOf/25/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1174];
}
else {
vErrors.push(err1174);
}
errors++;
}
if(props2 !== true && props137 !== undefined){
if(props137 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props137);
}
}
const _errs1860 = errors;
let valid625 = true;
const _errs1861 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing26;
if((data.type === undefined) && (missing26 = "type")){
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
if("StarRating" !== data.type){
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
var _valid291 = _errs1861 === errors;
errors = _errs1860;
if(vErrors !== null){
if(_errs1860){
vErrors.length = _errs1860;
}
else {
vErrors = null;
}
}
if(_valid291){
const _errs1863 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1177 = {instancePath,schemaPath:"#/allOf/26/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1177];
}
else {
vErrors.push(err1177);
}
errors++;
}
if(data.type !== undefined){
if("StarRating" !== data.type){
const err1178 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/26/then/properties/type/const",keyword:"const",params:{allowedValue: "StarRating"},message:"must be equal to constant"};
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
let data355 = data.props;
if(data355 && typeof data355 == "object" && !Array.isArray(data355)){
if(data355.label === undefined){
const err1179 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/26/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err1179];
}
else {
vErrors.push(err1179);
}
errors++;
}
for(const key59 in data355){
if(!(((key59 === "label") || (key59 === "max")) || (key59 === "size"))){
const err1180 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/26/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key59},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1180];
}
else {
vErrors.push(err1180);
}
errors++;
}
}
if(data355.label !== undefined){
let data356 = data355.label;
const _errs1869 = errors;
let valid629 = false;
const _errs1870 = errors;
const _errs1871 = errors;
let valid630 = false;
const _errs1872 = errors;
if(typeof data356 === "string"){
if(func2(data356) < 1){
const err1181 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/26/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1181];
}
else {
vErrors.push(err1181);
}
errors++;
}
}
else {
const err1182 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/26/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1182];
}
else {
vErrors.push(err1182);
}
errors++;
}
var _valid293 = _errs1872 === errors;
valid630 = valid630 || _valid293;
const _errs1874 = errors;
if(!(validate78(data356, {instancePath:instancePath+"/props/label",parentData:data355,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid293 = _errs1874 === errors;
valid630 = valid630 || _valid293;
if(!valid630){
const err1183 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/26/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1183];
}
else {
vErrors.push(err1183);
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
var _valid292 = _errs1870 === errors;
valid629 = valid629 || _valid292;
const _errs1875 = errors;
if(typeof data356 === "string"){
if(!pattern5.test(data356)){
const err1184 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1184];
}
else {
vErrors.push(err1184);
}
errors++;
}
}
else {
const err1185 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1185];
}
else {
vErrors.push(err1185);
}
errors++;
}
var _valid292 = _errs1875 === errors;
valid629 = valid629 || _valid292;
if(!valid629){
const err1186 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/26/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1186];
}
else {
vErrors.push(err1186);
}
errors++;
}
else {
errors = _errs1869;
if(vErrors !== null){
if(_errs1869){
vErrors.length = _errs1869;
}
else {
vErrors = null;
}
}
}
}
if(data355.max !== undefined){
let data357 = data355.max;
const _errs1879 = errors;
let valid632 = false;
const _errs1880 = errors;
if(!(((typeof data357 == "number") && (!(data357 % 1) && !isNaN(data357))) && (isFinite(data357)))){
const err1187 = {instancePath:instancePath+"/props/max",schemaPath:"../widgets/StarRating.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1187];
}
else {
vErrors.push(err1187);
}
errors++;
}
if((typeof data357 == "number") && (isFinite(data357))){
if(data357 > 10 || isNaN(data357)){
const err1188 = {instancePath:instancePath+"/props/max",schemaPath:"../widgets/StarRating.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10"};
if(vErrors === null){
vErrors = [err1188];
}
else {
vErrors.push(err1188);
}
errors++;
}
if(data357 < 1 || isNaN(data357)){
const err1189 = {instancePath:instancePath+"/props/max",schemaPath:"../widgets/StarRating.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1189];
}
else {
vErrors.push(err1189);
}
errors++;
}
}
var _valid294 = _errs1880 === errors;
valid632 = valid632 || _valid294;
const _errs1883 = errors;
if(typeof data357 === "string"){
if(!pattern5.test(data357)){
const err1190 = {instancePath:instancePath+"/props/max",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err1191 = {instancePath:instancePath+"/props/max",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1191];
}
else {
vErrors.push(err1191);
}
errors++;
}
var _valid294 = _errs1883 === errors;
valid632 = valid632 || _valid294;
if(!valid632){
const err1192 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/26/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1192];
}
else {
vErrors.push(err1192);
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
if(data355.size !== undefined){
let data358 = data355.size;
const _errs1887 = errors;
let valid635 = false;
const _errs1888 = errors;
if(!(((typeof data358 == "number") && (!(data358 % 1) && !isNaN(data358))) && (isFinite(data358)))){
const err1193 = {instancePath:instancePath+"/props/size",schemaPath:"../widgets/StarRating.schema.json#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1193];
}
else {
vErrors.push(err1193);
}
errors++;
}
if((typeof data358 == "number") && (isFinite(data358))){
if(data358 > 64 || isNaN(data358)){
const err1194 = {instancePath:instancePath+"/props/size",schemaPath:"../widgets/StarRating.schema.json#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64"};
if(vErrors === null){
vErrors = [err1194];
}
else {
vErrors.push(err1194);
}
errors++;
}
if(data358 < 16 || isNaN(data358)){
const err1195 = {instancePath:instancePath+"/props/size",schemaPath:"../widgets/StarRating.schema.json#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 16},message:"must be >= 16"};
if(vErrors === null){
vErrors = [err1195];
}
else {
vErrors.push(err1195);
}
errors++;
}
}
var _valid295 = _errs1888 === errors;
valid635 = valid635 || _valid295;
const _errs1891 = errors;
if(typeof data358 === "string"){
if(!pattern5.test(data358)){
const err1196 = {instancePath:instancePath+"/props/size",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1196];
}
else {
vErrors.push(err1196);
}
errors++;
}
}
else {
const err1197 = {instancePath:instancePath+"/props/size",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1197];
}
else {
vErrors.push(err1197);
}
errors++;
}
var _valid295 = _errs1891 === errors;
valid635 = valid635 || _valid295;
if(!valid635){
const err1198 = {instancePath:instancePath+"/props/size",schemaPath:"#/allOf/26/then/properties/props/properties/size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1198];
}
else {
vErrors.push(err1198);
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
}
else {
const err1199 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/26/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1199];
}
else {
vErrors.push(err1199);
}
errors++;
}
}
if(data.on !== undefined){
let data359 = data.on;
if(data359 && typeof data359 == "object" && !Array.isArray(data359)){
for(const key60 in data359){
if(!(key60 === "change")){
const err1200 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/26/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key60},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1200];
}
else {
vErrors.push(err1200);
}
errors++;
}
}
if(data359.change !== undefined){
if(!(validate81(data359.change, {instancePath:instancePath+"/on/change",parentData:data359,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err1201 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/26/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1201];
}
else {
vErrors.push(err1201);
}
errors++;
}
}
if(data.children !== undefined){
const err1202 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/26/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1202];
}
else {
vErrors.push(err1202);
}
errors++;
}
}
var _valid291 = _errs1863 === errors;
valid625 = _valid291;
if(valid625){
var props139 = {};
props139.type = true;
props139.props = true;
props139.on = true;
props139.children = true;
}
}
if(!valid625){
const err1203 = {instancePath,schemaPath:"#/allOf/26/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1203];
}
else {
vErrors.push(err1203);
}
errors++;
}
if(props2 !== true && props139 !== undefined){
if(props139 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props139);
}
}
const _errs1899 = errors;
let valid639 = true;
const _errs1900 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing27;
if((data.type === undefined) && (missing27 = "type")){
const err1204 = {};
if(vErrors === null){
vErrors = [err1204];
}
else {
vErrors.push(err1204);
}
errors++;
}
else {
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err1205 = {};
if(vErrors === null){
vErrors = [err1205];
}
else {
vErrors.push(err1205);
}
errors++;
}
}
}
}
var _valid296 = _errs1900 === errors;
errors = _errs1899;
if(vErrors !== null){
if(_errs1899){
vErrors.length = _errs1899;
}
else {
vErrors = null;
}
}
if(_valid296){
const _errs1902 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1206 = {instancePath,schemaPath:"#/allOf/27/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1206];
}
else {
vErrors.push(err1206);
}
errors++;
}
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err1207 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/27/then/properties/type/const",keyword:"const",params:{allowedValue: "StatusBanner"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1207];
}
else {
vErrors.push(err1207);
}
errors++;
}
}
if(data.props !== undefined){
let data364 = data.props;
if(data364 && typeof data364 == "object" && !Array.isArray(data364)){
if(data364.title === undefined){
const err1208 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/27/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1208];
}
else {
vErrors.push(err1208);
}
errors++;
}
for(const key61 in data364){
if(!((((key61 === "image") || (key61 === "title")) || (key61 === "description")) || (key61 === "tone"))){
const err1209 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/27/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key61},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1209];
}
else {
vErrors.push(err1209);
}
errors++;
}
}
if(data364.image !== undefined){
let data365 = data364.image;
const _errs1908 = errors;
let valid643 = false;
const _errs1909 = errors;
const _errs1910 = errors;
let valid644 = false;
const _errs1911 = errors;
if(typeof data365 !== "string"){
const err1210 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/27/then/properties/props/properties/image/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1210];
}
else {
vErrors.push(err1210);
}
errors++;
}
var _valid298 = _errs1911 === errors;
valid644 = valid644 || _valid298;
const _errs1913 = errors;
if(!(validate78(data365, {instancePath:instancePath+"/props/image",parentData:data364,parentDataProperty:"image",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid298 = _errs1913 === errors;
valid644 = valid644 || _valid298;
if(!valid644){
const err1211 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/27/then/properties/props/properties/image/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1211];
}
else {
vErrors.push(err1211);
}
errors++;
}
else {
errors = _errs1910;
if(vErrors !== null){
if(_errs1910){
vErrors.length = _errs1910;
}
else {
vErrors = null;
}
}
}
var _valid297 = _errs1909 === errors;
valid643 = valid643 || _valid297;
const _errs1914 = errors;
if(typeof data365 === "string"){
if(!pattern5.test(data365)){
const err1212 = {instancePath:instancePath+"/props/image",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1212];
}
else {
vErrors.push(err1212);
}
errors++;
}
}
else {
const err1213 = {instancePath:instancePath+"/props/image",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1213];
}
else {
vErrors.push(err1213);
}
errors++;
}
var _valid297 = _errs1914 === errors;
valid643 = valid643 || _valid297;
if(!valid643){
const err1214 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/27/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1214];
}
else {
vErrors.push(err1214);
}
errors++;
}
else {
errors = _errs1908;
if(vErrors !== null){
if(_errs1908){
vErrors.length = _errs1908;
}
else {
vErrors = null;
}
}
}
}
if(data364.title !== undefined){
let data366 = data364.title;
const _errs1918 = errors;
let valid646 = false;
const _errs1919 = errors;
const _errs1920 = errors;
let valid647 = false;
const _errs1921 = errors;
if(typeof data366 !== "string"){
const err1215 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/27/then/properties/props/properties/title/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1215];
}
else {
vErrors.push(err1215);
}
errors++;
}
var _valid300 = _errs1921 === errors;
valid647 = valid647 || _valid300;
const _errs1923 = errors;
if(!(validate78(data366, {instancePath:instancePath+"/props/title",parentData:data364,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid300 = _errs1923 === errors;
valid647 = valid647 || _valid300;
if(!valid647){
const err1216 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/27/then/properties/props/properties/title/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1216];
}
else {
vErrors.push(err1216);
}
errors++;
}
else {
errors = _errs1920;
if(vErrors !== null){
if(_errs1920){
vErrors.length = _errs1920;
}
else {
vErrors = null;
}
}
}
var _valid299 = _errs1919 === errors;
valid646 = valid646 || _valid299;
const _errs1924 = errors;
if(typeof data366 === "string"){
if(!pattern5.test(data366)){
const err1217 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1217];
}
else {
vErrors.push(err1217);
}
errors++;
}
}
else {
const err1218 = {instancePath:instancePath+"/props/title",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1218];
}
else {
vErrors.push(err1218);
}
errors++;
}
var _valid299 = _errs1924 === errors;
valid646 = valid646 || _valid299;
if(!valid646){
const err1219 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/27/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1219];
}
else {
vErrors.push(err1219);
}
errors++;
}
else {
errors = _errs1918;
if(vErrors !== null){
if(_errs1918){
vErrors.length = _errs1918;
}
else {
vErrors = null;
}
}
}
}
if(data364.description !== undefined){
let data367 = data364.description;
const _errs1928 = errors;
let valid649 = false;
const _errs1929 = errors;
const _errs1930 = errors;
let valid650 = false;
const _errs1931 = errors;
if(typeof data367 !== "string"){
const err1220 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/27/then/properties/props/properties/description/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1220];
}
else {
vErrors.push(err1220);
}
errors++;
}
var _valid302 = _errs1931 === errors;
valid650 = valid650 || _valid302;
const _errs1933 = errors;
if(!(validate78(data367, {instancePath:instancePath+"/props/description",parentData:data364,parentDataProperty:"description",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid302 = _errs1933 === errors;
valid650 = valid650 || _valid302;
if(!valid650){
const err1221 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/27/then/properties/props/properties/description/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1221];
}
else {
vErrors.push(err1221);
}
errors++;
}
else {
errors = _errs1930;
if(vErrors !== null){
if(_errs1930){
vErrors.length = _errs1930;
}
else {
vErrors = null;
}
}
}
var _valid301 = _errs1929 === errors;
valid649 = valid649 || _valid301;
const _errs1934 = errors;
if(typeof data367 === "string"){
if(!pattern5.test(data367)){
const err1222 = {instancePath:instancePath+"/props/description",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1222];
}
else {
vErrors.push(err1222);
}
errors++;
}
}
else {
const err1223 = {instancePath:instancePath+"/props/description",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1223];
}
else {
vErrors.push(err1223);
}
errors++;
}
var _valid301 = _errs1934 === errors;
valid649 = valid649 || _valid301;
if(!valid649){
const err1224 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/27/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1224];
}
else {
vErrors.push(err1224);
}
errors++;
}
else {
errors = _errs1928;
if(vErrors !== null){
if(_errs1928){
vErrors.length = _errs1928;
}
else {
vErrors = null;
}
}
}
}
if(data364.tone !== undefined){
let data368 = data364.tone;
const _errs1938 = errors;
let valid652 = false;
const _errs1939 = errors;
if(!((data368 === "brand") || (data368 === "accent"))){
const err1225 = {instancePath:instancePath+"/props/tone",schemaPath:"../widgets/StatusBanner.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema325.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1225];
}
else {
vErrors.push(err1225);
}
errors++;
}
var _valid303 = _errs1939 === errors;
valid652 = valid652 || _valid303;
const _errs1941 = errors;
if(typeof data368 === "string"){
if(!pattern5.test(data368)){
const err1226 = {instancePath:instancePath+"/props/tone",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1226];
}
else {
vErrors.push(err1226);
}
errors++;
}
}
else {
const err1227 = {instancePath:instancePath+"/props/tone",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1227];
}
else {
vErrors.push(err1227);
}
errors++;
}
var _valid303 = _errs1941 === errors;
valid652 = valid652 || _valid303;
if(!valid652){
const err1228 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/27/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1228];
}
else {
vErrors.push(err1228);
}
errors++;
}
else {
errors = _errs1938;
if(vErrors !== null){
if(_errs1938){
vErrors.length = _errs1938;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1229 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/27/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1229];
}
else {
vErrors.push(err1229);
}
errors++;
}
}
if(data.on !== undefined){
let data369 = data.on;
if(data369 && typeof data369 == "object" && !Array.isArray(data369)){
for(const key62 in data369){
const err1230 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/27/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key62},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1230];
}
else {
vErrors.push(err1230);
}
errors++;
}
}
else {
const err1231 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/27/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1231];
}
else {
vErrors.push(err1231);
}
errors++;
}
}
if(data.children !== undefined){
const err1232 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/27/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1232];
}
else {
vErrors.push(err1232);
}
errors++;
}
if(data.bind !== undefined){
const err1233 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/27/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1233];
}
else {
vErrors.push(err1233);
}
errors++;
}
}
var _valid296 = _errs1902 === errors;
valid639 = _valid296;
if(valid639){
var props143 = {};
props143.type = true;
props143.props = true;
props143.on = true;
props143.children = true;
props143.bind = true;
}
}
if(!valid639){
const err1234 = {instancePath,schemaPath:"#/allOf/27/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1234];
}
else {
vErrors.push(err1234);
}
errors++;
}
if(props2 !== true && props143 !== undefined){
if(props143 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props143);
}
}
const _errs1948 = errors;
let valid655 = true;
const _errs1949 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing28;
if((data.type === undefined) && (missing28 = "type")){
const err1235 = {};
if(vErrors === null){
vErrors = [err1235];
}
else {
vErrors.push(err1235);
}
errors++;
}
else {
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err1236 = {};
if(vErrors === null){
vErrors = [err1236];
}
else {
vErrors.push(err1236);
}
errors++;
}
}
}
}
var _valid304 = _errs1949 === errors;
errors = _errs1948;
if(vErrors !== null){
if(_errs1948){
vErrors.length = _errs1948;
}
else {
vErrors = null;
}
}
if(_valid304){
const _errs1951 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1237 = {instancePath,schemaPath:"#/allOf/28/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1237];
}
else {
vErrors.push(err1237);
}
errors++;
}
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err1238 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/28/then/properties/type/const",keyword:"const",params:{allowedValue: "SuccessMark"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1238];
}
else {
vErrors.push(err1238);
}
errors++;
}
}
if(data.props !== undefined){
let data374 = data.props;
if(data374 && typeof data374 == "object" && !Array.isArray(data374)){
if(data374.text === undefined){
const err1239 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/28/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1239];
}
else {
vErrors.push(err1239);
}
errors++;
}
for(const key63 in data374){
if(!((key63 === "text") || (key63 === "tone"))){
const err1240 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/28/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key63},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1240];
}
else {
vErrors.push(err1240);
}
errors++;
}
}
if(data374.text !== undefined){
let data375 = data374.text;
const _errs1957 = errors;
let valid659 = false;
const _errs1958 = errors;
const _errs1959 = errors;
let valid660 = false;
const _errs1960 = errors;
if(typeof data375 === "string"){
if(func2(data375) < 1){
const err1241 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/28/then/properties/props/properties/text/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1241];
}
else {
vErrors.push(err1241);
}
errors++;
}
}
else {
const err1242 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/28/then/properties/props/properties/text/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1242];
}
else {
vErrors.push(err1242);
}
errors++;
}
var _valid306 = _errs1960 === errors;
valid660 = valid660 || _valid306;
const _errs1962 = errors;
if(!(validate78(data375, {instancePath:instancePath+"/props/text",parentData:data374,parentDataProperty:"text",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid306 = _errs1962 === errors;
valid660 = valid660 || _valid306;
if(!valid660){
const err1243 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/28/then/properties/props/properties/text/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1243];
}
else {
vErrors.push(err1243);
}
errors++;
}
else {
errors = _errs1959;
if(vErrors !== null){
if(_errs1959){
vErrors.length = _errs1959;
}
else {
vErrors = null;
}
}
}
var _valid305 = _errs1958 === errors;
valid659 = valid659 || _valid305;
const _errs1963 = errors;
if(typeof data375 === "string"){
if(!pattern5.test(data375)){
const err1244 = {instancePath:instancePath+"/props/text",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1244];
}
else {
vErrors.push(err1244);
}
errors++;
}
}
else {
const err1245 = {instancePath:instancePath+"/props/text",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1245];
}
else {
vErrors.push(err1245);
}
errors++;
}
var _valid305 = _errs1963 === errors;
valid659 = valid659 || _valid305;
if(!valid659){
const err1246 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/28/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1246];
}
else {
vErrors.push(err1246);
}
errors++;
}
else {
errors = _errs1957;
if(vErrors !== null){
if(_errs1957){
vErrors.length = _errs1957;
}
else {
vErrors = null;
}
}
}
}
if(data374.tone !== undefined){
let data376 = data374.tone;
const _errs1967 = errors;
let valid662 = false;
const _errs1968 = errors;
if(!((data376 === "success") || (data376 === "info"))){
const err1247 = {instancePath:instancePath+"/props/tone",schemaPath:"../widgets/SuccessMark.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema329.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1247];
}
else {
vErrors.push(err1247);
}
errors++;
}
var _valid307 = _errs1968 === errors;
valid662 = valid662 || _valid307;
const _errs1970 = errors;
if(typeof data376 === "string"){
if(!pattern5.test(data376)){
const err1248 = {instancePath:instancePath+"/props/tone",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1248];
}
else {
vErrors.push(err1248);
}
errors++;
}
}
else {
const err1249 = {instancePath:instancePath+"/props/tone",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1249];
}
else {
vErrors.push(err1249);
}
errors++;
}
var _valid307 = _errs1970 === errors;
valid662 = valid662 || _valid307;
if(!valid662){
const err1250 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/28/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1250];
}
else {
vErrors.push(err1250);
}
errors++;
}
else {
errors = _errs1967;
if(vErrors !== null){
if(_errs1967){
vErrors.length = _errs1967;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1251 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/28/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1251];
}
else {
vErrors.push(err1251);
}
errors++;
}
}
if(data.on !== undefined){
let data377 = data.on;
if(data377 && typeof data377 == "object" && !Array.isArray(data377)){
for(const key64 in data377){
const err1252 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/28/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key64},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1252];
}
else {
vErrors.push(err1252);
}
errors++;
}
}
else {
const err1253 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/28/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1253];
}
else {
vErrors.push(err1253);
}
errors++;
}
}
if(data.children !== undefined){
const err1254 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/28/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1254];
}
else {
vErrors.push(err1254);
}
errors++;
}
if(data.bind !== undefined){
const err1255 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/28/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1255];
}
else {
vErrors.push(err1255);
}
errors++;
}
}
var _valid304 = _errs1951 === errors;
valid655 = _valid304;
if(valid655){
var props145 = {};
props145.type = true;
props145.props = true;
props145.on = true;
props145.children = true;
props145.bind = true;
}
}
if(!valid655){
const err1256 = {instancePath,schemaPath:"#/allOf/28/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1256];
}
else {
vErrors.push(err1256);
}
errors++;
}
if(props2 !== true && props145 !== undefined){
if(props145 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props145);
}
}
const _errs1977 = errors;
let valid665 = true;
const _errs1978 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing29;
if((data.type === undefined) && (missing29 = "type")){
const err1257 = {};
if(vErrors === null){
vErrors = [err1257];
}
else {
vErrors.push(err1257);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tabs" !== data.type){
const err1258 = {};
if(vErrors === null){
vErrors = [err1258];
}
else {
vErrors.push(err1258);
}
errors++;
}
}
}
}
var _valid308 = _errs1978 === errors;
errors = _errs1977;
if(vErrors !== null){
if(_errs1977){
vErrors.length = _errs1977;
}
else {
vErrors = null;
}
}
if(_valid308){
const _errs1980 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1259 = {instancePath,schemaPath:"#/allOf/29/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1259];
}
else {
vErrors.push(err1259);
}
errors++;
}
if(data.type !== undefined){
if("Tabs" !== data.type){
const err1260 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/29/then/properties/type/const",keyword:"const",params:{allowedValue: "Tabs"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1260];
}
else {
vErrors.push(err1260);
}
errors++;
}
}
if(data.props !== undefined){
let data382 = data.props;
if(data382 && typeof data382 == "object" && !Array.isArray(data382)){
if(data382.tabs === undefined){
const err1261 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/29/then/properties/props/required",keyword:"required",params:{missingProperty: "tabs"},message:"must have required property '"+"tabs"+"'"};
if(vErrors === null){
vErrors = [err1261];
}
else {
vErrors.push(err1261);
}
errors++;
}
for(const key65 in data382){
if(!(((((key65 === "tabs") || (key65 === "labelKey")) || (key65 === "valueKey")) || (key65 === "label")) || (key65 === "stretch"))){
const err1262 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/29/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key65},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1262];
}
else {
vErrors.push(err1262);
}
errors++;
}
}
if(data382.tabs !== undefined){
let data383 = data382.tabs;
const _errs1986 = errors;
let valid669 = false;
const _errs1987 = errors;
if(Array.isArray(data383)){
const len11 = data383.length;
for(let i11=0; i11<len11; i11++){
let data384 = data383[i11];
if(data384 && typeof data384 == "object" && !Array.isArray(data384)){
}
else {
const err1263 = {instancePath:instancePath+"/props/tabs/" + i11,schemaPath:"../widgets/Tabs.schema.json#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1263];
}
else {
vErrors.push(err1263);
}
errors++;
}
}
}
else {
const err1264 = {instancePath:instancePath+"/props/tabs",schemaPath:"../widgets/Tabs.schema.json#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1264];
}
else {
vErrors.push(err1264);
}
errors++;
}
var _valid309 = _errs1987 === errors;
valid669 = valid669 || _valid309;
const _errs1993 = errors;
if(typeof data383 === "string"){
if(!pattern5.test(data383)){
const err1265 = {instancePath:instancePath+"/props/tabs",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1265];
}
else {
vErrors.push(err1265);
}
errors++;
}
}
else {
const err1266 = {instancePath:instancePath+"/props/tabs",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1266];
}
else {
vErrors.push(err1266);
}
errors++;
}
var _valid309 = _errs1993 === errors;
valid669 = valid669 || _valid309;
if(!valid669){
const err1267 = {instancePath:instancePath+"/props/tabs",schemaPath:"#/allOf/29/then/properties/props/properties/tabs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1267];
}
else {
vErrors.push(err1267);
}
errors++;
}
else {
errors = _errs1986;
if(vErrors !== null){
if(_errs1986){
vErrors.length = _errs1986;
}
else {
vErrors = null;
}
}
}
}
if(data382.labelKey !== undefined){
let data385 = data382.labelKey;
const _errs1997 = errors;
let valid674 = false;
const _errs1998 = errors;
const _errs1999 = errors;
let valid675 = false;
const _errs2000 = errors;
if(typeof data385 === "string"){
if(func2(data385) < 1){
const err1268 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/29/then/properties/props/properties/labelKey/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1268];
}
else {
vErrors.push(err1268);
}
errors++;
}
}
else {
const err1269 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/29/then/properties/props/properties/labelKey/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1269];
}
else {
vErrors.push(err1269);
}
errors++;
}
var _valid311 = _errs2000 === errors;
valid675 = valid675 || _valid311;
const _errs2002 = errors;
if(!(validate78(data385, {instancePath:instancePath+"/props/labelKey",parentData:data382,parentDataProperty:"labelKey",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid311 = _errs2002 === errors;
valid675 = valid675 || _valid311;
if(!valid675){
const err1270 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/29/then/properties/props/properties/labelKey/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1270];
}
else {
vErrors.push(err1270);
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
var _valid310 = _errs1998 === errors;
valid674 = valid674 || _valid310;
const _errs2003 = errors;
if(typeof data385 === "string"){
if(!pattern5.test(data385)){
const err1271 = {instancePath:instancePath+"/props/labelKey",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1271];
}
else {
vErrors.push(err1271);
}
errors++;
}
}
else {
const err1272 = {instancePath:instancePath+"/props/labelKey",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1272];
}
else {
vErrors.push(err1272);
}
errors++;
}
var _valid310 = _errs2003 === errors;
valid674 = valid674 || _valid310;
if(!valid674){
const err1273 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/29/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1273];
}
else {
vErrors.push(err1273);
}
errors++;
}
else {
errors = _errs1997;
if(vErrors !== null){
if(_errs1997){
vErrors.length = _errs1997;
}
else {
vErrors = null;
}
}
}
}
if(data382.valueKey !== undefined){
let data386 = data382.valueKey;
const _errs2007 = errors;
let valid677 = false;
const _errs2008 = errors;
const _errs2009 = errors;
let valid678 = false;
const _errs2010 = errors;
if(typeof data386 === "string"){
if(func2(data386) < 1){
const err1274 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/29/then/properties/props/properties/valueKey/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err1275 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/29/then/properties/props/properties/valueKey/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1275];
}
else {
vErrors.push(err1275);
}
errors++;
}
var _valid313 = _errs2010 === errors;
valid678 = valid678 || _valid313;
const _errs2012 = errors;
if(!(validate78(data386, {instancePath:instancePath+"/props/valueKey",parentData:data382,parentDataProperty:"valueKey",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid313 = _errs2012 === errors;
valid678 = valid678 || _valid313;
if(!valid678){
const err1276 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/29/then/properties/props/properties/valueKey/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1276];
}
else {
vErrors.push(err1276);
}
errors++;
}
else {
errors = _errs2009;
if(vErrors !== null){
if(_errs2009){
vErrors.length = _errs2009;
}
else {
vErrors = null;
}
}
}
var _valid312 = _errs2008 === errors;
valid677 = valid677 || _valid312;
const _errs2013 = errors;
if(typeof data386 === "string"){
if(!pattern5.test(data386)){
const err1277 = {instancePath:instancePath+"/props/valueKey",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1277];
}
else {
vErrors.push(err1277);
}
errors++;
}
}
else {
const err1278 = {instancePath:instancePath+"/props/valueKey",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1278];
}
else {
vErrors.push(err1278);
}
errors++;
}
var _valid312 = _errs2013 === errors;
valid677 = valid677 || _valid312;
if(!valid677){
const err1279 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/29/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1279];
}
else {
vErrors.push(err1279);
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
if(data382.label !== undefined){
let data387 = data382.label;
const _errs2017 = errors;
let valid680 = false;
const _errs2018 = errors;
const _errs2019 = errors;
let valid681 = false;
const _errs2020 = errors;
if(typeof data387 === "string"){
if(func2(data387) < 1){
const err1280 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/29/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1280];
}
else {
vErrors.push(err1280);
}
errors++;
}
}
else {
const err1281 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/29/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1281];
}
else {
vErrors.push(err1281);
}
errors++;
}
var _valid315 = _errs2020 === errors;
valid681 = valid681 || _valid315;
const _errs2022 = errors;
if(!(validate78(data387, {instancePath:instancePath+"/props/label",parentData:data382,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid315 = _errs2022 === errors;
valid681 = valid681 || _valid315;
if(!valid681){
const err1282 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/29/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1282];
}
else {
vErrors.push(err1282);
}
errors++;
}
else {
errors = _errs2019;
if(vErrors !== null){
if(_errs2019){
vErrors.length = _errs2019;
}
else {
vErrors = null;
}
}
}
var _valid314 = _errs2018 === errors;
valid680 = valid680 || _valid314;
const _errs2023 = errors;
if(typeof data387 === "string"){
if(!pattern5.test(data387)){
const err1283 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err1284 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1284];
}
else {
vErrors.push(err1284);
}
errors++;
}
var _valid314 = _errs2023 === errors;
valid680 = valid680 || _valid314;
if(!valid680){
const err1285 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/29/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1285];
}
else {
vErrors.push(err1285);
}
errors++;
}
else {
errors = _errs2017;
if(vErrors !== null){
if(_errs2017){
vErrors.length = _errs2017;
}
else {
vErrors = null;
}
}
}
}
if(data382.stretch !== undefined){
let data388 = data382.stretch;
const _errs2027 = errors;
let valid683 = false;
const _errs2028 = errors;
if(typeof data388 !== "boolean"){
const err1286 = {instancePath:instancePath+"/props/stretch",schemaPath:"../widgets/Tabs.schema.json#/properties/stretch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1286];
}
else {
vErrors.push(err1286);
}
errors++;
}
var _valid316 = _errs2028 === errors;
valid683 = valid683 || _valid316;
const _errs2031 = errors;
if(typeof data388 === "string"){
if(!pattern5.test(data388)){
const err1287 = {instancePath:instancePath+"/props/stretch",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
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
const err1288 = {instancePath:instancePath+"/props/stretch",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1288];
}
else {
vErrors.push(err1288);
}
errors++;
}
var _valid316 = _errs2031 === errors;
valid683 = valid683 || _valid316;
if(!valid683){
const err1289 = {instancePath:instancePath+"/props/stretch",schemaPath:"#/allOf/29/then/properties/props/properties/stretch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1289];
}
else {
vErrors.push(err1289);
}
errors++;
}
else {
errors = _errs2027;
if(vErrors !== null){
if(_errs2027){
vErrors.length = _errs2027;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1290 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/29/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1290];
}
else {
vErrors.push(err1290);
}
errors++;
}
}
if(data.on !== undefined){
let data389 = data.on;
if(data389 && typeof data389 == "object" && !Array.isArray(data389)){
for(const key66 in data389){
if(!(key66 === "change")){
const err1291 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/29/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key66},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1291];
}
else {
vErrors.push(err1291);
}
errors++;
}
}
if(data389.change !== undefined){
if(!(validate81(data389.change, {instancePath:instancePath+"/on/change",parentData:data389,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err1292 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/29/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1292];
}
else {
vErrors.push(err1292);
}
errors++;
}
}
if(data.children !== undefined){
const err1293 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/29/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1293];
}
else {
vErrors.push(err1293);
}
errors++;
}
}
var _valid308 = _errs1980 === errors;
valid665 = _valid308;
if(valid665){
var props149 = {};
props149.type = true;
props149.props = true;
props149.on = true;
props149.children = true;
}
}
if(!valid665){
const err1294 = {instancePath,schemaPath:"#/allOf/29/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1294];
}
else {
vErrors.push(err1294);
}
errors++;
}
if(props2 !== true && props149 !== undefined){
if(props149 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props149);
}
}
const _errs2039 = errors;
let valid687 = true;
const _errs2040 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing30;
if((data.type === undefined) && (missing30 = "type")){
const err1295 = {};
if(vErrors === null){
vErrors = [err1295];
}
else {
vErrors.push(err1295);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tag" !== data.type){
const err1296 = {};
if(vErrors === null){
vErrors = [err1296];
}
else {
vErrors.push(err1296);
}
errors++;
}
}
}
}
var _valid317 = _errs2040 === errors;
errors = _errs2039;
if(vErrors !== null){
if(_errs2039){
vErrors.length = _errs2039;
}
else {
vErrors = null;
}
}
if(_valid317){
const _errs2042 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1297 = {instancePath,schemaPath:"#/allOf/30/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1297];
}
else {
vErrors.push(err1297);
}
errors++;
}
if(data.type !== undefined){
if("Tag" !== data.type){
const err1298 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/30/then/properties/type/const",keyword:"const",params:{allowedValue: "Tag"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1298];
}
else {
vErrors.push(err1298);
}
errors++;
}
}
if(data.props !== undefined){
let data394 = data.props;
if(data394 && typeof data394 == "object" && !Array.isArray(data394)){
if(data394.text === undefined){
const err1299 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/30/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1299];
}
else {
vErrors.push(err1299);
}
errors++;
}
for(const key67 in data394){
if(!(((key67 === "text") || (key67 === "tone")) || (key67 === "selected"))){
const err1300 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/30/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key67},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1300];
}
else {
vErrors.push(err1300);
}
errors++;
}
}
if(data394.text !== undefined){
let data395 = data394.text;
const _errs2048 = errors;
let valid691 = false;
const _errs2049 = errors;
const _errs2050 = errors;
let valid692 = false;
const _errs2051 = errors;
if(typeof data395 !== "string"){
const err1301 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/30/then/properties/props/properties/text/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1301];
}
else {
vErrors.push(err1301);
}
errors++;
}
var _valid319 = _errs2051 === errors;
valid692 = valid692 || _valid319;
const _errs2053 = errors;
if(!(validate78(data395, {instancePath:instancePath+"/props/text",parentData:data394,parentDataProperty:"text",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid319 = _errs2053 === errors;
valid692 = valid692 || _valid319;
if(!valid692){
const err1302 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/30/then/properties/props/properties/text/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1302];
}
else {
vErrors.push(err1302);
}
errors++;
}
else {
errors = _errs2050;
if(vErrors !== null){
if(_errs2050){
vErrors.length = _errs2050;
}
else {
vErrors = null;
}
}
}
var _valid318 = _errs2049 === errors;
valid691 = valid691 || _valid318;
const _errs2054 = errors;
if(typeof data395 === "string"){
if(!pattern5.test(data395)){
const err1303 = {instancePath:instancePath+"/props/text",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1303];
}
else {
vErrors.push(err1303);
}
errors++;
}
}
else {
const err1304 = {instancePath:instancePath+"/props/text",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1304];
}
else {
vErrors.push(err1304);
}
errors++;
}
var _valid318 = _errs2054 === errors;
valid691 = valid691 || _valid318;
if(!valid691){
const err1305 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/30/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1305];
}
else {
vErrors.push(err1305);
}
errors++;
}
else {
errors = _errs2048;
if(vErrors !== null){
if(_errs2048){
vErrors.length = _errs2048;
}
else {
vErrors = null;
}
}
}
}
if(data394.tone !== undefined){
let data396 = data394.tone;
const _errs2058 = errors;
let valid694 = false;
const _errs2059 = errors;
if(!(((data396 === "neutral") || (data396 === "brand")) || (data396 === "accent"))){
const err1306 = {instancePath:instancePath+"/props/tone",schemaPath:"../widgets/Tag.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema341.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1306];
}
else {
vErrors.push(err1306);
}
errors++;
}
var _valid320 = _errs2059 === errors;
valid694 = valid694 || _valid320;
const _errs2061 = errors;
if(typeof data396 === "string"){
if(!pattern5.test(data396)){
const err1307 = {instancePath:instancePath+"/props/tone",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1307];
}
else {
vErrors.push(err1307);
}
errors++;
}
}
else {
const err1308 = {instancePath:instancePath+"/props/tone",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1308];
}
else {
vErrors.push(err1308);
}
errors++;
}
var _valid320 = _errs2061 === errors;
valid694 = valid694 || _valid320;
if(!valid694){
const err1309 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/30/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1309];
}
else {
vErrors.push(err1309);
}
errors++;
}
else {
errors = _errs2058;
if(vErrors !== null){
if(_errs2058){
vErrors.length = _errs2058;
}
else {
vErrors = null;
}
}
}
}
if(data394.selected !== undefined){
let data397 = data394.selected;
const _errs2065 = errors;
let valid697 = false;
const _errs2066 = errors;
if(typeof data397 !== "boolean"){
const err1310 = {instancePath:instancePath+"/props/selected",schemaPath:"../widgets/Tag.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1310];
}
else {
vErrors.push(err1310);
}
errors++;
}
var _valid321 = _errs2066 === errors;
valid697 = valid697 || _valid321;
const _errs2069 = errors;
if(typeof data397 === "string"){
if(!pattern5.test(data397)){
const err1311 = {instancePath:instancePath+"/props/selected",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1311];
}
else {
vErrors.push(err1311);
}
errors++;
}
}
else {
const err1312 = {instancePath:instancePath+"/props/selected",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1312];
}
else {
vErrors.push(err1312);
}
errors++;
}
var _valid321 = _errs2069 === errors;
valid697 = valid697 || _valid321;
if(!valid697){
const err1313 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/30/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1313];
}
else {
vErrors.push(err1313);
}
errors++;
}
else {
errors = _errs2065;
if(vErrors !== null){
if(_errs2065){
vErrors.length = _errs2065;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1314 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/30/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1314];
}
else {
vErrors.push(err1314);
}
errors++;
}
}
if(data.on !== undefined){
let data398 = data.on;
if(data398 && typeof data398 == "object" && !Array.isArray(data398)){
for(const key68 in data398){
const err1315 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/30/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key68},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1315];
}
else {
vErrors.push(err1315);
}
errors++;
}
}
else {
const err1316 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/30/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1316];
}
else {
vErrors.push(err1316);
}
errors++;
}
}
if(data.children !== undefined){
const err1317 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/30/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1317];
}
else {
vErrors.push(err1317);
}
errors++;
}
if(data.bind !== undefined){
const err1318 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/30/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1318];
}
else {
vErrors.push(err1318);
}
errors++;
}
}
var _valid317 = _errs2042 === errors;
valid687 = _valid317;
if(valid687){
var props151 = {};
props151.type = true;
props151.props = true;
props151.on = true;
props151.children = true;
props151.bind = true;
}
}
if(!valid687){
const err1319 = {instancePath,schemaPath:"#/allOf/30/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1319];
}
else {
vErrors.push(err1319);
}
errors++;
}
if(props2 !== true && props151 !== undefined){
if(props151 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props151);
}
}
const _errs2076 = errors;
let valid700 = true;
const _errs2077 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing31;
if((data.type === undefined) && (missing31 = "type")){
const err1320 = {};
if(vErrors === null){
vErrors = [err1320];
}
else {
vErrors.push(err1320);
}
errors++;
}
else {
if(data.type !== undefined){
if("Text" !== data.type){
const err1321 = {};
if(vErrors === null){
vErrors = [err1321];
}
else {
vErrors.push(err1321);
}
errors++;
}
}
}
}
var _valid322 = _errs2077 === errors;
errors = _errs2076;
if(vErrors !== null){
if(_errs2076){
vErrors.length = _errs2076;
}
else {
vErrors = null;
}
}
if(_valid322){
const _errs2079 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1322 = {instancePath,schemaPath:"#/allOf/31/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1322];
}
else {
vErrors.push(err1322);
}
errors++;
}
if(data.type !== undefined){
if("Text" !== data.type){
const err1323 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/31/then/properties/type/const",keyword:"const",params:{allowedValue: "Text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1323];
}
else {
vErrors.push(err1323);
}
errors++;
}
}
if(data.props !== undefined){
let data403 = data.props;
if(data403 && typeof data403 == "object" && !Array.isArray(data403)){
if(data403.text === undefined){
const err1324 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/31/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err1324];
}
else {
vErrors.push(err1324);
}
errors++;
}
for(const key69 in data403){
if(!((((((key69 === "text") || (key69 === "variant")) || (key69 === "align")) || (key69 === "tone")) || (key69 === "level")) || (key69 === "weight"))){
const err1325 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/31/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key69},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1325];
}
else {
vErrors.push(err1325);
}
errors++;
}
}
if(data403.text !== undefined){
let data404 = data403.text;
const _errs2085 = errors;
let valid704 = false;
const _errs2086 = errors;
const _errs2087 = errors;
let valid705 = false;
const _errs2088 = errors;
if(typeof data404 !== "string"){
const err1326 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/31/then/properties/props/properties/text/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1326];
}
else {
vErrors.push(err1326);
}
errors++;
}
var _valid324 = _errs2088 === errors;
valid705 = valid705 || _valid324;
const _errs2090 = errors;
if(!(validate78(data404, {instancePath:instancePath+"/props/text",parentData:data403,parentDataProperty:"text",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid324 = _errs2090 === errors;
valid705 = valid705 || _valid324;
if(!valid705){
const err1327 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/31/then/properties/props/properties/text/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1327];
}
else {
vErrors.push(err1327);
}
errors++;
}
else {
errors = _errs2087;
if(vErrors !== null){
if(_errs2087){
vErrors.length = _errs2087;
}
else {
vErrors = null;
}
}
}
var _valid323 = _errs2086 === errors;
valid704 = valid704 || _valid323;
const _errs2091 = errors;
if(typeof data404 === "string"){
if(!pattern5.test(data404)){
const err1328 = {instancePath:instancePath+"/props/text",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1328];
}
else {
vErrors.push(err1328);
}
errors++;
}
}
else {
const err1329 = {instancePath:instancePath+"/props/text",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1329];
}
else {
vErrors.push(err1329);
}
errors++;
}
var _valid323 = _errs2091 === errors;
valid704 = valid704 || _valid323;
if(!valid704){
const err1330 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/31/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1330];
}
else {
vErrors.push(err1330);
}
errors++;
}
else {
errors = _errs2085;
if(vErrors !== null){
if(_errs2085){
vErrors.length = _errs2085;
}
else {
vErrors = null;
}
}
}
}
if(data403.variant !== undefined){
let data405 = data403.variant;
const _errs2095 = errors;
let valid707 = false;
const _errs2096 = errors;
if(!(((((((data405 === "title") || (data405 === "subtitle")) || (data405 === "body")) || (data405 === "caption")) || (data405 === "hint")) || (data405 === "error")) || (data405 === "hero"))){
const err1331 = {instancePath:instancePath+"/props/variant",schemaPath:"../widgets/Text.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema347.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1331];
}
else {
vErrors.push(err1331);
}
errors++;
}
var _valid325 = _errs2096 === errors;
valid707 = valid707 || _valid325;
const _errs2098 = errors;
if(typeof data405 === "string"){
if(!pattern5.test(data405)){
const err1332 = {instancePath:instancePath+"/props/variant",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1332];
}
else {
vErrors.push(err1332);
}
errors++;
}
}
else {
const err1333 = {instancePath:instancePath+"/props/variant",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1333];
}
else {
vErrors.push(err1333);
}
errors++;
}
var _valid325 = _errs2098 === errors;
valid707 = valid707 || _valid325;
if(!valid707){
const err1334 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/31/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1334];
}
else {
vErrors.push(err1334);
}
errors++;
}
else {
errors = _errs2095;
if(vErrors !== null){
if(_errs2095){
vErrors.length = _errs2095;
}
else {
vErrors = null;
}
}
}
}
if(data403.align !== undefined){
let data406 = data403.align;
const _errs2102 = errors;
let valid710 = false;
const _errs2103 = errors;
if(!(((data406 === "start") || (data406 === "center")) || (data406 === "end"))){
const err1335 = {instancePath:instancePath+"/props/align",schemaPath:"../widgets/Text.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema349.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1335];
}
else {
vErrors.push(err1335);
}
errors++;
}
var _valid326 = _errs2103 === errors;
valid710 = valid710 || _valid326;
const _errs2105 = errors;
if(typeof data406 === "string"){
if(!pattern5.test(data406)){
const err1336 = {instancePath:instancePath+"/props/align",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1336];
}
else {
vErrors.push(err1336);
}
errors++;
}
}
else {
const err1337 = {instancePath:instancePath+"/props/align",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1337];
}
else {
vErrors.push(err1337);
}
errors++;
}
var _valid326 = _errs2105 === errors;
valid710 = valid710 || _valid326;
if(!valid710){
const err1338 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/31/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1338];
}
else {
vErrors.push(err1338);
}
errors++;
}
else {
errors = _errs2102;
if(vErrors !== null){
if(_errs2102){
vErrors.length = _errs2102;
}
else {
vErrors = null;
}
}
}
}
if(data403.tone !== undefined){
let data407 = data403.tone;
const _errs2109 = errors;
let valid713 = false;
const _errs2110 = errors;
if(!(((((data407 === "default") || (data407 === "muted")) || (data407 === "onBrand")) || (data407 === "accent")) || (data407 === "danger"))){
const err1339 = {instancePath:instancePath+"/props/tone",schemaPath:"../widgets/Text.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema351.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1339];
}
else {
vErrors.push(err1339);
}
errors++;
}
var _valid327 = _errs2110 === errors;
valid713 = valid713 || _valid327;
const _errs2112 = errors;
if(typeof data407 === "string"){
if(!pattern5.test(data407)){
const err1340 = {instancePath:instancePath+"/props/tone",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1340];
}
else {
vErrors.push(err1340);
}
errors++;
}
}
else {
const err1341 = {instancePath:instancePath+"/props/tone",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1341];
}
else {
vErrors.push(err1341);
}
errors++;
}
var _valid327 = _errs2112 === errors;
valid713 = valid713 || _valid327;
if(!valid713){
const err1342 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/31/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1342];
}
else {
vErrors.push(err1342);
}
errors++;
}
else {
errors = _errs2109;
if(vErrors !== null){
if(_errs2109){
vErrors.length = _errs2109;
}
else {
vErrors = null;
}
}
}
}
if(data403.level !== undefined){
let data408 = data403.level;
const _errs2116 = errors;
let valid716 = false;
const _errs2117 = errors;
if(!(((typeof data408 == "number") && (!(data408 % 1) && !isNaN(data408))) && (isFinite(data408)))){
const err1343 = {instancePath:instancePath+"/props/level",schemaPath:"../widgets/Text.schema.json#/properties/level/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1343];
}
else {
vErrors.push(err1343);
}
errors++;
}
if((typeof data408 == "number") && (isFinite(data408))){
if(data408 > 6 || isNaN(data408)){
const err1344 = {instancePath:instancePath+"/props/level",schemaPath:"../widgets/Text.schema.json#/properties/level/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6"};
if(vErrors === null){
vErrors = [err1344];
}
else {
vErrors.push(err1344);
}
errors++;
}
if(data408 < 1 || isNaN(data408)){
const err1345 = {instancePath:instancePath+"/props/level",schemaPath:"../widgets/Text.schema.json#/properties/level/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1345];
}
else {
vErrors.push(err1345);
}
errors++;
}
}
var _valid328 = _errs2117 === errors;
valid716 = valid716 || _valid328;
const _errs2120 = errors;
if(typeof data408 === "string"){
if(!pattern5.test(data408)){
const err1346 = {instancePath:instancePath+"/props/level",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1346];
}
else {
vErrors.push(err1346);
}
errors++;
}
}
else {
const err1347 = {instancePath:instancePath+"/props/level",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1347];
}
else {
vErrors.push(err1347);
}
errors++;
}
var _valid328 = _errs2120 === errors;
valid716 = valid716 || _valid328;
if(!valid716){
const err1348 = {instancePath:instancePath+"/props/level",schemaPath:"#/allOf/31/then/properties/props/properties/level/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1348];
}
else {
vErrors.push(err1348);
}
errors++;
}
else {
errors = _errs2116;
if(vErrors !== null){
if(_errs2116){
vErrors.length = _errs2116;
}
else {
vErrors = null;
}
}
}
}
if(data403.weight !== undefined){
let data409 = data403.weight;
const _errs2124 = errors;
let valid719 = false;
const _errs2125 = errors;
if(!(((data409 === "regular") || (data409 === "medium")) || (data409 === "bold"))){
const err1349 = {instancePath:instancePath+"/props/weight",schemaPath:"../widgets/Text.schema.json#/properties/weight/enum",keyword:"enum",params:{allowedValues: schema355.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1349];
}
else {
vErrors.push(err1349);
}
errors++;
}
var _valid329 = _errs2125 === errors;
valid719 = valid719 || _valid329;
const _errs2127 = errors;
if(typeof data409 === "string"){
if(!pattern5.test(data409)){
const err1350 = {instancePath:instancePath+"/props/weight",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1350];
}
else {
vErrors.push(err1350);
}
errors++;
}
}
else {
const err1351 = {instancePath:instancePath+"/props/weight",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1351];
}
else {
vErrors.push(err1351);
}
errors++;
}
var _valid329 = _errs2127 === errors;
valid719 = valid719 || _valid329;
if(!valid719){
const err1352 = {instancePath:instancePath+"/props/weight",schemaPath:"#/allOf/31/then/properties/props/properties/weight/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1352];
}
else {
vErrors.push(err1352);
}
errors++;
}
else {
errors = _errs2124;
if(vErrors !== null){
if(_errs2124){
vErrors.length = _errs2124;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1353 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/31/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1353];
}
else {
vErrors.push(err1353);
}
errors++;
}
}
if(data.on !== undefined){
let data410 = data.on;
if(data410 && typeof data410 == "object" && !Array.isArray(data410)){
for(const key70 in data410){
const err1354 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/31/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key70},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1354];
}
else {
vErrors.push(err1354);
}
errors++;
}
}
else {
const err1355 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/31/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1355];
}
else {
vErrors.push(err1355);
}
errors++;
}
}
if(data.children !== undefined){
const err1356 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/31/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1356];
}
else {
vErrors.push(err1356);
}
errors++;
}
if(data.bind !== undefined){
const err1357 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/31/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1357];
}
else {
vErrors.push(err1357);
}
errors++;
}
}
var _valid322 = _errs2079 === errors;
valid700 = _valid322;
if(valid700){
var props153 = {};
props153.type = true;
props153.props = true;
props153.on = true;
props153.children = true;
props153.bind = true;
}
}
if(!valid700){
const err1358 = {instancePath,schemaPath:"#/allOf/31/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1358];
}
else {
vErrors.push(err1358);
}
errors++;
}
if(props2 !== true && props153 !== undefined){
if(props153 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props153);
}
}
const _errs2134 = errors;
let valid722 = true;
const _errs2135 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing32;
if((data.type === undefined) && (missing32 = "type")){
const err1359 = {};
if(vErrors === null){
vErrors = [err1359];
}
else {
vErrors.push(err1359);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextArea" !== data.type){
const err1360 = {};
if(vErrors === null){
vErrors = [err1360];
}
else {
vErrors.push(err1360);
}
errors++;
}
}
}
}
var _valid330 = _errs2135 === errors;
errors = _errs2134;
if(vErrors !== null){
if(_errs2134){
vErrors.length = _errs2134;
}
else {
vErrors = null;
}
}
if(_valid330){
const _errs2137 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1361 = {instancePath,schemaPath:"#/allOf/32/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1361];
}
else {
vErrors.push(err1361);
}
errors++;
}
if(data.type !== undefined){
if("TextArea" !== data.type){
const err1362 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/32/then/properties/type/const",keyword:"const",params:{allowedValue: "TextArea"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1362];
}
else {
vErrors.push(err1362);
}
errors++;
}
}
if(data.props !== undefined){
let data415 = data.props;
if(data415 && typeof data415 == "object" && !Array.isArray(data415)){
if(data415.label === undefined){
const err1363 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/32/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err1363];
}
else {
vErrors.push(err1363);
}
errors++;
}
for(const key71 in data415){
if(!((((((((key71 === "label") || (key71 === "placeholder")) || (key71 === "maxLength")) || (key71 === "counter")) || (key71 === "rows")) || (key71 === "hint")) || (key71 === "disabled")) || (key71 === "error"))){
const err1364 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/32/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key71},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1364];
}
else {
vErrors.push(err1364);
}
errors++;
}
}
if(data415.label !== undefined){
let data416 = data415.label;
const _errs2143 = errors;
let valid726 = false;
const _errs2144 = errors;
const _errs2145 = errors;
let valid727 = false;
const _errs2146 = errors;
if(typeof data416 === "string"){
if(func2(data416) < 1){
const err1365 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/32/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1365];
}
else {
vErrors.push(err1365);
}
errors++;
}
}
else {
const err1366 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/32/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1366];
}
else {
vErrors.push(err1366);
}
errors++;
}
var _valid332 = _errs2146 === errors;
valid727 = valid727 || _valid332;
const _errs2148 = errors;
if(!(validate78(data416, {instancePath:instancePath+"/props/label",parentData:data415,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid332 = _errs2148 === errors;
valid727 = valid727 || _valid332;
if(!valid727){
const err1367 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/32/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1367];
}
else {
vErrors.push(err1367);
}
errors++;
}
else {
errors = _errs2145;
if(vErrors !== null){
if(_errs2145){
vErrors.length = _errs2145;
}
else {
vErrors = null;
}
}
}
var _valid331 = _errs2144 === errors;
valid726 = valid726 || _valid331;
const _errs2149 = errors;
if(typeof data416 === "string"){
if(!pattern5.test(data416)){
const err1368 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1368];
}
else {
vErrors.push(err1368);
}
errors++;
}
}
else {
const err1369 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1369];
}
else {
vErrors.push(err1369);
}
errors++;
}
var _valid331 = _errs2149 === errors;
valid726 = valid726 || _valid331;
if(!valid726){
const err1370 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/32/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1370];
}
else {
vErrors.push(err1370);
}
errors++;
}
else {
errors = _errs2143;
if(vErrors !== null){
if(_errs2143){
vErrors.length = _errs2143;
}
else {
vErrors = null;
}
}
}
}
if(data415.placeholder !== undefined){
let data417 = data415.placeholder;
const _errs2153 = errors;
let valid729 = false;
const _errs2154 = errors;
const _errs2155 = errors;
let valid730 = false;
const _errs2156 = errors;
if(typeof data417 !== "string"){
const err1371 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/32/then/properties/props/properties/placeholder/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1371];
}
else {
vErrors.push(err1371);
}
errors++;
}
var _valid334 = _errs2156 === errors;
valid730 = valid730 || _valid334;
const _errs2158 = errors;
if(!(validate78(data417, {instancePath:instancePath+"/props/placeholder",parentData:data415,parentDataProperty:"placeholder",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid334 = _errs2158 === errors;
valid730 = valid730 || _valid334;
if(!valid730){
const err1372 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/32/then/properties/props/properties/placeholder/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1372];
}
else {
vErrors.push(err1372);
}
errors++;
}
else {
errors = _errs2155;
if(vErrors !== null){
if(_errs2155){
vErrors.length = _errs2155;
}
else {
vErrors = null;
}
}
}
var _valid333 = _errs2154 === errors;
valid729 = valid729 || _valid333;
const _errs2159 = errors;
if(typeof data417 === "string"){
if(!pattern5.test(data417)){
const err1373 = {instancePath:instancePath+"/props/placeholder",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1373];
}
else {
vErrors.push(err1373);
}
errors++;
}
}
else {
const err1374 = {instancePath:instancePath+"/props/placeholder",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1374];
}
else {
vErrors.push(err1374);
}
errors++;
}
var _valid333 = _errs2159 === errors;
valid729 = valid729 || _valid333;
if(!valid729){
const err1375 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/32/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1375];
}
else {
vErrors.push(err1375);
}
errors++;
}
else {
errors = _errs2153;
if(vErrors !== null){
if(_errs2153){
vErrors.length = _errs2153;
}
else {
vErrors = null;
}
}
}
}
if(data415.maxLength !== undefined){
let data418 = data415.maxLength;
const _errs2163 = errors;
let valid732 = false;
const _errs2164 = errors;
if(!(((typeof data418 == "number") && (!(data418 % 1) && !isNaN(data418))) && (isFinite(data418)))){
const err1376 = {instancePath:instancePath+"/props/maxLength",schemaPath:"../widgets/TextArea.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1376];
}
else {
vErrors.push(err1376);
}
errors++;
}
if((typeof data418 == "number") && (isFinite(data418))){
if(data418 < 1 || isNaN(data418)){
const err1377 = {instancePath:instancePath+"/props/maxLength",schemaPath:"../widgets/TextArea.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1377];
}
else {
vErrors.push(err1377);
}
errors++;
}
}
var _valid335 = _errs2164 === errors;
valid732 = valid732 || _valid335;
const _errs2167 = errors;
if(typeof data418 === "string"){
if(!pattern5.test(data418)){
const err1378 = {instancePath:instancePath+"/props/maxLength",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1378];
}
else {
vErrors.push(err1378);
}
errors++;
}
}
else {
const err1379 = {instancePath:instancePath+"/props/maxLength",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1379];
}
else {
vErrors.push(err1379);
}
errors++;
}
var _valid335 = _errs2167 === errors;
valid732 = valid732 || _valid335;
if(!valid732){
const err1380 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/32/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1380];
}
else {
vErrors.push(err1380);
}
errors++;
}
else {
errors = _errs2163;
if(vErrors !== null){
if(_errs2163){
vErrors.length = _errs2163;
}
else {
vErrors = null;
}
}
}
}
if(data415.counter !== undefined){
let data419 = data415.counter;
const _errs2171 = errors;
let valid735 = false;
const _errs2172 = errors;
if(typeof data419 !== "boolean"){
const err1381 = {instancePath:instancePath+"/props/counter",schemaPath:"../widgets/TextArea.schema.json#/properties/counter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1381];
}
else {
vErrors.push(err1381);
}
errors++;
}
var _valid336 = _errs2172 === errors;
valid735 = valid735 || _valid336;
const _errs2175 = errors;
if(typeof data419 === "string"){
if(!pattern5.test(data419)){
const err1382 = {instancePath:instancePath+"/props/counter",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1382];
}
else {
vErrors.push(err1382);
}
errors++;
}
}
else {
const err1383 = {instancePath:instancePath+"/props/counter",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1383];
}
else {
vErrors.push(err1383);
}
errors++;
}
var _valid336 = _errs2175 === errors;
valid735 = valid735 || _valid336;
if(!valid735){
const err1384 = {instancePath:instancePath+"/props/counter",schemaPath:"#/allOf/32/then/properties/props/properties/counter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1384];
}
else {
vErrors.push(err1384);
}
errors++;
}
else {
errors = _errs2171;
if(vErrors !== null){
if(_errs2171){
vErrors.length = _errs2171;
}
else {
vErrors = null;
}
}
}
}
if(data415.rows !== undefined){
let data420 = data415.rows;
const _errs2179 = errors;
let valid738 = false;
const _errs2180 = errors;
if(!(((typeof data420 == "number") && (!(data420 % 1) && !isNaN(data420))) && (isFinite(data420)))){
const err1385 = {instancePath:instancePath+"/props/rows",schemaPath:"../widgets/TextArea.schema.json#/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1385];
}
else {
vErrors.push(err1385);
}
errors++;
}
if((typeof data420 == "number") && (isFinite(data420))){
if(data420 > 20 || isNaN(data420)){
const err1386 = {instancePath:instancePath+"/props/rows",schemaPath:"../widgets/TextArea.schema.json#/properties/rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20"};
if(vErrors === null){
vErrors = [err1386];
}
else {
vErrors.push(err1386);
}
errors++;
}
if(data420 < 2 || isNaN(data420)){
const err1387 = {instancePath:instancePath+"/props/rows",schemaPath:"../widgets/TextArea.schema.json#/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2"};
if(vErrors === null){
vErrors = [err1387];
}
else {
vErrors.push(err1387);
}
errors++;
}
}
var _valid337 = _errs2180 === errors;
valid738 = valid738 || _valid337;
const _errs2183 = errors;
if(typeof data420 === "string"){
if(!pattern5.test(data420)){
const err1388 = {instancePath:instancePath+"/props/rows",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1388];
}
else {
vErrors.push(err1388);
}
errors++;
}
}
else {
const err1389 = {instancePath:instancePath+"/props/rows",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1389];
}
else {
vErrors.push(err1389);
}
errors++;
}
var _valid337 = _errs2183 === errors;
valid738 = valid738 || _valid337;
if(!valid738){
const err1390 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/32/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1390];
}
else {
vErrors.push(err1390);
}
errors++;
}
else {
errors = _errs2179;
if(vErrors !== null){
if(_errs2179){
vErrors.length = _errs2179;
}
else {
vErrors = null;
}
}
}
}
if(data415.hint !== undefined){
let data421 = data415.hint;
const _errs2187 = errors;
let valid741 = false;
const _errs2188 = errors;
const _errs2189 = errors;
let valid742 = false;
const _errs2190 = errors;
if(typeof data421 !== "string"){
const err1391 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/32/then/properties/props/properties/hint/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1391];
}
else {
vErrors.push(err1391);
}
errors++;
}
var _valid339 = _errs2190 === errors;
valid742 = valid742 || _valid339;
const _errs2192 = errors;
if(!(validate78(data421, {instancePath:instancePath+"/props/hint",parentData:data415,parentDataProperty:"hint",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid339 = _errs2192 === errors;
valid742 = valid742 || _valid339;
if(!valid742){
const err1392 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/32/then/properties/props/properties/hint/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1392];
}
else {
vErrors.push(err1392);
}
errors++;
}
else {
errors = _errs2189;
if(vErrors !== null){
if(_errs2189){
vErrors.length = _errs2189;
}
else {
vErrors = null;
}
}
}
var _valid338 = _errs2188 === errors;
valid741 = valid741 || _valid338;
const _errs2193 = errors;
if(typeof data421 === "string"){
if(!pattern5.test(data421)){
const err1393 = {instancePath:instancePath+"/props/hint",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1393];
}
else {
vErrors.push(err1393);
}
errors++;
}
}
else {
const err1394 = {instancePath:instancePath+"/props/hint",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1394];
}
else {
vErrors.push(err1394);
}
errors++;
}
var _valid338 = _errs2193 === errors;
valid741 = valid741 || _valid338;
if(!valid741){
const err1395 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/32/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1395];
}
else {
vErrors.push(err1395);
}
errors++;
}
else {
errors = _errs2187;
if(vErrors !== null){
if(_errs2187){
vErrors.length = _errs2187;
}
else {
vErrors = null;
}
}
}
}
if(data415.disabled !== undefined){
let data422 = data415.disabled;
const _errs2197 = errors;
let valid744 = false;
const _errs2198 = errors;
if(typeof data422 !== "boolean"){
const err1396 = {instancePath:instancePath+"/props/disabled",schemaPath:"../widgets/TextArea.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1396];
}
else {
vErrors.push(err1396);
}
errors++;
}
var _valid340 = _errs2198 === errors;
valid744 = valid744 || _valid340;
const _errs2201 = errors;
if(typeof data422 === "string"){
if(!pattern5.test(data422)){
const err1397 = {instancePath:instancePath+"/props/disabled",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1397];
}
else {
vErrors.push(err1397);
}
errors++;
}
}
else {
const err1398 = {instancePath:instancePath+"/props/disabled",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1398];
}
else {
vErrors.push(err1398);
}
errors++;
}
var _valid340 = _errs2201 === errors;
valid744 = valid744 || _valid340;
if(!valid744){
const err1399 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/32/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1399];
}
else {
vErrors.push(err1399);
}
errors++;
}
else {
errors = _errs2197;
if(vErrors !== null){
if(_errs2197){
vErrors.length = _errs2197;
}
else {
vErrors = null;
}
}
}
}
if(data415.error !== undefined){
let data423 = data415.error;
const _errs2205 = errors;
let valid747 = false;
const _errs2206 = errors;
const _errs2207 = errors;
let valid748 = false;
const _errs2208 = errors;
if(typeof data423 !== "string"){
const err1400 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/32/then/properties/props/properties/error/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1400];
}
else {
vErrors.push(err1400);
}
errors++;
}
var _valid342 = _errs2208 === errors;
valid748 = valid748 || _valid342;
const _errs2210 = errors;
if(!(validate78(data423, {instancePath:instancePath+"/props/error",parentData:data415,parentDataProperty:"error",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid342 = _errs2210 === errors;
valid748 = valid748 || _valid342;
if(!valid748){
const err1401 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/32/then/properties/props/properties/error/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1401];
}
else {
vErrors.push(err1401);
}
errors++;
}
else {
errors = _errs2207;
if(vErrors !== null){
if(_errs2207){
vErrors.length = _errs2207;
}
else {
vErrors = null;
}
}
}
var _valid341 = _errs2206 === errors;
valid747 = valid747 || _valid341;
const _errs2211 = errors;
if(typeof data423 === "string"){
if(!pattern5.test(data423)){
const err1402 = {instancePath:instancePath+"/props/error",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1402];
}
else {
vErrors.push(err1402);
}
errors++;
}
}
else {
const err1403 = {instancePath:instancePath+"/props/error",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1403];
}
else {
vErrors.push(err1403);
}
errors++;
}
var _valid341 = _errs2211 === errors;
valid747 = valid747 || _valid341;
if(!valid747){
const err1404 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/32/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1404];
}
else {
vErrors.push(err1404);
}
errors++;
}
else {
errors = _errs2205;
if(vErrors !== null){
if(_errs2205){
vErrors.length = _errs2205;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1405 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/32/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1405];
}
else {
vErrors.push(err1405);
}
errors++;
}
}
if(data.on !== undefined){
let data424 = data.on;
if(data424 && typeof data424 == "object" && !Array.isArray(data424)){
for(const key72 in data424){
if(!(key72 === "change")){
const err1406 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/32/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key72},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1406];
}
else {
vErrors.push(err1406);
}
errors++;
}
}
if(data424.change !== undefined){
if(!(validate81(data424.change, {instancePath:instancePath+"/on/change",parentData:data424,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err1407 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/32/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1407];
}
else {
vErrors.push(err1407);
}
errors++;
}
}
if(data.children !== undefined){
const err1408 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/32/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1408];
}
else {
vErrors.push(err1408);
}
errors++;
}
}
var _valid330 = _errs2137 === errors;
valid722 = _valid330;
if(valid722){
var props158 = {};
props158.type = true;
props158.props = true;
props158.on = true;
props158.children = true;
}
}
if(!valid722){
const err1409 = {instancePath,schemaPath:"#/allOf/32/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1409];
}
else {
vErrors.push(err1409);
}
errors++;
}
if(props2 !== true && props158 !== undefined){
if(props158 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props158);
}
}
const _errs2219 = errors;
let valid751 = true;
const _errs2220 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing33;
if((data.type === undefined) && (missing33 = "type")){
const err1410 = {};
if(vErrors === null){
vErrors = [err1410];
}
else {
vErrors.push(err1410);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextField" !== data.type){
const err1411 = {};
if(vErrors === null){
vErrors = [err1411];
}
else {
vErrors.push(err1411);
}
errors++;
}
}
}
}
var _valid343 = _errs2220 === errors;
errors = _errs2219;
if(vErrors !== null){
if(_errs2219){
vErrors.length = _errs2219;
}
else {
vErrors = null;
}
}
if(_valid343){
const _errs2222 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err1412 = {instancePath,schemaPath:"#/allOf/33/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'"};
if(vErrors === null){
vErrors = [err1412];
}
else {
vErrors.push(err1412);
}
errors++;
}
if(data.type !== undefined){
if("TextField" !== data.type){
const err1413 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/33/then/properties/type/const",keyword:"const",params:{allowedValue: "TextField"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1413];
}
else {
vErrors.push(err1413);
}
errors++;
}
}
if(data.props !== undefined){
let data429 = data.props;
if(data429 && typeof data429 == "object" && !Array.isArray(data429)){
if(data429.label === undefined){
const err1414 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/33/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err1414];
}
else {
vErrors.push(err1414);
}
errors++;
}
for(const key73 in data429){
if(!((((((((key73 === "label") || (key73 === "placeholder")) || (key73 === "inputMode")) || (key73 === "filter")) || (key73 === "maxLength")) || (key73 === "hint")) || (key73 === "disabled")) || (key73 === "error"))){
const err1415 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/33/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key73},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1415];
}
else {
vErrors.push(err1415);
}
errors++;
}
}
if(data429.label !== undefined){
let data430 = data429.label;
const _errs2228 = errors;
let valid755 = false;
const _errs2229 = errors;
const _errs2230 = errors;
let valid756 = false;
const _errs2231 = errors;
if(typeof data430 === "string"){
if(func2(data430) < 1){
const err1416 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/33/then/properties/props/properties/label/anyOf/0/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1416];
}
else {
vErrors.push(err1416);
}
errors++;
}
}
else {
const err1417 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/33/then/properties/props/properties/label/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1417];
}
else {
vErrors.push(err1417);
}
errors++;
}
var _valid345 = _errs2231 === errors;
valid756 = valid756 || _valid345;
const _errs2233 = errors;
if(!(validate78(data430, {instancePath:instancePath+"/props/label",parentData:data429,parentDataProperty:"label",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid345 = _errs2233 === errors;
valid756 = valid756 || _valid345;
if(!valid756){
const err1418 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/33/then/properties/props/properties/label/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1418];
}
else {
vErrors.push(err1418);
}
errors++;
}
else {
errors = _errs2230;
if(vErrors !== null){
if(_errs2230){
vErrors.length = _errs2230;
}
else {
vErrors = null;
}
}
}
var _valid344 = _errs2229 === errors;
valid755 = valid755 || _valid344;
const _errs2234 = errors;
if(typeof data430 === "string"){
if(!pattern5.test(data430)){
const err1419 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1419];
}
else {
vErrors.push(err1419);
}
errors++;
}
}
else {
const err1420 = {instancePath:instancePath+"/props/label",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1420];
}
else {
vErrors.push(err1420);
}
errors++;
}
var _valid344 = _errs2234 === errors;
valid755 = valid755 || _valid344;
if(!valid755){
const err1421 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/33/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1421];
}
else {
vErrors.push(err1421);
}
errors++;
}
else {
errors = _errs2228;
if(vErrors !== null){
if(_errs2228){
vErrors.length = _errs2228;
}
else {
vErrors = null;
}
}
}
}
if(data429.placeholder !== undefined){
let data431 = data429.placeholder;
const _errs2238 = errors;
let valid758 = false;
const _errs2239 = errors;
const _errs2240 = errors;
let valid759 = false;
const _errs2241 = errors;
if(typeof data431 !== "string"){
const err1422 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/33/then/properties/props/properties/placeholder/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1422];
}
else {
vErrors.push(err1422);
}
errors++;
}
var _valid347 = _errs2241 === errors;
valid759 = valid759 || _valid347;
const _errs2243 = errors;
if(!(validate78(data431, {instancePath:instancePath+"/props/placeholder",parentData:data429,parentDataProperty:"placeholder",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid347 = _errs2243 === errors;
valid759 = valid759 || _valid347;
if(!valid759){
const err1423 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/33/then/properties/props/properties/placeholder/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1423];
}
else {
vErrors.push(err1423);
}
errors++;
}
else {
errors = _errs2240;
if(vErrors !== null){
if(_errs2240){
vErrors.length = _errs2240;
}
else {
vErrors = null;
}
}
}
var _valid346 = _errs2239 === errors;
valid758 = valid758 || _valid346;
const _errs2244 = errors;
if(typeof data431 === "string"){
if(!pattern5.test(data431)){
const err1424 = {instancePath:instancePath+"/props/placeholder",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1424];
}
else {
vErrors.push(err1424);
}
errors++;
}
}
else {
const err1425 = {instancePath:instancePath+"/props/placeholder",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1425];
}
else {
vErrors.push(err1425);
}
errors++;
}
var _valid346 = _errs2244 === errors;
valid758 = valid758 || _valid346;
if(!valid758){
const err1426 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/33/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1426];
}
else {
vErrors.push(err1426);
}
errors++;
}
else {
errors = _errs2238;
if(vErrors !== null){
if(_errs2238){
vErrors.length = _errs2238;
}
else {
vErrors = null;
}
}
}
}
if(data429.inputMode !== undefined){
let data432 = data429.inputMode;
const _errs2248 = errors;
let valid761 = false;
const _errs2249 = errors;
if(!(((((data432 === "text") || (data432 === "numeric")) || (data432 === "tel")) || (data432 === "email")) || (data432 === "decimal"))){
const err1427 = {instancePath:instancePath+"/props/inputMode",schemaPath:"../widgets/TextField.schema.json#/properties/inputMode/enum",keyword:"enum",params:{allowedValues: schema373.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1427];
}
else {
vErrors.push(err1427);
}
errors++;
}
var _valid348 = _errs2249 === errors;
valid761 = valid761 || _valid348;
const _errs2251 = errors;
if(typeof data432 === "string"){
if(!pattern5.test(data432)){
const err1428 = {instancePath:instancePath+"/props/inputMode",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1428];
}
else {
vErrors.push(err1428);
}
errors++;
}
}
else {
const err1429 = {instancePath:instancePath+"/props/inputMode",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1429];
}
else {
vErrors.push(err1429);
}
errors++;
}
var _valid348 = _errs2251 === errors;
valid761 = valid761 || _valid348;
if(!valid761){
const err1430 = {instancePath:instancePath+"/props/inputMode",schemaPath:"#/allOf/33/then/properties/props/properties/inputMode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1430];
}
else {
vErrors.push(err1430);
}
errors++;
}
else {
errors = _errs2248;
if(vErrors !== null){
if(_errs2248){
vErrors.length = _errs2248;
}
else {
vErrors = null;
}
}
}
}
if(data429.filter !== undefined){
let data433 = data429.filter;
const _errs2255 = errors;
let valid764 = false;
const _errs2256 = errors;
if(!((data433 === "none") || (data433 === "digits"))){
const err1431 = {instancePath:instancePath+"/props/filter",schemaPath:"../widgets/TextField.schema.json#/properties/filter/enum",keyword:"enum",params:{allowedValues: schema375.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1431];
}
else {
vErrors.push(err1431);
}
errors++;
}
var _valid349 = _errs2256 === errors;
valid764 = valid764 || _valid349;
const _errs2258 = errors;
if(typeof data433 === "string"){
if(!pattern5.test(data433)){
const err1432 = {instancePath:instancePath+"/props/filter",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1432];
}
else {
vErrors.push(err1432);
}
errors++;
}
}
else {
const err1433 = {instancePath:instancePath+"/props/filter",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1433];
}
else {
vErrors.push(err1433);
}
errors++;
}
var _valid349 = _errs2258 === errors;
valid764 = valid764 || _valid349;
if(!valid764){
const err1434 = {instancePath:instancePath+"/props/filter",schemaPath:"#/allOf/33/then/properties/props/properties/filter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1434];
}
else {
vErrors.push(err1434);
}
errors++;
}
else {
errors = _errs2255;
if(vErrors !== null){
if(_errs2255){
vErrors.length = _errs2255;
}
else {
vErrors = null;
}
}
}
}
if(data429.maxLength !== undefined){
let data434 = data429.maxLength;
const _errs2262 = errors;
let valid767 = false;
const _errs2263 = errors;
if(!(((typeof data434 == "number") && (!(data434 % 1) && !isNaN(data434))) && (isFinite(data434)))){
const err1435 = {instancePath:instancePath+"/props/maxLength",schemaPath:"../widgets/TextField.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1435];
}
else {
vErrors.push(err1435);
}
errors++;
}
if((typeof data434 == "number") && (isFinite(data434))){
if(data434 < 1 || isNaN(data434)){
const err1436 = {instancePath:instancePath+"/props/maxLength",schemaPath:"../widgets/TextField.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err1436];
}
else {
vErrors.push(err1436);
}
errors++;
}
}
var _valid350 = _errs2263 === errors;
valid767 = valid767 || _valid350;
const _errs2266 = errors;
if(typeof data434 === "string"){
if(!pattern5.test(data434)){
const err1437 = {instancePath:instancePath+"/props/maxLength",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1437];
}
else {
vErrors.push(err1437);
}
errors++;
}
}
else {
const err1438 = {instancePath:instancePath+"/props/maxLength",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1438];
}
else {
vErrors.push(err1438);
}
errors++;
}
var _valid350 = _errs2266 === errors;
valid767 = valid767 || _valid350;
if(!valid767){
const err1439 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/33/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1439];
}
else {
vErrors.push(err1439);
}
errors++;
}
else {
errors = _errs2262;
if(vErrors !== null){
if(_errs2262){
vErrors.length = _errs2262;
}
else {
vErrors = null;
}
}
}
}
if(data429.hint !== undefined){
let data435 = data429.hint;
const _errs2270 = errors;
let valid770 = false;
const _errs2271 = errors;
const _errs2272 = errors;
let valid771 = false;
const _errs2273 = errors;
if(typeof data435 !== "string"){
const err1440 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/33/then/properties/props/properties/hint/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1440];
}
else {
vErrors.push(err1440);
}
errors++;
}
var _valid352 = _errs2273 === errors;
valid771 = valid771 || _valid352;
const _errs2275 = errors;
if(!(validate78(data435, {instancePath:instancePath+"/props/hint",parentData:data429,parentDataProperty:"hint",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid352 = _errs2275 === errors;
valid771 = valid771 || _valid352;
if(!valid771){
const err1441 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/33/then/properties/props/properties/hint/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1441];
}
else {
vErrors.push(err1441);
}
errors++;
}
else {
errors = _errs2272;
if(vErrors !== null){
if(_errs2272){
vErrors.length = _errs2272;
}
else {
vErrors = null;
}
}
}
var _valid351 = _errs2271 === errors;
valid770 = valid770 || _valid351;
const _errs2276 = errors;
if(typeof data435 === "string"){
if(!pattern5.test(data435)){
const err1442 = {instancePath:instancePath+"/props/hint",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1442];
}
else {
vErrors.push(err1442);
}
errors++;
}
}
else {
const err1443 = {instancePath:instancePath+"/props/hint",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1443];
}
else {
vErrors.push(err1443);
}
errors++;
}
var _valid351 = _errs2276 === errors;
valid770 = valid770 || _valid351;
if(!valid770){
const err1444 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/33/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1444];
}
else {
vErrors.push(err1444);
}
errors++;
}
else {
errors = _errs2270;
if(vErrors !== null){
if(_errs2270){
vErrors.length = _errs2270;
}
else {
vErrors = null;
}
}
}
}
if(data429.disabled !== undefined){
let data436 = data429.disabled;
const _errs2280 = errors;
let valid773 = false;
const _errs2281 = errors;
if(typeof data436 !== "boolean"){
const err1445 = {instancePath:instancePath+"/props/disabled",schemaPath:"../widgets/TextField.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1445];
}
else {
vErrors.push(err1445);
}
errors++;
}
var _valid353 = _errs2281 === errors;
valid773 = valid773 || _valid353;
const _errs2284 = errors;
if(typeof data436 === "string"){
if(!pattern5.test(data436)){
const err1446 = {instancePath:instancePath+"/props/disabled",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1446];
}
else {
vErrors.push(err1446);
}
errors++;
}
}
else {
const err1447 = {instancePath:instancePath+"/props/disabled",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1447];
}
else {
vErrors.push(err1447);
}
errors++;
}
var _valid353 = _errs2284 === errors;
valid773 = valid773 || _valid353;
if(!valid773){
const err1448 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/33/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1448];
}
else {
vErrors.push(err1448);
}
errors++;
}
else {
errors = _errs2280;
if(vErrors !== null){
if(_errs2280){
vErrors.length = _errs2280;
}
else {
vErrors = null;
}
}
}
}
if(data429.error !== undefined){
let data437 = data429.error;
const _errs2288 = errors;
let valid776 = false;
const _errs2289 = errors;
const _errs2290 = errors;
let valid777 = false;
const _errs2291 = errors;
if(typeof data437 !== "string"){
const err1449 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/33/then/properties/props/properties/error/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1449];
}
else {
vErrors.push(err1449);
}
errors++;
}
var _valid355 = _errs2291 === errors;
valid777 = valid777 || _valid355;
const _errs2293 = errors;
if(!(validate78(data437, {instancePath:instancePath+"/props/error",parentData:data429,parentDataProperty:"error",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid355 = _errs2293 === errors;
valid777 = valid777 || _valid355;
if(!valid777){
const err1450 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/33/then/properties/props/properties/error/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1450];
}
else {
vErrors.push(err1450);
}
errors++;
}
else {
errors = _errs2290;
if(vErrors !== null){
if(_errs2290){
vErrors.length = _errs2290;
}
else {
vErrors = null;
}
}
}
var _valid354 = _errs2289 === errors;
valid776 = valid776 || _valid354;
const _errs2294 = errors;
if(typeof data437 === "string"){
if(!pattern5.test(data437)){
const err1451 = {instancePath:instancePath+"/props/error",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1451];
}
else {
vErrors.push(err1451);
}
errors++;
}
}
else {
const err1452 = {instancePath:instancePath+"/props/error",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1452];
}
else {
vErrors.push(err1452);
}
errors++;
}
var _valid354 = _errs2294 === errors;
valid776 = valid776 || _valid354;
if(!valid776){
const err1453 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/33/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1453];
}
else {
vErrors.push(err1453);
}
errors++;
}
else {
errors = _errs2288;
if(vErrors !== null){
if(_errs2288){
vErrors.length = _errs2288;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1454 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/33/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1454];
}
else {
vErrors.push(err1454);
}
errors++;
}
}
if(data.on !== undefined){
let data438 = data.on;
if(data438 && typeof data438 == "object" && !Array.isArray(data438)){
for(const key74 in data438){
if(!(key74 === "change")){
const err1455 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/33/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key74},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1455];
}
else {
vErrors.push(err1455);
}
errors++;
}
}
if(data438.change !== undefined){
if(!(validate81(data438.change, {instancePath:instancePath+"/on/change",parentData:data438,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err1456 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/33/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1456];
}
else {
vErrors.push(err1456);
}
errors++;
}
}
if(data.children !== undefined){
const err1457 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/33/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1457];
}
else {
vErrors.push(err1457);
}
errors++;
}
}
var _valid343 = _errs2222 === errors;
valid751 = _valid343;
if(valid751){
var props163 = {};
props163.type = true;
props163.props = true;
props163.on = true;
props163.children = true;
}
}
if(!valid751){
const err1458 = {instancePath,schemaPath:"#/allOf/33/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1458];
}
else {
vErrors.push(err1458);
}
errors++;
}
if(props2 !== true && props163 !== undefined){
if(props163 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props163);
}
}
const _errs2302 = errors;
let valid780 = true;
const _errs2303 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing34;
if((data.type === undefined) && (missing34 = "type")){
const err1459 = {};
if(vErrors === null){
vErrors = [err1459];
}
else {
vErrors.push(err1459);
}
errors++;
}
else {
if(data.type !== undefined){
if("ThemeScope" !== data.type){
const err1460 = {};
if(vErrors === null){
vErrors = [err1460];
}
else {
vErrors.push(err1460);
}
errors++;
}
}
}
}
var _valid356 = _errs2303 === errors;
errors = _errs2302;
if(vErrors !== null){
if(_errs2302){
vErrors.length = _errs2302;
}
else {
vErrors = null;
}
}
if(_valid356){
const _errs2305 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
if("ThemeScope" !== data.type){
const err1461 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/34/then/properties/type/const",keyword:"const",params:{allowedValue: "ThemeScope"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1461];
}
else {
vErrors.push(err1461);
}
errors++;
}
}
if(data.props !== undefined){
let data443 = data.props;
if(data443 && typeof data443 == "object" && !Array.isArray(data443)){
for(const key75 in data443){
if(!(((key75 === "brand") || (key75 === "accent")) || (key75 === "onBrand"))){
const err1462 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/34/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key75},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1462];
}
else {
vErrors.push(err1462);
}
errors++;
}
}
if(data443.brand !== undefined){
let data444 = data443.brand;
const _errs2311 = errors;
let valid784 = false;
const _errs2312 = errors;
const _errs2313 = errors;
let valid785 = false;
const _errs2314 = errors;
if(typeof data444 !== "string"){
const err1463 = {instancePath:instancePath+"/props/brand",schemaPath:"#/allOf/34/then/properties/props/properties/brand/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1463];
}
else {
vErrors.push(err1463);
}
errors++;
}
var _valid358 = _errs2314 === errors;
valid785 = valid785 || _valid358;
const _errs2316 = errors;
if(!(validate78(data444, {instancePath:instancePath+"/props/brand",parentData:data443,parentDataProperty:"brand",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid358 = _errs2316 === errors;
valid785 = valid785 || _valid358;
if(!valid785){
const err1464 = {instancePath:instancePath+"/props/brand",schemaPath:"#/allOf/34/then/properties/props/properties/brand/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1464];
}
else {
vErrors.push(err1464);
}
errors++;
}
else {
errors = _errs2313;
if(vErrors !== null){
if(_errs2313){
vErrors.length = _errs2313;
}
else {
vErrors = null;
}
}
}
var _valid357 = _errs2312 === errors;
valid784 = valid784 || _valid357;
const _errs2317 = errors;
if(typeof data444 === "string"){
if(!pattern5.test(data444)){
const err1465 = {instancePath:instancePath+"/props/brand",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1465];
}
else {
vErrors.push(err1465);
}
errors++;
}
}
else {
const err1466 = {instancePath:instancePath+"/props/brand",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1466];
}
else {
vErrors.push(err1466);
}
errors++;
}
var _valid357 = _errs2317 === errors;
valid784 = valid784 || _valid357;
if(!valid784){
const err1467 = {instancePath:instancePath+"/props/brand",schemaPath:"#/allOf/34/then/properties/props/properties/brand/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1467];
}
else {
vErrors.push(err1467);
}
errors++;
}
else {
errors = _errs2311;
if(vErrors !== null){
if(_errs2311){
vErrors.length = _errs2311;
}
else {
vErrors = null;
}
}
}
}
if(data443.accent !== undefined){
let data445 = data443.accent;
const _errs2321 = errors;
let valid787 = false;
const _errs2322 = errors;
const _errs2323 = errors;
let valid788 = false;
const _errs2324 = errors;
if(typeof data445 !== "string"){
const err1468 = {instancePath:instancePath+"/props/accent",schemaPath:"#/allOf/34/then/properties/props/properties/accent/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1468];
}
else {
vErrors.push(err1468);
}
errors++;
}
var _valid360 = _errs2324 === errors;
valid788 = valid788 || _valid360;
const _errs2326 = errors;
if(!(validate78(data445, {instancePath:instancePath+"/props/accent",parentData:data443,parentDataProperty:"accent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid360 = _errs2326 === errors;
valid788 = valid788 || _valid360;
if(!valid788){
const err1469 = {instancePath:instancePath+"/props/accent",schemaPath:"#/allOf/34/then/properties/props/properties/accent/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1469];
}
else {
vErrors.push(err1469);
}
errors++;
}
else {
errors = _errs2323;
if(vErrors !== null){
if(_errs2323){
vErrors.length = _errs2323;
}
else {
vErrors = null;
}
}
}
var _valid359 = _errs2322 === errors;
valid787 = valid787 || _valid359;
const _errs2327 = errors;
if(typeof data445 === "string"){
if(!pattern5.test(data445)){
const err1470 = {instancePath:instancePath+"/props/accent",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1470];
}
else {
vErrors.push(err1470);
}
errors++;
}
}
else {
const err1471 = {instancePath:instancePath+"/props/accent",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1471];
}
else {
vErrors.push(err1471);
}
errors++;
}
var _valid359 = _errs2327 === errors;
valid787 = valid787 || _valid359;
if(!valid787){
const err1472 = {instancePath:instancePath+"/props/accent",schemaPath:"#/allOf/34/then/properties/props/properties/accent/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1472];
}
else {
vErrors.push(err1472);
}
errors++;
}
else {
errors = _errs2321;
if(vErrors !== null){
if(_errs2321){
vErrors.length = _errs2321;
}
else {
vErrors = null;
}
}
}
}
if(data443.onBrand !== undefined){
let data446 = data443.onBrand;
const _errs2331 = errors;
let valid790 = false;
const _errs2332 = errors;
const _errs2333 = errors;
let valid791 = false;
const _errs2334 = errors;
if(typeof data446 !== "string"){
const err1473 = {instancePath:instancePath+"/props/onBrand",schemaPath:"#/allOf/34/then/properties/props/properties/onBrand/anyOf/0/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1473];
}
else {
vErrors.push(err1473);
}
errors++;
}
var _valid362 = _errs2334 === errors;
valid791 = valid791 || _valid362;
const _errs2336 = errors;
if(!(validate78(data446, {instancePath:instancePath+"/props/onBrand",parentData:data443,parentDataProperty:"onBrand",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate78.errors : vErrors.concat(validate78.errors);
errors = vErrors.length;
}
var _valid362 = _errs2336 === errors;
valid791 = valid791 || _valid362;
if(!valid791){
const err1474 = {instancePath:instancePath+"/props/onBrand",schemaPath:"#/allOf/34/then/properties/props/properties/onBrand/anyOf/0/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1474];
}
else {
vErrors.push(err1474);
}
errors++;
}
else {
errors = _errs2333;
if(vErrors !== null){
if(_errs2333){
vErrors.length = _errs2333;
}
else {
vErrors = null;
}
}
}
var _valid361 = _errs2332 === errors;
valid790 = valid790 || _valid361;
const _errs2337 = errors;
if(typeof data446 === "string"){
if(!pattern5.test(data446)){
const err1475 = {instancePath:instancePath+"/props/onBrand",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1475];
}
else {
vErrors.push(err1475);
}
errors++;
}
}
else {
const err1476 = {instancePath:instancePath+"/props/onBrand",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1476];
}
else {
vErrors.push(err1476);
}
errors++;
}
var _valid361 = _errs2337 === errors;
valid790 = valid790 || _valid361;
if(!valid790){
const err1477 = {instancePath:instancePath+"/props/onBrand",schemaPath:"#/allOf/34/then/properties/props/properties/onBrand/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err1477];
}
else {
vErrors.push(err1477);
}
errors++;
}
else {
errors = _errs2331;
if(vErrors !== null){
if(_errs2331){
vErrors.length = _errs2331;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err1478 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/34/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1478];
}
else {
vErrors.push(err1478);
}
errors++;
}
}
if(data.on !== undefined){
let data447 = data.on;
if(data447 && typeof data447 == "object" && !Array.isArray(data447)){
for(const key76 in data447){
const err1479 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/34/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key76},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1479];
}
else {
vErrors.push(err1479);
}
errors++;
}
}
else {
const err1480 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/34/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1480];
}
else {
vErrors.push(err1480);
}
errors++;
}
}
if(data.bind !== undefined){
const err1481 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/34/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err1481];
}
else {
vErrors.push(err1481);
}
errors++;
}
}
var _valid356 = _errs2305 === errors;
valid780 = _valid356;
if(valid780){
var props167 = {};
props167.type = true;
props167.props = true;
props167.on = true;
props167.bind = true;
}
}
if(!valid780){
const err1482 = {instancePath,schemaPath:"#/allOf/34/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err1482];
}
else {
vErrors.push(err1482);
}
errors++;
}
if(props2 !== true && props167 !== undefined){
if(props167 === true){
props2 = true;
}
else {
props2 = props2 || {};
Object.assign(props2, props167);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err1483 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err1483];
}
else {
vErrors.push(err1483);
}
errors++;
}
for(const key77 in data){
if(!(func1.call(schema78.properties, key77))){
const err1484 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key77},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1484];
}
else {
vErrors.push(err1484);
}
errors++;
}
}
if(data.type !== undefined){
let data449 = data.type;
if(!(((((((((((((((((((((((((((((((((((data449 === "ActionRow") || (data449 === "Article")) || (data449 === "Barcode")) || (data449 === "Button")) || (data449 === "CaptchaImage")) || (data449 === "ChannelPicker")) || (data449 === "Checkbox")) || (data449 === "Countdown")) || (data449 === "Divider")) || (data449 === "DocFrame")) || (data449 === "ErrorState")) || (data449 === "Grid")) || (data449 === "Group")) || (data449 === "Hero")) || (data449 === "Image")) || (data449 === "ImagePicker")) || (data449 === "InfoList")) || (data449 === "ListItem")) || (data449 === "Notice")) || (data449 === "PhotoInfo")) || (data449 === "Picker")) || (data449 === "PlanList")) || (data449 === "ProductCard")) || (data449 === "QrCode")) || (data449 === "SiteLayout")) || (data449 === "Stack")) || (data449 === "StarRating")) || (data449 === "StatusBanner")) || (data449 === "SuccessMark")) || (data449 === "Tabs")) || (data449 === "Tag")) || (data449 === "Text")) || (data449 === "TextArea")) || (data449 === "TextField")) || (data449 === "ThemeScope"))){
const err1485 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema78.properties.type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1485];
}
else {
vErrors.push(err1485);
}
errors++;
}
}
if(data.id !== undefined){
if(typeof data.id !== "string"){
const err1486 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1486];
}
else {
vErrors.push(err1486);
}
errors++;
}
}
if(data.visible !== undefined){
if(!(validate265(data.visible, {instancePath:instancePath+"/visible",parentData:data,parentDataProperty:"visible",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate265.errors : vErrors.concat(validate265.errors);
errors = vErrors.length;
}
}
if(data.props !== undefined){
let data452 = data.props;
if(!(data452 && typeof data452 == "object" && !Array.isArray(data452))){
const err1487 = {instancePath:instancePath+"/props",schemaPath:"#/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1487];
}
else {
vErrors.push(err1487);
}
errors++;
}
}
if(data.bind !== undefined){
let data453 = data.bind;
if(typeof data453 === "string"){
if(!pattern9.test(data453)){
const err1488 = {instancePath:instancePath+"/bind",schemaPath:"../binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1488];
}
else {
vErrors.push(err1488);
}
errors++;
}
}
else {
const err1489 = {instancePath:instancePath+"/bind",schemaPath:"../binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1489];
}
else {
vErrors.push(err1489);
}
errors++;
}
}
if(data.on !== undefined){
let data454 = data.on;
if(data454 && typeof data454 == "object" && !Array.isArray(data454)){
for(const key78 in data454){
if(!(validate81(data454[key78], {instancePath:instancePath+"/on/" + key78.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data454,parentDataProperty:key78,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
}
}
else {
const err1490 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1490];
}
else {
vErrors.push(err1490);
}
errors++;
}
}
if(data.children !== undefined){
let data456 = data.children;
if(Array.isArray(data456)){
const len12 = data456.length;
for(let i12=0; i12<len12; i12++){
let data457 = data456[i12];
const _errs2360 = errors;
let valid798 = true;
const _errs2361 = errors;
if(errors === _errs2361){
if(data457 && typeof data457 == "object" && !Array.isArray(data457)){
let missing35;
if((data457.use === undefined) && (missing35 = "use")){
const err1491 = {};
if(vErrors === null){
vErrors = [err1491];
}
else {
vErrors.push(err1491);
}
errors++;
}
}
else {
const err1492 = {};
if(vErrors === null){
vErrors = [err1492];
}
else {
vErrors.push(err1492);
}
errors++;
}
}
var _valid363 = _errs2361 === errors;
errors = _errs2360;
if(vErrors !== null){
if(_errs2360){
vErrors.length = _errs2360;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid363){
const _errs2363 = errors;
if(data457 && typeof data457 == "object" && !Array.isArray(data457)){
if(data457.use === undefined){
const err1493 = {instancePath:instancePath+"/children/" + i12,schemaPath:"../fragment-use.schema.json/required",keyword:"required",params:{missingProperty: "use"},message:"must have required property '"+"use"+"'"};
if(vErrors === null){
vErrors = [err1493];
}
else {
vErrors.push(err1493);
}
errors++;
}
for(const key79 in data457){
if(!(((key79 === "$schema") || (key79 === "use")) || (key79 === "with"))){
const err1494 = {instancePath:instancePath+"/children/" + i12,schemaPath:"../fragment-use.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key79},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1494];
}
else {
vErrors.push(err1494);
}
errors++;
}
}
if(data457.$schema !== undefined){
if(typeof data457.$schema !== "string"){
const err1495 = {instancePath:instancePath+"/children/" + i12+"/$schema",schemaPath:"../fragment-use.schema.json/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1495];
}
else {
vErrors.push(err1495);
}
errors++;
}
}
if(data457.use !== undefined){
if(typeof data457.use !== "string"){
const err1496 = {instancePath:instancePath+"/children/" + i12+"/use",schemaPath:"../fragment-use.schema.json/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1496];
}
else {
vErrors.push(err1496);
}
errors++;
}
}
if(data457.with !== undefined){
let data460 = data457.with;
if(!(data460 && typeof data460 == "object" && !Array.isArray(data460))){
const err1497 = {instancePath:instancePath+"/children/" + i12+"/with",schemaPath:"../fragment-use.schema.json/properties/with/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1497];
}
else {
vErrors.push(err1497);
}
errors++;
}
}
}
else {
const err1498 = {instancePath:instancePath+"/children/" + i12,schemaPath:"../fragment-use.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1498];
}
else {
vErrors.push(err1498);
}
errors++;
}
var _valid363 = _errs2363 === errors;
valid798 = _valid363;
if(valid798){
var props168 = true;
}
ifClause0 = "then";
}
else {
const _errs2373 = errors;
if(!(validate76(data457, {instancePath:instancePath+"/children/" + i12,parentData:data456,parentDataProperty:i12,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
else {
var props169 = validate76.evaluated.props;
}
var _valid363 = _errs2373 === errors;
valid798 = _valid363;
if(valid798){
if(props168 !== true && props169 !== undefined){
if(props169 === true){
props168 = true;
}
else {
props168 = props168 || {};
Object.assign(props168, props169);
}
}
}
ifClause0 = "else";
}
if(!valid798){
const err1499 = {instancePath:instancePath+"/children/" + i12,schemaPath:"#/properties/children/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err1499];
}
else {
vErrors.push(err1499);
}
errors++;
}
}
}
else {
const err1500 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1500];
}
else {
vErrors.push(err1500);
}
errors++;
}
}
if(data.each !== undefined){
let data461 = data.each;
if(typeof data461 === "string"){
if(!pattern5.test(data461)){
const err1501 = {instancePath:instancePath+"/each",schemaPath:"../binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\""};
if(vErrors === null){
vErrors = [err1501];
}
else {
vErrors.push(err1501);
}
errors++;
}
}
else {
const err1502 = {instancePath:instancePath+"/each",schemaPath:"../binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1502];
}
else {
vErrors.push(err1502);
}
errors++;
}
}
if(data.key !== undefined){
if(typeof data.key !== "string"){
const err1503 = {instancePath:instancePath+"/key",schemaPath:"../binding.schema.json#/$defs/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1503];
}
else {
vErrors.push(err1503);
}
errors++;
}
}
}
else {
const err1504 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1504];
}
else {
vErrors.push(err1504);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate74(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate74.evaluated;
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
if(!(validate65(data.visible, {instancePath:instancePath+"/visible",parentData:data,parentDataProperty:"visible",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
if(data.children !== undefined){
let data2 = data.children;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
const _errs8 = errors;
let valid3 = true;
const _errs9 = errors;
if(errors === _errs9){
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
let missing0;
if((data3.use === undefined) && (missing0 = "use")){
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
else {
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
var _valid0 = _errs9 === errors;
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs11 = errors;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.use === undefined){
const err6 = {instancePath:instancePath+"/children/" + i0,schemaPath:"fragment-use.schema.json/required",keyword:"required",params:{missingProperty: "use"},message:"must have required property '"+"use"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data3){
if(!(((key1 === "$schema") || (key1 === "use")) || (key1 === "with"))){
const err7 = {instancePath:instancePath+"/children/" + i0,schemaPath:"fragment-use.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.$schema !== undefined){
if(typeof data3.$schema !== "string"){
const err8 = {instancePath:instancePath+"/children/" + i0+"/$schema",schemaPath:"fragment-use.schema.json/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.use !== undefined){
if(typeof data3.use !== "string"){
const err9 = {instancePath:instancePath+"/children/" + i0+"/use",schemaPath:"fragment-use.schema.json/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.with !== undefined){
let data6 = data3.with;
if(!(data6 && typeof data6 == "object" && !Array.isArray(data6))){
const err10 = {instancePath:instancePath+"/children/" + i0+"/with",schemaPath:"fragment-use.schema.json/properties/with/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err11 = {instancePath:instancePath+"/children/" + i0,schemaPath:"fragment-use.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid3 = _valid0;
if(valid3){
var props0 = true;
}
ifClause0 = "then";
}
else {
const _errs21 = errors;
if(!(validate76(data3, {instancePath:instancePath+"/children/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var _valid0 = _errs21 === errors;
valid3 = _valid0;
if(valid3){
if(props0 !== true){
props0 = true;
}
}
ifClause0 = "else";
}
if(!valid3){
const err12 = {instancePath:instancePath+"/children/" + i0,schemaPath:"#/properties/children/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
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
const err13 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate74.errors = vErrors;
return errors === 0;
}
validate74.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema393 = {"type":"object","additionalProperties":false,"required":["title","children"],"properties":{"title":{"$ref":"binding.schema.json#/$defs/text"},"hideTitle":{"type":"boolean"},"closable":{"type":"boolean"},"onClose":{"$ref":"actions.schema.json#/$defs/chain"},"cancel":{"type":"string"},"children":{"type":"array","items":{"if":{"type":"object","required":["use"]},"then":{"$ref":"fragment-use.schema.json"},"else":{"$ref":"generated/node.schema.json"}}}}};

function validate270(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate270.evaluated;
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
if(!((((((key0 === "title") || (key0 === "hideTitle")) || (key0 === "closable")) || (key0 === "onClose")) || (key0 === "cancel")) || (key0 === "children"))){
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
if(!(validate22(data.title, {instancePath:instancePath+"/title",parentData:data,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.hideTitle !== undefined){
if(typeof data.hideTitle !== "boolean"){
const err3 = {instancePath:instancePath+"/hideTitle",schemaPath:"#/properties/hideTitle/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.closable !== undefined){
if(typeof data.closable !== "boolean"){
const err4 = {instancePath:instancePath+"/closable",schemaPath:"#/properties/closable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.onClose !== undefined){
if(!(validate27(data.onClose, {instancePath:instancePath+"/onClose",parentData:data,parentDataProperty:"onClose",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.cancel !== undefined){
if(typeof data.cancel !== "string"){
const err5 = {instancePath:instancePath+"/cancel",schemaPath:"#/properties/cancel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.children !== undefined){
let data5 = data.children;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
const _errs13 = errors;
let valid3 = true;
const _errs14 = errors;
if(errors === _errs14){
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
let missing0;
if((data6.use === undefined) && (missing0 = "use")){
const err6 = {};
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
const err7 = {};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
var _valid0 = _errs14 === errors;
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs16 = errors;
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.use === undefined){
const err8 = {instancePath:instancePath+"/children/" + i0,schemaPath:"fragment-use.schema.json/required",keyword:"required",params:{missingProperty: "use"},message:"must have required property '"+"use"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key1 in data6){
if(!(((key1 === "$schema") || (key1 === "use")) || (key1 === "with"))){
const err9 = {instancePath:instancePath+"/children/" + i0,schemaPath:"fragment-use.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data6.$schema !== undefined){
if(typeof data6.$schema !== "string"){
const err10 = {instancePath:instancePath+"/children/" + i0+"/$schema",schemaPath:"fragment-use.schema.json/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data6.use !== undefined){
if(typeof data6.use !== "string"){
const err11 = {instancePath:instancePath+"/children/" + i0+"/use",schemaPath:"fragment-use.schema.json/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data6.with !== undefined){
let data9 = data6.with;
if(!(data9 && typeof data9 == "object" && !Array.isArray(data9))){
const err12 = {instancePath:instancePath+"/children/" + i0+"/with",schemaPath:"fragment-use.schema.json/properties/with/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/children/" + i0,schemaPath:"fragment-use.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid3 = _valid0;
if(valid3){
var props1 = true;
}
ifClause0 = "then";
}
else {
const _errs26 = errors;
if(!(validate76(data6, {instancePath:instancePath+"/children/" + i0,parentData:data5,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate76.errors : vErrors.concat(validate76.errors);
errors = vErrors.length;
}
var _valid0 = _errs26 === errors;
valid3 = _valid0;
if(valid3){
if(props1 !== true){
props1 = true;
}
}
ifClause0 = "else";
}
if(!valid3){
const err14 = {instancePath:instancePath+"/children/" + i0,schemaPath:"#/properties/children/items/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
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
const err15 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate270.errors = vErrors;
return errors === 0;
}
validate270.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const pattern6 = new RegExp("^(/.*)?$", "u");
const pattern16 = new RegExp("^[A-Za-z_$][A-Za-z0-9_$]*$", "u");

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.use === undefined) && (missing0 = "use")){
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
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.use === undefined){
const err1 = {instancePath,schemaPath:"fragment-use.schema.json/required",keyword:"required",params:{missingProperty: "use"},message:"must have required property '"+"use"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "$schema") || (key0 === "use")) || (key0 === "with"))){
const err2 = {instancePath,schemaPath:"fragment-use.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
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
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"fragment-use.schema.json/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.use !== undefined){
if(typeof data.use !== "string"){
const err4 = {instancePath:instancePath+"/use",schemaPath:"fragment-use.schema.json/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.with !== undefined){
let data2 = data.with;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err5 = {instancePath:instancePath+"/with",schemaPath:"fragment-use.schema.json/properties/with/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err6 = {instancePath,schemaPath:"fragment-use.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs3 === errors;
valid0 = _valid0;
ifClause0 = "then";
}
else {
const _errs13 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err7 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.regions === undefined){
const err8 = {instancePath,schemaPath:"#/else/required",keyword:"required",params:{missingProperty: "regions"},message:"must have required property '"+"regions"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
var _valid0 = _errs13 === errors;
valid0 = _valid0;
ifClause0 = "else";
}
if(!valid0){
const err9 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key1 in data){
if(!(func1.call(schema31.properties, key1))){
const err10 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.$schema !== undefined){
if(typeof data.$schema !== "string"){
const err11 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.use !== undefined){
if(typeof data.use !== "string"){
const err12 = {instancePath:instancePath+"/use",schemaPath:"#/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.with !== undefined){
let data5 = data.with;
if(!(data5 && typeof data5 == "object" && !Array.isArray(data5))){
const err13 = {instancePath:instancePath+"/with",schemaPath:"#/properties/with/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.title !== undefined){
if(!(validate22(data.title, {instancePath:instancePath+"/title",parentData:data,parentDataProperty:"title",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
if(data.audience !== undefined){
let data7 = data.audience;
if(!((data7 === "borrowers") || (data7 === "staff"))){
const err14 = {instancePath:instancePath+"/audience",schemaPath:"#/properties/audience/enum",keyword:"enum",params:{allowedValues: schema31.properties.audience.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.notes !== undefined){
let data8 = data.notes;
if(Array.isArray(data8)){
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
const _errs27 = errors;
let valid6 = false;
let passing0 = null;
const _errs28 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.pointer === undefined){
const err15 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/oneOf/0/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
var _valid1 = _errs28 === errors;
if(_valid1){
valid6 = true;
passing0 = 0;
}
const _errs29 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.node === undefined){
const err16 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/oneOf/1/required",keyword:"required",params:{missingProperty: "node"},message:"must have required property '"+"node"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid1 = _errs29 === errors;
if(_valid1 && valid6){
valid6 = false;
passing0 = [passing0, 1];
}
else {
if(_valid1){
valid6 = true;
passing0 = 1;
}
}
if(!valid6){
const err17 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs27;
if(vErrors !== null){
if(_errs27){
vErrors.length = _errs27;
}
else {
vErrors = null;
}
}
}
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.code === undefined){
const err18 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data9.why === undefined){
const err19 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/required",keyword:"required",params:{missingProperty: "why"},message:"must have required property '"+"why"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key2 in data9){
if(!(((((key2 === "code") || (key2 === "pointer")) || (key2 === "node")) || (key2 === "at")) || (key2 === "why"))){
const err20 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data9.code !== undefined){
if(typeof data9.code !== "string"){
const err21 = {instancePath:instancePath+"/notes/" + i0+"/code",schemaPath:"#/properties/notes/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data9.pointer !== undefined){
if(typeof data9.pointer !== "string"){
const err22 = {instancePath:instancePath+"/notes/" + i0+"/pointer",schemaPath:"#/properties/notes/items/properties/pointer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data9.node !== undefined){
let data12 = data9.node;
if(typeof data12 === "string"){
if(func2(data12) < 1){
const err23 = {instancePath:instancePath+"/notes/" + i0+"/node",schemaPath:"#/properties/notes/items/properties/node/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/notes/" + i0+"/node",schemaPath:"#/properties/notes/items/properties/node/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data9.at !== undefined){
let data13 = data9.at;
if(typeof data13 === "string"){
if(!pattern6.test(data13)){
const err25 = {instancePath:instancePath+"/notes/" + i0+"/at",schemaPath:"#/properties/notes/items/properties/at/pattern",keyword:"pattern",params:{pattern: "^(/.*)?$"},message:"must match pattern \""+"^(/.*)?$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/notes/" + i0+"/at",schemaPath:"#/properties/notes/items/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.why !== undefined){
let data14 = data9.why;
if(typeof data14 === "string"){
if(func2(data14) < 1){
const err27 = {instancePath:instancePath+"/notes/" + i0+"/why",schemaPath:"#/properties/notes/items/properties/why/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/notes/" + i0+"/why",schemaPath:"#/properties/notes/items/properties/why/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/notes/" + i0,schemaPath:"#/properties/notes/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.state !== undefined){
let data15 = data.state;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
}
else {
const err31 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.onLoad !== undefined){
if(!(validate27(data.onLoad, {instancePath:instancePath+"/onLoad",parentData:data,parentDataProperty:"onLoad",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.onBack !== undefined){
if(!(validate27(data.onBack, {instancePath:instancePath+"/onBack",parentData:data,parentDataProperty:"onBack",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.timers !== undefined){
let data18 = data.timers;
if(Array.isArray(data18)){
const len1 = data18.length;
for(let i1=0; i1<len1; i1++){
if(!(validate64(data18[i1], {instancePath:instancePath+"/timers/" + i1,parentData:data18,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
}
else {
const err32 = {instancePath:instancePath+"/timers",schemaPath:"#/properties/timers/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.persist !== undefined){
let data20 = data.persist;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.area === undefined){
const err33 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "area"},message:"must have required property '"+"area"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data20.key === undefined){
const err34 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data20.paths === undefined){
const err35 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "paths"},message:"must have required property '"+"paths"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
for(const key3 in data20){
if(!(((key3 === "area") || (key3 === "key")) || (key3 === "paths"))){
const err36 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data20.area !== undefined){
let data21 = data20.area;
if(!((data21 === "session") || (data21 === "local"))){
const err37 = {instancePath:instancePath+"/persist/area",schemaPath:"#/$defs/persist/properties/area/enum",keyword:"enum",params:{allowedValues: schema72.properties.area.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data20.key !== undefined){
if(typeof data20.key !== "string"){
const err38 = {instancePath:instancePath+"/persist/key",schemaPath:"#/$defs/persist/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data20.paths !== undefined){
let data23 = data20.paths;
if(Array.isArray(data23)){
const len2 = data23.length;
for(let i2=0; i2<len2; i2++){
let data24 = data23[i2];
if(typeof data24 === "string"){
if(!pattern16.test(data24)){
const err39 = {instancePath:instancePath+"/persist/paths/" + i2,schemaPath:"#/$defs/persist/properties/paths/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_$][A-Za-z0-9_$]*$"},message:"must match pattern \""+"^[A-Za-z_$][A-Za-z0-9_$]*$"+"\""};
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
const err40 = {instancePath:instancePath+"/persist/paths/" + i2,schemaPath:"#/$defs/persist/properties/paths/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err41 = {instancePath:instancePath+"/persist/paths",schemaPath:"#/$defs/persist/properties/paths/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.chains !== undefined){
let data25 = data.chains;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key4 in data25){
if(!(validate27(data25[key4], {instancePath:instancePath+"/chains/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data25,parentDataProperty:key4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err43 = {instancePath:instancePath+"/chains",schemaPath:"#/properties/chains/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.validations !== undefined){
let data27 = data.validations;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
for(const key5 in data27){
let data28 = data27[key5];
if(Array.isArray(data28)){
const len3 = data28.length;
for(let i3=0; i3<len3; i3++){
if(!(validate70(data28[i3], {instancePath:instancePath+"/validations/" + key5.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i3,parentData:data28,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate70.errors : vErrors.concat(validate70.errors);
errors = vErrors.length;
}
}
}
else {
const err44 = {instancePath:instancePath+"/validations/" + key5.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/validations/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath:instancePath+"/validations",schemaPath:"#/properties/validations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.regions !== undefined){
let data30 = data.regions;
if(Array.isArray(data30)){
const len4 = data30.length;
for(let i4=0; i4<len4; i4++){
let data31 = data30[i4];
const _errs73 = errors;
let valid20 = true;
const _errs74 = errors;
if(errors === _errs74){
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
let missing1;
if((data31.use === undefined) && (missing1 = "use")){
const err46 = {};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
var _valid2 = _errs74 === errors;
errors = _errs73;
if(vErrors !== null){
if(_errs73){
vErrors.length = _errs73;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid2){
const _errs76 = errors;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.use === undefined){
const err48 = {instancePath:instancePath+"/regions/" + i4,schemaPath:"fragment-use.schema.json/required",keyword:"required",params:{missingProperty: "use"},message:"must have required property '"+"use"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
for(const key6 in data31){
if(!(((key6 === "$schema") || (key6 === "use")) || (key6 === "with"))){
const err49 = {instancePath:instancePath+"/regions/" + i4,schemaPath:"fragment-use.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data31.$schema !== undefined){
if(typeof data31.$schema !== "string"){
const err50 = {instancePath:instancePath+"/regions/" + i4+"/$schema",schemaPath:"fragment-use.schema.json/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data31.use !== undefined){
if(typeof data31.use !== "string"){
const err51 = {instancePath:instancePath+"/regions/" + i4+"/use",schemaPath:"fragment-use.schema.json/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data31.with !== undefined){
let data34 = data31.with;
if(!(data34 && typeof data34 == "object" && !Array.isArray(data34))){
const err52 = {instancePath:instancePath+"/regions/" + i4+"/with",schemaPath:"fragment-use.schema.json/properties/with/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
}
else {
const err53 = {instancePath:instancePath+"/regions/" + i4,schemaPath:"fragment-use.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid2 = _errs76 === errors;
valid20 = _valid2;
if(valid20){
var props2 = true;
}
ifClause1 = "then";
}
else {
const _errs86 = errors;
if(!(validate74(data31, {instancePath:instancePath+"/regions/" + i4,parentData:data30,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate74.errors : vErrors.concat(validate74.errors);
errors = vErrors.length;
}
var _valid2 = _errs86 === errors;
valid20 = _valid2;
if(valid20){
if(props2 !== true){
props2 = true;
}
}
ifClause1 = "else";
}
if(!valid20){
const err54 = {instancePath:instancePath+"/regions/" + i4,schemaPath:"#/properties/regions/items/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema"};
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
const err55 = {instancePath:instancePath+"/regions",schemaPath:"#/properties/regions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.dialogs !== undefined){
let data35 = data.dialogs;
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
for(const key7 in data35){
let data36 = data35[key7];
const _errs91 = errors;
let valid24 = true;
const _errs92 = errors;
if(errors === _errs92){
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
let missing2;
if((data36.use === undefined) && (missing2 = "use")){
const err56 = {};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
var _valid3 = _errs92 === errors;
errors = _errs91;
if(vErrors !== null){
if(_errs91){
vErrors.length = _errs91;
}
else {
vErrors = null;
}
}
let ifClause2;
if(_valid3){
const _errs94 = errors;
if(data36 && typeof data36 == "object" && !Array.isArray(data36)){
if(data36.use === undefined){
const err58 = {instancePath:instancePath+"/dialogs/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"fragment-use.schema.json/required",keyword:"required",params:{missingProperty: "use"},message:"must have required property '"+"use"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
for(const key8 in data36){
if(!(((key8 === "$schema") || (key8 === "use")) || (key8 === "with"))){
const err59 = {instancePath:instancePath+"/dialogs/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"fragment-use.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data36.$schema !== undefined){
if(typeof data36.$schema !== "string"){
const err60 = {instancePath:instancePath+"/dialogs/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/$schema",schemaPath:"fragment-use.schema.json/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data36.use !== undefined){
if(typeof data36.use !== "string"){
const err61 = {instancePath:instancePath+"/dialogs/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/use",schemaPath:"fragment-use.schema.json/properties/use/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data36.with !== undefined){
let data39 = data36.with;
if(!(data39 && typeof data39 == "object" && !Array.isArray(data39))){
const err62 = {instancePath:instancePath+"/dialogs/" + key7.replace(/~/g, "~0").replace(/\//g, "~1")+"/with",schemaPath:"fragment-use.schema.json/properties/with/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/dialogs/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"fragment-use.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
var _valid3 = _errs94 === errors;
valid24 = _valid3;
if(valid24){
var props3 = true;
}
ifClause2 = "then";
}
else {
const _errs104 = errors;
if(!(validate270(data36, {instancePath:instancePath+"/dialogs/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data35,parentDataProperty:key7,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate270.errors : vErrors.concat(validate270.errors);
errors = vErrors.length;
}
var _valid3 = _errs104 === errors;
valid24 = _valid3;
if(valid24){
if(props3 !== true){
props3 = true;
}
}
ifClause2 = "else";
}
if(!valid24){
const err64 = {instancePath:instancePath+"/dialogs/" + key7.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/dialogs/additionalProperties/if",keyword:"if",params:{failingKeyword: ifClause2},message:"must match \""+ifClause2+"\" schema"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
}
else {
const err65 = {instancePath:instancePath+"/dialogs",schemaPath:"#/properties/dialogs/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
}
else {
const err66 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

