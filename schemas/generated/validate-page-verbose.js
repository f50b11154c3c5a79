/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from schemas/page.schema.json.
import func3Module from "ajv/dist/runtime/ucs2length.js";
export const validate = validate20;
export default validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"page.schema.json","title":"PageDefinition","description":"One screen: its state, what runs on load and on timers, its regions of widgets, its dialogs, validations and named action chains.","type":"object","additionalProperties":false,"required":["title","regions"],"properties":{"$schema":{"type":"string"},"title":{"$ref":"binding.schema.json#/$defs/text","description":"The document title shown by the webview."},"state":{"type":"object","description":"Initial page state (form values, flags). Read as `state` in expressions.","additionalProperties":true},"onLoad":{"$ref":"actions.schema.json#/$defs/chain","description":"Runs once when the page opens."},"timers":{"type":"array","items":{"$ref":"#/$defs/timer"}},"persist":{"$ref":"#/$defs/persist"},"chains":{"type":"object","description":"Named action chains, run with { \"do\": \"run\", \"chain\": name }.","additionalProperties":{"$ref":"actions.schema.json#/$defs/chain"}},"validations":{"type":"object","description":"Validation groups, run with { \"do\": \"validate\", \"form\": name }. Rules run in order; the first failure is shown.","additionalProperties":{"type":"array","items":{"$ref":"#/$defs/rule"}}},"regions":{"type":"array","description":"The page's regions, top to bottom.","items":{"$ref":"#/$defs/region"}},"dialogs":{"type":"object","description":"Dialogs by id, opened with { \"do\": \"openDialog\", \"dialog\": id }.","additionalProperties":{"$ref":"#/$defs/dialog"}}},"$defs":{"region":{"type":"object","title":"Region","additionalProperties":false,"required":["name","children"],"properties":{"name":{"type":"string","description":"What this region is (used as its test id)."},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}},"dialog":{"type":"object","title":"DialogDefinition","additionalProperties":false,"required":["title","children"],"properties":{"title":{"$ref":"binding.schema.json#/$defs/text","description":"The dialog's accessible name, shown as its heading."},"hideTitle":{"type":"boolean","description":"Keep the title for screen readers only."},"closable":{"type":"boolean","description":"Show a close icon (accessible name Close)."},"onClose":{"$ref":"actions.schema.json#/$defs/chain","description":"Runs when the close icon is tapped."},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}},"timer":{"type":"object","title":"TimerDefinition","additionalProperties":false,"required":["id","afterMs","actions"],"properties":{"id":{"type":"string"},"afterMs":{"type":"integer","minimum":0,"maximum":3600000,"description":"Delay after the page's onLoad chain settles."},"everyMs":{"type":"integer","minimum":100,"maximum":3600000,"description":"Repeat at this interval while `while` holds."},"while":{"$ref":"binding.schema.json#/$defs/condition","description":"Checked before each run; the timer stops once it is false."},"actions":{"$ref":"actions.schema.json#/$defs/chain"}}},"persist":{"type":"object","title":"PersistDefinition","description":"Keeps parts of state in storage so they survive a reload (a draft).","additionalProperties":false,"required":["area","key","paths"],"properties":{"area":{"enum":["session","local"]},"key":{"type":"string"},"paths":{"type":"array","items":{"type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*$"},"description":"Top-level state keys to keep."}}},"rule":{"type":"object","title":"ValidationRule","additionalProperties":false,"required":["rule","message"],"properties":{"rule":{"enum":["required","minLength","maxLength","pattern","test"]},"value":{"description":"The value checked (a binding); not used by `test`.","tsType":"unknown"},"limit":{"type":"integer","minimum":0,"description":"For minLength and maxLength."},"pattern":{"type":"string","description":"For pattern: a regular expression the whole value must match."},"test":{"$ref":"binding.schema.json#/$defs/condition","description":"For test: passes when true."},"each":{"$ref":"binding.schema.json#/$defs/binding","description":"Check the rule once per item of this list (item and index in scope)."},"message":{"$ref":"binding.schema.json#/$defs/text","description":"Shown as a toast when the rule fails."}},"allOf":[{"if":{"properties":{"rule":{"enum":["minLength","maxLength"]}}},"then":{"required":["value","limit"]}},{"if":{"properties":{"rule":{"const":"pattern"}}},"then":{"required":["value","pattern"]}},{"if":{"properties":{"rule":{"const":"required"}}},"then":{"required":["value"]}},{"if":{"properties":{"rule":{"const":"test"}}},"then":{"required":["test"]}}]}}};
const schema33 = {"type":"string","description":"Text, optionally with {{ expr }} templates."};
const schema69 = {"type":"object","title":"PersistDefinition","description":"Keeps parts of state in storage so they survive a reload (a draft).","additionalProperties":false,"required":["area","key","paths"],"properties":{"area":{"enum":["session","local"]},"key":{"type":"string"},"paths":{"type":"array","items":{"type":"string","pattern":"^[A-Za-z_$][A-Za-z0-9_$]*$"},"description":"Top-level state keys to keep."}}};
const func1 = Object.prototype.hasOwnProperty;
const schema35 = {"type":"array","description":"Actions run one after another.","items":{"$ref":"#/$defs/action"}};
const schema36 = {"type":"object","required":["do"],"discriminator":{"propertyName":"do"},"oneOf":[{"$ref":"#/$defs/callAction"},{"$ref":"#/$defs/setAction"},{"$ref":"#/$defs/openDialogAction"},{"$ref":"#/$defs/closeDialogAction"},{"$ref":"#/$defs/toastAction"},{"$ref":"#/$defs/navigateAction"},{"$ref":"#/$defs/openUrlAction"},{"$ref":"#/$defs/replaceLocationAction"},{"$ref":"#/$defs/nativeAction"},{"$ref":"#/$defs/copyAction"},{"$ref":"#/$defs/waitAction"},{"$ref":"#/$defs/ifAction"},{"$ref":"#/$defs/storageAction"},{"$ref":"#/$defs/validateAction"},{"$ref":"#/$defs/runAction"},{"$ref":"#/$defs/geolocateAction"}]};
const schema60 = {"type":"object","title":"OpenDialogAction","additionalProperties":false,"required":["do","dialog"],"properties":{"do":{"const":"openDialog"},"dialog":{"type":"string","description":"A dialog id of this page."}}};
const schema61 = {"type":"object","title":"CloseDialogAction","additionalProperties":false,"required":["do"],"properties":{"do":{"const":"closeDialog"},"dialog":{"type":"string","description":"The dialog to close; the top one when absent."}}};
const schema62 = {"type":"object","title":"NativeAction","additionalProperties":false,"required":["do","message"],"properties":{"do":{"const":"native"},"message":{"enum":["to","toP","closeWebview","toHome","toMine","offToLogin","callTelephone","toRate","confirmBurialPoint","startBank","endBank","openWebview","goPage"]},"payload":{"description":"Sent to the native app; bindings resolved.","tsType":"unknown"}}};
const schema63 = {"type":"object","title":"WaitAction","additionalProperties":false,"required":["do","ms"],"properties":{"do":{"const":"wait"},"ms":{"type":"integer","minimum":0,"maximum":60000}}};
const schema64 = {"type":"object","title":"ValidateAction","description":"Run a validation group of the page; the first failing rule's message is toasted and the chain ends.","additionalProperties":false,"required":["do","form"],"properties":{"do":{"const":"validate"},"form":{"type":"string","description":"A key of the page's validations."}}};
const schema65 = {"type":"object","title":"RunAction","additionalProperties":false,"required":["do","chain"],"properties":{"do":{"const":"run"},"chain":{"type":"string","description":"A key of the page's chains."}}};
const schema37 = {"type":"object","title":"CallAction","description":"Call an endpoint of the catalogue by id. The result is `result` for later actions; `as` also stores its data at data[as] and its status at state.calls[as].","additionalProperties":false,"required":["do","endpoint"],"properties":{"do":{"const":"call"},"endpoint":{"type":"string","description":"An endpoint id of api/endpoints.json."},"params":{"$ref":"binding.schema.json#/$defs/params"},"loading":{"$ref":"binding.schema.json#/$defs/text","description":"Loading message shown while the call runs."},"as":{"type":"string","pattern":"^[A-Za-z_][A-Za-z0-9_]*$","description":"Store the data at data[as] and the call status at state.calls[as]."},"quiet":{"type":"boolean","description":"Do not toast the failure message (the page shows it itself)."},"ignoreFailure":{"type":"boolean","description":"A failed call does not end the chain (fire-and-forget tracking calls whose answer is ignored)."},"onSuccess":{"$ref":"#/$defs/chain"},"onFailure":{"$ref":"#/$defs/chain","description":"Runs when the call fails; the chain ends after it."}}};
const schema38 = {"description":"Named values (each a literal or with bindings), or one {{ binding }} that evaluates to the whole object.","anyOf":[{"type":"object","additionalProperties":true},{"$ref":"#/$defs/binding"}],"tsType":"{ [k: string]: unknown } | string"};
const schema39 = {"type":"string","pattern":"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$","description":"A whole-value binding: {{ expr }}. Scope: query, device, env, data, state (and item/index inside lists, event/result inside action chains)."};
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
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema38.anyOf[0].type,parentSchema:schema38.anyOf[0],data};
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
const err1 = {instancePath,schemaPath:"#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data};
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
const err2 = {instancePath,schemaPath:"#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data};
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
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema38.anyOf,parentSchema:schema38,data};
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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema37.required,parentSchema:schema37,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.endpoint === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "endpoint"},message:"must have required property '"+"endpoint"+"'",schema:schema37.required,parentSchema:schema37,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data};
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
let data0 = data.do;
if("call" !== data0){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "call"},message:"must be equal to constant",schema:"call",parentSchema:schema37.properties.do,data:data0};
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
let data1 = data.endpoint;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/endpoint",schemaPath:"#/properties/endpoint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.endpoint.type,parentSchema:schema37.properties.endpoint,data:data1};
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
let data3 = data.loading;
if(typeof data3 !== "string"){
const err5 = {instancePath:instancePath+"/loading",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data3};
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
const err6 = {instancePath:instancePath+"/as",schemaPath:"#/properties/as/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_][A-Za-z0-9_]*$"},message:"must match pattern \""+"^[A-Za-z_][A-Za-z0-9_]*$"+"\"",schema:"^[A-Za-z_][A-Za-z0-9_]*$",parentSchema:schema37.properties.as,data:data4};
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
const err7 = {instancePath:instancePath+"/as",schemaPath:"#/properties/as/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema37.properties.as.type,parentSchema:schema37.properties.as,data:data4};
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
let data5 = data.quiet;
if(typeof data5 !== "boolean"){
const err8 = {instancePath:instancePath+"/quiet",schemaPath:"#/properties/quiet/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema37.properties.quiet.type,parentSchema:schema37.properties.quiet,data:data5};
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
let data6 = data.ignoreFailure;
if(typeof data6 !== "boolean"){
const err9 = {instancePath:instancePath+"/ignoreFailure",schemaPath:"#/properties/ignoreFailure/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema37.properties.ignoreFailure.type,parentSchema:schema37.properties.ignoreFailure,data:data6};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data};
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

const schema41 = {"type":"object","title":"SetAction","additionalProperties":false,"required":["do","path"],"properties":{"do":{"const":"set"},"path":{"$ref":"binding.schema.json#/$defs/statePath"},"value":{"description":"The new value: a literal, or bindings resolved at run time.","tsType":"unknown"}}};
const schema42 = {"type":"string","pattern":"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$","description":"Where a value lives: {{ state.x.y }} or {{ state.form[item.code] }}; only state and data are writable."};
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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema41.required,parentSchema:schema41,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.path === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema41.required,parentSchema:schema41,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema41,data};
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
let data0 = data.do;
if("set" !== data0){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "set"},message:"must be equal to constant",schema:"set",parentSchema:schema41.properties.do,data:data0};
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
const err4 = {instancePath:instancePath+"/path",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$",parentSchema:schema42,data:data1};
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
const err5 = {instancePath:instancePath+"/path",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.type,parentSchema:schema42,data:data1};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema41.type,parentSchema:schema41,data};
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

const schema43 = {"type":"object","title":"ToastAction","additionalProperties":false,"required":["do","message"],"properties":{"do":{"const":"toast"},"message":{"$ref":"binding.schema.json#/$defs/text"},"durationMs":{"type":"integer","minimum":300,"maximum":10000,"description":"How long it stays; 3000 when absent."}}};

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema43.required,parentSchema:schema43,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.message === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema43.required,parentSchema:schema43,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema43,data};
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
let data0 = data.do;
if("toast" !== data0){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "toast"},message:"must be equal to constant",schema:"toast",parentSchema:schema43.properties.do,data:data0};
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
let data1 = data.message;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/message",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data1};
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
const err5 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema43.properties.durationMs.type,parentSchema:schema43.properties.durationMs,data:data2};
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
const err6 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema43.properties.durationMs,data:data2};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2 < 300 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/durationMs",schemaPath:"#/properties/durationMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 300},message:"must be >= 300",schema:300,parentSchema:schema43.properties.durationMs,data:data2};
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
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema43.type,parentSchema:schema43,data};
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

const schema45 = {"type":"object","title":"NavigateAction","additionalProperties":false,"required":["do","route"],"properties":{"do":{"const":"navigate"},"route":{"type":"string","description":"A route key of pages.json. Native route keys go through the bridge."},"query":{"$ref":"binding.schema.json#/$defs/params"},"replace":{"type":"boolean","description":"Replace the current history entry."}}};

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema45.required,parentSchema:schema45,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.route === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "route"},message:"must have required property '"+"route"+"'",schema:schema45.required,parentSchema:schema45,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema45,data};
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
let data0 = data.do;
if("navigate" !== data0){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "navigate"},message:"must be equal to constant",schema:"navigate",parentSchema:schema45.properties.do,data:data0};
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
let data1 = data.route;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/route",schemaPath:"#/properties/route/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema45.properties.route.type,parentSchema:schema45.properties.route,data:data1};
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
let data3 = data.replace;
if(typeof data3 !== "boolean"){
const err5 = {instancePath:instancePath+"/replace",schemaPath:"#/properties/replace/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema45.properties.replace.type,parentSchema:schema45.properties.replace,data:data3};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema45.type,parentSchema:schema45,data};
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

const schema46 = {"type":"object","title":"OpenUrlAction","additionalProperties":false,"required":["do","url"],"properties":{"do":{"const":"openUrl"},"url":{"$ref":"binding.schema.json#/$defs/text","description":"A URL from the server or the page; it passes the URL guard or is refused."},"commonParams":{"type":"boolean","description":"Append the common params (only ever to allowed origins)."}}};

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema46.required,parentSchema:schema46,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema46.required,parentSchema:schema46,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema46,data};
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
let data0 = data.do;
if("openUrl" !== data0){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "openUrl"},message:"must be equal to constant",schema:"openUrl",parentSchema:schema46.properties.do,data:data0};
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
let data1 = data.url;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/url",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data1};
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
let data2 = data.commonParams;
if(typeof data2 !== "boolean"){
const err5 = {instancePath:instancePath+"/commonParams",schemaPath:"#/properties/commonParams/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema46.properties.commonParams.type,parentSchema:schema46.properties.commonParams,data:data2};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema46.type,parentSchema:schema46,data};
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

const schema48 = {"type":"object","title":"ReplaceLocationAction","additionalProperties":false,"required":["do","url"],"properties":{"do":{"const":"replaceLocation"},"url":{"$ref":"binding.schema.json#/$defs/text"},"commonParams":{"type":"boolean"}}};

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema48.required,parentSchema:schema48,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'",schema:schema48.required,parentSchema:schema48,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema48,data};
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
let data0 = data.do;
if("replaceLocation" !== data0){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "replaceLocation"},message:"must be equal to constant",schema:"replaceLocation",parentSchema:schema48.properties.do,data:data0};
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
let data1 = data.url;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/url",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data1};
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
let data2 = data.commonParams;
if(typeof data2 !== "boolean"){
const err5 = {instancePath:instancePath+"/commonParams",schemaPath:"#/properties/commonParams/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema48.properties.commonParams.type,parentSchema:schema48.properties.commonParams,data:data2};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema48.type,parentSchema:schema48,data};
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

const schema50 = {"type":"object","title":"CopyAction","additionalProperties":false,"required":["do","text"],"properties":{"do":{"const":"copy"},"text":{"$ref":"binding.schema.json#/$defs/text"},"toast":{"$ref":"binding.schema.json#/$defs/text","description":"Shown after a successful copy."}}};

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema50.required,parentSchema:schema50,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.text === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema50.required,parentSchema:schema50,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema50,data};
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
let data0 = data.do;
if("copy" !== data0){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "copy"},message:"must be equal to constant",schema:"copy",parentSchema:schema50.properties.do,data:data0};
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
let data1 = data.text;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/text",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data1};
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
let data2 = data.toast;
if(typeof data2 !== "string"){
const err5 = {instancePath:instancePath+"/toast",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data2};
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
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema50.type,parentSchema:schema50,data};
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

const schema53 = {"type":"object","title":"IfAction","additionalProperties":false,"required":["do","cond"],"properties":{"do":{"const":"if"},"cond":{"$ref":"binding.schema.json#/$defs/condition"},"then":{"$ref":"#/$defs/chain"},"else":{"$ref":"#/$defs/chain"}}};
const schema54 = {"description":"true/false, or a {{ expr }} binding evaluated to a boolean. An expression that fails to evaluate counts as false (fail closed).","anyOf":[{"type":"boolean"},{"$ref":"#/$defs/binding"}]};

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
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema54.anyOf[0].type,parentSchema:schema54.anyOf[0],data};
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
const err1 = {instancePath,schemaPath:"#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data};
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
const err2 = {instancePath,schemaPath:"#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data};
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
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema54.anyOf,parentSchema:schema54,data};
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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.cond === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cond"},message:"must have required property '"+"cond"+"'",schema:schema53.required,parentSchema:schema53,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
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
let data0 = data.do;
if("if" !== data0){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "if"},message:"must be equal to constant",schema:"if",parentSchema:schema53.properties.do,data:data0};
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
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
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

const schema56 = {"type":"object","title":"StorageAction","description":"Read or write sessionStorage/localStorage. Values are stored as JSON.","additionalProperties":false,"required":["do","area","op"],"properties":{"do":{"const":"storage"},"area":{"enum":["session","local"]},"op":{"enum":["get","set","remove","clear"]},"key":{"type":"string"},"value":{"description":"For set.","tsType":"unknown"},"into":{"$ref":"binding.schema.json#/$defs/statePath","description":"For get: where to put the value read."}}};

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.area === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "area"},message:"must have required property '"+"area"+"'",schema:schema56.required,parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.op === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "op"},message:"must have required property '"+"op"+"'",schema:schema56.required,parentSchema:schema56,data};
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
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema56,data};
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
let data0 = data.do;
if("storage" !== data0){
const err4 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "storage"},message:"must be equal to constant",schema:"storage",parentSchema:schema56.properties.do,data:data0};
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
const err5 = {instancePath:instancePath+"/area",schemaPath:"#/properties/area/enum",keyword:"enum",params:{allowedValues: schema56.properties.area.enum},message:"must be equal to one of the allowed values",schema:schema56.properties.area.enum,parentSchema:schema56.properties.area,data:data1};
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
const err6 = {instancePath:instancePath+"/op",schemaPath:"#/properties/op/enum",keyword:"enum",params:{allowedValues: schema56.properties.op.enum},message:"must be equal to one of the allowed values",schema:schema56.properties.op.enum,parentSchema:schema56.properties.op,data:data2};
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
let data3 = data.key;
if(typeof data3 !== "string"){
const err7 = {instancePath:instancePath+"/key",schemaPath:"#/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema56.properties.key.type,parentSchema:schema56.properties.key,data:data3};
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
let data5 = data.into;
if(typeof data5 === "string"){
if(!pattern6.test(data5)){
const err8 = {instancePath:instancePath+"/into",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$",parentSchema:schema42,data:data5};
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
const err9 = {instancePath:instancePath+"/into",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.type,parentSchema:schema42,data:data5};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema56.type,parentSchema:schema56,data};
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

const schema58 = {"type":"object","title":"GeolocateAction","description":"Asks the browser (or webview) for the device's position and writes the outcome into `into`: { status: 'ok', latitude, longitude, accuracy } (accuracy in metres), or { status: 'denied' | 'unavailable' | 'timeout', message } with a message a person can read. The chain goes on either way, so the page shows whichever outcome it got.","additionalProperties":false,"required":["do","into"],"properties":{"do":{"const":"geolocate"},"into":{"$ref":"binding.schema.json#/$defs/statePath","description":"Where the outcome goes, e.g. {{ state.location }}."},"timeoutMs":{"type":"integer","minimum":1000,"maximum":60000,"default":10000,"description":"How long to wait for a position before the outcome is `timeout`."},"highAccuracy":{"type":"boolean","default":false,"description":"Ask for GPS-grade accuracy (slower, more battery)."}}};

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema58.required,parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.into === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "into"},message:"must have required property '"+"into"+"'",schema:schema58.required,parentSchema:schema58,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema58,data};
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
let data0 = data.do;
if("geolocate" !== data0){
const err3 = {instancePath:instancePath+"/do",schemaPath:"#/properties/do/const",keyword:"const",params:{allowedValue: "geolocate"},message:"must be equal to constant",schema:"geolocate",parentSchema:schema58.properties.do,data:data0};
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
if(!pattern6.test(data1)){
const err4 = {instancePath:instancePath+"/into",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$",parentSchema:schema42,data:data1};
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
const err5 = {instancePath:instancePath+"/into",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.type,parentSchema:schema42,data:data1};
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
const err6 = {instancePath:instancePath+"/timeoutMs",schemaPath:"#/properties/timeoutMs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema58.properties.timeoutMs.type,parentSchema:schema58.properties.timeoutMs,data:data2};
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
const err7 = {instancePath:instancePath+"/timeoutMs",schemaPath:"#/properties/timeoutMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60000},message:"must be <= 60000",schema:60000,parentSchema:schema58.properties.timeoutMs,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data2 < 1000 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/timeoutMs",schemaPath:"#/properties/timeoutMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1000},message:"must be >= 1000",schema:1000,parentSchema:schema58.properties.timeoutMs,data:data2};
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
let data3 = data.highAccuracy;
if(typeof data3 !== "boolean"){
const err9 = {instancePath:instancePath+"/highAccuracy",schemaPath:"#/properties/highAccuracy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema58.properties.highAccuracy.type,parentSchema:schema58.properties.highAccuracy,data:data3};
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
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema58.type,parentSchema:schema58,data};
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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema36.required,parentSchema:schema36,data};
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
const err1 = {instancePath,schemaPath:"#/$defs/openDialogAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema60.required,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.dialog === undefined){
const err2 = {instancePath,schemaPath:"#/$defs/openDialogAction/required",keyword:"required",params:{missingProperty: "dialog"},message:"must have required property '"+"dialog"+"'",schema:schema60.required,parentSchema:schema60,data};
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
const err3 = {instancePath,schemaPath:"#/$defs/openDialogAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data};
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
let data0 = data.do;
if("openDialog" !== data0){
const err4 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/openDialogAction/properties/do/const",keyword:"const",params:{allowedValue: "openDialog"},message:"must be equal to constant",schema:"openDialog",parentSchema:schema60.properties.do,data:data0};
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
let data1 = data.dialog;
if(typeof data1 !== "string"){
const err5 = {instancePath:instancePath+"/dialog",schemaPath:"#/$defs/openDialogAction/properties/dialog/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.dialog.type,parentSchema:schema60.properties.dialog,data:data1};
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
const err6 = {instancePath,schemaPath:"#/$defs/openDialogAction/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data};
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
const err7 = {instancePath,schemaPath:"#/$defs/closeDialogAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema61.required,parentSchema:schema61,data};
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
const err8 = {instancePath,schemaPath:"#/$defs/closeDialogAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema61,data};
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
let data2 = data.do;
if("closeDialog" !== data2){
const err9 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/closeDialogAction/properties/do/const",keyword:"const",params:{allowedValue: "closeDialog"},message:"must be equal to constant",schema:"closeDialog",parentSchema:schema61.properties.do,data:data2};
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
let data3 = data.dialog;
if(typeof data3 !== "string"){
const err10 = {instancePath:instancePath+"/dialog",schemaPath:"#/$defs/closeDialogAction/properties/dialog/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema61.properties.dialog.type,parentSchema:schema61.properties.dialog,data:data3};
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
const err11 = {instancePath,schemaPath:"#/$defs/closeDialogAction/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema61.type,parentSchema:schema61,data};
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
const err12 = {instancePath,schemaPath:"#/$defs/nativeAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema62.required,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.message === undefined){
const err13 = {instancePath,schemaPath:"#/$defs/nativeAction/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema62.required,parentSchema:schema62,data};
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
const err14 = {instancePath,schemaPath:"#/$defs/nativeAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema62,data};
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
let data4 = data.do;
if("native" !== data4){
const err15 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/nativeAction/properties/do/const",keyword:"const",params:{allowedValue: "native"},message:"must be equal to constant",schema:"native",parentSchema:schema62.properties.do,data:data4};
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
const err16 = {instancePath:instancePath+"/message",schemaPath:"#/$defs/nativeAction/properties/message/enum",keyword:"enum",params:{allowedValues: schema62.properties.message.enum},message:"must be equal to one of the allowed values",schema:schema62.properties.message.enum,parentSchema:schema62.properties.message,data:data5};
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
const err17 = {instancePath,schemaPath:"#/$defs/nativeAction/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema62.type,parentSchema:schema62,data};
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
const err18 = {instancePath,schemaPath:"#/$defs/waitAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema63.required,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.ms === undefined){
const err19 = {instancePath,schemaPath:"#/$defs/waitAction/required",keyword:"required",params:{missingProperty: "ms"},message:"must have required property '"+"ms"+"'",schema:schema63.required,parentSchema:schema63,data};
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
const err20 = {instancePath,schemaPath:"#/$defs/waitAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema63,data};
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
let data7 = data.do;
if("wait" !== data7){
const err21 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/waitAction/properties/do/const",keyword:"const",params:{allowedValue: "wait"},message:"must be equal to constant",schema:"wait",parentSchema:schema63.properties.do,data:data7};
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
let data8 = data.ms;
if(!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))){
const err22 = {instancePath:instancePath+"/ms",schemaPath:"#/$defs/waitAction/properties/ms/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema63.properties.ms.type,parentSchema:schema63.properties.ms,data:data8};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 > 60000 || isNaN(data8)){
const err23 = {instancePath:instancePath+"/ms",schemaPath:"#/$defs/waitAction/properties/ms/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60000},message:"must be <= 60000",schema:60000,parentSchema:schema63.properties.ms,data:data8};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err24 = {instancePath:instancePath+"/ms",schemaPath:"#/$defs/waitAction/properties/ms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema63.properties.ms,data:data8};
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
const err25 = {instancePath,schemaPath:"#/$defs/waitAction/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema63.type,parentSchema:schema63,data};
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
const err26 = {instancePath,schemaPath:"#/$defs/validateAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema64.required,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.form === undefined){
const err27 = {instancePath,schemaPath:"#/$defs/validateAction/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'",schema:schema64.required,parentSchema:schema64,data};
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
const err28 = {instancePath,schemaPath:"#/$defs/validateAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema64,data};
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
let data9 = data.do;
if("validate" !== data9){
const err29 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/validateAction/properties/do/const",keyword:"const",params:{allowedValue: "validate"},message:"must be equal to constant",schema:"validate",parentSchema:schema64.properties.do,data:data9};
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
let data10 = data.form;
if(typeof data10 !== "string"){
const err30 = {instancePath:instancePath+"/form",schemaPath:"#/$defs/validateAction/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.form.type,parentSchema:schema64.properties.form,data:data10};
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
const err31 = {instancePath,schemaPath:"#/$defs/validateAction/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.type,parentSchema:schema64,data};
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
const err32 = {instancePath,schemaPath:"#/$defs/runAction/required",keyword:"required",params:{missingProperty: "do"},message:"must have required property '"+"do"+"'",schema:schema65.required,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data.chain === undefined){
const err33 = {instancePath,schemaPath:"#/$defs/runAction/required",keyword:"required",params:{missingProperty: "chain"},message:"must have required property '"+"chain"+"'",schema:schema65.required,parentSchema:schema65,data};
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
const err34 = {instancePath,schemaPath:"#/$defs/runAction/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema65,data};
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
let data11 = data.do;
if("run" !== data11){
const err35 = {instancePath:instancePath+"/do",schemaPath:"#/$defs/runAction/properties/do/const",keyword:"const",params:{allowedValue: "run"},message:"must be equal to constant",schema:"run",parentSchema:schema65.properties.do,data:data11};
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
let data12 = data.chain;
if(typeof data12 !== "string"){
const err36 = {instancePath:instancePath+"/chain",schemaPath:"#/$defs/runAction/properties/chain/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.chain.type,parentSchema:schema65.properties.chain,data:data12};
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
const err37 = {instancePath,schemaPath:"#/$defs/runAction/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data};
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
if(!(validate39(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate39.errors : vErrors.concat(validate39.errors);
errors = vErrors.length;
}
if(props0 !== true){
props0 = true;
}
}
else {
const err38 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "do", tagValue: tag0},message:"value of tag \"do\" must be in oneOf",schema:schema36.discriminator,parentSchema:schema36,data};
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
const err39 = {instancePath,schemaPath:"#/discriminator",keyword:"discriminator",params:{error: "tag", tag: "do", tagValue: tag0},message:"tag \"do\" must be string",schema:schema36.discriminator,parentSchema:schema36,data};
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
const err40 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};
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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema35.type,parentSchema:schema35,data};
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

const schema66 = {"type":"object","title":"TimerDefinition","additionalProperties":false,"required":["id","afterMs","actions"],"properties":{"id":{"type":"string"},"afterMs":{"type":"integer","minimum":0,"maximum":3600000,"description":"Delay after the page's onLoad chain settles."},"everyMs":{"type":"integer","minimum":100,"maximum":3600000,"description":"Repeat at this interval while `while` holds."},"while":{"$ref":"binding.schema.json#/$defs/condition","description":"Checked before each run; the timer stops once it is false."},"actions":{"$ref":"actions.schema.json#/$defs/chain"}}};

function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
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
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema54.anyOf[0].type,parentSchema:schema54.anyOf[0],data};
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
const err1 = {instancePath,schemaPath:"#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data};
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
const err2 = {instancePath,schemaPath:"#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data};
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
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema54.anyOf,parentSchema:schema54,data};
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
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"dynamicProps":false,"dynamicItems":false};


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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.afterMs === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "afterMs"},message:"must have required property '"+"afterMs"+"'",schema:schema66.required,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.actions === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "actions"},message:"must have required property '"+"actions"+"'",schema:schema66.required,parentSchema:schema66,data};
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
const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema66,data};
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
let data0 = data.id;
if(typeof data0 !== "string"){
const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema66.properties.id.type,parentSchema:schema66.properties.id,data:data0};
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
const err5 = {instancePath:instancePath+"/afterMs",schemaPath:"#/properties/afterMs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.afterMs.type,parentSchema:schema66.properties.afterMs,data:data1};
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
const err6 = {instancePath:instancePath+"/afterMs",schemaPath:"#/properties/afterMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600000},message:"must be <= 3600000",schema:3600000,parentSchema:schema66.properties.afterMs,data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/afterMs",schemaPath:"#/properties/afterMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema66.properties.afterMs,data:data1};
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
const err8 = {instancePath:instancePath+"/everyMs",schemaPath:"#/properties/everyMs/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema66.properties.everyMs.type,parentSchema:schema66.properties.everyMs,data:data2};
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
const err9 = {instancePath:instancePath+"/everyMs",schemaPath:"#/properties/everyMs/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600000},message:"must be <= 3600000",schema:3600000,parentSchema:schema66.properties.everyMs,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 100 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/everyMs",schemaPath:"#/properties/everyMs/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100",schema:100,parentSchema:schema66.properties.everyMs,data:data2};
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
if(!(validate53(data.while, {instancePath:instancePath+"/while",parentData:data,parentDataProperty:"while",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema70 = {"type":"object","title":"ValidationRule","additionalProperties":false,"required":["rule","message"],"properties":{"rule":{"enum":["required","minLength","maxLength","pattern","test"]},"value":{"description":"The value checked (a binding); not used by `test`.","tsType":"unknown"},"limit":{"type":"integer","minimum":0,"description":"For minLength and maxLength."},"pattern":{"type":"string","description":"For pattern: a regular expression the whole value must match."},"test":{"$ref":"binding.schema.json#/$defs/condition","description":"For test: passes when true."},"each":{"$ref":"binding.schema.json#/$defs/binding","description":"Check the rule once per item of this list (item and index in scope)."},"message":{"$ref":"binding.schema.json#/$defs/text","description":"Shown as a toast when the rule fails."}},"allOf":[{"if":{"properties":{"rule":{"enum":["minLength","maxLength"]}}},"then":{"required":["value","limit"]}},{"if":{"properties":{"rule":{"const":"pattern"}}},"then":{"required":["value","pattern"]}},{"if":{"properties":{"rule":{"const":"required"}}},"then":{"required":["value"]}},{"if":{"properties":{"rule":{"const":"test"}}},"then":{"required":["test"]}}]};

function validate58(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate58.evaluated;
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
const err1 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema70.allOf[0].then.required,parentSchema:schema70.allOf[0].then,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.limit === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "limit"},message:"must have required property '"+"limit"+"'",schema:schema70.allOf[0].then.required,parentSchema:schema70.allOf[0].then,data};
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
const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema70.allOf[0].if,parentSchema:schema70.allOf[0],data};
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
const err5 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema70.allOf[1].then.required,parentSchema:schema70.allOf[1].then,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.pattern === undefined){
const err6 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "pattern"},message:"must have required property '"+"pattern"+"'",schema:schema70.allOf[1].then.required,parentSchema:schema70.allOf[1].then,data};
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
const err7 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema70.allOf[1].if,parentSchema:schema70.allOf[1],data};
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
const err9 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema70.allOf[2].then.required,parentSchema:schema70.allOf[2].then,data};
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
const err10 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema70.allOf[2].if,parentSchema:schema70.allOf[2],data};
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
const err12 = {instancePath,schemaPath:"#/allOf/3/then/required",keyword:"required",params:{missingProperty: "test"},message:"must have required property '"+"test"+"'",schema:schema70.allOf[3].then.required,parentSchema:schema70.allOf[3].then,data};
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
const err13 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema70.allOf[3].if,parentSchema:schema70.allOf[3],data};
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
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rule"},message:"must have required property '"+"rule"+"'",schema:schema70.required,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.message === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema70.required,parentSchema:schema70,data};
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
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema70,data};
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
const err17 = {instancePath:instancePath+"/rule",schemaPath:"#/properties/rule/enum",keyword:"enum",params:{allowedValues: schema70.properties.rule.enum},message:"must be equal to one of the allowed values",schema:schema70.properties.rule.enum,parentSchema:schema70.properties.rule,data:data4};
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
let data6 = data.limit;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err18 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema70.properties.limit.type,parentSchema:schema70.properties.limit,data:data6};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err19 = {instancePath:instancePath+"/limit",schemaPath:"#/properties/limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema70.properties.limit,data:data6};
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
let data7 = data.pattern;
if(typeof data7 !== "string"){
const err20 = {instancePath:instancePath+"/pattern",schemaPath:"#/properties/pattern/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema70.properties.pattern.type,parentSchema:schema70.properties.pattern,data:data7};
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
if(!(validate53(data.test, {instancePath:instancePath+"/test",parentData:data,parentDataProperty:"test",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.each !== undefined){
let data9 = data.each;
if(typeof data9 === "string"){
if(!pattern4.test(data9)){
const err21 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data9};
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
const err22 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data9};
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
let data10 = data.message;
if(typeof data10 !== "string"){
const err23 = {instancePath:instancePath+"/message",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data10};
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
const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema70.type,parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema73 = {"type":"object","title":"Region","additionalProperties":false,"required":["name","children"],"properties":{"name":{"type":"string","description":"What this region is (used as its test id)."},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}};
const schema74 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"node.schema.json","$comment":"Generated by `npm run gen:types` from schemas/widgets/*.schema.json. Do not edit.","title":"NodeDefinition","description":"A widget on the page. `props` may hold {{ bindings }}; `each` repeats the node per list item.","type":"object","additionalProperties":false,"required":["type"],"properties":{"type":{"enum":["ActionRow","Button","Divider","ErrorState","Image","ImagePicker","InfoList","ListItem","Notice","PhotoInfo","Picker","ProductCard","Stack","StarRating","StatusBanner","SuccessMark","Tabs","Tag","Text","TextArea","TextField"],"description":"The widget type (see schemas/widgets)."},"id":{"type":"string","description":"A stable name, used as test id."},"visible":{"$ref":"binding.schema.json#/$defs/condition"},"props":{"type":"object"},"bind":{"$ref":"binding.schema.json#/$defs/statePath","description":"Two-way value: where the widget reads and writes its value."},"on":{"type":"object","additionalProperties":{"$ref":"actions.schema.json#/$defs/chain"}},"children":{"type":"array","items":{"$ref":"#"}},"each":{"$ref":"binding.schema.json#/$defs/binding","description":"Render this node once per item of the list; item and index are in scope."},"key":{"$ref":"binding.schema.json#/$defs/text","description":"With each: a stable key per item."}},"allOf":[{"if":{"properties":{"type":{"const":"ActionRow"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ActionRow"},"props":{"type":"object","description":"A full-width tappable row (a real <button>): icon, label, value on the right and a chevron. Its accessible name is its visible text.","additionalProperties":false,"required":["label"],"properties":{"icon":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/icon"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"value":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/value"},{"$ref":"binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"widgets/ActionRow.schema.json#/properties/chevron"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of ActionRow: tap.","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Button"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Button"},"props":{"type":"object","description":"A real <button> whose accessible name is its label. While the chain its tap started is running it is disabled, so a double tap sends one request.","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullWidth":{"anyOf":[{"$ref":"widgets/Button.schema.json#/properties/fullWidth"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of Button: tap.","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Divider"}},"required":["type"]},"then":{"properties":{"type":{"const":"Divider"},"props":{"type":"object","description":"A thin horizontal rule separating content.","additionalProperties":false,"properties":{"spacing":{"anyOf":[{"$ref":"widgets/Divider.schema.json#/properties/spacing"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of Divider: none.","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ErrorState"}},"required":["type"]},"then":{"properties":{"type":{"const":"ErrorState"},"props":{"type":"object","description":"An inline error block with a Retry button, for content that failed to load. The button is disabled while the retry runs.","additionalProperties":false,"properties":{"title":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"message":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/message"},{"$ref":"binding.schema.json#/$defs/binding"}]},"retryLabel":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/retryLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/ErrorState.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of ErrorState: retry.","additionalProperties":false,"properties":{"retry":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Image"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Image"},"props":{"type":"object","description":"A picture. A missing or broken source shows a neutral placeholder box. When zoomable, tapping it opens a full-screen viewer.","additionalProperties":false,"required":["src","alt"],"properties":{"src":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/src"},{"$ref":"binding.schema.json#/$defs/binding"}]},"alt":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/alt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"width":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/width"},{"$ref":"binding.schema.json#/$defs/binding"}]},"height":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/height"},{"$ref":"binding.schema.json#/$defs/binding"}]},"radius":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/radius"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fit":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/fit"},{"$ref":"binding.schema.json#/$defs/binding"}]},"zoomable":{"anyOf":[{"$ref":"widgets/Image.schema.json#/properties/zoomable"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of Image: none.","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ImagePicker"}},"required":["type"]},"then":{"properties":{"type":{"const":"ImagePicker"},"props":{"type":"object","description":"Picks images one at a time, bound to the list of URLs already uploaded. Shows them as a grid of square thumbnails, each with a remove button, plus an add tile (a labelled file input). A picked image emits `pick` with { file } for the page's chain to upload and append; a file that is not an image or is too large emits `reject` with { reason: 'type' | 'size' | 'full', message } instead. The add tile is disabled at max and while the chain runs (it then shows a spinner).","additionalProperties":false,"properties":{"max":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/max"},{"$ref":"binding.schema.json#/$defs/binding"}]},"columns":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/columns"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxBytes":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/maxBytes"},{"$ref":"binding.schema.json#/$defs/binding"}]},"accept":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/accept"},{"$ref":"binding.schema.json#/$defs/binding"}]},"addLabel":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/addLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tooLargeMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/tooLargeMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"notImageMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/notImageMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"fullMessage":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/fullMessage"},{"$ref":"binding.schema.json#/$defs/binding"}]},"imageAlt":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/imageAlt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"removeLabel":{"anyOf":[{"$ref":"widgets/ImagePicker.schema.json#/properties/removeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of ImagePicker: change, pick, reject.","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"},"pick":{"$ref":"actions.schema.json#/$defs/chain"},"reject":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"InfoList"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"InfoList"},"props":{"type":"object","description":"Label/value rows as a description list (label left, value right), optionally collapsed behind a More button. Rows may be server objects: labelKey and valueKey say where the label and value are. Empty without emptyText renders nothing.","additionalProperties":false,"required":["rows"],"properties":{"title":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/labelKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/valueKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"collapsedRows":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/collapsedRows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"moreLabel":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/moreLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"lessLabel":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/lessLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/InfoList.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of InfoList: none.","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"ListItem"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ListItem"},"props":{"type":"object","description":"A card row for lists: an optional leading image, a title with a subtitle, small meta text on the right (e.g. a time) and a body clamped to 3 lines. Tappable rows are real buttons (their accessible name is their text) and emit `tap`.","additionalProperties":false,"required":["title"],"properties":{"title":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"subtitle":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/subtitle"},{"$ref":"binding.schema.json#/$defs/binding"}]},"meta":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/meta"},{"$ref":"binding.schema.json#/$defs/binding"}]},"body":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/body"},{"$ref":"binding.schema.json#/$defs/binding"}]},"image":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"chevron":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/chevron"},{"$ref":"binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/selected"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tappable":{"anyOf":[{"$ref":"widgets/ListItem.schema.json#/properties/tappable"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of ListItem: tap.","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Notice"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Notice"},"props":{"type":"object","description":"A tinted rounded box with an icon and a short message (a note, not an alert: it is not announced).","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Notice.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Notice.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of Notice: none.","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"PhotoInfo"}},"required":["type"]},"then":{"properties":{"type":{"const":"PhotoInfo"},"props":{"type":"object","description":"Picks one photo from the phone and shows it with its file name, type and size. The bound value is { name, type, size } of the chosen file (size in bytes), and `change` carries { file, name, type, size } so a chain can upload it. Nothing is uploaded by the widget itself.","additionalProperties":false,"properties":{"label":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"changeLabel":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/changeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"accept":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/accept"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"imageAlt":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/imageAlt"},{"$ref":"binding.schema.json#/$defs/binding"}]},"nameLabel":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/nameLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"typeLabel":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/typeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"sizeLabel":{"anyOf":[{"$ref":"widgets/PhotoInfo.schema.json#/properties/sizeLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of PhotoInfo: change.","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Picker"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Picker"},"props":{"type":"object","description":"A single-choice picker bound to the chosen option's value. A row button shows the label and the chosen option (or the placeholder); tapping it opens a bottom sheet with the options as a radio group, where Confirm sets the value and Cancel (or Escape) keeps it. Numbers and numeric strings compare equal, so a bound 1 selects the option whose value is \"1\".","additionalProperties":false,"required":["label","options"],"properties":{"label":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"options":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/options"},{"$ref":"binding.schema.json#/$defs/binding"}]},"optionLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/optionLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"optionValue":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/optionValue"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"confirmLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/confirmLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"cancelLabel":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/cancelLabel"},{"$ref":"binding.schema.json#/$defs/binding"}]},"emptyText":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/emptyText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/Picker.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of Picker: change.","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"ProductCard"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"ProductCard"},"props":{"type":"object","description":"A recommended loan product: logo and name, the amount range with its caption, the rate, a description and a button. A disabled card is grey and its button does nothing.","additionalProperties":false,"required":["name","buttonText"],"properties":{"logo":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/logo"},{"$ref":"binding.schema.json#/$defs/binding"}]},"name":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/name"},{"$ref":"binding.schema.json#/$defs/binding"}]},"buttonText":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/buttonText"},{"$ref":"binding.schema.json#/$defs/binding"}]},"enabled":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/enabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"amountRange":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/amountRange"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rangeDesc":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/rangeDesc"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rate":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/rate"},{"$ref":"binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/description"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tags":{"anyOf":[{"$ref":"widgets/ProductCard.schema.json#/properties/tags"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of ProductCard: tap.","additionalProperties":false,"properties":{"tap":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Stack"}},"required":["type"]},"then":{"properties":{"type":{"const":"Stack"},"props":{"type":"object","description":"Lays out its children in a column or a row, optionally on a white card or with the page's padding.","additionalProperties":false,"properties":{"direction":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/direction"},{"$ref":"binding.schema.json#/$defs/binding"}]},"gap":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/gap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"padding":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/padding"},{"$ref":"binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/align"},{"$ref":"binding.schema.json#/$defs/binding"}]},"justify":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/justify"},{"$ref":"binding.schema.json#/$defs/binding"}]},"wrap":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/wrap"},{"$ref":"binding.schema.json#/$defs/binding"}]},"surface":{"anyOf":[{"$ref":"widgets/Stack.schema.json#/properties/surface"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of Stack: none.","additionalProperties":false,"properties":{}},"bind":false}}},{"if":{"properties":{"type":{"const":"StarRating"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StarRating"},"props":{"type":"object","description":"A star rating bound to a number (0 = none chosen). A radio group whose radios are named '1 star', '2 stars' and so on; choosing one writes it to the bound value.","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"max":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/max"},{"$ref":"binding.schema.json#/$defs/binding"}]},"size":{"anyOf":[{"$ref":"widgets/StarRating.schema.json#/properties/size"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of StarRating: change.","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"StatusBanner"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"StatusBanner"},"props":{"type":"object","description":"The top banner of a status screen: a picture over the brand colour with a large white title (an h1) and a description.","additionalProperties":false,"required":["title"],"properties":{"image":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/image"},{"$ref":"binding.schema.json#/$defs/binding"}]},"title":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/title"},{"$ref":"binding.schema.json#/$defs/binding"}]},"description":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/description"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/StatusBanner.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of StatusBanner: none.","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"SuccessMark"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"SuccessMark"},"props":{"type":"object","description":"A big round icon with a short message below it, for success and confirmation modals (e.g. 'Successfully Sent').","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/SuccessMark.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/SuccessMark.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of SuccessMark: none.","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Tabs"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tabs"},"props":{"type":"object","description":"A tab bar (ARIA tablist) bound to the selected tab's value. Tapping a tab or moving with the arrow, Home and End keys selects it. It has no children: the panel below is made of other nodes whose `visible` reads the bound value.","additionalProperties":false,"required":["tabs"],"properties":{"tabs":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/tabs"},{"$ref":"binding.schema.json#/$defs/binding"}]},"labelKey":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/labelKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"valueKey":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/valueKey"},{"$ref":"binding.schema.json#/$defs/binding"}]},"label":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"stretch":{"anyOf":[{"$ref":"widgets/Tabs.schema.json#/properties/stretch"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of Tabs: change.","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"Tag"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Tag"},"props":{"type":"object","description":"A small pill of text, for display only (no events). Selected tags are filled with the tone colour; others are tinted.","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]},"selected":{"anyOf":[{"$ref":"widgets/Tag.schema.json#/properties/selected"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of Tag: none.","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"Text"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"Text"},"props":{"type":"object","description":"Plain text, never HTML. The title variant renders as an h1 and subtitle as an h2; the rest as paragraphs.","additionalProperties":false,"required":["text"],"properties":{"text":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/text"},{"$ref":"binding.schema.json#/$defs/binding"}]},"variant":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/variant"},{"$ref":"binding.schema.json#/$defs/binding"}]},"align":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/align"},{"$ref":"binding.schema.json#/$defs/binding"}]},"tone":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/tone"},{"$ref":"binding.schema.json#/$defs/binding"}]},"weight":{"anyOf":[{"$ref":"widgets/Text.schema.json#/properties/weight"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of Text: none.","additionalProperties":false,"properties":{}},"children":false,"bind":false}}},{"if":{"properties":{"type":{"const":"TextArea"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextArea"},"props":{"type":"object","description":"A multi-line text box bound to a string, with a visible label and an optional live character counter. maxLength is a hard limit: extra typing is ignored and a paste is cut to fit.","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/maxLength"},{"$ref":"binding.schema.json#/$defs/binding"}]},"counter":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/counter"},{"$ref":"binding.schema.json#/$defs/binding"}]},"rows":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/rows"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"$ref":"widgets/TextArea.schema.json#/properties/error"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of TextArea: change.","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}},{"if":{"properties":{"type":{"const":"TextField"}},"required":["type"]},"then":{"required":["props"],"properties":{"type":{"const":"TextField"},"props":{"type":"object","description":"A one-line text input bound to a string, with a visible label tied to it. Filtering and the length limit apply to typing and pasting alike; the bound value is always a string.","additionalProperties":false,"required":["label"],"properties":{"label":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/label"},{"$ref":"binding.schema.json#/$defs/binding"}]},"placeholder":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/placeholder"},{"$ref":"binding.schema.json#/$defs/binding"}]},"inputMode":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/inputMode"},{"$ref":"binding.schema.json#/$defs/binding"}]},"filter":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/filter"},{"$ref":"binding.schema.json#/$defs/binding"}]},"maxLength":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/maxLength"},{"$ref":"binding.schema.json#/$defs/binding"}]},"hint":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/hint"},{"$ref":"binding.schema.json#/$defs/binding"}]},"disabled":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/disabled"},{"$ref":"binding.schema.json#/$defs/binding"}]},"error":{"anyOf":[{"$ref":"widgets/TextField.schema.json#/properties/error"},{"$ref":"binding.schema.json#/$defs/binding"}]}}},"on":{"type":"object","description":"Events of TextField: change.","additionalProperties":false,"properties":{"change":{"$ref":"actions.schema.json#/$defs/chain"}}},"children":false}}}]};
const schema76 = {"enum":["phone","mail","chat","info","none"],"default":"none","description":"A small icon before the label."};
const schema78 = {"type":"string","minLength":1,"description":"What the row is (e.g. 'Telephone')."};
const schema80 = {"type":"string","default":"","description":"Its value, shown on the right (e.g. the number)."};
const schema82 = {"type":"boolean","default":true,"description":"Show a › at the end, hinting that it leads somewhere."};
const schema86 = {"type":"string","minLength":1,"description":"Visible text and accessible name."};
const schema88 = {"enum":["primary","secondary","outline","text"],"default":"primary","description":"primary: orange accent; secondary: theme blue; outline: bordered; text: a plain text button."};
const schema90 = {"type":"string","description":"A small note above the button (e.g. 'Short of money?')."};
const schema92 = {"type":"boolean","default":false,"description":"Greyed out and not tappable."};
const schema94 = {"type":"boolean","default":true,"description":"Stretch to the container's width; false sizes it to its label."};
const schema97 = {"type":"integer","minimum":0,"maximum":48,"default":16,"description":"Space above and below the line in px."};
const schema100 = {"type":"string","default":"Something went wrong","description":"A short heading (an h2)."};
const schema102 = {"type":"string","default":"","description":"What happened and what to do, in plain words."};
const schema104 = {"type":"string","minLength":1,"default":"Retry","description":"The button's label."};
const schema106 = {"type":"string","description":"URL of a decorative illustration above the title."};
const schema109 = {"type":"string","description":"Image URL. Empty shows the placeholder."};
const schema111 = {"type":"string","description":"Text alternative; '' marks a decorative image."};
const schema113 = {"type":"integer","minimum":1,"maximum":1200,"description":"Width in px (never wider than its container). Left out: the full width."};
const schema115 = {"type":"integer","minimum":1,"maximum":1200,"description":"Height in px. Left out: the picture's own proportions (the placeholder uses 16:9)."};
const schema117 = {"type":"integer","minimum":0,"maximum":48,"default":8,"description":"Corner radius in px."};
const schema119 = {"enum":["cover","contain"],"default":"cover","description":"With both width and height: cover crops to fill, contain shows it whole."};
const schema121 = {"type":"boolean","default":false,"description":"Tapping opens a full-screen viewer, closed by tapping it or its Close button."};
const schema124 = {"type":"integer","minimum":1,"maximum":30,"default":9,"description":"Most images; the add tile is disabled when the list reaches it."};
const schema126 = {"type":"integer","minimum":1,"maximum":6,"default":3,"description":"Thumbnails per row."};
const schema128 = {"type":"integer","minimum":1,"default":10485760,"description":"Largest file accepted, in bytes (default 10 MB)."};
const schema130 = {"type":"string","minLength":1,"default":"image/*","description":"The file input's accept filter (which files the phone offers)."};
const schema132 = {"type":"string","minLength":1,"default":"Add photo","description":"Visible text of the add tile and the file input's accessible name."};
const schema134 = {"type":"string","minLength":1,"default":"This image is larger than {max} MB. Please choose a smaller one.","description":"The `reject` message for a file over maxBytes; {max} becomes maxBytes in MB."};
const schema136 = {"type":"string","minLength":1,"default":"Only images can be uploaded.","description":"The `reject` message for a file that is not an image."};
const schema138 = {"type":"string","minLength":1,"default":"You can add up to {max} images.","description":"Shown under the grid once the list is full (and the `reject` message if a file still arrives); {max} becomes max."};
const schema140 = {"type":"string","minLength":1,"default":"Image {n}","description":"Alternative text of each thumbnail; {n} becomes its position from 1."};
const schema142 = {"type":"string","minLength":1,"default":"Remove image {n}","description":"Accessible name of each thumbnail's remove button; {n} becomes its position from 1."};
const schema145 = {"type":"string","description":"A heading (h2) above the rows."};
const schema147 = {"type":"array","description":"The rows, in order.","items":{"title":"InfoRow","description":"One row: an object with its label under labelKey (default text) and its value under valueKey (default value). Other keys are ignored.","type":"object","properties":{"text":{"type":["string","number"],"description":"The label, shown on the left (with the default labelKey)."},"value":{"type":["string","number"],"description":"The value, shown on the right (with the default valueKey)."}}}};
const schema149 = {"type":"string","minLength":1,"default":"text","description":"Key of each row's label (e.g. title for rows shaped {title, value})."};
const schema151 = {"type":"string","minLength":1,"default":"value","description":"Key of each row's value."};
const schema153 = {"type":"integer","minimum":1,"description":"When there are more rows than this, only this many show until More is tapped."};
const schema155 = {"type":"string","minLength":1,"default":"More","description":"Label of the button that shows all rows."};
const schema157 = {"type":"string","minLength":1,"default":"Hide","description":"Label of the button that collapses the rows again."};
const schema159 = {"type":"string","description":"Shown when there are no rows; without it an empty list renders nothing."};
const schema161 = {"enum":["card","none"],"default":"card","description":"card: its own white rounded panel; none: transparent, for use inside another card."};
const schema164 = {"type":"string","description":"The main line, in bold."};
const schema166 = {"type":"string","description":"A muted line under the title."};
const schema168 = {"type":"string","description":"Small muted text at the top right (e.g. '2025-05-12 10:30')."};
const schema170 = {"type":"string","description":"Longer text under the title, cut to 3 lines with an ellipsis."};
const schema172 = {"type":"string","description":"URL of a leading logo; decorative (the title names the row). Broken or empty shows nothing."};
const schema174 = {"type":"boolean","default":false,"description":"Show a right-pointing arrow hinting that the row opens something."};
const schema176 = {"type":"boolean","default":false,"description":"Mark the row as the current one (brand border; aria-current)."};
const schema178 = {"type":"boolean","default":true,"description":"true: a button that emits `tap`; false: a plain row that cannot be tapped."};
const schema181 = {"type":"string","description":"The message, as plain text."};
const schema183 = {"enum":["info","warning","success"],"default":"info","description":"info: blue tint; warning: amber; success: green."};
const schema186 = {"type":"string","minLength":1,"default":"Choose a photo","description":"Visible text of the picker button and the file input's accessible name."};
const schema188 = {"type":"string","minLength":1,"default":"Choose another photo","description":"The button's text once a photo is shown."};
const schema190 = {"type":"string","minLength":1,"default":"image/*","description":"The file input's accept filter (which files the phone offers)."};
const schema192 = {"type":"string","default":"No photo chosen yet.","description":"Shown before a photo is chosen."};
const schema194 = {"type":"string","minLength":1,"default":"Chosen photo","description":"Alternative text of the shown photo."};
const schema196 = {"type":"string","minLength":1,"default":"File","description":"Label of the file name row."};
const schema198 = {"type":"string","minLength":1,"default":"Type","description":"Label of the file type row."};
const schema200 = {"type":"string","minLength":1,"default":"Size","description":"Label of the file size row."};
const schema203 = {"type":"string","minLength":1,"description":"Visible label above the row; part of the row button's accessible name."};
const schema205 = {"type":"string","default":"Please select","description":"Shown in the row while no option matches the bound value."};
const schema207 = {"type":"string","description":"A muted note under the picker, read after the label."};
const schema209 = {"type":"array","description":"The choices, usually a server list (e.g. [{ \"name\": \"BDO\", \"type\": 3 }]).","items":{"title":"PickerOption","type":"object","additionalProperties":true,"description":"One choice: any object holding a label and a value under the keys optionLabel and optionValue."}};
const schema211 = {"type":"string","minLength":1,"default":"name","description":"Key of each option's visible label."};
const schema213 = {"type":"string","minLength":1,"default":"type","description":"Key of each option's value (a string, number or boolean), written to the bound value on Confirm."};
const schema215 = {"type":"string","minLength":1,"description":"Heading and accessible name of the sheet; defaults to label."};
const schema217 = {"type":"string","minLength":1,"default":"Confirm","description":"Label of the sheet's button that applies the marked choice."};
const schema219 = {"type":"string","minLength":1,"default":"Cancel","description":"Label of the sheet's button that closes it without changing the value."};
const schema221 = {"type":"string","minLength":1,"default":"No options","description":"Shown in the sheet when there are no options."};
const schema223 = {"type":"boolean","default":false,"description":"Greyed out; the sheet cannot be opened."};
const schema226 = {"type":"string","default":"","description":"Logo URL. Empty or broken shows the name's first letter instead."};
const schema228 = {"type":"string","description":"Product name (an h3)."};
const schema230 = {"type":"string","minLength":1,"description":"The button's label (e.g. 'Apply')."};
const schema232 = {"type":"boolean","default":true,"description":"false: the card is grey and its button disabled (the product cannot be chosen)."};
const schema234 = {"type":"string","default":"","description":"The loan amount range, shown large (e.g. '₱2,000 - ₱20,000')."};
const schema236 = {"type":"string","default":"","description":"Caption under the amount range (e.g. 'Loan amount')."};
const schema238 = {"type":"string","default":"","description":"The interest rate line (e.g. 'Interest 0.05%/day')."};
const schema240 = {"type":"string","default":"","description":"A short selling point."};
const schema242 = {"type":"array","items":{"type":"string"},"default":[],"description":"Short labels shown as pills beside the name."};
const schema245 = {"enum":["column","row"],"default":"column","description":"column: children top to bottom; row: side by side."};
const schema247 = {"type":"integer","minimum":0,"maximum":48,"default":12,"description":"Space between children in px."};
const schema249 = {"type":"integer","minimum":0,"maximum":48,"description":"Inner space in px. Left out: 16 on the card and page surfaces, 0 otherwise."};
const schema251 = {"enum":["start","center","end","stretch"],"default":"stretch","description":"Placement across the direction (horizontal in a column)."};
const schema253 = {"enum":["start","center","end","between"],"default":"start","description":"Placement along the direction; between spreads children to both ends."};
const schema255 = {"type":"boolean","default":false,"description":"In a row: let children flow onto further lines instead of shrinking."};
const schema257 = {"enum":["none","card","page"],"default":"none","description":"none: transparent; card: white rounded panel with a soft shadow; page: the page background and padding."};
const schema260 = {"type":"string","minLength":1,"description":"The group's accessible name (e.g. 'Rate our service')."};
const schema262 = {"type":"integer","minimum":1,"maximum":10,"default":5,"description":"Number of stars."};
const schema264 = {"type":"integer","minimum":16,"maximum":64,"default":36,"description":"Star size in px (the touch target is never smaller than 44px)."};
const schema267 = {"type":"string","description":"Background image URL, covering the banner. The banner colour shows while it loads or if it fails."};
const schema269 = {"type":"string","description":"The status in a few words (e.g. 'Under review')."};
const schema271 = {"type":"string","default":"","description":"One or two sentences below the title."};
const schema273 = {"enum":["brand","accent"],"default":"brand","description":"Banner colour under the image: the theme blue or the accent orange."};
const schema276 = {"type":"string","minLength":1,"description":"The message under the icon."};
const schema278 = {"enum":["success","info"],"default":"success","description":"success: a green check mark; info: an information mark in the theme blue."};
const schema281 = {"type":"array","description":"The tabs, in order (e.g. [{ \"label\": \"Bank card\", \"value\": 1 }] or a server list).","items":{"title":"TabItem","type":"object","additionalProperties":true,"description":"One tab: any object holding a label and a value under the keys labelKey and valueKey."}};
const schema283 = {"type":"string","minLength":1,"default":"label","description":"Key of each tab's visible label."};
const schema285 = {"type":"string","minLength":1,"default":"value","description":"Key of each tab's value. The special value \"$index\" makes each tab's position (0, 1, ...) its value, for server lists without ids."};
const schema287 = {"type":"string","minLength":1,"description":"Accessible name of the tab bar, for screen readers (e.g. 'Card type')."};
const schema289 = {"type":"boolean","default":false,"description":"true: tabs share the full width equally; false: tabs size to their labels and the bar scrolls sideways if needed."};
const schema292 = {"type":"string","description":"The words shown. Empty text renders nothing."};
const schema294 = {"enum":["neutral","brand","accent"],"default":"neutral","description":"Colour: neutral grey, the theme blue (brand) or the orange accent."};
const schema296 = {"type":"boolean","default":false,"description":"Filled with the tone colour, to mark the current choice."};
const schema299 = {"type":"string","description":"The words shown. Markup is shown literally, never interpreted. Empty text renders nothing."};
const schema301 = {"enum":["title","subtitle","body","caption","hint","error","hero"],"default":"body","description":"title (h1, 18px), subtitle (h2, 16px), body (15px), caption (13px, muted), hint (12px, muted), error (13px, red), hero (24px bold figure such as an amount)."};
const schema303 = {"enum":["start","center","end"],"default":"start","description":"Horizontal alignment."};
const schema305 = {"enum":["default","muted","onBrand","accent","danger"],"default":"default","description":"Colour. default: the variant's own colour; onBrand: white for text on the brand blue."};
const schema307 = {"enum":["regular","medium","bold"],"description":"Overrides the variant's font weight."};
const schema310 = {"type":"string","minLength":1,"description":"Visible label above the box, tied to it with <label> (its accessible name)."};
const schema312 = {"type":"string","description":"Greyed example text shown while the box is empty."};
const schema314 = {"type":"integer","minimum":1,"description":"Most characters kept (hard limit)."};
const schema316 = {"type":"boolean","default":false,"description":"Show the character count under the box: 'n/maxLength' (e.g. '0/200'), or 'n' without maxLength."};
const schema318 = {"type":"integer","minimum":2,"maximum":20,"default":5,"description":"Visible height in lines of text."};
const schema320 = {"type":"string","description":"A muted note under the box, read after the label."};
const schema322 = {"type":"boolean","default":false,"description":"Greyed out and not editable."};
const schema324 = {"type":"string","description":"A validation message shown under the box in red; non-empty marks the box aria-invalid."};
const schema327 = {"type":"string","minLength":1,"description":"Visible label above the input, tied to it with <label> (its accessible name)."};
const schema329 = {"type":"string","description":"Greyed example text shown while the input is empty."};
const schema331 = {"enum":["text","numeric","tel","email","decimal"],"default":"text","description":"Which on-screen keyboard the phone shows. A keyboard hint only: use filter to restrict what is kept."};
const schema333 = {"enum":["none","digits"],"default":"none","description":"digits: every non-digit typed or pasted is dropped (the value stays a string, leading zeros kept)."};
const schema335 = {"type":"integer","minimum":1,"description":"Most characters kept: typing past it is ignored and a paste is cut to fit."};
const schema337 = {"type":"string","description":"A muted note under the input, read after the label."};
const schema339 = {"type":"boolean","default":false,"description":"Greyed out and not editable."};
const schema341 = {"type":"string","description":"A validation message shown under the input in red; non-empty marks the input aria-invalid."};
const func3 = func3Module.default ?? func3Module;

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
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema35.type,parentSchema:schema35,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate65.errors = vErrors;
return errors === 0;
}
validate65.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


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
const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema54.anyOf[0].type,parentSchema:schema54.anyOf[0],data};
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
const err1 = {instancePath,schemaPath:"#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data};
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
const err2 = {instancePath,schemaPath:"#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data};
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
const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema54.anyOf,parentSchema:schema54,data};
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


function validate63(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="node.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate63.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
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
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[0].then.required,parentSchema:schema74.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.type !== undefined){
let data1 = data.type;
if("ActionRow" !== data1){
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/0/then/properties/type/const",keyword:"const",params:{allowedValue: "ActionRow"},message:"must be equal to constant",schema:"ActionRow",parentSchema:schema74.allOf[0].then.properties.type,data:data1};
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
const err4 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/0/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema74.allOf[0].then.properties.props.required,parentSchema:schema74.allOf[0].then.properties.props,data:data2};
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
const err5 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/0/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[0].then.properties.props,data:data2};
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
const _errs12 = errors;
let valid5 = false;
const _errs13 = errors;
if(!(((((data3 === "phone") || (data3 === "mail")) || (data3 === "chat")) || (data3 === "info")) || (data3 === "none"))){
const err6 = {instancePath:instancePath+"/props/icon",schemaPath:"widgets/ActionRow.schema.json#/properties/icon/enum",keyword:"enum",params:{allowedValues: schema76.enum},message:"must be equal to one of the allowed values",schema:schema76.enum,parentSchema:schema76,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid1 = _errs13 === errors;
valid5 = valid5 || _valid1;
const _errs15 = errors;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err7 = {instancePath:instancePath+"/props/icon",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data3};
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
const err8 = {instancePath:instancePath+"/props/icon",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid1 = _errs15 === errors;
valid5 = valid5 || _valid1;
if(!valid5){
const err9 = {instancePath:instancePath+"/props/icon",schemaPath:"#/allOf/0/then/properties/props/properties/icon/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[0].then.properties.props.properties.icon.anyOf,parentSchema:schema74.allOf[0].then.properties.props.properties.icon,data:data3};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data2.label !== undefined){
let data4 = data2.label;
const _errs19 = errors;
let valid8 = false;
const _errs20 = errors;
if(typeof data4 === "string"){
if(func3(data4) < 1){
const err10 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/ActionRow.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema78,data:data4};
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
const err11 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/ActionRow.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema78.type,parentSchema:schema78,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid2 = _errs20 === errors;
valid8 = valid8 || _valid2;
const _errs23 = errors;
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err12 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data4};
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
const err13 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data4};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid2 = _errs23 === errors;
valid8 = valid8 || _valid2;
if(!valid8){
const err14 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/0/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[0].then.properties.props.properties.label.anyOf,parentSchema:schema74.allOf[0].then.properties.props.properties.label,data:data4};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data2.value !== undefined){
let data5 = data2.value;
const _errs27 = errors;
let valid11 = false;
const _errs28 = errors;
if(typeof data5 !== "string"){
const err15 = {instancePath:instancePath+"/props/value",schemaPath:"widgets/ActionRow.schema.json#/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema80.type,parentSchema:schema80,data:data5};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid3 = _errs28 === errors;
valid11 = valid11 || _valid3;
const _errs31 = errors;
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err16 = {instancePath:instancePath+"/props/value",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data5};
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
const err17 = {instancePath:instancePath+"/props/value",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data5};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid3 = _errs31 === errors;
valid11 = valid11 || _valid3;
if(!valid11){
const err18 = {instancePath:instancePath+"/props/value",schemaPath:"#/allOf/0/then/properties/props/properties/value/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[0].then.properties.props.properties.value.anyOf,parentSchema:schema74.allOf[0].then.properties.props.properties.value,data:data5};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
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
}
if(data2.chevron !== undefined){
let data6 = data2.chevron;
const _errs35 = errors;
let valid14 = false;
const _errs36 = errors;
if(typeof data6 !== "boolean"){
const err19 = {instancePath:instancePath+"/props/chevron",schemaPath:"widgets/ActionRow.schema.json#/properties/chevron/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema82.type,parentSchema:schema82,data:data6};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid4 = _errs36 === errors;
valid14 = valid14 || _valid4;
const _errs39 = errors;
if(typeof data6 === "string"){
if(!pattern4.test(data6)){
const err20 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data6};
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
const err21 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data6};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid4 = _errs39 === errors;
valid14 = valid14 || _valid4;
if(!valid14){
const err22 = {instancePath:instancePath+"/props/chevron",schemaPath:"#/allOf/0/then/properties/props/properties/chevron/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[0].then.properties.props.properties.chevron.anyOf,parentSchema:schema74.allOf[0].then.properties.props.properties.chevron,data:data6};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs35;
if(vErrors !== null){
if(_errs35){
vErrors.length = _errs35;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err23 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/0/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[0].then.properties.props.type,parentSchema:schema74.allOf[0].then.properties.props,data:data2};
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
const err24 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/0/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[0].then.properties.on,data:data7};
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
if(!(validate65(data7.tap, {instancePath:instancePath+"/on/tap",parentData:data7,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err25 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/0/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[0].then.properties.on.type,parentSchema:schema74.allOf[0].then.properties.on,data:data7};
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
const err26 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/0/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[0].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data.bind !== undefined){
const err27 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/0/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[0].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
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
const err28 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[0].if,parentSchema:schema74.allOf[0],data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const _errs47 = errors;
let valid18 = true;
const _errs48 = errors;
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
var _valid5 = _errs48 === errors;
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
if(_valid5){
const _errs50 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err31 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[1].then.required,parentSchema:schema74.allOf[1].then,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data.type !== undefined){
let data12 = data.type;
if("Button" !== data12){
const err32 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/1/then/properties/type/const",keyword:"const",params:{allowedValue: "Button"},message:"must be equal to constant",schema:"Button",parentSchema:schema74.allOf[1].then.properties.type,data:data12};
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
const err33 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/1/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema74.allOf[1].then.properties.props.required,parentSchema:schema74.allOf[1].then.properties.props,data:data13};
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
const err34 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/1/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[1].then.properties.props,data:data13};
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
const _errs56 = errors;
let valid22 = false;
const _errs57 = errors;
if(typeof data14 === "string"){
if(func3(data14) < 1){
const err35 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Button.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema86,data:data14};
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
const err36 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Button.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema86.type,parentSchema:schema86,data:data14};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid6 = _errs57 === errors;
valid22 = valid22 || _valid6;
const _errs60 = errors;
if(typeof data14 === "string"){
if(!pattern4.test(data14)){
const err37 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data14};
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
const err38 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data14};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid6 = _errs60 === errors;
valid22 = valid22 || _valid6;
if(!valid22){
const err39 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/1/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[1].then.properties.props.properties.label.anyOf,parentSchema:schema74.allOf[1].then.properties.props.properties.label,data:data14};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
else {
errors = _errs56;
if(vErrors !== null){
if(_errs56){
vErrors.length = _errs56;
}
else {
vErrors = null;
}
}
}
}
if(data13.variant !== undefined){
let data15 = data13.variant;
const _errs64 = errors;
let valid25 = false;
const _errs65 = errors;
if(!((((data15 === "primary") || (data15 === "secondary")) || (data15 === "outline")) || (data15 === "text"))){
const err40 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/Button.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema88.enum},message:"must be equal to one of the allowed values",schema:schema88.enum,parentSchema:schema88,data:data15};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid7 = _errs65 === errors;
valid25 = valid25 || _valid7;
const _errs67 = errors;
if(typeof data15 === "string"){
if(!pattern4.test(data15)){
const err41 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data15};
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
const err42 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data15};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid7 = _errs67 === errors;
valid25 = valid25 || _valid7;
if(!valid25){
const err43 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/1/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[1].then.properties.props.properties.variant.anyOf,parentSchema:schema74.allOf[1].then.properties.props.properties.variant,data:data15};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs64;
if(vErrors !== null){
if(_errs64){
vErrors.length = _errs64;
}
else {
vErrors = null;
}
}
}
}
if(data13.hint !== undefined){
let data16 = data13.hint;
const _errs71 = errors;
let valid28 = false;
const _errs72 = errors;
if(typeof data16 !== "string"){
const err44 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/Button.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema90.type,parentSchema:schema90,data:data16};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid8 = _errs72 === errors;
valid28 = valid28 || _valid8;
const _errs75 = errors;
if(typeof data16 === "string"){
if(!pattern4.test(data16)){
const err45 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data16};
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
const err46 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data16};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
var _valid8 = _errs75 === errors;
valid28 = valid28 || _valid8;
if(!valid28){
const err47 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/1/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[1].then.properties.props.properties.hint.anyOf,parentSchema:schema74.allOf[1].then.properties.props.properties.hint,data:data16};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
else {
errors = _errs71;
if(vErrors !== null){
if(_errs71){
vErrors.length = _errs71;
}
else {
vErrors = null;
}
}
}
}
if(data13.disabled !== undefined){
let data17 = data13.disabled;
const _errs79 = errors;
let valid31 = false;
const _errs80 = errors;
if(typeof data17 !== "boolean"){
const err48 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/Button.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema92.type,parentSchema:schema92,data:data17};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
var _valid9 = _errs80 === errors;
valid31 = valid31 || _valid9;
const _errs83 = errors;
if(typeof data17 === "string"){
if(!pattern4.test(data17)){
const err49 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data17};
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
const err50 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data17};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
var _valid9 = _errs83 === errors;
valid31 = valid31 || _valid9;
if(!valid31){
const err51 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/1/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[1].then.properties.props.properties.disabled.anyOf,parentSchema:schema74.allOf[1].then.properties.props.properties.disabled,data:data17};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
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
if(data13.fullWidth !== undefined){
let data18 = data13.fullWidth;
const _errs87 = errors;
let valid34 = false;
const _errs88 = errors;
if(typeof data18 !== "boolean"){
const err52 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"widgets/Button.schema.json#/properties/fullWidth/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema94.type,parentSchema:schema94,data:data18};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid10 = _errs88 === errors;
valid34 = valid34 || _valid10;
const _errs91 = errors;
if(typeof data18 === "string"){
if(!pattern4.test(data18)){
const err53 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data18};
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
const err54 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data18};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid10 = _errs91 === errors;
valid34 = valid34 || _valid10;
if(!valid34){
const err55 = {instancePath:instancePath+"/props/fullWidth",schemaPath:"#/allOf/1/then/properties/props/properties/fullWidth/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[1].then.properties.props.properties.fullWidth.anyOf,parentSchema:schema74.allOf[1].then.properties.props.properties.fullWidth,data:data18};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs87;
if(vErrors !== null){
if(_errs87){
vErrors.length = _errs87;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err56 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/1/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[1].then.properties.props.type,parentSchema:schema74.allOf[1].then.properties.props,data:data13};
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
const err57 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/1/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[1].then.properties.on,data:data19};
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
if(!(validate65(data19.tap, {instancePath:instancePath+"/on/tap",parentData:data19,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err58 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/1/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[1].then.properties.on.type,parentSchema:schema74.allOf[1].then.properties.on,data:data19};
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
const err59 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/1/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[1].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data.bind !== undefined){
const err60 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/1/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[1].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
var _valid5 = _errs50 === errors;
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
const err61 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[1].if,parentSchema:schema74.allOf[1],data};
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
const _errs99 = errors;
let valid38 = true;
const _errs100 = errors;
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
if("Divider" !== data.type){
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
var _valid11 = _errs100 === errors;
errors = _errs99;
if(vErrors !== null){
if(_errs99){
vErrors.length = _errs99;
}
else {
vErrors = null;
}
}
if(_valid11){
const _errs102 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data24 = data.type;
if("Divider" !== data24){
const err64 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/2/then/properties/type/const",keyword:"const",params:{allowedValue: "Divider"},message:"must be equal to constant",schema:"Divider",parentSchema:schema74.allOf[2].then.properties.type,data:data24};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.props !== undefined){
let data25 = data.props;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
for(const key4 in data25){
if(!(key4 === "spacing")){
const err65 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[2].then.properties.props,data:data25};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data25.spacing !== undefined){
let data26 = data25.spacing;
const _errs108 = errors;
let valid42 = false;
const _errs109 = errors;
if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){
const err66 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema97.type,parentSchema:schema97,data:data26};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if((typeof data26 == "number") && (isFinite(data26))){
if(data26 > 48 || isNaN(data26)){
const err67 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48",schema:48,parentSchema:schema97,data:data26};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data26 < 0 || isNaN(data26)){
const err68 = {instancePath:instancePath+"/props/spacing",schemaPath:"widgets/Divider.schema.json#/properties/spacing/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema97,data:data26};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
var _valid12 = _errs109 === errors;
valid42 = valid42 || _valid12;
const _errs112 = errors;
if(typeof data26 === "string"){
if(!pattern4.test(data26)){
const err69 = {instancePath:instancePath+"/props/spacing",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data26};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
else {
const err70 = {instancePath:instancePath+"/props/spacing",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data26};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
var _valid12 = _errs112 === errors;
valid42 = valid42 || _valid12;
if(!valid42){
const err71 = {instancePath:instancePath+"/props/spacing",schemaPath:"#/allOf/2/then/properties/props/properties/spacing/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[2].then.properties.props.properties.spacing.anyOf,parentSchema:schema74.allOf[2].then.properties.props.properties.spacing,data:data26};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
errors = _errs108;
if(vErrors !== null){
if(_errs108){
vErrors.length = _errs108;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err72 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/2/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[2].then.properties.props.type,parentSchema:schema74.allOf[2].then.properties.props,data:data25};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data.on !== undefined){
let data27 = data.on;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
for(const key5 in data27){
const err73 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/2/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[2].then.properties.on,data:data27};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/2/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[2].then.properties.on.type,parentSchema:schema74.allOf[2].then.properties.on,data:data27};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data.children !== undefined){
const err75 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/2/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[2].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(data.bind !== undefined){
const err76 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/2/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[2].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
var _valid11 = _errs102 === errors;
valid38 = _valid11;
if(valid38){
var props2 = {};
props2.type = true;
props2.props = true;
props2.on = true;
props2.children = true;
props2.bind = true;
}
}
if(!valid38){
const err77 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[2].if,parentSchema:schema74.allOf[2],data};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
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
const _errs119 = errors;
let valid45 = true;
const _errs120 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing3;
if((data.type === undefined) && (missing3 = "type")){
const err78 = {};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
if(data.type !== undefined){
if("ErrorState" !== data.type){
const err79 = {};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
}
}
var _valid13 = _errs120 === errors;
errors = _errs119;
if(vErrors !== null){
if(_errs119){
vErrors.length = _errs119;
}
else {
vErrors = null;
}
}
if(_valid13){
const _errs122 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data31 = data.type;
if("ErrorState" !== data31){
const err80 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/3/then/properties/type/const",keyword:"const",params:{allowedValue: "ErrorState"},message:"must be equal to constant",schema:"ErrorState",parentSchema:schema74.allOf[3].then.properties.type,data:data31};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data.props !== undefined){
let data32 = data.props;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
for(const key6 in data32){
if(!((((key6 === "title") || (key6 === "message")) || (key6 === "retryLabel")) || (key6 === "image"))){
const err81 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[3].then.properties.props,data:data32};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
if(data32.title !== undefined){
let data33 = data32.title;
const _errs128 = errors;
let valid49 = false;
const _errs129 = errors;
if(typeof data33 !== "string"){
const err82 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/ErrorState.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema100.type,parentSchema:schema100,data:data33};
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
const _errs132 = errors;
if(typeof data33 === "string"){
if(!pattern4.test(data33)){
const err83 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data33};
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
const err84 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data33};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
var _valid14 = _errs132 === errors;
valid49 = valid49 || _valid14;
if(!valid49){
const err85 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/3/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[3].then.properties.props.properties.title.anyOf,parentSchema:schema74.allOf[3].then.properties.props.properties.title,data:data33};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
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
if(data32.message !== undefined){
let data34 = data32.message;
const _errs136 = errors;
let valid52 = false;
const _errs137 = errors;
if(typeof data34 !== "string"){
const err86 = {instancePath:instancePath+"/props/message",schemaPath:"widgets/ErrorState.schema.json#/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema102.type,parentSchema:schema102,data:data34};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid15 = _errs137 === errors;
valid52 = valid52 || _valid15;
const _errs140 = errors;
if(typeof data34 === "string"){
if(!pattern4.test(data34)){
const err87 = {instancePath:instancePath+"/props/message",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data34};
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
const err88 = {instancePath:instancePath+"/props/message",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data34};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
var _valid15 = _errs140 === errors;
valid52 = valid52 || _valid15;
if(!valid52){
const err89 = {instancePath:instancePath+"/props/message",schemaPath:"#/allOf/3/then/properties/props/properties/message/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[3].then.properties.props.properties.message.anyOf,parentSchema:schema74.allOf[3].then.properties.props.properties.message,data:data34};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
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
if(data32.retryLabel !== undefined){
let data35 = data32.retryLabel;
const _errs144 = errors;
let valid55 = false;
const _errs145 = errors;
if(typeof data35 === "string"){
if(func3(data35) < 1){
const err90 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"widgets/ErrorState.schema.json#/properties/retryLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema104,data:data35};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
else {
const err91 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"widgets/ErrorState.schema.json#/properties/retryLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema104.type,parentSchema:schema104,data:data35};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
var _valid16 = _errs145 === errors;
valid55 = valid55 || _valid16;
const _errs148 = errors;
if(typeof data35 === "string"){
if(!pattern4.test(data35)){
const err92 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data35};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
else {
const err93 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data35};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
var _valid16 = _errs148 === errors;
valid55 = valid55 || _valid16;
if(!valid55){
const err94 = {instancePath:instancePath+"/props/retryLabel",schemaPath:"#/allOf/3/then/properties/props/properties/retryLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[3].then.properties.props.properties.retryLabel.anyOf,parentSchema:schema74.allOf[3].then.properties.props.properties.retryLabel,data:data35};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
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
if(data32.image !== undefined){
let data36 = data32.image;
const _errs152 = errors;
let valid58 = false;
const _errs153 = errors;
if(typeof data36 !== "string"){
const err95 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/ErrorState.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema106.type,parentSchema:schema106,data:data36};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
var _valid17 = _errs153 === errors;
valid58 = valid58 || _valid17;
const _errs156 = errors;
if(typeof data36 === "string"){
if(!pattern4.test(data36)){
const err96 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data36};
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
const err97 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data36};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
var _valid17 = _errs156 === errors;
valid58 = valid58 || _valid17;
if(!valid58){
const err98 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/3/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[3].then.properties.props.properties.image.anyOf,parentSchema:schema74.allOf[3].then.properties.props.properties.image,data:data36};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
else {
errors = _errs152;
if(vErrors !== null){
if(_errs152){
vErrors.length = _errs152;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err99 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/3/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[3].then.properties.props.type,parentSchema:schema74.allOf[3].then.properties.props,data:data32};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data.on !== undefined){
let data37 = data.on;
if(data37 && typeof data37 == "object" && !Array.isArray(data37)){
for(const key7 in data37){
if(!(key7 === "retry")){
const err100 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/3/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[3].then.properties.on,data:data37};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data37.retry !== undefined){
if(!(validate65(data37.retry, {instancePath:instancePath+"/on/retry",parentData:data37,parentDataProperty:"retry",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err101 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/3/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[3].then.properties.on.type,parentSchema:schema74.allOf[3].then.properties.on,data:data37};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data.children !== undefined){
const err102 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/3/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[3].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(data.bind !== undefined){
const err103 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/3/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[3].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
var _valid13 = _errs122 === errors;
valid45 = _valid13;
if(valid45){
var props3 = {};
props3.type = true;
props3.props = true;
props3.on = true;
props3.children = true;
props3.bind = true;
}
}
if(!valid45){
const err104 = {instancePath,schemaPath:"#/allOf/3/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[3].if,parentSchema:schema74.allOf[3],data};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
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
const _errs164 = errors;
let valid62 = true;
const _errs165 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing4;
if((data.type === undefined) && (missing4 = "type")){
const err105 = {};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
else {
if(data.type !== undefined){
if("Image" !== data.type){
const err106 = {};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
}
}
var _valid18 = _errs165 === errors;
errors = _errs164;
if(vErrors !== null){
if(_errs164){
vErrors.length = _errs164;
}
else {
vErrors = null;
}
}
if(_valid18){
const _errs167 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err107 = {instancePath,schemaPath:"#/allOf/4/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[4].then.required,parentSchema:schema74.allOf[4].then,data};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data.type !== undefined){
let data42 = data.type;
if("Image" !== data42){
const err108 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/4/then/properties/type/const",keyword:"const",params:{allowedValue: "Image"},message:"must be equal to constant",schema:"Image",parentSchema:schema74.allOf[4].then.properties.type,data:data42};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
if(data.props !== undefined){
let data43 = data.props;
if(data43 && typeof data43 == "object" && !Array.isArray(data43)){
if(data43.src === undefined){
const err109 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'",schema:schema74.allOf[4].then.properties.props.required,parentSchema:schema74.allOf[4].then.properties.props,data:data43};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data43.alt === undefined){
const err110 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/required",keyword:"required",params:{missingProperty: "alt"},message:"must have required property '"+"alt"+"'",schema:schema74.allOf[4].then.properties.props.required,parentSchema:schema74.allOf[4].then.properties.props,data:data43};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
for(const key8 in data43){
if(!(((((((key8 === "src") || (key8 === "alt")) || (key8 === "width")) || (key8 === "height")) || (key8 === "radius")) || (key8 === "fit")) || (key8 === "zoomable"))){
const err111 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[4].then.properties.props,data:data43};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
if(data43.src !== undefined){
let data44 = data43.src;
const _errs173 = errors;
let valid66 = false;
const _errs174 = errors;
if(typeof data44 !== "string"){
const err112 = {instancePath:instancePath+"/props/src",schemaPath:"widgets/Image.schema.json#/properties/src/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema109.type,parentSchema:schema109,data:data44};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
var _valid19 = _errs174 === errors;
valid66 = valid66 || _valid19;
const _errs177 = errors;
if(typeof data44 === "string"){
if(!pattern4.test(data44)){
const err113 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data44};
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
const err114 = {instancePath:instancePath+"/props/src",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data44};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
var _valid19 = _errs177 === errors;
valid66 = valid66 || _valid19;
if(!valid66){
const err115 = {instancePath:instancePath+"/props/src",schemaPath:"#/allOf/4/then/properties/props/properties/src/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[4].then.properties.props.properties.src.anyOf,parentSchema:schema74.allOf[4].then.properties.props.properties.src,data:data44};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
else {
errors = _errs173;
if(vErrors !== null){
if(_errs173){
vErrors.length = _errs173;
}
else {
vErrors = null;
}
}
}
}
if(data43.alt !== undefined){
let data45 = data43.alt;
const _errs181 = errors;
let valid69 = false;
const _errs182 = errors;
if(typeof data45 !== "string"){
const err116 = {instancePath:instancePath+"/props/alt",schemaPath:"widgets/Image.schema.json#/properties/alt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema111.type,parentSchema:schema111,data:data45};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
var _valid20 = _errs182 === errors;
valid69 = valid69 || _valid20;
const _errs185 = errors;
if(typeof data45 === "string"){
if(!pattern4.test(data45)){
const err117 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data45};
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
const err118 = {instancePath:instancePath+"/props/alt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data45};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
var _valid20 = _errs185 === errors;
valid69 = valid69 || _valid20;
if(!valid69){
const err119 = {instancePath:instancePath+"/props/alt",schemaPath:"#/allOf/4/then/properties/props/properties/alt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[4].then.properties.props.properties.alt.anyOf,parentSchema:schema74.allOf[4].then.properties.props.properties.alt,data:data45};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
else {
errors = _errs181;
if(vErrors !== null){
if(_errs181){
vErrors.length = _errs181;
}
else {
vErrors = null;
}
}
}
}
if(data43.width !== undefined){
let data46 = data43.width;
const _errs189 = errors;
let valid72 = false;
const _errs190 = errors;
if(!(((typeof data46 == "number") && (!(data46 % 1) && !isNaN(data46))) && (isFinite(data46)))){
const err120 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema113.type,parentSchema:schema113,data:data46};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if((typeof data46 == "number") && (isFinite(data46))){
if(data46 > 1200 || isNaN(data46)){
const err121 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200",schema:1200,parentSchema:schema113,data:data46};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
if(data46 < 1 || isNaN(data46)){
const err122 = {instancePath:instancePath+"/props/width",schemaPath:"widgets/Image.schema.json#/properties/width/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema113,data:data46};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
var _valid21 = _errs190 === errors;
valid72 = valid72 || _valid21;
const _errs193 = errors;
if(typeof data46 === "string"){
if(!pattern4.test(data46)){
const err123 = {instancePath:instancePath+"/props/width",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data46};
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
const err124 = {instancePath:instancePath+"/props/width",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data46};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
var _valid21 = _errs193 === errors;
valid72 = valid72 || _valid21;
if(!valid72){
const err125 = {instancePath:instancePath+"/props/width",schemaPath:"#/allOf/4/then/properties/props/properties/width/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[4].then.properties.props.properties.width.anyOf,parentSchema:schema74.allOf[4].then.properties.props.properties.width,data:data46};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
else {
errors = _errs189;
if(vErrors !== null){
if(_errs189){
vErrors.length = _errs189;
}
else {
vErrors = null;
}
}
}
}
if(data43.height !== undefined){
let data47 = data43.height;
const _errs197 = errors;
let valid75 = false;
const _errs198 = errors;
if(!(((typeof data47 == "number") && (!(data47 % 1) && !isNaN(data47))) && (isFinite(data47)))){
const err126 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema115.type,parentSchema:schema115,data:data47};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if((typeof data47 == "number") && (isFinite(data47))){
if(data47 > 1200 || isNaN(data47)){
const err127 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1200},message:"must be <= 1200",schema:1200,parentSchema:schema115,data:data47};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data47 < 1 || isNaN(data47)){
const err128 = {instancePath:instancePath+"/props/height",schemaPath:"widgets/Image.schema.json#/properties/height/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema115,data:data47};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
var _valid22 = _errs198 === errors;
valid75 = valid75 || _valid22;
const _errs201 = errors;
if(typeof data47 === "string"){
if(!pattern4.test(data47)){
const err129 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data47};
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
const err130 = {instancePath:instancePath+"/props/height",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data47};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
var _valid22 = _errs201 === errors;
valid75 = valid75 || _valid22;
if(!valid75){
const err131 = {instancePath:instancePath+"/props/height",schemaPath:"#/allOf/4/then/properties/props/properties/height/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[4].then.properties.props.properties.height.anyOf,parentSchema:schema74.allOf[4].then.properties.props.properties.height,data:data47};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
else {
errors = _errs197;
if(vErrors !== null){
if(_errs197){
vErrors.length = _errs197;
}
else {
vErrors = null;
}
}
}
}
if(data43.radius !== undefined){
let data48 = data43.radius;
const _errs205 = errors;
let valid78 = false;
const _errs206 = errors;
if(!(((typeof data48 == "number") && (!(data48 % 1) && !isNaN(data48))) && (isFinite(data48)))){
const err132 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema117.type,parentSchema:schema117,data:data48};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if((typeof data48 == "number") && (isFinite(data48))){
if(data48 > 48 || isNaN(data48)){
const err133 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48",schema:48,parentSchema:schema117,data:data48};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
if(data48 < 0 || isNaN(data48)){
const err134 = {instancePath:instancePath+"/props/radius",schemaPath:"widgets/Image.schema.json#/properties/radius/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema117,data:data48};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
}
var _valid23 = _errs206 === errors;
valid78 = valid78 || _valid23;
const _errs209 = errors;
if(typeof data48 === "string"){
if(!pattern4.test(data48)){
const err135 = {instancePath:instancePath+"/props/radius",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data48};
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
const err136 = {instancePath:instancePath+"/props/radius",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data48};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
var _valid23 = _errs209 === errors;
valid78 = valid78 || _valid23;
if(!valid78){
const err137 = {instancePath:instancePath+"/props/radius",schemaPath:"#/allOf/4/then/properties/props/properties/radius/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[4].then.properties.props.properties.radius.anyOf,parentSchema:schema74.allOf[4].then.properties.props.properties.radius,data:data48};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
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
}
if(data43.fit !== undefined){
let data49 = data43.fit;
const _errs213 = errors;
let valid81 = false;
const _errs214 = errors;
if(!((data49 === "cover") || (data49 === "contain"))){
const err138 = {instancePath:instancePath+"/props/fit",schemaPath:"widgets/Image.schema.json#/properties/fit/enum",keyword:"enum",params:{allowedValues: schema119.enum},message:"must be equal to one of the allowed values",schema:schema119.enum,parentSchema:schema119,data:data49};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
var _valid24 = _errs214 === errors;
valid81 = valid81 || _valid24;
const _errs216 = errors;
if(typeof data49 === "string"){
if(!pattern4.test(data49)){
const err139 = {instancePath:instancePath+"/props/fit",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data49};
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
const err140 = {instancePath:instancePath+"/props/fit",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data49};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
var _valid24 = _errs216 === errors;
valid81 = valid81 || _valid24;
if(!valid81){
const err141 = {instancePath:instancePath+"/props/fit",schemaPath:"#/allOf/4/then/properties/props/properties/fit/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[4].then.properties.props.properties.fit.anyOf,parentSchema:schema74.allOf[4].then.properties.props.properties.fit,data:data49};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
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
if(data43.zoomable !== undefined){
let data50 = data43.zoomable;
const _errs220 = errors;
let valid84 = false;
const _errs221 = errors;
if(typeof data50 !== "boolean"){
const err142 = {instancePath:instancePath+"/props/zoomable",schemaPath:"widgets/Image.schema.json#/properties/zoomable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema121.type,parentSchema:schema121,data:data50};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
var _valid25 = _errs221 === errors;
valid84 = valid84 || _valid25;
const _errs224 = errors;
if(typeof data50 === "string"){
if(!pattern4.test(data50)){
const err143 = {instancePath:instancePath+"/props/zoomable",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data50};
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
const err144 = {instancePath:instancePath+"/props/zoomable",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data50};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
var _valid25 = _errs224 === errors;
valid84 = valid84 || _valid25;
if(!valid84){
const err145 = {instancePath:instancePath+"/props/zoomable",schemaPath:"#/allOf/4/then/properties/props/properties/zoomable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[4].then.properties.props.properties.zoomable.anyOf,parentSchema:schema74.allOf[4].then.properties.props.properties.zoomable,data:data50};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
else {
errors = _errs220;
if(vErrors !== null){
if(_errs220){
vErrors.length = _errs220;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err146 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/4/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[4].then.properties.props.type,parentSchema:schema74.allOf[4].then.properties.props,data:data43};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
}
if(data.on !== undefined){
let data51 = data.on;
if(data51 && typeof data51 == "object" && !Array.isArray(data51)){
for(const key9 in data51){
const err147 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/4/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key9},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[4].then.properties.on,data:data51};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
else {
const err148 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/4/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[4].then.properties.on.type,parentSchema:schema74.allOf[4].then.properties.on,data:data51};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
if(data.children !== undefined){
const err149 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/4/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[4].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(data.bind !== undefined){
const err150 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/4/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[4].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
var _valid18 = _errs167 === errors;
valid62 = _valid18;
if(valid62){
var props4 = {};
props4.type = true;
props4.props = true;
props4.on = true;
props4.children = true;
props4.bind = true;
}
}
if(!valid62){
const err151 = {instancePath,schemaPath:"#/allOf/4/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[4].if,parentSchema:schema74.allOf[4],data};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
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
const _errs231 = errors;
let valid87 = true;
const _errs232 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing5;
if((data.type === undefined) && (missing5 = "type")){
const err152 = {};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
else {
if(data.type !== undefined){
if("ImagePicker" !== data.type){
const err153 = {};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
}
}
var _valid26 = _errs232 === errors;
errors = _errs231;
if(vErrors !== null){
if(_errs231){
vErrors.length = _errs231;
}
else {
vErrors = null;
}
}
if(_valid26){
const _errs234 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data55 = data.type;
if("ImagePicker" !== data55){
const err154 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/5/then/properties/type/const",keyword:"const",params:{allowedValue: "ImagePicker"},message:"must be equal to constant",schema:"ImagePicker",parentSchema:schema74.allOf[5].then.properties.type,data:data55};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
}
if(data.props !== undefined){
let data56 = data.props;
if(data56 && typeof data56 == "object" && !Array.isArray(data56)){
for(const key10 in data56){
if(!(func1.call(schema74.allOf[5].then.properties.props.properties, key10))){
const err155 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key10},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[5].then.properties.props,data:data56};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data56.max !== undefined){
let data57 = data56.max;
const _errs240 = errors;
let valid91 = false;
const _errs241 = errors;
if(!(((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57))) && (isFinite(data57)))){
const err156 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema124.type,parentSchema:schema124,data:data57};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if((typeof data57 == "number") && (isFinite(data57))){
if(data57 > 30 || isNaN(data57)){
const err157 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 30},message:"must be <= 30",schema:30,parentSchema:schema124,data:data57};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
if(data57 < 1 || isNaN(data57)){
const err158 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/ImagePicker.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema124,data:data57};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
var _valid27 = _errs241 === errors;
valid91 = valid91 || _valid27;
const _errs244 = errors;
if(typeof data57 === "string"){
if(!pattern4.test(data57)){
const err159 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data57};
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
const err160 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data57};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
var _valid27 = _errs244 === errors;
valid91 = valid91 || _valid27;
if(!valid91){
const err161 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/5/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[5].then.properties.props.properties.max.anyOf,parentSchema:schema74.allOf[5].then.properties.props.properties.max,data:data57};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
else {
errors = _errs240;
if(vErrors !== null){
if(_errs240){
vErrors.length = _errs240;
}
else {
vErrors = null;
}
}
}
}
if(data56.columns !== undefined){
let data58 = data56.columns;
const _errs248 = errors;
let valid94 = false;
const _errs249 = errors;
if(!(((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58))) && (isFinite(data58)))){
const err162 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema126.type,parentSchema:schema126,data:data58};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
if((typeof data58 == "number") && (isFinite(data58))){
if(data58 > 6 || isNaN(data58)){
const err163 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/maximum",keyword:"maximum",params:{comparison: "<=", limit: 6},message:"must be <= 6",schema:6,parentSchema:schema126,data:data58};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(data58 < 1 || isNaN(data58)){
const err164 = {instancePath:instancePath+"/props/columns",schemaPath:"widgets/ImagePicker.schema.json#/properties/columns/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema126,data:data58};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
var _valid28 = _errs249 === errors;
valid94 = valid94 || _valid28;
const _errs252 = errors;
if(typeof data58 === "string"){
if(!pattern4.test(data58)){
const err165 = {instancePath:instancePath+"/props/columns",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data58};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
}
else {
const err166 = {instancePath:instancePath+"/props/columns",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data58};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
var _valid28 = _errs252 === errors;
valid94 = valid94 || _valid28;
if(!valid94){
const err167 = {instancePath:instancePath+"/props/columns",schemaPath:"#/allOf/5/then/properties/props/properties/columns/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[5].then.properties.props.properties.columns.anyOf,parentSchema:schema74.allOf[5].then.properties.props.properties.columns,data:data58};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
else {
errors = _errs248;
if(vErrors !== null){
if(_errs248){
vErrors.length = _errs248;
}
else {
vErrors = null;
}
}
}
}
if(data56.maxBytes !== undefined){
let data59 = data56.maxBytes;
const _errs256 = errors;
let valid97 = false;
const _errs257 = errors;
if(!(((typeof data59 == "number") && (!(data59 % 1) && !isNaN(data59))) && (isFinite(data59)))){
const err168 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"widgets/ImagePicker.schema.json#/properties/maxBytes/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema128.type,parentSchema:schema128,data:data59};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if((typeof data59 == "number") && (isFinite(data59))){
if(data59 < 1 || isNaN(data59)){
const err169 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"widgets/ImagePicker.schema.json#/properties/maxBytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema128,data:data59};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
var _valid29 = _errs257 === errors;
valid97 = valid97 || _valid29;
const _errs260 = errors;
if(typeof data59 === "string"){
if(!pattern4.test(data59)){
const err170 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data59};
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
const err171 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data59};
if(vErrors === null){
vErrors = [err171];
}
else {
vErrors.push(err171);
}
errors++;
}
var _valid29 = _errs260 === errors;
valid97 = valid97 || _valid29;
if(!valid97){
const err172 = {instancePath:instancePath+"/props/maxBytes",schemaPath:"#/allOf/5/then/properties/props/properties/maxBytes/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[5].then.properties.props.properties.maxBytes.anyOf,parentSchema:schema74.allOf[5].then.properties.props.properties.maxBytes,data:data59};
if(vErrors === null){
vErrors = [err172];
}
else {
vErrors.push(err172);
}
errors++;
}
else {
errors = _errs256;
if(vErrors !== null){
if(_errs256){
vErrors.length = _errs256;
}
else {
vErrors = null;
}
}
}
}
if(data56.accept !== undefined){
let data60 = data56.accept;
const _errs264 = errors;
let valid100 = false;
const _errs265 = errors;
if(typeof data60 === "string"){
if(func3(data60) < 1){
const err173 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/ImagePicker.schema.json#/properties/accept/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema130,data:data60};
if(vErrors === null){
vErrors = [err173];
}
else {
vErrors.push(err173);
}
errors++;
}
}
else {
const err174 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/ImagePicker.schema.json#/properties/accept/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema130.type,parentSchema:schema130,data:data60};
if(vErrors === null){
vErrors = [err174];
}
else {
vErrors.push(err174);
}
errors++;
}
var _valid30 = _errs265 === errors;
valid100 = valid100 || _valid30;
const _errs268 = errors;
if(typeof data60 === "string"){
if(!pattern4.test(data60)){
const err175 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data60};
if(vErrors === null){
vErrors = [err175];
}
else {
vErrors.push(err175);
}
errors++;
}
}
else {
const err176 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data60};
if(vErrors === null){
vErrors = [err176];
}
else {
vErrors.push(err176);
}
errors++;
}
var _valid30 = _errs268 === errors;
valid100 = valid100 || _valid30;
if(!valid100){
const err177 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/5/then/properties/props/properties/accept/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[5].then.properties.props.properties.accept.anyOf,parentSchema:schema74.allOf[5].then.properties.props.properties.accept,data:data60};
if(vErrors === null){
vErrors = [err177];
}
else {
vErrors.push(err177);
}
errors++;
}
else {
errors = _errs264;
if(vErrors !== null){
if(_errs264){
vErrors.length = _errs264;
}
else {
vErrors = null;
}
}
}
}
if(data56.addLabel !== undefined){
let data61 = data56.addLabel;
const _errs272 = errors;
let valid103 = false;
const _errs273 = errors;
if(typeof data61 === "string"){
if(func3(data61) < 1){
const err178 = {instancePath:instancePath+"/props/addLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/addLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema132,data:data61};
if(vErrors === null){
vErrors = [err178];
}
else {
vErrors.push(err178);
}
errors++;
}
}
else {
const err179 = {instancePath:instancePath+"/props/addLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/addLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema132.type,parentSchema:schema132,data:data61};
if(vErrors === null){
vErrors = [err179];
}
else {
vErrors.push(err179);
}
errors++;
}
var _valid31 = _errs273 === errors;
valid103 = valid103 || _valid31;
const _errs276 = errors;
if(typeof data61 === "string"){
if(!pattern4.test(data61)){
const err180 = {instancePath:instancePath+"/props/addLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data61};
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
const err181 = {instancePath:instancePath+"/props/addLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data61};
if(vErrors === null){
vErrors = [err181];
}
else {
vErrors.push(err181);
}
errors++;
}
var _valid31 = _errs276 === errors;
valid103 = valid103 || _valid31;
if(!valid103){
const err182 = {instancePath:instancePath+"/props/addLabel",schemaPath:"#/allOf/5/then/properties/props/properties/addLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[5].then.properties.props.properties.addLabel.anyOf,parentSchema:schema74.allOf[5].then.properties.props.properties.addLabel,data:data61};
if(vErrors === null){
vErrors = [err182];
}
else {
vErrors.push(err182);
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
}
if(data56.tooLargeMessage !== undefined){
let data62 = data56.tooLargeMessage;
const _errs280 = errors;
let valid106 = false;
const _errs281 = errors;
if(typeof data62 === "string"){
if(func3(data62) < 1){
const err183 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/tooLargeMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema134,data:data62};
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
const err184 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/tooLargeMessage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema134.type,parentSchema:schema134,data:data62};
if(vErrors === null){
vErrors = [err184];
}
else {
vErrors.push(err184);
}
errors++;
}
var _valid32 = _errs281 === errors;
valid106 = valid106 || _valid32;
const _errs284 = errors;
if(typeof data62 === "string"){
if(!pattern4.test(data62)){
const err185 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data62};
if(vErrors === null){
vErrors = [err185];
}
else {
vErrors.push(err185);
}
errors++;
}
}
else {
const err186 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data62};
if(vErrors === null){
vErrors = [err186];
}
else {
vErrors.push(err186);
}
errors++;
}
var _valid32 = _errs284 === errors;
valid106 = valid106 || _valid32;
if(!valid106){
const err187 = {instancePath:instancePath+"/props/tooLargeMessage",schemaPath:"#/allOf/5/then/properties/props/properties/tooLargeMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[5].then.properties.props.properties.tooLargeMessage.anyOf,parentSchema:schema74.allOf[5].then.properties.props.properties.tooLargeMessage,data:data62};
if(vErrors === null){
vErrors = [err187];
}
else {
vErrors.push(err187);
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
if(data56.notImageMessage !== undefined){
let data63 = data56.notImageMessage;
const _errs288 = errors;
let valid109 = false;
const _errs289 = errors;
if(typeof data63 === "string"){
if(func3(data63) < 1){
const err188 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/notImageMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema136,data:data63};
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
const err189 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/notImageMessage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema136.type,parentSchema:schema136,data:data63};
if(vErrors === null){
vErrors = [err189];
}
else {
vErrors.push(err189);
}
errors++;
}
var _valid33 = _errs289 === errors;
valid109 = valid109 || _valid33;
const _errs292 = errors;
if(typeof data63 === "string"){
if(!pattern4.test(data63)){
const err190 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data63};
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
const err191 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data63};
if(vErrors === null){
vErrors = [err191];
}
else {
vErrors.push(err191);
}
errors++;
}
var _valid33 = _errs292 === errors;
valid109 = valid109 || _valid33;
if(!valid109){
const err192 = {instancePath:instancePath+"/props/notImageMessage",schemaPath:"#/allOf/5/then/properties/props/properties/notImageMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[5].then.properties.props.properties.notImageMessage.anyOf,parentSchema:schema74.allOf[5].then.properties.props.properties.notImageMessage,data:data63};
if(vErrors === null){
vErrors = [err192];
}
else {
vErrors.push(err192);
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
if(data56.fullMessage !== undefined){
let data64 = data56.fullMessage;
const _errs296 = errors;
let valid112 = false;
const _errs297 = errors;
if(typeof data64 === "string"){
if(func3(data64) < 1){
const err193 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/fullMessage/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema138,data:data64};
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
const err194 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"widgets/ImagePicker.schema.json#/properties/fullMessage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema138.type,parentSchema:schema138,data:data64};
if(vErrors === null){
vErrors = [err194];
}
else {
vErrors.push(err194);
}
errors++;
}
var _valid34 = _errs297 === errors;
valid112 = valid112 || _valid34;
const _errs300 = errors;
if(typeof data64 === "string"){
if(!pattern4.test(data64)){
const err195 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data64};
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
const err196 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data64};
if(vErrors === null){
vErrors = [err196];
}
else {
vErrors.push(err196);
}
errors++;
}
var _valid34 = _errs300 === errors;
valid112 = valid112 || _valid34;
if(!valid112){
const err197 = {instancePath:instancePath+"/props/fullMessage",schemaPath:"#/allOf/5/then/properties/props/properties/fullMessage/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[5].then.properties.props.properties.fullMessage.anyOf,parentSchema:schema74.allOf[5].then.properties.props.properties.fullMessage,data:data64};
if(vErrors === null){
vErrors = [err197];
}
else {
vErrors.push(err197);
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
if(data56.imageAlt !== undefined){
let data65 = data56.imageAlt;
const _errs304 = errors;
let valid115 = false;
const _errs305 = errors;
if(typeof data65 === "string"){
if(func3(data65) < 1){
const err198 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/ImagePicker.schema.json#/properties/imageAlt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema140,data:data65};
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
const err199 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/ImagePicker.schema.json#/properties/imageAlt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema140.type,parentSchema:schema140,data:data65};
if(vErrors === null){
vErrors = [err199];
}
else {
vErrors.push(err199);
}
errors++;
}
var _valid35 = _errs305 === errors;
valid115 = valid115 || _valid35;
const _errs308 = errors;
if(typeof data65 === "string"){
if(!pattern4.test(data65)){
const err200 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data65};
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
const err201 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data65};
if(vErrors === null){
vErrors = [err201];
}
else {
vErrors.push(err201);
}
errors++;
}
var _valid35 = _errs308 === errors;
valid115 = valid115 || _valid35;
if(!valid115){
const err202 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/5/then/properties/props/properties/imageAlt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[5].then.properties.props.properties.imageAlt.anyOf,parentSchema:schema74.allOf[5].then.properties.props.properties.imageAlt,data:data65};
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
if(data56.removeLabel !== undefined){
let data66 = data56.removeLabel;
const _errs312 = errors;
let valid118 = false;
const _errs313 = errors;
if(typeof data66 === "string"){
if(func3(data66) < 1){
const err203 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/removeLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema142,data:data66};
if(vErrors === null){
vErrors = [err203];
}
else {
vErrors.push(err203);
}
errors++;
}
}
else {
const err204 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"widgets/ImagePicker.schema.json#/properties/removeLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema142.type,parentSchema:schema142,data:data66};
if(vErrors === null){
vErrors = [err204];
}
else {
vErrors.push(err204);
}
errors++;
}
var _valid36 = _errs313 === errors;
valid118 = valid118 || _valid36;
const _errs316 = errors;
if(typeof data66 === "string"){
if(!pattern4.test(data66)){
const err205 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data66};
if(vErrors === null){
vErrors = [err205];
}
else {
vErrors.push(err205);
}
errors++;
}
}
else {
const err206 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data66};
if(vErrors === null){
vErrors = [err206];
}
else {
vErrors.push(err206);
}
errors++;
}
var _valid36 = _errs316 === errors;
valid118 = valid118 || _valid36;
if(!valid118){
const err207 = {instancePath:instancePath+"/props/removeLabel",schemaPath:"#/allOf/5/then/properties/props/properties/removeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[5].then.properties.props.properties.removeLabel.anyOf,parentSchema:schema74.allOf[5].then.properties.props.properties.removeLabel,data:data66};
if(vErrors === null){
vErrors = [err207];
}
else {
vErrors.push(err207);
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
const err208 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/5/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[5].then.properties.props.type,parentSchema:schema74.allOf[5].then.properties.props,data:data56};
if(vErrors === null){
vErrors = [err208];
}
else {
vErrors.push(err208);
}
errors++;
}
}
if(data.on !== undefined){
let data67 = data.on;
if(data67 && typeof data67 == "object" && !Array.isArray(data67)){
for(const key11 in data67){
if(!(((key11 === "change") || (key11 === "pick")) || (key11 === "reject"))){
const err209 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key11},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[5].then.properties.on,data:data67};
if(vErrors === null){
vErrors = [err209];
}
else {
vErrors.push(err209);
}
errors++;
}
}
if(data67.change !== undefined){
if(!(validate65(data67.change, {instancePath:instancePath+"/on/change",parentData:data67,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
if(data67.pick !== undefined){
if(!(validate65(data67.pick, {instancePath:instancePath+"/on/pick",parentData:data67,parentDataProperty:"pick",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
if(data67.reject !== undefined){
if(!(validate65(data67.reject, {instancePath:instancePath+"/on/reject",parentData:data67,parentDataProperty:"reject",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err210 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/5/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[5].then.properties.on.type,parentSchema:schema74.allOf[5].then.properties.on,data:data67};
if(vErrors === null){
vErrors = [err210];
}
else {
vErrors.push(err210);
}
errors++;
}
}
if(data.children !== undefined){
const err211 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/5/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[5].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err211];
}
else {
vErrors.push(err211);
}
errors++;
}
}
var _valid26 = _errs234 === errors;
valid87 = _valid26;
if(valid87){
var props5 = {};
props5.type = true;
props5.props = true;
props5.on = true;
props5.children = true;
}
}
if(!valid87){
const err212 = {instancePath,schemaPath:"#/allOf/5/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[5].if,parentSchema:schema74.allOf[5],data};
if(vErrors === null){
vErrors = [err212];
}
else {
vErrors.push(err212);
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
const _errs326 = errors;
let valid122 = true;
const _errs327 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing6;
if((data.type === undefined) && (missing6 = "type")){
const err213 = {};
if(vErrors === null){
vErrors = [err213];
}
else {
vErrors.push(err213);
}
errors++;
}
else {
if(data.type !== undefined){
if("InfoList" !== data.type){
const err214 = {};
if(vErrors === null){
vErrors = [err214];
}
else {
vErrors.push(err214);
}
errors++;
}
}
}
}
var _valid37 = _errs327 === errors;
errors = _errs326;
if(vErrors !== null){
if(_errs326){
vErrors.length = _errs326;
}
else {
vErrors = null;
}
}
if(_valid37){
const _errs329 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err215 = {instancePath,schemaPath:"#/allOf/6/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[6].then.required,parentSchema:schema74.allOf[6].then,data};
if(vErrors === null){
vErrors = [err215];
}
else {
vErrors.push(err215);
}
errors++;
}
if(data.type !== undefined){
let data73 = data.type;
if("InfoList" !== data73){
const err216 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/6/then/properties/type/const",keyword:"const",params:{allowedValue: "InfoList"},message:"must be equal to constant",schema:"InfoList",parentSchema:schema74.allOf[6].then.properties.type,data:data73};
if(vErrors === null){
vErrors = [err216];
}
else {
vErrors.push(err216);
}
errors++;
}
}
if(data.props !== undefined){
let data74 = data.props;
if(data74 && typeof data74 == "object" && !Array.isArray(data74)){
if(data74.rows === undefined){
const err217 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/required",keyword:"required",params:{missingProperty: "rows"},message:"must have required property '"+"rows"+"'",schema:schema74.allOf[6].then.properties.props.required,parentSchema:schema74.allOf[6].then.properties.props,data:data74};
if(vErrors === null){
vErrors = [err217];
}
else {
vErrors.push(err217);
}
errors++;
}
for(const key12 in data74){
if(!(func1.call(schema74.allOf[6].then.properties.props.properties, key12))){
const err218 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key12},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[6].then.properties.props,data:data74};
if(vErrors === null){
vErrors = [err218];
}
else {
vErrors.push(err218);
}
errors++;
}
}
if(data74.title !== undefined){
let data75 = data74.title;
const _errs335 = errors;
let valid126 = false;
const _errs336 = errors;
if(typeof data75 !== "string"){
const err219 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/InfoList.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema145.type,parentSchema:schema145,data:data75};
if(vErrors === null){
vErrors = [err219];
}
else {
vErrors.push(err219);
}
errors++;
}
var _valid38 = _errs336 === errors;
valid126 = valid126 || _valid38;
const _errs339 = errors;
if(typeof data75 === "string"){
if(!pattern4.test(data75)){
const err220 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data75};
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
const err221 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data75};
if(vErrors === null){
vErrors = [err221];
}
else {
vErrors.push(err221);
}
errors++;
}
var _valid38 = _errs339 === errors;
valid126 = valid126 || _valid38;
if(!valid126){
const err222 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/6/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[6].then.properties.props.properties.title.anyOf,parentSchema:schema74.allOf[6].then.properties.props.properties.title,data:data75};
if(vErrors === null){
vErrors = [err222];
}
else {
vErrors.push(err222);
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
if(data74.rows !== undefined){
let data76 = data74.rows;
const _errs343 = errors;
let valid129 = false;
const _errs344 = errors;
if(Array.isArray(data76)){
const len0 = data76.length;
for(let i0=0; i0<len0; i0++){
let data77 = data76[i0];
if(data77 && typeof data77 == "object" && !Array.isArray(data77)){
if(data77.text !== undefined){
let data78 = data77.text;
if((typeof data78 !== "string") && (!((typeof data78 == "number") && (isFinite(data78))))){
const err223 = {instancePath:instancePath+"/props/rows/" + i0+"/text",schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/properties/text/type",keyword:"type",params:{type: schema147.items.properties.text.type},message:"must be string,number",schema:schema147.items.properties.text.type,parentSchema:schema147.items.properties.text,data:data78};
if(vErrors === null){
vErrors = [err223];
}
else {
vErrors.push(err223);
}
errors++;
}
}
if(data77.value !== undefined){
let data79 = data77.value;
if((typeof data79 !== "string") && (!((typeof data79 == "number") && (isFinite(data79))))){
const err224 = {instancePath:instancePath+"/props/rows/" + i0+"/value",schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/properties/value/type",keyword:"type",params:{type: schema147.items.properties.value.type},message:"must be string,number",schema:schema147.items.properties.value.type,parentSchema:schema147.items.properties.value,data:data79};
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
const err225 = {instancePath:instancePath+"/props/rows/" + i0,schemaPath:"widgets/InfoList.schema.json#/properties/rows/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema147.items.type,parentSchema:schema147.items,data:data77};
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
else {
const err226 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/InfoList.schema.json#/properties/rows/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema147.type,parentSchema:schema147,data:data76};
if(vErrors === null){
vErrors = [err226];
}
else {
vErrors.push(err226);
}
errors++;
}
var _valid39 = _errs344 === errors;
valid129 = valid129 || _valid39;
const _errs353 = errors;
if(typeof data76 === "string"){
if(!pattern4.test(data76)){
const err227 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data76};
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
const err228 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data76};
if(vErrors === null){
vErrors = [err228];
}
else {
vErrors.push(err228);
}
errors++;
}
var _valid39 = _errs353 === errors;
valid129 = valid129 || _valid39;
if(!valid129){
const err229 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/6/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[6].then.properties.props.properties.rows.anyOf,parentSchema:schema74.allOf[6].then.properties.props.properties.rows,data:data76};
if(vErrors === null){
vErrors = [err229];
}
else {
vErrors.push(err229);
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
if(data74.labelKey !== undefined){
let data80 = data74.labelKey;
const _errs357 = errors;
let valid135 = false;
const _errs358 = errors;
if(typeof data80 === "string"){
if(func3(data80) < 1){
const err230 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/InfoList.schema.json#/properties/labelKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema149,data:data80};
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
const err231 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/InfoList.schema.json#/properties/labelKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema149.type,parentSchema:schema149,data:data80};
if(vErrors === null){
vErrors = [err231];
}
else {
vErrors.push(err231);
}
errors++;
}
var _valid40 = _errs358 === errors;
valid135 = valid135 || _valid40;
const _errs361 = errors;
if(typeof data80 === "string"){
if(!pattern4.test(data80)){
const err232 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data80};
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
const err233 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data80};
if(vErrors === null){
vErrors = [err233];
}
else {
vErrors.push(err233);
}
errors++;
}
var _valid40 = _errs361 === errors;
valid135 = valid135 || _valid40;
if(!valid135){
const err234 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/6/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[6].then.properties.props.properties.labelKey.anyOf,parentSchema:schema74.allOf[6].then.properties.props.properties.labelKey,data:data80};
if(vErrors === null){
vErrors = [err234];
}
else {
vErrors.push(err234);
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
if(data74.valueKey !== undefined){
let data81 = data74.valueKey;
const _errs365 = errors;
let valid138 = false;
const _errs366 = errors;
if(typeof data81 === "string"){
if(func3(data81) < 1){
const err235 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/InfoList.schema.json#/properties/valueKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema151,data:data81};
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
const err236 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/InfoList.schema.json#/properties/valueKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema151.type,parentSchema:schema151,data:data81};
if(vErrors === null){
vErrors = [err236];
}
else {
vErrors.push(err236);
}
errors++;
}
var _valid41 = _errs366 === errors;
valid138 = valid138 || _valid41;
const _errs369 = errors;
if(typeof data81 === "string"){
if(!pattern4.test(data81)){
const err237 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data81};
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
const err238 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data81};
if(vErrors === null){
vErrors = [err238];
}
else {
vErrors.push(err238);
}
errors++;
}
var _valid41 = _errs369 === errors;
valid138 = valid138 || _valid41;
if(!valid138){
const err239 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/6/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[6].then.properties.props.properties.valueKey.anyOf,parentSchema:schema74.allOf[6].then.properties.props.properties.valueKey,data:data81};
if(vErrors === null){
vErrors = [err239];
}
else {
vErrors.push(err239);
}
errors++;
}
else {
errors = _errs365;
if(vErrors !== null){
if(_errs365){
vErrors.length = _errs365;
}
else {
vErrors = null;
}
}
}
}
if(data74.collapsedRows !== undefined){
let data82 = data74.collapsedRows;
const _errs373 = errors;
let valid141 = false;
const _errs374 = errors;
if(!(((typeof data82 == "number") && (!(data82 % 1) && !isNaN(data82))) && (isFinite(data82)))){
const err240 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"widgets/InfoList.schema.json#/properties/collapsedRows/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema153.type,parentSchema:schema153,data:data82};
if(vErrors === null){
vErrors = [err240];
}
else {
vErrors.push(err240);
}
errors++;
}
if((typeof data82 == "number") && (isFinite(data82))){
if(data82 < 1 || isNaN(data82)){
const err241 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"widgets/InfoList.schema.json#/properties/collapsedRows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema153,data:data82};
if(vErrors === null){
vErrors = [err241];
}
else {
vErrors.push(err241);
}
errors++;
}
}
var _valid42 = _errs374 === errors;
valid141 = valid141 || _valid42;
const _errs377 = errors;
if(typeof data82 === "string"){
if(!pattern4.test(data82)){
const err242 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data82};
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
const err243 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data82};
if(vErrors === null){
vErrors = [err243];
}
else {
vErrors.push(err243);
}
errors++;
}
var _valid42 = _errs377 === errors;
valid141 = valid141 || _valid42;
if(!valid141){
const err244 = {instancePath:instancePath+"/props/collapsedRows",schemaPath:"#/allOf/6/then/properties/props/properties/collapsedRows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[6].then.properties.props.properties.collapsedRows.anyOf,parentSchema:schema74.allOf[6].then.properties.props.properties.collapsedRows,data:data82};
if(vErrors === null){
vErrors = [err244];
}
else {
vErrors.push(err244);
}
errors++;
}
else {
errors = _errs373;
if(vErrors !== null){
if(_errs373){
vErrors.length = _errs373;
}
else {
vErrors = null;
}
}
}
}
if(data74.moreLabel !== undefined){
let data83 = data74.moreLabel;
const _errs381 = errors;
let valid144 = false;
const _errs382 = errors;
if(typeof data83 === "string"){
if(func3(data83) < 1){
const err245 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"widgets/InfoList.schema.json#/properties/moreLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema155,data:data83};
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
const err246 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"widgets/InfoList.schema.json#/properties/moreLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema155.type,parentSchema:schema155,data:data83};
if(vErrors === null){
vErrors = [err246];
}
else {
vErrors.push(err246);
}
errors++;
}
var _valid43 = _errs382 === errors;
valid144 = valid144 || _valid43;
const _errs385 = errors;
if(typeof data83 === "string"){
if(!pattern4.test(data83)){
const err247 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data83};
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
const err248 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data83};
if(vErrors === null){
vErrors = [err248];
}
else {
vErrors.push(err248);
}
errors++;
}
var _valid43 = _errs385 === errors;
valid144 = valid144 || _valid43;
if(!valid144){
const err249 = {instancePath:instancePath+"/props/moreLabel",schemaPath:"#/allOf/6/then/properties/props/properties/moreLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[6].then.properties.props.properties.moreLabel.anyOf,parentSchema:schema74.allOf[6].then.properties.props.properties.moreLabel,data:data83};
if(vErrors === null){
vErrors = [err249];
}
else {
vErrors.push(err249);
}
errors++;
}
else {
errors = _errs381;
if(vErrors !== null){
if(_errs381){
vErrors.length = _errs381;
}
else {
vErrors = null;
}
}
}
}
if(data74.lessLabel !== undefined){
let data84 = data74.lessLabel;
const _errs389 = errors;
let valid147 = false;
const _errs390 = errors;
if(typeof data84 === "string"){
if(func3(data84) < 1){
const err250 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"widgets/InfoList.schema.json#/properties/lessLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema157,data:data84};
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
const err251 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"widgets/InfoList.schema.json#/properties/lessLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema157.type,parentSchema:schema157,data:data84};
if(vErrors === null){
vErrors = [err251];
}
else {
vErrors.push(err251);
}
errors++;
}
var _valid44 = _errs390 === errors;
valid147 = valid147 || _valid44;
const _errs393 = errors;
if(typeof data84 === "string"){
if(!pattern4.test(data84)){
const err252 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data84};
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
const err253 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data84};
if(vErrors === null){
vErrors = [err253];
}
else {
vErrors.push(err253);
}
errors++;
}
var _valid44 = _errs393 === errors;
valid147 = valid147 || _valid44;
if(!valid147){
const err254 = {instancePath:instancePath+"/props/lessLabel",schemaPath:"#/allOf/6/then/properties/props/properties/lessLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[6].then.properties.props.properties.lessLabel.anyOf,parentSchema:schema74.allOf[6].then.properties.props.properties.lessLabel,data:data84};
if(vErrors === null){
vErrors = [err254];
}
else {
vErrors.push(err254);
}
errors++;
}
else {
errors = _errs389;
if(vErrors !== null){
if(_errs389){
vErrors.length = _errs389;
}
else {
vErrors = null;
}
}
}
}
if(data74.emptyText !== undefined){
let data85 = data74.emptyText;
const _errs397 = errors;
let valid150 = false;
const _errs398 = errors;
if(typeof data85 !== "string"){
const err255 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/InfoList.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema159.type,parentSchema:schema159,data:data85};
if(vErrors === null){
vErrors = [err255];
}
else {
vErrors.push(err255);
}
errors++;
}
var _valid45 = _errs398 === errors;
valid150 = valid150 || _valid45;
const _errs401 = errors;
if(typeof data85 === "string"){
if(!pattern4.test(data85)){
const err256 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data85};
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
const err257 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data85};
if(vErrors === null){
vErrors = [err257];
}
else {
vErrors.push(err257);
}
errors++;
}
var _valid45 = _errs401 === errors;
valid150 = valid150 || _valid45;
if(!valid150){
const err258 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/6/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[6].then.properties.props.properties.emptyText.anyOf,parentSchema:schema74.allOf[6].then.properties.props.properties.emptyText,data:data85};
if(vErrors === null){
vErrors = [err258];
}
else {
vErrors.push(err258);
}
errors++;
}
else {
errors = _errs397;
if(vErrors !== null){
if(_errs397){
vErrors.length = _errs397;
}
else {
vErrors = null;
}
}
}
}
if(data74.surface !== undefined){
let data86 = data74.surface;
const _errs405 = errors;
let valid153 = false;
const _errs406 = errors;
if(!((data86 === "card") || (data86 === "none"))){
const err259 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/InfoList.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema161.enum},message:"must be equal to one of the allowed values",schema:schema161.enum,parentSchema:schema161,data:data86};
if(vErrors === null){
vErrors = [err259];
}
else {
vErrors.push(err259);
}
errors++;
}
var _valid46 = _errs406 === errors;
valid153 = valid153 || _valid46;
const _errs408 = errors;
if(typeof data86 === "string"){
if(!pattern4.test(data86)){
const err260 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data86};
if(vErrors === null){
vErrors = [err260];
}
else {
vErrors.push(err260);
}
errors++;
}
}
else {
const err261 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data86};
if(vErrors === null){
vErrors = [err261];
}
else {
vErrors.push(err261);
}
errors++;
}
var _valid46 = _errs408 === errors;
valid153 = valid153 || _valid46;
if(!valid153){
const err262 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/6/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[6].then.properties.props.properties.surface.anyOf,parentSchema:schema74.allOf[6].then.properties.props.properties.surface,data:data86};
if(vErrors === null){
vErrors = [err262];
}
else {
vErrors.push(err262);
}
errors++;
}
else {
errors = _errs405;
if(vErrors !== null){
if(_errs405){
vErrors.length = _errs405;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err263 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/6/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[6].then.properties.props.type,parentSchema:schema74.allOf[6].then.properties.props,data:data74};
if(vErrors === null){
vErrors = [err263];
}
else {
vErrors.push(err263);
}
errors++;
}
}
if(data.on !== undefined){
let data87 = data.on;
if(data87 && typeof data87 == "object" && !Array.isArray(data87)){
for(const key13 in data87){
const err264 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key13},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[6].then.properties.on,data:data87};
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
const err265 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/6/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[6].then.properties.on.type,parentSchema:schema74.allOf[6].then.properties.on,data:data87};
if(vErrors === null){
vErrors = [err265];
}
else {
vErrors.push(err265);
}
errors++;
}
}
if(data.children !== undefined){
const err266 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/6/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[6].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err266];
}
else {
vErrors.push(err266);
}
errors++;
}
if(data.bind !== undefined){
const err267 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/6/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[6].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err267];
}
else {
vErrors.push(err267);
}
errors++;
}
}
var _valid37 = _errs329 === errors;
valid122 = _valid37;
if(valid122){
var props6 = {};
props6.type = true;
props6.props = true;
props6.on = true;
props6.children = true;
props6.bind = true;
}
}
if(!valid122){
const err268 = {instancePath,schemaPath:"#/allOf/6/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[6].if,parentSchema:schema74.allOf[6],data};
if(vErrors === null){
vErrors = [err268];
}
else {
vErrors.push(err268);
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
const _errs415 = errors;
let valid156 = true;
const _errs416 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.type === undefined) && (missing7 = "type")){
const err269 = {};
if(vErrors === null){
vErrors = [err269];
}
else {
vErrors.push(err269);
}
errors++;
}
else {
if(data.type !== undefined){
if("ListItem" !== data.type){
const err270 = {};
if(vErrors === null){
vErrors = [err270];
}
else {
vErrors.push(err270);
}
errors++;
}
}
}
}
var _valid47 = _errs416 === errors;
errors = _errs415;
if(vErrors !== null){
if(_errs415){
vErrors.length = _errs415;
}
else {
vErrors = null;
}
}
if(_valid47){
const _errs418 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err271 = {instancePath,schemaPath:"#/allOf/7/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[7].then.required,parentSchema:schema74.allOf[7].then,data};
if(vErrors === null){
vErrors = [err271];
}
else {
vErrors.push(err271);
}
errors++;
}
if(data.type !== undefined){
let data91 = data.type;
if("ListItem" !== data91){
const err272 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/7/then/properties/type/const",keyword:"const",params:{allowedValue: "ListItem"},message:"must be equal to constant",schema:"ListItem",parentSchema:schema74.allOf[7].then.properties.type,data:data91};
if(vErrors === null){
vErrors = [err272];
}
else {
vErrors.push(err272);
}
errors++;
}
}
if(data.props !== undefined){
let data92 = data.props;
if(data92 && typeof data92 == "object" && !Array.isArray(data92)){
if(data92.title === undefined){
const err273 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema74.allOf[7].then.properties.props.required,parentSchema:schema74.allOf[7].then.properties.props,data:data92};
if(vErrors === null){
vErrors = [err273];
}
else {
vErrors.push(err273);
}
errors++;
}
for(const key14 in data92){
if(!((((((((key14 === "title") || (key14 === "subtitle")) || (key14 === "meta")) || (key14 === "body")) || (key14 === "image")) || (key14 === "chevron")) || (key14 === "selected")) || (key14 === "tappable"))){
const err274 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key14},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[7].then.properties.props,data:data92};
if(vErrors === null){
vErrors = [err274];
}
else {
vErrors.push(err274);
}
errors++;
}
}
if(data92.title !== undefined){
let data93 = data92.title;
const _errs424 = errors;
let valid160 = false;
const _errs425 = errors;
if(typeof data93 !== "string"){
const err275 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/ListItem.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema164.type,parentSchema:schema164,data:data93};
if(vErrors === null){
vErrors = [err275];
}
else {
vErrors.push(err275);
}
errors++;
}
var _valid48 = _errs425 === errors;
valid160 = valid160 || _valid48;
const _errs428 = errors;
if(typeof data93 === "string"){
if(!pattern4.test(data93)){
const err276 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data93};
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
const err277 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data93};
if(vErrors === null){
vErrors = [err277];
}
else {
vErrors.push(err277);
}
errors++;
}
var _valid48 = _errs428 === errors;
valid160 = valid160 || _valid48;
if(!valid160){
const err278 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/7/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[7].then.properties.props.properties.title.anyOf,parentSchema:schema74.allOf[7].then.properties.props.properties.title,data:data93};
if(vErrors === null){
vErrors = [err278];
}
else {
vErrors.push(err278);
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
if(data92.subtitle !== undefined){
let data94 = data92.subtitle;
const _errs432 = errors;
let valid163 = false;
const _errs433 = errors;
if(typeof data94 !== "string"){
const err279 = {instancePath:instancePath+"/props/subtitle",schemaPath:"widgets/ListItem.schema.json#/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema166.type,parentSchema:schema166,data:data94};
if(vErrors === null){
vErrors = [err279];
}
else {
vErrors.push(err279);
}
errors++;
}
var _valid49 = _errs433 === errors;
valid163 = valid163 || _valid49;
const _errs436 = errors;
if(typeof data94 === "string"){
if(!pattern4.test(data94)){
const err280 = {instancePath:instancePath+"/props/subtitle",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data94};
if(vErrors === null){
vErrors = [err280];
}
else {
vErrors.push(err280);
}
errors++;
}
}
else {
const err281 = {instancePath:instancePath+"/props/subtitle",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data94};
if(vErrors === null){
vErrors = [err281];
}
else {
vErrors.push(err281);
}
errors++;
}
var _valid49 = _errs436 === errors;
valid163 = valid163 || _valid49;
if(!valid163){
const err282 = {instancePath:instancePath+"/props/subtitle",schemaPath:"#/allOf/7/then/properties/props/properties/subtitle/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[7].then.properties.props.properties.subtitle.anyOf,parentSchema:schema74.allOf[7].then.properties.props.properties.subtitle,data:data94};
if(vErrors === null){
vErrors = [err282];
}
else {
vErrors.push(err282);
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
if(data92.meta !== undefined){
let data95 = data92.meta;
const _errs440 = errors;
let valid166 = false;
const _errs441 = errors;
if(typeof data95 !== "string"){
const err283 = {instancePath:instancePath+"/props/meta",schemaPath:"widgets/ListItem.schema.json#/properties/meta/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema168.type,parentSchema:schema168,data:data95};
if(vErrors === null){
vErrors = [err283];
}
else {
vErrors.push(err283);
}
errors++;
}
var _valid50 = _errs441 === errors;
valid166 = valid166 || _valid50;
const _errs444 = errors;
if(typeof data95 === "string"){
if(!pattern4.test(data95)){
const err284 = {instancePath:instancePath+"/props/meta",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data95};
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
const err285 = {instancePath:instancePath+"/props/meta",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data95};
if(vErrors === null){
vErrors = [err285];
}
else {
vErrors.push(err285);
}
errors++;
}
var _valid50 = _errs444 === errors;
valid166 = valid166 || _valid50;
if(!valid166){
const err286 = {instancePath:instancePath+"/props/meta",schemaPath:"#/allOf/7/then/properties/props/properties/meta/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[7].then.properties.props.properties.meta.anyOf,parentSchema:schema74.allOf[7].then.properties.props.properties.meta,data:data95};
if(vErrors === null){
vErrors = [err286];
}
else {
vErrors.push(err286);
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
if(data92.body !== undefined){
let data96 = data92.body;
const _errs448 = errors;
let valid169 = false;
const _errs449 = errors;
if(typeof data96 !== "string"){
const err287 = {instancePath:instancePath+"/props/body",schemaPath:"widgets/ListItem.schema.json#/properties/body/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema170.type,parentSchema:schema170,data:data96};
if(vErrors === null){
vErrors = [err287];
}
else {
vErrors.push(err287);
}
errors++;
}
var _valid51 = _errs449 === errors;
valid169 = valid169 || _valid51;
const _errs452 = errors;
if(typeof data96 === "string"){
if(!pattern4.test(data96)){
const err288 = {instancePath:instancePath+"/props/body",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data96};
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
const err289 = {instancePath:instancePath+"/props/body",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data96};
if(vErrors === null){
vErrors = [err289];
}
else {
vErrors.push(err289);
}
errors++;
}
var _valid51 = _errs452 === errors;
valid169 = valid169 || _valid51;
if(!valid169){
const err290 = {instancePath:instancePath+"/props/body",schemaPath:"#/allOf/7/then/properties/props/properties/body/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[7].then.properties.props.properties.body.anyOf,parentSchema:schema74.allOf[7].then.properties.props.properties.body,data:data96};
if(vErrors === null){
vErrors = [err290];
}
else {
vErrors.push(err290);
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
if(data92.image !== undefined){
let data97 = data92.image;
const _errs456 = errors;
let valid172 = false;
const _errs457 = errors;
if(typeof data97 !== "string"){
const err291 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/ListItem.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema172.type,parentSchema:schema172,data:data97};
if(vErrors === null){
vErrors = [err291];
}
else {
vErrors.push(err291);
}
errors++;
}
var _valid52 = _errs457 === errors;
valid172 = valid172 || _valid52;
const _errs460 = errors;
if(typeof data97 === "string"){
if(!pattern4.test(data97)){
const err292 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data97};
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
const err293 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data97};
if(vErrors === null){
vErrors = [err293];
}
else {
vErrors.push(err293);
}
errors++;
}
var _valid52 = _errs460 === errors;
valid172 = valid172 || _valid52;
if(!valid172){
const err294 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/7/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[7].then.properties.props.properties.image.anyOf,parentSchema:schema74.allOf[7].then.properties.props.properties.image,data:data97};
if(vErrors === null){
vErrors = [err294];
}
else {
vErrors.push(err294);
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
if(data92.chevron !== undefined){
let data98 = data92.chevron;
const _errs464 = errors;
let valid175 = false;
const _errs465 = errors;
if(typeof data98 !== "boolean"){
const err295 = {instancePath:instancePath+"/props/chevron",schemaPath:"widgets/ListItem.schema.json#/properties/chevron/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema174.type,parentSchema:schema174,data:data98};
if(vErrors === null){
vErrors = [err295];
}
else {
vErrors.push(err295);
}
errors++;
}
var _valid53 = _errs465 === errors;
valid175 = valid175 || _valid53;
const _errs468 = errors;
if(typeof data98 === "string"){
if(!pattern4.test(data98)){
const err296 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data98};
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
const err297 = {instancePath:instancePath+"/props/chevron",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data98};
if(vErrors === null){
vErrors = [err297];
}
else {
vErrors.push(err297);
}
errors++;
}
var _valid53 = _errs468 === errors;
valid175 = valid175 || _valid53;
if(!valid175){
const err298 = {instancePath:instancePath+"/props/chevron",schemaPath:"#/allOf/7/then/properties/props/properties/chevron/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[7].then.properties.props.properties.chevron.anyOf,parentSchema:schema74.allOf[7].then.properties.props.properties.chevron,data:data98};
if(vErrors === null){
vErrors = [err298];
}
else {
vErrors.push(err298);
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
if(data92.selected !== undefined){
let data99 = data92.selected;
const _errs472 = errors;
let valid178 = false;
const _errs473 = errors;
if(typeof data99 !== "boolean"){
const err299 = {instancePath:instancePath+"/props/selected",schemaPath:"widgets/ListItem.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema176.type,parentSchema:schema176,data:data99};
if(vErrors === null){
vErrors = [err299];
}
else {
vErrors.push(err299);
}
errors++;
}
var _valid54 = _errs473 === errors;
valid178 = valid178 || _valid54;
const _errs476 = errors;
if(typeof data99 === "string"){
if(!pattern4.test(data99)){
const err300 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data99};
if(vErrors === null){
vErrors = [err300];
}
else {
vErrors.push(err300);
}
errors++;
}
}
else {
const err301 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data99};
if(vErrors === null){
vErrors = [err301];
}
else {
vErrors.push(err301);
}
errors++;
}
var _valid54 = _errs476 === errors;
valid178 = valid178 || _valid54;
if(!valid178){
const err302 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/7/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[7].then.properties.props.properties.selected.anyOf,parentSchema:schema74.allOf[7].then.properties.props.properties.selected,data:data99};
if(vErrors === null){
vErrors = [err302];
}
else {
vErrors.push(err302);
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
if(data92.tappable !== undefined){
let data100 = data92.tappable;
const _errs480 = errors;
let valid181 = false;
const _errs481 = errors;
if(typeof data100 !== "boolean"){
const err303 = {instancePath:instancePath+"/props/tappable",schemaPath:"widgets/ListItem.schema.json#/properties/tappable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema178.type,parentSchema:schema178,data:data100};
if(vErrors === null){
vErrors = [err303];
}
else {
vErrors.push(err303);
}
errors++;
}
var _valid55 = _errs481 === errors;
valid181 = valid181 || _valid55;
const _errs484 = errors;
if(typeof data100 === "string"){
if(!pattern4.test(data100)){
const err304 = {instancePath:instancePath+"/props/tappable",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data100};
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
const err305 = {instancePath:instancePath+"/props/tappable",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data100};
if(vErrors === null){
vErrors = [err305];
}
else {
vErrors.push(err305);
}
errors++;
}
var _valid55 = _errs484 === errors;
valid181 = valid181 || _valid55;
if(!valid181){
const err306 = {instancePath:instancePath+"/props/tappable",schemaPath:"#/allOf/7/then/properties/props/properties/tappable/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[7].then.properties.props.properties.tappable.anyOf,parentSchema:schema74.allOf[7].then.properties.props.properties.tappable,data:data100};
if(vErrors === null){
vErrors = [err306];
}
else {
vErrors.push(err306);
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
}
else {
const err307 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/7/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[7].then.properties.props.type,parentSchema:schema74.allOf[7].then.properties.props,data:data92};
if(vErrors === null){
vErrors = [err307];
}
else {
vErrors.push(err307);
}
errors++;
}
}
if(data.on !== undefined){
let data101 = data.on;
if(data101 && typeof data101 == "object" && !Array.isArray(data101)){
for(const key15 in data101){
if(!(key15 === "tap")){
const err308 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key15},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[7].then.properties.on,data:data101};
if(vErrors === null){
vErrors = [err308];
}
else {
vErrors.push(err308);
}
errors++;
}
}
if(data101.tap !== undefined){
if(!(validate65(data101.tap, {instancePath:instancePath+"/on/tap",parentData:data101,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err309 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/7/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[7].then.properties.on.type,parentSchema:schema74.allOf[7].then.properties.on,data:data101};
if(vErrors === null){
vErrors = [err309];
}
else {
vErrors.push(err309);
}
errors++;
}
}
if(data.children !== undefined){
const err310 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/7/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[7].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err310];
}
else {
vErrors.push(err310);
}
errors++;
}
if(data.bind !== undefined){
const err311 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/7/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[7].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err311];
}
else {
vErrors.push(err311);
}
errors++;
}
}
var _valid47 = _errs418 === errors;
valid156 = _valid47;
if(valid156){
var props7 = {};
props7.type = true;
props7.props = true;
props7.on = true;
props7.children = true;
props7.bind = true;
}
}
if(!valid156){
const err312 = {instancePath,schemaPath:"#/allOf/7/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[7].if,parentSchema:schema74.allOf[7],data};
if(vErrors === null){
vErrors = [err312];
}
else {
vErrors.push(err312);
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
const _errs492 = errors;
let valid185 = true;
const _errs493 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing8;
if((data.type === undefined) && (missing8 = "type")){
const err313 = {};
if(vErrors === null){
vErrors = [err313];
}
else {
vErrors.push(err313);
}
errors++;
}
else {
if(data.type !== undefined){
if("Notice" !== data.type){
const err314 = {};
if(vErrors === null){
vErrors = [err314];
}
else {
vErrors.push(err314);
}
errors++;
}
}
}
}
var _valid56 = _errs493 === errors;
errors = _errs492;
if(vErrors !== null){
if(_errs492){
vErrors.length = _errs492;
}
else {
vErrors = null;
}
}
if(_valid56){
const _errs495 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err315 = {instancePath,schemaPath:"#/allOf/8/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[8].then.required,parentSchema:schema74.allOf[8].then,data};
if(vErrors === null){
vErrors = [err315];
}
else {
vErrors.push(err315);
}
errors++;
}
if(data.type !== undefined){
let data106 = data.type;
if("Notice" !== data106){
const err316 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/8/then/properties/type/const",keyword:"const",params:{allowedValue: "Notice"},message:"must be equal to constant",schema:"Notice",parentSchema:schema74.allOf[8].then.properties.type,data:data106};
if(vErrors === null){
vErrors = [err316];
}
else {
vErrors.push(err316);
}
errors++;
}
}
if(data.props !== undefined){
let data107 = data.props;
if(data107 && typeof data107 == "object" && !Array.isArray(data107)){
if(data107.text === undefined){
const err317 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema74.allOf[8].then.properties.props.required,parentSchema:schema74.allOf[8].then.properties.props,data:data107};
if(vErrors === null){
vErrors = [err317];
}
else {
vErrors.push(err317);
}
errors++;
}
for(const key16 in data107){
if(!((key16 === "text") || (key16 === "tone"))){
const err318 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key16},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[8].then.properties.props,data:data107};
if(vErrors === null){
vErrors = [err318];
}
else {
vErrors.push(err318);
}
errors++;
}
}
if(data107.text !== undefined){
let data108 = data107.text;
const _errs501 = errors;
let valid189 = false;
const _errs502 = errors;
if(typeof data108 !== "string"){
const err319 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Notice.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema181.type,parentSchema:schema181,data:data108};
if(vErrors === null){
vErrors = [err319];
}
else {
vErrors.push(err319);
}
errors++;
}
var _valid57 = _errs502 === errors;
valid189 = valid189 || _valid57;
const _errs505 = errors;
if(typeof data108 === "string"){
if(!pattern4.test(data108)){
const err320 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data108};
if(vErrors === null){
vErrors = [err320];
}
else {
vErrors.push(err320);
}
errors++;
}
}
else {
const err321 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data108};
if(vErrors === null){
vErrors = [err321];
}
else {
vErrors.push(err321);
}
errors++;
}
var _valid57 = _errs505 === errors;
valid189 = valid189 || _valid57;
if(!valid189){
const err322 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/8/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[8].then.properties.props.properties.text.anyOf,parentSchema:schema74.allOf[8].then.properties.props.properties.text,data:data108};
if(vErrors === null){
vErrors = [err322];
}
else {
vErrors.push(err322);
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
if(data107.tone !== undefined){
let data109 = data107.tone;
const _errs509 = errors;
let valid192 = false;
const _errs510 = errors;
if(!(((data109 === "info") || (data109 === "warning")) || (data109 === "success"))){
const err323 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Notice.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema183.enum},message:"must be equal to one of the allowed values",schema:schema183.enum,parentSchema:schema183,data:data109};
if(vErrors === null){
vErrors = [err323];
}
else {
vErrors.push(err323);
}
errors++;
}
var _valid58 = _errs510 === errors;
valid192 = valid192 || _valid58;
const _errs512 = errors;
if(typeof data109 === "string"){
if(!pattern4.test(data109)){
const err324 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data109};
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
const err325 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data109};
if(vErrors === null){
vErrors = [err325];
}
else {
vErrors.push(err325);
}
errors++;
}
var _valid58 = _errs512 === errors;
valid192 = valid192 || _valid58;
if(!valid192){
const err326 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/8/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[8].then.properties.props.properties.tone.anyOf,parentSchema:schema74.allOf[8].then.properties.props.properties.tone,data:data109};
if(vErrors === null){
vErrors = [err326];
}
else {
vErrors.push(err326);
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
}
else {
const err327 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/8/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[8].then.properties.props.type,parentSchema:schema74.allOf[8].then.properties.props,data:data107};
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
let data110 = data.on;
if(data110 && typeof data110 == "object" && !Array.isArray(data110)){
for(const key17 in data110){
const err328 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key17},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[8].then.properties.on,data:data110};
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
const err329 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/8/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[8].then.properties.on.type,parentSchema:schema74.allOf[8].then.properties.on,data:data110};
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
const err330 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/8/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[8].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err330];
}
else {
vErrors.push(err330);
}
errors++;
}
if(data.bind !== undefined){
const err331 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/8/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[8].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err331];
}
else {
vErrors.push(err331);
}
errors++;
}
}
var _valid56 = _errs495 === errors;
valid185 = _valid56;
if(valid185){
var props8 = {};
props8.type = true;
props8.props = true;
props8.on = true;
props8.children = true;
props8.bind = true;
}
}
if(!valid185){
const err332 = {instancePath,schemaPath:"#/allOf/8/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[8].if,parentSchema:schema74.allOf[8],data};
if(vErrors === null){
vErrors = [err332];
}
else {
vErrors.push(err332);
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
const _errs519 = errors;
let valid195 = true;
const _errs520 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing9;
if((data.type === undefined) && (missing9 = "type")){
const err333 = {};
if(vErrors === null){
vErrors = [err333];
}
else {
vErrors.push(err333);
}
errors++;
}
else {
if(data.type !== undefined){
if("PhotoInfo" !== data.type){
const err334 = {};
if(vErrors === null){
vErrors = [err334];
}
else {
vErrors.push(err334);
}
errors++;
}
}
}
}
var _valid59 = _errs520 === errors;
errors = _errs519;
if(vErrors !== null){
if(_errs519){
vErrors.length = _errs519;
}
else {
vErrors = null;
}
}
if(_valid59){
const _errs522 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data114 = data.type;
if("PhotoInfo" !== data114){
const err335 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/9/then/properties/type/const",keyword:"const",params:{allowedValue: "PhotoInfo"},message:"must be equal to constant",schema:"PhotoInfo",parentSchema:schema74.allOf[9].then.properties.type,data:data114};
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
let data115 = data.props;
if(data115 && typeof data115 == "object" && !Array.isArray(data115)){
for(const key18 in data115){
if(!((((((((key18 === "label") || (key18 === "changeLabel")) || (key18 === "accept")) || (key18 === "emptyText")) || (key18 === "imageAlt")) || (key18 === "nameLabel")) || (key18 === "typeLabel")) || (key18 === "sizeLabel"))){
const err336 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key18},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[9].then.properties.props,data:data115};
if(vErrors === null){
vErrors = [err336];
}
else {
vErrors.push(err336);
}
errors++;
}
}
if(data115.label !== undefined){
let data116 = data115.label;
const _errs528 = errors;
let valid199 = false;
const _errs529 = errors;
if(typeof data116 === "string"){
if(func3(data116) < 1){
const err337 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/PhotoInfo.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema186,data:data116};
if(vErrors === null){
vErrors = [err337];
}
else {
vErrors.push(err337);
}
errors++;
}
}
else {
const err338 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/PhotoInfo.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema186.type,parentSchema:schema186,data:data116};
if(vErrors === null){
vErrors = [err338];
}
else {
vErrors.push(err338);
}
errors++;
}
var _valid60 = _errs529 === errors;
valid199 = valid199 || _valid60;
const _errs532 = errors;
if(typeof data116 === "string"){
if(!pattern4.test(data116)){
const err339 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data116};
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
const err340 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data116};
if(vErrors === null){
vErrors = [err340];
}
else {
vErrors.push(err340);
}
errors++;
}
var _valid60 = _errs532 === errors;
valid199 = valid199 || _valid60;
if(!valid199){
const err341 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/9/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[9].then.properties.props.properties.label.anyOf,parentSchema:schema74.allOf[9].then.properties.props.properties.label,data:data116};
if(vErrors === null){
vErrors = [err341];
}
else {
vErrors.push(err341);
}
errors++;
}
else {
errors = _errs528;
if(vErrors !== null){
if(_errs528){
vErrors.length = _errs528;
}
else {
vErrors = null;
}
}
}
}
if(data115.changeLabel !== undefined){
let data117 = data115.changeLabel;
const _errs536 = errors;
let valid202 = false;
const _errs537 = errors;
if(typeof data117 === "string"){
if(func3(data117) < 1){
const err342 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/changeLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema188,data:data117};
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
const err343 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/changeLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema188.type,parentSchema:schema188,data:data117};
if(vErrors === null){
vErrors = [err343];
}
else {
vErrors.push(err343);
}
errors++;
}
var _valid61 = _errs537 === errors;
valid202 = valid202 || _valid61;
const _errs540 = errors;
if(typeof data117 === "string"){
if(!pattern4.test(data117)){
const err344 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data117};
if(vErrors === null){
vErrors = [err344];
}
else {
vErrors.push(err344);
}
errors++;
}
}
else {
const err345 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data117};
if(vErrors === null){
vErrors = [err345];
}
else {
vErrors.push(err345);
}
errors++;
}
var _valid61 = _errs540 === errors;
valid202 = valid202 || _valid61;
if(!valid202){
const err346 = {instancePath:instancePath+"/props/changeLabel",schemaPath:"#/allOf/9/then/properties/props/properties/changeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[9].then.properties.props.properties.changeLabel.anyOf,parentSchema:schema74.allOf[9].then.properties.props.properties.changeLabel,data:data117};
if(vErrors === null){
vErrors = [err346];
}
else {
vErrors.push(err346);
}
errors++;
}
else {
errors = _errs536;
if(vErrors !== null){
if(_errs536){
vErrors.length = _errs536;
}
else {
vErrors = null;
}
}
}
}
if(data115.accept !== undefined){
let data118 = data115.accept;
const _errs544 = errors;
let valid205 = false;
const _errs545 = errors;
if(typeof data118 === "string"){
if(func3(data118) < 1){
const err347 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/PhotoInfo.schema.json#/properties/accept/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema190,data:data118};
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
const err348 = {instancePath:instancePath+"/props/accept",schemaPath:"widgets/PhotoInfo.schema.json#/properties/accept/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema190.type,parentSchema:schema190,data:data118};
if(vErrors === null){
vErrors = [err348];
}
else {
vErrors.push(err348);
}
errors++;
}
var _valid62 = _errs545 === errors;
valid205 = valid205 || _valid62;
const _errs548 = errors;
if(typeof data118 === "string"){
if(!pattern4.test(data118)){
const err349 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data118};
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
const err350 = {instancePath:instancePath+"/props/accept",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data118};
if(vErrors === null){
vErrors = [err350];
}
else {
vErrors.push(err350);
}
errors++;
}
var _valid62 = _errs548 === errors;
valid205 = valid205 || _valid62;
if(!valid205){
const err351 = {instancePath:instancePath+"/props/accept",schemaPath:"#/allOf/9/then/properties/props/properties/accept/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[9].then.properties.props.properties.accept.anyOf,parentSchema:schema74.allOf[9].then.properties.props.properties.accept,data:data118};
if(vErrors === null){
vErrors = [err351];
}
else {
vErrors.push(err351);
}
errors++;
}
else {
errors = _errs544;
if(vErrors !== null){
if(_errs544){
vErrors.length = _errs544;
}
else {
vErrors = null;
}
}
}
}
if(data115.emptyText !== undefined){
let data119 = data115.emptyText;
const _errs552 = errors;
let valid208 = false;
const _errs553 = errors;
if(typeof data119 !== "string"){
const err352 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/PhotoInfo.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema192.type,parentSchema:schema192,data:data119};
if(vErrors === null){
vErrors = [err352];
}
else {
vErrors.push(err352);
}
errors++;
}
var _valid63 = _errs553 === errors;
valid208 = valid208 || _valid63;
const _errs556 = errors;
if(typeof data119 === "string"){
if(!pattern4.test(data119)){
const err353 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data119};
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
const err354 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data119};
if(vErrors === null){
vErrors = [err354];
}
else {
vErrors.push(err354);
}
errors++;
}
var _valid63 = _errs556 === errors;
valid208 = valid208 || _valid63;
if(!valid208){
const err355 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/9/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[9].then.properties.props.properties.emptyText.anyOf,parentSchema:schema74.allOf[9].then.properties.props.properties.emptyText,data:data119};
if(vErrors === null){
vErrors = [err355];
}
else {
vErrors.push(err355);
}
errors++;
}
else {
errors = _errs552;
if(vErrors !== null){
if(_errs552){
vErrors.length = _errs552;
}
else {
vErrors = null;
}
}
}
}
if(data115.imageAlt !== undefined){
let data120 = data115.imageAlt;
const _errs560 = errors;
let valid211 = false;
const _errs561 = errors;
if(typeof data120 === "string"){
if(func3(data120) < 1){
const err356 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/PhotoInfo.schema.json#/properties/imageAlt/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema194,data:data120};
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
const err357 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"widgets/PhotoInfo.schema.json#/properties/imageAlt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema194.type,parentSchema:schema194,data:data120};
if(vErrors === null){
vErrors = [err357];
}
else {
vErrors.push(err357);
}
errors++;
}
var _valid64 = _errs561 === errors;
valid211 = valid211 || _valid64;
const _errs564 = errors;
if(typeof data120 === "string"){
if(!pattern4.test(data120)){
const err358 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data120};
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
const err359 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data120};
if(vErrors === null){
vErrors = [err359];
}
else {
vErrors.push(err359);
}
errors++;
}
var _valid64 = _errs564 === errors;
valid211 = valid211 || _valid64;
if(!valid211){
const err360 = {instancePath:instancePath+"/props/imageAlt",schemaPath:"#/allOf/9/then/properties/props/properties/imageAlt/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[9].then.properties.props.properties.imageAlt.anyOf,parentSchema:schema74.allOf[9].then.properties.props.properties.imageAlt,data:data120};
if(vErrors === null){
vErrors = [err360];
}
else {
vErrors.push(err360);
}
errors++;
}
else {
errors = _errs560;
if(vErrors !== null){
if(_errs560){
vErrors.length = _errs560;
}
else {
vErrors = null;
}
}
}
}
if(data115.nameLabel !== undefined){
let data121 = data115.nameLabel;
const _errs568 = errors;
let valid214 = false;
const _errs569 = errors;
if(typeof data121 === "string"){
if(func3(data121) < 1){
const err361 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/nameLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema196,data:data121};
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
const err362 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/nameLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema196.type,parentSchema:schema196,data:data121};
if(vErrors === null){
vErrors = [err362];
}
else {
vErrors.push(err362);
}
errors++;
}
var _valid65 = _errs569 === errors;
valid214 = valid214 || _valid65;
const _errs572 = errors;
if(typeof data121 === "string"){
if(!pattern4.test(data121)){
const err363 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data121};
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
const err364 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data121};
if(vErrors === null){
vErrors = [err364];
}
else {
vErrors.push(err364);
}
errors++;
}
var _valid65 = _errs572 === errors;
valid214 = valid214 || _valid65;
if(!valid214){
const err365 = {instancePath:instancePath+"/props/nameLabel",schemaPath:"#/allOf/9/then/properties/props/properties/nameLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[9].then.properties.props.properties.nameLabel.anyOf,parentSchema:schema74.allOf[9].then.properties.props.properties.nameLabel,data:data121};
if(vErrors === null){
vErrors = [err365];
}
else {
vErrors.push(err365);
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
if(data115.typeLabel !== undefined){
let data122 = data115.typeLabel;
const _errs576 = errors;
let valid217 = false;
const _errs577 = errors;
if(typeof data122 === "string"){
if(func3(data122) < 1){
const err366 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/typeLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema198,data:data122};
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
const err367 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/typeLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema198.type,parentSchema:schema198,data:data122};
if(vErrors === null){
vErrors = [err367];
}
else {
vErrors.push(err367);
}
errors++;
}
var _valid66 = _errs577 === errors;
valid217 = valid217 || _valid66;
const _errs580 = errors;
if(typeof data122 === "string"){
if(!pattern4.test(data122)){
const err368 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data122};
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
const err369 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data122};
if(vErrors === null){
vErrors = [err369];
}
else {
vErrors.push(err369);
}
errors++;
}
var _valid66 = _errs580 === errors;
valid217 = valid217 || _valid66;
if(!valid217){
const err370 = {instancePath:instancePath+"/props/typeLabel",schemaPath:"#/allOf/9/then/properties/props/properties/typeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[9].then.properties.props.properties.typeLabel.anyOf,parentSchema:schema74.allOf[9].then.properties.props.properties.typeLabel,data:data122};
if(vErrors === null){
vErrors = [err370];
}
else {
vErrors.push(err370);
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
if(data115.sizeLabel !== undefined){
let data123 = data115.sizeLabel;
const _errs584 = errors;
let valid220 = false;
const _errs585 = errors;
if(typeof data123 === "string"){
if(func3(data123) < 1){
const err371 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/sizeLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema200,data:data123};
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
const err372 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"widgets/PhotoInfo.schema.json#/properties/sizeLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema200.type,parentSchema:schema200,data:data123};
if(vErrors === null){
vErrors = [err372];
}
else {
vErrors.push(err372);
}
errors++;
}
var _valid67 = _errs585 === errors;
valid220 = valid220 || _valid67;
const _errs588 = errors;
if(typeof data123 === "string"){
if(!pattern4.test(data123)){
const err373 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data123};
if(vErrors === null){
vErrors = [err373];
}
else {
vErrors.push(err373);
}
errors++;
}
}
else {
const err374 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data123};
if(vErrors === null){
vErrors = [err374];
}
else {
vErrors.push(err374);
}
errors++;
}
var _valid67 = _errs588 === errors;
valid220 = valid220 || _valid67;
if(!valid220){
const err375 = {instancePath:instancePath+"/props/sizeLabel",schemaPath:"#/allOf/9/then/properties/props/properties/sizeLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[9].then.properties.props.properties.sizeLabel.anyOf,parentSchema:schema74.allOf[9].then.properties.props.properties.sizeLabel,data:data123};
if(vErrors === null){
vErrors = [err375];
}
else {
vErrors.push(err375);
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
}
else {
const err376 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/9/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[9].then.properties.props.type,parentSchema:schema74.allOf[9].then.properties.props,data:data115};
if(vErrors === null){
vErrors = [err376];
}
else {
vErrors.push(err376);
}
errors++;
}
}
if(data.on !== undefined){
let data124 = data.on;
if(data124 && typeof data124 == "object" && !Array.isArray(data124)){
for(const key19 in data124){
if(!(key19 === "change")){
const err377 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key19},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[9].then.properties.on,data:data124};
if(vErrors === null){
vErrors = [err377];
}
else {
vErrors.push(err377);
}
errors++;
}
}
if(data124.change !== undefined){
if(!(validate65(data124.change, {instancePath:instancePath+"/on/change",parentData:data124,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err378 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/9/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[9].then.properties.on.type,parentSchema:schema74.allOf[9].then.properties.on,data:data124};
if(vErrors === null){
vErrors = [err378];
}
else {
vErrors.push(err378);
}
errors++;
}
}
if(data.children !== undefined){
const err379 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/9/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[9].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err379];
}
else {
vErrors.push(err379);
}
errors++;
}
}
var _valid59 = _errs522 === errors;
valid195 = _valid59;
if(valid195){
var props9 = {};
props9.type = true;
props9.props = true;
props9.on = true;
props9.children = true;
}
}
if(!valid195){
const err380 = {instancePath,schemaPath:"#/allOf/9/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[9].if,parentSchema:schema74.allOf[9],data};
if(vErrors === null){
vErrors = [err380];
}
else {
vErrors.push(err380);
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
const _errs596 = errors;
let valid224 = true;
const _errs597 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing10;
if((data.type === undefined) && (missing10 = "type")){
const err381 = {};
if(vErrors === null){
vErrors = [err381];
}
else {
vErrors.push(err381);
}
errors++;
}
else {
if(data.type !== undefined){
if("Picker" !== data.type){
const err382 = {};
if(vErrors === null){
vErrors = [err382];
}
else {
vErrors.push(err382);
}
errors++;
}
}
}
}
var _valid68 = _errs597 === errors;
errors = _errs596;
if(vErrors !== null){
if(_errs596){
vErrors.length = _errs596;
}
else {
vErrors = null;
}
}
if(_valid68){
const _errs599 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err383 = {instancePath,schemaPath:"#/allOf/10/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[10].then.required,parentSchema:schema74.allOf[10].then,data};
if(vErrors === null){
vErrors = [err383];
}
else {
vErrors.push(err383);
}
errors++;
}
if(data.type !== undefined){
let data128 = data.type;
if("Picker" !== data128){
const err384 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/10/then/properties/type/const",keyword:"const",params:{allowedValue: "Picker"},message:"must be equal to constant",schema:"Picker",parentSchema:schema74.allOf[10].then.properties.type,data:data128};
if(vErrors === null){
vErrors = [err384];
}
else {
vErrors.push(err384);
}
errors++;
}
}
if(data.props !== undefined){
let data129 = data.props;
if(data129 && typeof data129 == "object" && !Array.isArray(data129)){
if(data129.label === undefined){
const err385 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema74.allOf[10].then.properties.props.required,parentSchema:schema74.allOf[10].then.properties.props,data:data129};
if(vErrors === null){
vErrors = [err385];
}
else {
vErrors.push(err385);
}
errors++;
}
if(data129.options === undefined){
const err386 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/required",keyword:"required",params:{missingProperty: "options"},message:"must have required property '"+"options"+"'",schema:schema74.allOf[10].then.properties.props.required,parentSchema:schema74.allOf[10].then.properties.props,data:data129};
if(vErrors === null){
vErrors = [err386];
}
else {
vErrors.push(err386);
}
errors++;
}
for(const key20 in data129){
if(!(func1.call(schema74.allOf[10].then.properties.props.properties, key20))){
const err387 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key20},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[10].then.properties.props,data:data129};
if(vErrors === null){
vErrors = [err387];
}
else {
vErrors.push(err387);
}
errors++;
}
}
if(data129.label !== undefined){
let data130 = data129.label;
const _errs605 = errors;
let valid228 = false;
const _errs606 = errors;
if(typeof data130 === "string"){
if(func3(data130) < 1){
const err388 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Picker.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema203,data:data130};
if(vErrors === null){
vErrors = [err388];
}
else {
vErrors.push(err388);
}
errors++;
}
}
else {
const err389 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Picker.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema203.type,parentSchema:schema203,data:data130};
if(vErrors === null){
vErrors = [err389];
}
else {
vErrors.push(err389);
}
errors++;
}
var _valid69 = _errs606 === errors;
valid228 = valid228 || _valid69;
const _errs609 = errors;
if(typeof data130 === "string"){
if(!pattern4.test(data130)){
const err390 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data130};
if(vErrors === null){
vErrors = [err390];
}
else {
vErrors.push(err390);
}
errors++;
}
}
else {
const err391 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data130};
if(vErrors === null){
vErrors = [err391];
}
else {
vErrors.push(err391);
}
errors++;
}
var _valid69 = _errs609 === errors;
valid228 = valid228 || _valid69;
if(!valid228){
const err392 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/10/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[10].then.properties.props.properties.label.anyOf,parentSchema:schema74.allOf[10].then.properties.props.properties.label,data:data130};
if(vErrors === null){
vErrors = [err392];
}
else {
vErrors.push(err392);
}
errors++;
}
else {
errors = _errs605;
if(vErrors !== null){
if(_errs605){
vErrors.length = _errs605;
}
else {
vErrors = null;
}
}
}
}
if(data129.placeholder !== undefined){
let data131 = data129.placeholder;
const _errs613 = errors;
let valid231 = false;
const _errs614 = errors;
if(typeof data131 !== "string"){
const err393 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/Picker.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema205.type,parentSchema:schema205,data:data131};
if(vErrors === null){
vErrors = [err393];
}
else {
vErrors.push(err393);
}
errors++;
}
var _valid70 = _errs614 === errors;
valid231 = valid231 || _valid70;
const _errs617 = errors;
if(typeof data131 === "string"){
if(!pattern4.test(data131)){
const err394 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data131};
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
const err395 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data131};
if(vErrors === null){
vErrors = [err395];
}
else {
vErrors.push(err395);
}
errors++;
}
var _valid70 = _errs617 === errors;
valid231 = valid231 || _valid70;
if(!valid231){
const err396 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/10/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[10].then.properties.props.properties.placeholder.anyOf,parentSchema:schema74.allOf[10].then.properties.props.properties.placeholder,data:data131};
if(vErrors === null){
vErrors = [err396];
}
else {
vErrors.push(err396);
}
errors++;
}
else {
errors = _errs613;
if(vErrors !== null){
if(_errs613){
vErrors.length = _errs613;
}
else {
vErrors = null;
}
}
}
}
if(data129.hint !== undefined){
let data132 = data129.hint;
const _errs621 = errors;
let valid234 = false;
const _errs622 = errors;
if(typeof data132 !== "string"){
const err397 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/Picker.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema207.type,parentSchema:schema207,data:data132};
if(vErrors === null){
vErrors = [err397];
}
else {
vErrors.push(err397);
}
errors++;
}
var _valid71 = _errs622 === errors;
valid234 = valid234 || _valid71;
const _errs625 = errors;
if(typeof data132 === "string"){
if(!pattern4.test(data132)){
const err398 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data132};
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
const err399 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data132};
if(vErrors === null){
vErrors = [err399];
}
else {
vErrors.push(err399);
}
errors++;
}
var _valid71 = _errs625 === errors;
valid234 = valid234 || _valid71;
if(!valid234){
const err400 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/10/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[10].then.properties.props.properties.hint.anyOf,parentSchema:schema74.allOf[10].then.properties.props.properties.hint,data:data132};
if(vErrors === null){
vErrors = [err400];
}
else {
vErrors.push(err400);
}
errors++;
}
else {
errors = _errs621;
if(vErrors !== null){
if(_errs621){
vErrors.length = _errs621;
}
else {
vErrors = null;
}
}
}
}
if(data129.options !== undefined){
let data133 = data129.options;
const _errs629 = errors;
let valid237 = false;
const _errs630 = errors;
if(Array.isArray(data133)){
const len1 = data133.length;
for(let i1=0; i1<len1; i1++){
let data134 = data133[i1];
if(data134 && typeof data134 == "object" && !Array.isArray(data134)){
}
else {
const err401 = {instancePath:instancePath+"/props/options/" + i1,schemaPath:"widgets/Picker.schema.json#/properties/options/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema209.items.type,parentSchema:schema209.items,data:data134};
if(vErrors === null){
vErrors = [err401];
}
else {
vErrors.push(err401);
}
errors++;
}
}
}
else {
const err402 = {instancePath:instancePath+"/props/options",schemaPath:"widgets/Picker.schema.json#/properties/options/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema209.type,parentSchema:schema209,data:data133};
if(vErrors === null){
vErrors = [err402];
}
else {
vErrors.push(err402);
}
errors++;
}
var _valid72 = _errs630 === errors;
valid237 = valid237 || _valid72;
const _errs636 = errors;
if(typeof data133 === "string"){
if(!pattern4.test(data133)){
const err403 = {instancePath:instancePath+"/props/options",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data133};
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
const err404 = {instancePath:instancePath+"/props/options",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data133};
if(vErrors === null){
vErrors = [err404];
}
else {
vErrors.push(err404);
}
errors++;
}
var _valid72 = _errs636 === errors;
valid237 = valid237 || _valid72;
if(!valid237){
const err405 = {instancePath:instancePath+"/props/options",schemaPath:"#/allOf/10/then/properties/props/properties/options/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[10].then.properties.props.properties.options.anyOf,parentSchema:schema74.allOf[10].then.properties.props.properties.options,data:data133};
if(vErrors === null){
vErrors = [err405];
}
else {
vErrors.push(err405);
}
errors++;
}
else {
errors = _errs629;
if(vErrors !== null){
if(_errs629){
vErrors.length = _errs629;
}
else {
vErrors = null;
}
}
}
}
if(data129.optionLabel !== undefined){
let data135 = data129.optionLabel;
const _errs640 = errors;
let valid242 = false;
const _errs641 = errors;
if(typeof data135 === "string"){
if(func3(data135) < 1){
const err406 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"widgets/Picker.schema.json#/properties/optionLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema211,data:data135};
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
const err407 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"widgets/Picker.schema.json#/properties/optionLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema211.type,parentSchema:schema211,data:data135};
if(vErrors === null){
vErrors = [err407];
}
else {
vErrors.push(err407);
}
errors++;
}
var _valid73 = _errs641 === errors;
valid242 = valid242 || _valid73;
const _errs644 = errors;
if(typeof data135 === "string"){
if(!pattern4.test(data135)){
const err408 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data135};
if(vErrors === null){
vErrors = [err408];
}
else {
vErrors.push(err408);
}
errors++;
}
}
else {
const err409 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data135};
if(vErrors === null){
vErrors = [err409];
}
else {
vErrors.push(err409);
}
errors++;
}
var _valid73 = _errs644 === errors;
valid242 = valid242 || _valid73;
if(!valid242){
const err410 = {instancePath:instancePath+"/props/optionLabel",schemaPath:"#/allOf/10/then/properties/props/properties/optionLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[10].then.properties.props.properties.optionLabel.anyOf,parentSchema:schema74.allOf[10].then.properties.props.properties.optionLabel,data:data135};
if(vErrors === null){
vErrors = [err410];
}
else {
vErrors.push(err410);
}
errors++;
}
else {
errors = _errs640;
if(vErrors !== null){
if(_errs640){
vErrors.length = _errs640;
}
else {
vErrors = null;
}
}
}
}
if(data129.optionValue !== undefined){
let data136 = data129.optionValue;
const _errs648 = errors;
let valid245 = false;
const _errs649 = errors;
if(typeof data136 === "string"){
if(func3(data136) < 1){
const err411 = {instancePath:instancePath+"/props/optionValue",schemaPath:"widgets/Picker.schema.json#/properties/optionValue/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema213,data:data136};
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
const err412 = {instancePath:instancePath+"/props/optionValue",schemaPath:"widgets/Picker.schema.json#/properties/optionValue/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema213.type,parentSchema:schema213,data:data136};
if(vErrors === null){
vErrors = [err412];
}
else {
vErrors.push(err412);
}
errors++;
}
var _valid74 = _errs649 === errors;
valid245 = valid245 || _valid74;
const _errs652 = errors;
if(typeof data136 === "string"){
if(!pattern4.test(data136)){
const err413 = {instancePath:instancePath+"/props/optionValue",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data136};
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
const err414 = {instancePath:instancePath+"/props/optionValue",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data136};
if(vErrors === null){
vErrors = [err414];
}
else {
vErrors.push(err414);
}
errors++;
}
var _valid74 = _errs652 === errors;
valid245 = valid245 || _valid74;
if(!valid245){
const err415 = {instancePath:instancePath+"/props/optionValue",schemaPath:"#/allOf/10/then/properties/props/properties/optionValue/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[10].then.properties.props.properties.optionValue.anyOf,parentSchema:schema74.allOf[10].then.properties.props.properties.optionValue,data:data136};
if(vErrors === null){
vErrors = [err415];
}
else {
vErrors.push(err415);
}
errors++;
}
else {
errors = _errs648;
if(vErrors !== null){
if(_errs648){
vErrors.length = _errs648;
}
else {
vErrors = null;
}
}
}
}
if(data129.title !== undefined){
let data137 = data129.title;
const _errs656 = errors;
let valid248 = false;
const _errs657 = errors;
if(typeof data137 === "string"){
if(func3(data137) < 1){
const err416 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Picker.schema.json#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema215,data:data137};
if(vErrors === null){
vErrors = [err416];
}
else {
vErrors.push(err416);
}
errors++;
}
}
else {
const err417 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/Picker.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema215.type,parentSchema:schema215,data:data137};
if(vErrors === null){
vErrors = [err417];
}
else {
vErrors.push(err417);
}
errors++;
}
var _valid75 = _errs657 === errors;
valid248 = valid248 || _valid75;
const _errs660 = errors;
if(typeof data137 === "string"){
if(!pattern4.test(data137)){
const err418 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data137};
if(vErrors === null){
vErrors = [err418];
}
else {
vErrors.push(err418);
}
errors++;
}
}
else {
const err419 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data137};
if(vErrors === null){
vErrors = [err419];
}
else {
vErrors.push(err419);
}
errors++;
}
var _valid75 = _errs660 === errors;
valid248 = valid248 || _valid75;
if(!valid248){
const err420 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/10/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[10].then.properties.props.properties.title.anyOf,parentSchema:schema74.allOf[10].then.properties.props.properties.title,data:data137};
if(vErrors === null){
vErrors = [err420];
}
else {
vErrors.push(err420);
}
errors++;
}
else {
errors = _errs656;
if(vErrors !== null){
if(_errs656){
vErrors.length = _errs656;
}
else {
vErrors = null;
}
}
}
}
if(data129.confirmLabel !== undefined){
let data138 = data129.confirmLabel;
const _errs664 = errors;
let valid251 = false;
const _errs665 = errors;
if(typeof data138 === "string"){
if(func3(data138) < 1){
const err421 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"widgets/Picker.schema.json#/properties/confirmLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema217,data:data138};
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
const err422 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"widgets/Picker.schema.json#/properties/confirmLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema217.type,parentSchema:schema217,data:data138};
if(vErrors === null){
vErrors = [err422];
}
else {
vErrors.push(err422);
}
errors++;
}
var _valid76 = _errs665 === errors;
valid251 = valid251 || _valid76;
const _errs668 = errors;
if(typeof data138 === "string"){
if(!pattern4.test(data138)){
const err423 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data138};
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
const err424 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data138};
if(vErrors === null){
vErrors = [err424];
}
else {
vErrors.push(err424);
}
errors++;
}
var _valid76 = _errs668 === errors;
valid251 = valid251 || _valid76;
if(!valid251){
const err425 = {instancePath:instancePath+"/props/confirmLabel",schemaPath:"#/allOf/10/then/properties/props/properties/confirmLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[10].then.properties.props.properties.confirmLabel.anyOf,parentSchema:schema74.allOf[10].then.properties.props.properties.confirmLabel,data:data138};
if(vErrors === null){
vErrors = [err425];
}
else {
vErrors.push(err425);
}
errors++;
}
else {
errors = _errs664;
if(vErrors !== null){
if(_errs664){
vErrors.length = _errs664;
}
else {
vErrors = null;
}
}
}
}
if(data129.cancelLabel !== undefined){
let data139 = data129.cancelLabel;
const _errs672 = errors;
let valid254 = false;
const _errs673 = errors;
if(typeof data139 === "string"){
if(func3(data139) < 1){
const err426 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/Picker.schema.json#/properties/cancelLabel/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema219,data:data139};
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
const err427 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"widgets/Picker.schema.json#/properties/cancelLabel/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema219.type,parentSchema:schema219,data:data139};
if(vErrors === null){
vErrors = [err427];
}
else {
vErrors.push(err427);
}
errors++;
}
var _valid77 = _errs673 === errors;
valid254 = valid254 || _valid77;
const _errs676 = errors;
if(typeof data139 === "string"){
if(!pattern4.test(data139)){
const err428 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data139};
if(vErrors === null){
vErrors = [err428];
}
else {
vErrors.push(err428);
}
errors++;
}
}
else {
const err429 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data139};
if(vErrors === null){
vErrors = [err429];
}
else {
vErrors.push(err429);
}
errors++;
}
var _valid77 = _errs676 === errors;
valid254 = valid254 || _valid77;
if(!valid254){
const err430 = {instancePath:instancePath+"/props/cancelLabel",schemaPath:"#/allOf/10/then/properties/props/properties/cancelLabel/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[10].then.properties.props.properties.cancelLabel.anyOf,parentSchema:schema74.allOf[10].then.properties.props.properties.cancelLabel,data:data139};
if(vErrors === null){
vErrors = [err430];
}
else {
vErrors.push(err430);
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
if(data129.emptyText !== undefined){
let data140 = data129.emptyText;
const _errs680 = errors;
let valid257 = false;
const _errs681 = errors;
if(typeof data140 === "string"){
if(func3(data140) < 1){
const err431 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/Picker.schema.json#/properties/emptyText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema221,data:data140};
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
const err432 = {instancePath:instancePath+"/props/emptyText",schemaPath:"widgets/Picker.schema.json#/properties/emptyText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema221.type,parentSchema:schema221,data:data140};
if(vErrors === null){
vErrors = [err432];
}
else {
vErrors.push(err432);
}
errors++;
}
var _valid78 = _errs681 === errors;
valid257 = valid257 || _valid78;
const _errs684 = errors;
if(typeof data140 === "string"){
if(!pattern4.test(data140)){
const err433 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data140};
if(vErrors === null){
vErrors = [err433];
}
else {
vErrors.push(err433);
}
errors++;
}
}
else {
const err434 = {instancePath:instancePath+"/props/emptyText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data140};
if(vErrors === null){
vErrors = [err434];
}
else {
vErrors.push(err434);
}
errors++;
}
var _valid78 = _errs684 === errors;
valid257 = valid257 || _valid78;
if(!valid257){
const err435 = {instancePath:instancePath+"/props/emptyText",schemaPath:"#/allOf/10/then/properties/props/properties/emptyText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[10].then.properties.props.properties.emptyText.anyOf,parentSchema:schema74.allOf[10].then.properties.props.properties.emptyText,data:data140};
if(vErrors === null){
vErrors = [err435];
}
else {
vErrors.push(err435);
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
if(data129.disabled !== undefined){
let data141 = data129.disabled;
const _errs688 = errors;
let valid260 = false;
const _errs689 = errors;
if(typeof data141 !== "boolean"){
const err436 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/Picker.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema223.type,parentSchema:schema223,data:data141};
if(vErrors === null){
vErrors = [err436];
}
else {
vErrors.push(err436);
}
errors++;
}
var _valid79 = _errs689 === errors;
valid260 = valid260 || _valid79;
const _errs692 = errors;
if(typeof data141 === "string"){
if(!pattern4.test(data141)){
const err437 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data141};
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
const err438 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data141};
if(vErrors === null){
vErrors = [err438];
}
else {
vErrors.push(err438);
}
errors++;
}
var _valid79 = _errs692 === errors;
valid260 = valid260 || _valid79;
if(!valid260){
const err439 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/10/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[10].then.properties.props.properties.disabled.anyOf,parentSchema:schema74.allOf[10].then.properties.props.properties.disabled,data:data141};
if(vErrors === null){
vErrors = [err439];
}
else {
vErrors.push(err439);
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
}
else {
const err440 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/10/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[10].then.properties.props.type,parentSchema:schema74.allOf[10].then.properties.props,data:data129};
if(vErrors === null){
vErrors = [err440];
}
else {
vErrors.push(err440);
}
errors++;
}
}
if(data.on !== undefined){
let data142 = data.on;
if(data142 && typeof data142 == "object" && !Array.isArray(data142)){
for(const key21 in data142){
if(!(key21 === "change")){
const err441 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key21},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[10].then.properties.on,data:data142};
if(vErrors === null){
vErrors = [err441];
}
else {
vErrors.push(err441);
}
errors++;
}
}
if(data142.change !== undefined){
if(!(validate65(data142.change, {instancePath:instancePath+"/on/change",parentData:data142,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err442 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/10/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[10].then.properties.on.type,parentSchema:schema74.allOf[10].then.properties.on,data:data142};
if(vErrors === null){
vErrors = [err442];
}
else {
vErrors.push(err442);
}
errors++;
}
}
if(data.children !== undefined){
const err443 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/10/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[10].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err443];
}
else {
vErrors.push(err443);
}
errors++;
}
}
var _valid68 = _errs599 === errors;
valid224 = _valid68;
if(valid224){
var props10 = {};
props10.type = true;
props10.props = true;
props10.on = true;
props10.children = true;
}
}
if(!valid224){
const err444 = {instancePath,schemaPath:"#/allOf/10/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[10].if,parentSchema:schema74.allOf[10],data};
if(vErrors === null){
vErrors = [err444];
}
else {
vErrors.push(err444);
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
const _errs700 = errors;
let valid264 = true;
const _errs701 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing11;
if((data.type === undefined) && (missing11 = "type")){
const err445 = {};
if(vErrors === null){
vErrors = [err445];
}
else {
vErrors.push(err445);
}
errors++;
}
else {
if(data.type !== undefined){
if("ProductCard" !== data.type){
const err446 = {};
if(vErrors === null){
vErrors = [err446];
}
else {
vErrors.push(err446);
}
errors++;
}
}
}
}
var _valid80 = _errs701 === errors;
errors = _errs700;
if(vErrors !== null){
if(_errs700){
vErrors.length = _errs700;
}
else {
vErrors = null;
}
}
if(_valid80){
const _errs703 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err447 = {instancePath,schemaPath:"#/allOf/11/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[11].then.required,parentSchema:schema74.allOf[11].then,data};
if(vErrors === null){
vErrors = [err447];
}
else {
vErrors.push(err447);
}
errors++;
}
if(data.type !== undefined){
let data146 = data.type;
if("ProductCard" !== data146){
const err448 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/11/then/properties/type/const",keyword:"const",params:{allowedValue: "ProductCard"},message:"must be equal to constant",schema:"ProductCard",parentSchema:schema74.allOf[11].then.properties.type,data:data146};
if(vErrors === null){
vErrors = [err448];
}
else {
vErrors.push(err448);
}
errors++;
}
}
if(data.props !== undefined){
let data147 = data.props;
if(data147 && typeof data147 == "object" && !Array.isArray(data147)){
if(data147.name === undefined){
const err449 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema74.allOf[11].then.properties.props.required,parentSchema:schema74.allOf[11].then.properties.props,data:data147};
if(vErrors === null){
vErrors = [err449];
}
else {
vErrors.push(err449);
}
errors++;
}
if(data147.buttonText === undefined){
const err450 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/required",keyword:"required",params:{missingProperty: "buttonText"},message:"must have required property '"+"buttonText"+"'",schema:schema74.allOf[11].then.properties.props.required,parentSchema:schema74.allOf[11].then.properties.props,data:data147};
if(vErrors === null){
vErrors = [err450];
}
else {
vErrors.push(err450);
}
errors++;
}
for(const key22 in data147){
if(!(func1.call(schema74.allOf[11].then.properties.props.properties, key22))){
const err451 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key22},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[11].then.properties.props,data:data147};
if(vErrors === null){
vErrors = [err451];
}
else {
vErrors.push(err451);
}
errors++;
}
}
if(data147.logo !== undefined){
let data148 = data147.logo;
const _errs709 = errors;
let valid268 = false;
const _errs710 = errors;
if(typeof data148 !== "string"){
const err452 = {instancePath:instancePath+"/props/logo",schemaPath:"widgets/ProductCard.schema.json#/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema226.type,parentSchema:schema226,data:data148};
if(vErrors === null){
vErrors = [err452];
}
else {
vErrors.push(err452);
}
errors++;
}
var _valid81 = _errs710 === errors;
valid268 = valid268 || _valid81;
const _errs713 = errors;
if(typeof data148 === "string"){
if(!pattern4.test(data148)){
const err453 = {instancePath:instancePath+"/props/logo",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data148};
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
const err454 = {instancePath:instancePath+"/props/logo",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data148};
if(vErrors === null){
vErrors = [err454];
}
else {
vErrors.push(err454);
}
errors++;
}
var _valid81 = _errs713 === errors;
valid268 = valid268 || _valid81;
if(!valid268){
const err455 = {instancePath:instancePath+"/props/logo",schemaPath:"#/allOf/11/then/properties/props/properties/logo/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[11].then.properties.props.properties.logo.anyOf,parentSchema:schema74.allOf[11].then.properties.props.properties.logo,data:data148};
if(vErrors === null){
vErrors = [err455];
}
else {
vErrors.push(err455);
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
if(data147.name !== undefined){
let data149 = data147.name;
const _errs717 = errors;
let valid271 = false;
const _errs718 = errors;
if(typeof data149 !== "string"){
const err456 = {instancePath:instancePath+"/props/name",schemaPath:"widgets/ProductCard.schema.json#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema228.type,parentSchema:schema228,data:data149};
if(vErrors === null){
vErrors = [err456];
}
else {
vErrors.push(err456);
}
errors++;
}
var _valid82 = _errs718 === errors;
valid271 = valid271 || _valid82;
const _errs721 = errors;
if(typeof data149 === "string"){
if(!pattern4.test(data149)){
const err457 = {instancePath:instancePath+"/props/name",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data149};
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
const err458 = {instancePath:instancePath+"/props/name",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data149};
if(vErrors === null){
vErrors = [err458];
}
else {
vErrors.push(err458);
}
errors++;
}
var _valid82 = _errs721 === errors;
valid271 = valid271 || _valid82;
if(!valid271){
const err459 = {instancePath:instancePath+"/props/name",schemaPath:"#/allOf/11/then/properties/props/properties/name/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[11].then.properties.props.properties.name.anyOf,parentSchema:schema74.allOf[11].then.properties.props.properties.name,data:data149};
if(vErrors === null){
vErrors = [err459];
}
else {
vErrors.push(err459);
}
errors++;
}
else {
errors = _errs717;
if(vErrors !== null){
if(_errs717){
vErrors.length = _errs717;
}
else {
vErrors = null;
}
}
}
}
if(data147.buttonText !== undefined){
let data150 = data147.buttonText;
const _errs725 = errors;
let valid274 = false;
const _errs726 = errors;
if(typeof data150 === "string"){
if(func3(data150) < 1){
const err460 = {instancePath:instancePath+"/props/buttonText",schemaPath:"widgets/ProductCard.schema.json#/properties/buttonText/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema230,data:data150};
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
const err461 = {instancePath:instancePath+"/props/buttonText",schemaPath:"widgets/ProductCard.schema.json#/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema230.type,parentSchema:schema230,data:data150};
if(vErrors === null){
vErrors = [err461];
}
else {
vErrors.push(err461);
}
errors++;
}
var _valid83 = _errs726 === errors;
valid274 = valid274 || _valid83;
const _errs729 = errors;
if(typeof data150 === "string"){
if(!pattern4.test(data150)){
const err462 = {instancePath:instancePath+"/props/buttonText",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data150};
if(vErrors === null){
vErrors = [err462];
}
else {
vErrors.push(err462);
}
errors++;
}
}
else {
const err463 = {instancePath:instancePath+"/props/buttonText",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data150};
if(vErrors === null){
vErrors = [err463];
}
else {
vErrors.push(err463);
}
errors++;
}
var _valid83 = _errs729 === errors;
valid274 = valid274 || _valid83;
if(!valid274){
const err464 = {instancePath:instancePath+"/props/buttonText",schemaPath:"#/allOf/11/then/properties/props/properties/buttonText/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[11].then.properties.props.properties.buttonText.anyOf,parentSchema:schema74.allOf[11].then.properties.props.properties.buttonText,data:data150};
if(vErrors === null){
vErrors = [err464];
}
else {
vErrors.push(err464);
}
errors++;
}
else {
errors = _errs725;
if(vErrors !== null){
if(_errs725){
vErrors.length = _errs725;
}
else {
vErrors = null;
}
}
}
}
if(data147.enabled !== undefined){
let data151 = data147.enabled;
const _errs733 = errors;
let valid277 = false;
const _errs734 = errors;
if(typeof data151 !== "boolean"){
const err465 = {instancePath:instancePath+"/props/enabled",schemaPath:"widgets/ProductCard.schema.json#/properties/enabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema232.type,parentSchema:schema232,data:data151};
if(vErrors === null){
vErrors = [err465];
}
else {
vErrors.push(err465);
}
errors++;
}
var _valid84 = _errs734 === errors;
valid277 = valid277 || _valid84;
const _errs737 = errors;
if(typeof data151 === "string"){
if(!pattern4.test(data151)){
const err466 = {instancePath:instancePath+"/props/enabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data151};
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
const err467 = {instancePath:instancePath+"/props/enabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data151};
if(vErrors === null){
vErrors = [err467];
}
else {
vErrors.push(err467);
}
errors++;
}
var _valid84 = _errs737 === errors;
valid277 = valid277 || _valid84;
if(!valid277){
const err468 = {instancePath:instancePath+"/props/enabled",schemaPath:"#/allOf/11/then/properties/props/properties/enabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[11].then.properties.props.properties.enabled.anyOf,parentSchema:schema74.allOf[11].then.properties.props.properties.enabled,data:data151};
if(vErrors === null){
vErrors = [err468];
}
else {
vErrors.push(err468);
}
errors++;
}
else {
errors = _errs733;
if(vErrors !== null){
if(_errs733){
vErrors.length = _errs733;
}
else {
vErrors = null;
}
}
}
}
if(data147.amountRange !== undefined){
let data152 = data147.amountRange;
const _errs741 = errors;
let valid280 = false;
const _errs742 = errors;
if(typeof data152 !== "string"){
const err469 = {instancePath:instancePath+"/props/amountRange",schemaPath:"widgets/ProductCard.schema.json#/properties/amountRange/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema234.type,parentSchema:schema234,data:data152};
if(vErrors === null){
vErrors = [err469];
}
else {
vErrors.push(err469);
}
errors++;
}
var _valid85 = _errs742 === errors;
valid280 = valid280 || _valid85;
const _errs745 = errors;
if(typeof data152 === "string"){
if(!pattern4.test(data152)){
const err470 = {instancePath:instancePath+"/props/amountRange",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data152};
if(vErrors === null){
vErrors = [err470];
}
else {
vErrors.push(err470);
}
errors++;
}
}
else {
const err471 = {instancePath:instancePath+"/props/amountRange",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data152};
if(vErrors === null){
vErrors = [err471];
}
else {
vErrors.push(err471);
}
errors++;
}
var _valid85 = _errs745 === errors;
valid280 = valid280 || _valid85;
if(!valid280){
const err472 = {instancePath:instancePath+"/props/amountRange",schemaPath:"#/allOf/11/then/properties/props/properties/amountRange/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[11].then.properties.props.properties.amountRange.anyOf,parentSchema:schema74.allOf[11].then.properties.props.properties.amountRange,data:data152};
if(vErrors === null){
vErrors = [err472];
}
else {
vErrors.push(err472);
}
errors++;
}
else {
errors = _errs741;
if(vErrors !== null){
if(_errs741){
vErrors.length = _errs741;
}
else {
vErrors = null;
}
}
}
}
if(data147.rangeDesc !== undefined){
let data153 = data147.rangeDesc;
const _errs749 = errors;
let valid283 = false;
const _errs750 = errors;
if(typeof data153 !== "string"){
const err473 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"widgets/ProductCard.schema.json#/properties/rangeDesc/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema236.type,parentSchema:schema236,data:data153};
if(vErrors === null){
vErrors = [err473];
}
else {
vErrors.push(err473);
}
errors++;
}
var _valid86 = _errs750 === errors;
valid283 = valid283 || _valid86;
const _errs753 = errors;
if(typeof data153 === "string"){
if(!pattern4.test(data153)){
const err474 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data153};
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
const err475 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data153};
if(vErrors === null){
vErrors = [err475];
}
else {
vErrors.push(err475);
}
errors++;
}
var _valid86 = _errs753 === errors;
valid283 = valid283 || _valid86;
if(!valid283){
const err476 = {instancePath:instancePath+"/props/rangeDesc",schemaPath:"#/allOf/11/then/properties/props/properties/rangeDesc/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[11].then.properties.props.properties.rangeDesc.anyOf,parentSchema:schema74.allOf[11].then.properties.props.properties.rangeDesc,data:data153};
if(vErrors === null){
vErrors = [err476];
}
else {
vErrors.push(err476);
}
errors++;
}
else {
errors = _errs749;
if(vErrors !== null){
if(_errs749){
vErrors.length = _errs749;
}
else {
vErrors = null;
}
}
}
}
if(data147.rate !== undefined){
let data154 = data147.rate;
const _errs757 = errors;
let valid286 = false;
const _errs758 = errors;
if(typeof data154 !== "string"){
const err477 = {instancePath:instancePath+"/props/rate",schemaPath:"widgets/ProductCard.schema.json#/properties/rate/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema238.type,parentSchema:schema238,data:data154};
if(vErrors === null){
vErrors = [err477];
}
else {
vErrors.push(err477);
}
errors++;
}
var _valid87 = _errs758 === errors;
valid286 = valid286 || _valid87;
const _errs761 = errors;
if(typeof data154 === "string"){
if(!pattern4.test(data154)){
const err478 = {instancePath:instancePath+"/props/rate",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data154};
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
const err479 = {instancePath:instancePath+"/props/rate",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data154};
if(vErrors === null){
vErrors = [err479];
}
else {
vErrors.push(err479);
}
errors++;
}
var _valid87 = _errs761 === errors;
valid286 = valid286 || _valid87;
if(!valid286){
const err480 = {instancePath:instancePath+"/props/rate",schemaPath:"#/allOf/11/then/properties/props/properties/rate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[11].then.properties.props.properties.rate.anyOf,parentSchema:schema74.allOf[11].then.properties.props.properties.rate,data:data154};
if(vErrors === null){
vErrors = [err480];
}
else {
vErrors.push(err480);
}
errors++;
}
else {
errors = _errs757;
if(vErrors !== null){
if(_errs757){
vErrors.length = _errs757;
}
else {
vErrors = null;
}
}
}
}
if(data147.description !== undefined){
let data155 = data147.description;
const _errs765 = errors;
let valid289 = false;
const _errs766 = errors;
if(typeof data155 !== "string"){
const err481 = {instancePath:instancePath+"/props/description",schemaPath:"widgets/ProductCard.schema.json#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema240.type,parentSchema:schema240,data:data155};
if(vErrors === null){
vErrors = [err481];
}
else {
vErrors.push(err481);
}
errors++;
}
var _valid88 = _errs766 === errors;
valid289 = valid289 || _valid88;
const _errs769 = errors;
if(typeof data155 === "string"){
if(!pattern4.test(data155)){
const err482 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data155};
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
const err483 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data155};
if(vErrors === null){
vErrors = [err483];
}
else {
vErrors.push(err483);
}
errors++;
}
var _valid88 = _errs769 === errors;
valid289 = valid289 || _valid88;
if(!valid289){
const err484 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/11/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[11].then.properties.props.properties.description.anyOf,parentSchema:schema74.allOf[11].then.properties.props.properties.description,data:data155};
if(vErrors === null){
vErrors = [err484];
}
else {
vErrors.push(err484);
}
errors++;
}
else {
errors = _errs765;
if(vErrors !== null){
if(_errs765){
vErrors.length = _errs765;
}
else {
vErrors = null;
}
}
}
}
if(data147.tags !== undefined){
let data156 = data147.tags;
const _errs773 = errors;
let valid292 = false;
const _errs774 = errors;
if(Array.isArray(data156)){
const len2 = data156.length;
for(let i2=0; i2<len2; i2++){
let data157 = data156[i2];
if(typeof data157 !== "string"){
const err485 = {instancePath:instancePath+"/props/tags/" + i2,schemaPath:"widgets/ProductCard.schema.json#/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema242.items.type,parentSchema:schema242.items,data:data157};
if(vErrors === null){
vErrors = [err485];
}
else {
vErrors.push(err485);
}
errors++;
}
}
}
else {
const err486 = {instancePath:instancePath+"/props/tags",schemaPath:"widgets/ProductCard.schema.json#/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema242.type,parentSchema:schema242,data:data156};
if(vErrors === null){
vErrors = [err486];
}
else {
vErrors.push(err486);
}
errors++;
}
var _valid89 = _errs774 === errors;
valid292 = valid292 || _valid89;
const _errs779 = errors;
if(typeof data156 === "string"){
if(!pattern4.test(data156)){
const err487 = {instancePath:instancePath+"/props/tags",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data156};
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
const err488 = {instancePath:instancePath+"/props/tags",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data156};
if(vErrors === null){
vErrors = [err488];
}
else {
vErrors.push(err488);
}
errors++;
}
var _valid89 = _errs779 === errors;
valid292 = valid292 || _valid89;
if(!valid292){
const err489 = {instancePath:instancePath+"/props/tags",schemaPath:"#/allOf/11/then/properties/props/properties/tags/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[11].then.properties.props.properties.tags.anyOf,parentSchema:schema74.allOf[11].then.properties.props.properties.tags,data:data156};
if(vErrors === null){
vErrors = [err489];
}
else {
vErrors.push(err489);
}
errors++;
}
else {
errors = _errs773;
if(vErrors !== null){
if(_errs773){
vErrors.length = _errs773;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err490 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/11/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[11].then.properties.props.type,parentSchema:schema74.allOf[11].then.properties.props,data:data147};
if(vErrors === null){
vErrors = [err490];
}
else {
vErrors.push(err490);
}
errors++;
}
}
if(data.on !== undefined){
let data158 = data.on;
if(data158 && typeof data158 == "object" && !Array.isArray(data158)){
for(const key23 in data158){
if(!(key23 === "tap")){
const err491 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key23},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[11].then.properties.on,data:data158};
if(vErrors === null){
vErrors = [err491];
}
else {
vErrors.push(err491);
}
errors++;
}
}
if(data158.tap !== undefined){
if(!(validate65(data158.tap, {instancePath:instancePath+"/on/tap",parentData:data158,parentDataProperty:"tap",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err492 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/11/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[11].then.properties.on.type,parentSchema:schema74.allOf[11].then.properties.on,data:data158};
if(vErrors === null){
vErrors = [err492];
}
else {
vErrors.push(err492);
}
errors++;
}
}
if(data.children !== undefined){
const err493 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/11/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[11].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err493];
}
else {
vErrors.push(err493);
}
errors++;
}
if(data.bind !== undefined){
const err494 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/11/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[11].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err494];
}
else {
vErrors.push(err494);
}
errors++;
}
}
var _valid80 = _errs703 === errors;
valid264 = _valid80;
if(valid264){
var props11 = {};
props11.type = true;
props11.props = true;
props11.on = true;
props11.children = true;
props11.bind = true;
}
}
if(!valid264){
const err495 = {instancePath,schemaPath:"#/allOf/11/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[11].if,parentSchema:schema74.allOf[11],data};
if(vErrors === null){
vErrors = [err495];
}
else {
vErrors.push(err495);
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
const _errs787 = errors;
let valid298 = true;
const _errs788 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing12;
if((data.type === undefined) && (missing12 = "type")){
const err496 = {};
if(vErrors === null){
vErrors = [err496];
}
else {
vErrors.push(err496);
}
errors++;
}
else {
if(data.type !== undefined){
if("Stack" !== data.type){
const err497 = {};
if(vErrors === null){
vErrors = [err497];
}
else {
vErrors.push(err497);
}
errors++;
}
}
}
}
var _valid90 = _errs788 === errors;
errors = _errs787;
if(vErrors !== null){
if(_errs787){
vErrors.length = _errs787;
}
else {
vErrors = null;
}
}
if(_valid90){
const _errs790 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data163 = data.type;
if("Stack" !== data163){
const err498 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/12/then/properties/type/const",keyword:"const",params:{allowedValue: "Stack"},message:"must be equal to constant",schema:"Stack",parentSchema:schema74.allOf[12].then.properties.type,data:data163};
if(vErrors === null){
vErrors = [err498];
}
else {
vErrors.push(err498);
}
errors++;
}
}
if(data.props !== undefined){
let data164 = data.props;
if(data164 && typeof data164 == "object" && !Array.isArray(data164)){
for(const key24 in data164){
if(!(((((((key24 === "direction") || (key24 === "gap")) || (key24 === "padding")) || (key24 === "align")) || (key24 === "justify")) || (key24 === "wrap")) || (key24 === "surface"))){
const err499 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key24},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[12].then.properties.props,data:data164};
if(vErrors === null){
vErrors = [err499];
}
else {
vErrors.push(err499);
}
errors++;
}
}
if(data164.direction !== undefined){
let data165 = data164.direction;
const _errs796 = errors;
let valid302 = false;
const _errs797 = errors;
if(!((data165 === "column") || (data165 === "row"))){
const err500 = {instancePath:instancePath+"/props/direction",schemaPath:"widgets/Stack.schema.json#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema245.enum},message:"must be equal to one of the allowed values",schema:schema245.enum,parentSchema:schema245,data:data165};
if(vErrors === null){
vErrors = [err500];
}
else {
vErrors.push(err500);
}
errors++;
}
var _valid91 = _errs797 === errors;
valid302 = valid302 || _valid91;
const _errs799 = errors;
if(typeof data165 === "string"){
if(!pattern4.test(data165)){
const err501 = {instancePath:instancePath+"/props/direction",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data165};
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
const err502 = {instancePath:instancePath+"/props/direction",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data165};
if(vErrors === null){
vErrors = [err502];
}
else {
vErrors.push(err502);
}
errors++;
}
var _valid91 = _errs799 === errors;
valid302 = valid302 || _valid91;
if(!valid302){
const err503 = {instancePath:instancePath+"/props/direction",schemaPath:"#/allOf/12/then/properties/props/properties/direction/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[12].then.properties.props.properties.direction.anyOf,parentSchema:schema74.allOf[12].then.properties.props.properties.direction,data:data165};
if(vErrors === null){
vErrors = [err503];
}
else {
vErrors.push(err503);
}
errors++;
}
else {
errors = _errs796;
if(vErrors !== null){
if(_errs796){
vErrors.length = _errs796;
}
else {
vErrors = null;
}
}
}
}
if(data164.gap !== undefined){
let data166 = data164.gap;
const _errs803 = errors;
let valid305 = false;
const _errs804 = errors;
if(!(((typeof data166 == "number") && (!(data166 % 1) && !isNaN(data166))) && (isFinite(data166)))){
const err504 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema247.type,parentSchema:schema247,data:data166};
if(vErrors === null){
vErrors = [err504];
}
else {
vErrors.push(err504);
}
errors++;
}
if((typeof data166 == "number") && (isFinite(data166))){
if(data166 > 48 || isNaN(data166)){
const err505 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48",schema:48,parentSchema:schema247,data:data166};
if(vErrors === null){
vErrors = [err505];
}
else {
vErrors.push(err505);
}
errors++;
}
if(data166 < 0 || isNaN(data166)){
const err506 = {instancePath:instancePath+"/props/gap",schemaPath:"widgets/Stack.schema.json#/properties/gap/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema247,data:data166};
if(vErrors === null){
vErrors = [err506];
}
else {
vErrors.push(err506);
}
errors++;
}
}
var _valid92 = _errs804 === errors;
valid305 = valid305 || _valid92;
const _errs807 = errors;
if(typeof data166 === "string"){
if(!pattern4.test(data166)){
const err507 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data166};
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
const err508 = {instancePath:instancePath+"/props/gap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data166};
if(vErrors === null){
vErrors = [err508];
}
else {
vErrors.push(err508);
}
errors++;
}
var _valid92 = _errs807 === errors;
valid305 = valid305 || _valid92;
if(!valid305){
const err509 = {instancePath:instancePath+"/props/gap",schemaPath:"#/allOf/12/then/properties/props/properties/gap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[12].then.properties.props.properties.gap.anyOf,parentSchema:schema74.allOf[12].then.properties.props.properties.gap,data:data166};
if(vErrors === null){
vErrors = [err509];
}
else {
vErrors.push(err509);
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
if(data164.padding !== undefined){
let data167 = data164.padding;
const _errs811 = errors;
let valid308 = false;
const _errs812 = errors;
if(!(((typeof data167 == "number") && (!(data167 % 1) && !isNaN(data167))) && (isFinite(data167)))){
const err510 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema249.type,parentSchema:schema249,data:data167};
if(vErrors === null){
vErrors = [err510];
}
else {
vErrors.push(err510);
}
errors++;
}
if((typeof data167 == "number") && (isFinite(data167))){
if(data167 > 48 || isNaN(data167)){
const err511 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/maximum",keyword:"maximum",params:{comparison: "<=", limit: 48},message:"must be <= 48",schema:48,parentSchema:schema249,data:data167};
if(vErrors === null){
vErrors = [err511];
}
else {
vErrors.push(err511);
}
errors++;
}
if(data167 < 0 || isNaN(data167)){
const err512 = {instancePath:instancePath+"/props/padding",schemaPath:"widgets/Stack.schema.json#/properties/padding/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema249,data:data167};
if(vErrors === null){
vErrors = [err512];
}
else {
vErrors.push(err512);
}
errors++;
}
}
var _valid93 = _errs812 === errors;
valid308 = valid308 || _valid93;
const _errs815 = errors;
if(typeof data167 === "string"){
if(!pattern4.test(data167)){
const err513 = {instancePath:instancePath+"/props/padding",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data167};
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
const err514 = {instancePath:instancePath+"/props/padding",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data167};
if(vErrors === null){
vErrors = [err514];
}
else {
vErrors.push(err514);
}
errors++;
}
var _valid93 = _errs815 === errors;
valid308 = valid308 || _valid93;
if(!valid308){
const err515 = {instancePath:instancePath+"/props/padding",schemaPath:"#/allOf/12/then/properties/props/properties/padding/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[12].then.properties.props.properties.padding.anyOf,parentSchema:schema74.allOf[12].then.properties.props.properties.padding,data:data167};
if(vErrors === null){
vErrors = [err515];
}
else {
vErrors.push(err515);
}
errors++;
}
else {
errors = _errs811;
if(vErrors !== null){
if(_errs811){
vErrors.length = _errs811;
}
else {
vErrors = null;
}
}
}
}
if(data164.align !== undefined){
let data168 = data164.align;
const _errs819 = errors;
let valid311 = false;
const _errs820 = errors;
if(!((((data168 === "start") || (data168 === "center")) || (data168 === "end")) || (data168 === "stretch"))){
const err516 = {instancePath:instancePath+"/props/align",schemaPath:"widgets/Stack.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema251.enum},message:"must be equal to one of the allowed values",schema:schema251.enum,parentSchema:schema251,data:data168};
if(vErrors === null){
vErrors = [err516];
}
else {
vErrors.push(err516);
}
errors++;
}
var _valid94 = _errs820 === errors;
valid311 = valid311 || _valid94;
const _errs822 = errors;
if(typeof data168 === "string"){
if(!pattern4.test(data168)){
const err517 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data168};
if(vErrors === null){
vErrors = [err517];
}
else {
vErrors.push(err517);
}
errors++;
}
}
else {
const err518 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data168};
if(vErrors === null){
vErrors = [err518];
}
else {
vErrors.push(err518);
}
errors++;
}
var _valid94 = _errs822 === errors;
valid311 = valid311 || _valid94;
if(!valid311){
const err519 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/12/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[12].then.properties.props.properties.align.anyOf,parentSchema:schema74.allOf[12].then.properties.props.properties.align,data:data168};
if(vErrors === null){
vErrors = [err519];
}
else {
vErrors.push(err519);
}
errors++;
}
else {
errors = _errs819;
if(vErrors !== null){
if(_errs819){
vErrors.length = _errs819;
}
else {
vErrors = null;
}
}
}
}
if(data164.justify !== undefined){
let data169 = data164.justify;
const _errs826 = errors;
let valid314 = false;
const _errs827 = errors;
if(!((((data169 === "start") || (data169 === "center")) || (data169 === "end")) || (data169 === "between"))){
const err520 = {instancePath:instancePath+"/props/justify",schemaPath:"widgets/Stack.schema.json#/properties/justify/enum",keyword:"enum",params:{allowedValues: schema253.enum},message:"must be equal to one of the allowed values",schema:schema253.enum,parentSchema:schema253,data:data169};
if(vErrors === null){
vErrors = [err520];
}
else {
vErrors.push(err520);
}
errors++;
}
var _valid95 = _errs827 === errors;
valid314 = valid314 || _valid95;
const _errs829 = errors;
if(typeof data169 === "string"){
if(!pattern4.test(data169)){
const err521 = {instancePath:instancePath+"/props/justify",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data169};
if(vErrors === null){
vErrors = [err521];
}
else {
vErrors.push(err521);
}
errors++;
}
}
else {
const err522 = {instancePath:instancePath+"/props/justify",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data169};
if(vErrors === null){
vErrors = [err522];
}
else {
vErrors.push(err522);
}
errors++;
}
var _valid95 = _errs829 === errors;
valid314 = valid314 || _valid95;
if(!valid314){
const err523 = {instancePath:instancePath+"/props/justify",schemaPath:"#/allOf/12/then/properties/props/properties/justify/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[12].then.properties.props.properties.justify.anyOf,parentSchema:schema74.allOf[12].then.properties.props.properties.justify,data:data169};
if(vErrors === null){
vErrors = [err523];
}
else {
vErrors.push(err523);
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
if(data164.wrap !== undefined){
let data170 = data164.wrap;
const _errs833 = errors;
let valid317 = false;
const _errs834 = errors;
if(typeof data170 !== "boolean"){
const err524 = {instancePath:instancePath+"/props/wrap",schemaPath:"widgets/Stack.schema.json#/properties/wrap/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema255.type,parentSchema:schema255,data:data170};
if(vErrors === null){
vErrors = [err524];
}
else {
vErrors.push(err524);
}
errors++;
}
var _valid96 = _errs834 === errors;
valid317 = valid317 || _valid96;
const _errs837 = errors;
if(typeof data170 === "string"){
if(!pattern4.test(data170)){
const err525 = {instancePath:instancePath+"/props/wrap",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data170};
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
const err526 = {instancePath:instancePath+"/props/wrap",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data170};
if(vErrors === null){
vErrors = [err526];
}
else {
vErrors.push(err526);
}
errors++;
}
var _valid96 = _errs837 === errors;
valid317 = valid317 || _valid96;
if(!valid317){
const err527 = {instancePath:instancePath+"/props/wrap",schemaPath:"#/allOf/12/then/properties/props/properties/wrap/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[12].then.properties.props.properties.wrap.anyOf,parentSchema:schema74.allOf[12].then.properties.props.properties.wrap,data:data170};
if(vErrors === null){
vErrors = [err527];
}
else {
vErrors.push(err527);
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
if(data164.surface !== undefined){
let data171 = data164.surface;
const _errs841 = errors;
let valid320 = false;
const _errs842 = errors;
if(!(((data171 === "none") || (data171 === "card")) || (data171 === "page"))){
const err528 = {instancePath:instancePath+"/props/surface",schemaPath:"widgets/Stack.schema.json#/properties/surface/enum",keyword:"enum",params:{allowedValues: schema257.enum},message:"must be equal to one of the allowed values",schema:schema257.enum,parentSchema:schema257,data:data171};
if(vErrors === null){
vErrors = [err528];
}
else {
vErrors.push(err528);
}
errors++;
}
var _valid97 = _errs842 === errors;
valid320 = valid320 || _valid97;
const _errs844 = errors;
if(typeof data171 === "string"){
if(!pattern4.test(data171)){
const err529 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data171};
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
const err530 = {instancePath:instancePath+"/props/surface",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data171};
if(vErrors === null){
vErrors = [err530];
}
else {
vErrors.push(err530);
}
errors++;
}
var _valid97 = _errs844 === errors;
valid320 = valid320 || _valid97;
if(!valid320){
const err531 = {instancePath:instancePath+"/props/surface",schemaPath:"#/allOf/12/then/properties/props/properties/surface/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[12].then.properties.props.properties.surface.anyOf,parentSchema:schema74.allOf[12].then.properties.props.properties.surface,data:data171};
if(vErrors === null){
vErrors = [err531];
}
else {
vErrors.push(err531);
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
}
else {
const err532 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/12/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[12].then.properties.props.type,parentSchema:schema74.allOf[12].then.properties.props,data:data164};
if(vErrors === null){
vErrors = [err532];
}
else {
vErrors.push(err532);
}
errors++;
}
}
if(data.on !== undefined){
let data172 = data.on;
if(data172 && typeof data172 == "object" && !Array.isArray(data172)){
for(const key25 in data172){
const err533 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key25},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[12].then.properties.on,data:data172};
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
const err534 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/12/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[12].then.properties.on.type,parentSchema:schema74.allOf[12].then.properties.on,data:data172};
if(vErrors === null){
vErrors = [err534];
}
else {
vErrors.push(err534);
}
errors++;
}
}
if(data.bind !== undefined){
const err535 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/12/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[12].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err535];
}
else {
vErrors.push(err535);
}
errors++;
}
}
var _valid90 = _errs790 === errors;
valid298 = _valid90;
if(valid298){
var props12 = {};
props12.type = true;
props12.props = true;
props12.on = true;
props12.bind = true;
}
}
if(!valid298){
const err536 = {instancePath,schemaPath:"#/allOf/12/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[12].if,parentSchema:schema74.allOf[12],data};
if(vErrors === null){
vErrors = [err536];
}
else {
vErrors.push(err536);
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
const _errs851 = errors;
let valid323 = true;
const _errs852 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing13;
if((data.type === undefined) && (missing13 = "type")){
const err537 = {};
if(vErrors === null){
vErrors = [err537];
}
else {
vErrors.push(err537);
}
errors++;
}
else {
if(data.type !== undefined){
if("StarRating" !== data.type){
const err538 = {};
if(vErrors === null){
vErrors = [err538];
}
else {
vErrors.push(err538);
}
errors++;
}
}
}
}
var _valid98 = _errs852 === errors;
errors = _errs851;
if(vErrors !== null){
if(_errs851){
vErrors.length = _errs851;
}
else {
vErrors = null;
}
}
if(_valid98){
const _errs854 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err539 = {instancePath,schemaPath:"#/allOf/13/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[13].then.required,parentSchema:schema74.allOf[13].then,data};
if(vErrors === null){
vErrors = [err539];
}
else {
vErrors.push(err539);
}
errors++;
}
if(data.type !== undefined){
let data175 = data.type;
if("StarRating" !== data175){
const err540 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/13/then/properties/type/const",keyword:"const",params:{allowedValue: "StarRating"},message:"must be equal to constant",schema:"StarRating",parentSchema:schema74.allOf[13].then.properties.type,data:data175};
if(vErrors === null){
vErrors = [err540];
}
else {
vErrors.push(err540);
}
errors++;
}
}
if(data.props !== undefined){
let data176 = data.props;
if(data176 && typeof data176 == "object" && !Array.isArray(data176)){
if(data176.label === undefined){
const err541 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema74.allOf[13].then.properties.props.required,parentSchema:schema74.allOf[13].then.properties.props,data:data176};
if(vErrors === null){
vErrors = [err541];
}
else {
vErrors.push(err541);
}
errors++;
}
for(const key26 in data176){
if(!(((key26 === "label") || (key26 === "max")) || (key26 === "size"))){
const err542 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key26},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[13].then.properties.props,data:data176};
if(vErrors === null){
vErrors = [err542];
}
else {
vErrors.push(err542);
}
errors++;
}
}
if(data176.label !== undefined){
let data177 = data176.label;
const _errs860 = errors;
let valid327 = false;
const _errs861 = errors;
if(typeof data177 === "string"){
if(func3(data177) < 1){
const err543 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/StarRating.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema260,data:data177};
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
const err544 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/StarRating.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema260.type,parentSchema:schema260,data:data177};
if(vErrors === null){
vErrors = [err544];
}
else {
vErrors.push(err544);
}
errors++;
}
var _valid99 = _errs861 === errors;
valid327 = valid327 || _valid99;
const _errs864 = errors;
if(typeof data177 === "string"){
if(!pattern4.test(data177)){
const err545 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data177};
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
const err546 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data177};
if(vErrors === null){
vErrors = [err546];
}
else {
vErrors.push(err546);
}
errors++;
}
var _valid99 = _errs864 === errors;
valid327 = valid327 || _valid99;
if(!valid327){
const err547 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/13/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[13].then.properties.props.properties.label.anyOf,parentSchema:schema74.allOf[13].then.properties.props.properties.label,data:data177};
if(vErrors === null){
vErrors = [err547];
}
else {
vErrors.push(err547);
}
errors++;
}
else {
errors = _errs860;
if(vErrors !== null){
if(_errs860){
vErrors.length = _errs860;
}
else {
vErrors = null;
}
}
}
}
if(data176.max !== undefined){
let data178 = data176.max;
const _errs868 = errors;
let valid330 = false;
const _errs869 = errors;
if(!(((typeof data178 == "number") && (!(data178 % 1) && !isNaN(data178))) && (isFinite(data178)))){
const err548 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema262.type,parentSchema:schema262,data:data178};
if(vErrors === null){
vErrors = [err548];
}
else {
vErrors.push(err548);
}
errors++;
}
if((typeof data178 == "number") && (isFinite(data178))){
if(data178 > 10 || isNaN(data178)){
const err549 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10",schema:10,parentSchema:schema262,data:data178};
if(vErrors === null){
vErrors = [err549];
}
else {
vErrors.push(err549);
}
errors++;
}
if(data178 < 1 || isNaN(data178)){
const err550 = {instancePath:instancePath+"/props/max",schemaPath:"widgets/StarRating.schema.json#/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema262,data:data178};
if(vErrors === null){
vErrors = [err550];
}
else {
vErrors.push(err550);
}
errors++;
}
}
var _valid100 = _errs869 === errors;
valid330 = valid330 || _valid100;
const _errs872 = errors;
if(typeof data178 === "string"){
if(!pattern4.test(data178)){
const err551 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data178};
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
const err552 = {instancePath:instancePath+"/props/max",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data178};
if(vErrors === null){
vErrors = [err552];
}
else {
vErrors.push(err552);
}
errors++;
}
var _valid100 = _errs872 === errors;
valid330 = valid330 || _valid100;
if(!valid330){
const err553 = {instancePath:instancePath+"/props/max",schemaPath:"#/allOf/13/then/properties/props/properties/max/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[13].then.properties.props.properties.max.anyOf,parentSchema:schema74.allOf[13].then.properties.props.properties.max,data:data178};
if(vErrors === null){
vErrors = [err553];
}
else {
vErrors.push(err553);
}
errors++;
}
else {
errors = _errs868;
if(vErrors !== null){
if(_errs868){
vErrors.length = _errs868;
}
else {
vErrors = null;
}
}
}
}
if(data176.size !== undefined){
let data179 = data176.size;
const _errs876 = errors;
let valid333 = false;
const _errs877 = errors;
if(!(((typeof data179 == "number") && (!(data179 % 1) && !isNaN(data179))) && (isFinite(data179)))){
const err554 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema264.type,parentSchema:schema264,data:data179};
if(vErrors === null){
vErrors = [err554];
}
else {
vErrors.push(err554);
}
errors++;
}
if((typeof data179 == "number") && (isFinite(data179))){
if(data179 > 64 || isNaN(data179)){
const err555 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 64},message:"must be <= 64",schema:64,parentSchema:schema264,data:data179};
if(vErrors === null){
vErrors = [err555];
}
else {
vErrors.push(err555);
}
errors++;
}
if(data179 < 16 || isNaN(data179)){
const err556 = {instancePath:instancePath+"/props/size",schemaPath:"widgets/StarRating.schema.json#/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 16},message:"must be >= 16",schema:16,parentSchema:schema264,data:data179};
if(vErrors === null){
vErrors = [err556];
}
else {
vErrors.push(err556);
}
errors++;
}
}
var _valid101 = _errs877 === errors;
valid333 = valid333 || _valid101;
const _errs880 = errors;
if(typeof data179 === "string"){
if(!pattern4.test(data179)){
const err557 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data179};
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
const err558 = {instancePath:instancePath+"/props/size",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data179};
if(vErrors === null){
vErrors = [err558];
}
else {
vErrors.push(err558);
}
errors++;
}
var _valid101 = _errs880 === errors;
valid333 = valid333 || _valid101;
if(!valid333){
const err559 = {instancePath:instancePath+"/props/size",schemaPath:"#/allOf/13/then/properties/props/properties/size/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[13].then.properties.props.properties.size.anyOf,parentSchema:schema74.allOf[13].then.properties.props.properties.size,data:data179};
if(vErrors === null){
vErrors = [err559];
}
else {
vErrors.push(err559);
}
errors++;
}
else {
errors = _errs876;
if(vErrors !== null){
if(_errs876){
vErrors.length = _errs876;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err560 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/13/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[13].then.properties.props.type,parentSchema:schema74.allOf[13].then.properties.props,data:data176};
if(vErrors === null){
vErrors = [err560];
}
else {
vErrors.push(err560);
}
errors++;
}
}
if(data.on !== undefined){
let data180 = data.on;
if(data180 && typeof data180 == "object" && !Array.isArray(data180)){
for(const key27 in data180){
if(!(key27 === "change")){
const err561 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key27},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[13].then.properties.on,data:data180};
if(vErrors === null){
vErrors = [err561];
}
else {
vErrors.push(err561);
}
errors++;
}
}
if(data180.change !== undefined){
if(!(validate65(data180.change, {instancePath:instancePath+"/on/change",parentData:data180,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err562 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/13/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[13].then.properties.on.type,parentSchema:schema74.allOf[13].then.properties.on,data:data180};
if(vErrors === null){
vErrors = [err562];
}
else {
vErrors.push(err562);
}
errors++;
}
}
if(data.children !== undefined){
const err563 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/13/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[13].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err563];
}
else {
vErrors.push(err563);
}
errors++;
}
}
var _valid98 = _errs854 === errors;
valid323 = _valid98;
if(valid323){
var props13 = {};
props13.type = true;
props13.props = true;
props13.on = true;
props13.children = true;
}
}
if(!valid323){
const err564 = {instancePath,schemaPath:"#/allOf/13/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[13].if,parentSchema:schema74.allOf[13],data};
if(vErrors === null){
vErrors = [err564];
}
else {
vErrors.push(err564);
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
const _errs888 = errors;
let valid337 = true;
const _errs889 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing14;
if((data.type === undefined) && (missing14 = "type")){
const err565 = {};
if(vErrors === null){
vErrors = [err565];
}
else {
vErrors.push(err565);
}
errors++;
}
else {
if(data.type !== undefined){
if("StatusBanner" !== data.type){
const err566 = {};
if(vErrors === null){
vErrors = [err566];
}
else {
vErrors.push(err566);
}
errors++;
}
}
}
}
var _valid102 = _errs889 === errors;
errors = _errs888;
if(vErrors !== null){
if(_errs888){
vErrors.length = _errs888;
}
else {
vErrors = null;
}
}
if(_valid102){
const _errs891 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err567 = {instancePath,schemaPath:"#/allOf/14/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[14].then.required,parentSchema:schema74.allOf[14].then,data};
if(vErrors === null){
vErrors = [err567];
}
else {
vErrors.push(err567);
}
errors++;
}
if(data.type !== undefined){
let data184 = data.type;
if("StatusBanner" !== data184){
const err568 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/14/then/properties/type/const",keyword:"const",params:{allowedValue: "StatusBanner"},message:"must be equal to constant",schema:"StatusBanner",parentSchema:schema74.allOf[14].then.properties.type,data:data184};
if(vErrors === null){
vErrors = [err568];
}
else {
vErrors.push(err568);
}
errors++;
}
}
if(data.props !== undefined){
let data185 = data.props;
if(data185 && typeof data185 == "object" && !Array.isArray(data185)){
if(data185.title === undefined){
const err569 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema74.allOf[14].then.properties.props.required,parentSchema:schema74.allOf[14].then.properties.props,data:data185};
if(vErrors === null){
vErrors = [err569];
}
else {
vErrors.push(err569);
}
errors++;
}
for(const key28 in data185){
if(!((((key28 === "image") || (key28 === "title")) || (key28 === "description")) || (key28 === "tone"))){
const err570 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key28},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[14].then.properties.props,data:data185};
if(vErrors === null){
vErrors = [err570];
}
else {
vErrors.push(err570);
}
errors++;
}
}
if(data185.image !== undefined){
let data186 = data185.image;
const _errs897 = errors;
let valid341 = false;
const _errs898 = errors;
if(typeof data186 !== "string"){
const err571 = {instancePath:instancePath+"/props/image",schemaPath:"widgets/StatusBanner.schema.json#/properties/image/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema267.type,parentSchema:schema267,data:data186};
if(vErrors === null){
vErrors = [err571];
}
else {
vErrors.push(err571);
}
errors++;
}
var _valid103 = _errs898 === errors;
valid341 = valid341 || _valid103;
const _errs901 = errors;
if(typeof data186 === "string"){
if(!pattern4.test(data186)){
const err572 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data186};
if(vErrors === null){
vErrors = [err572];
}
else {
vErrors.push(err572);
}
errors++;
}
}
else {
const err573 = {instancePath:instancePath+"/props/image",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data186};
if(vErrors === null){
vErrors = [err573];
}
else {
vErrors.push(err573);
}
errors++;
}
var _valid103 = _errs901 === errors;
valid341 = valid341 || _valid103;
if(!valid341){
const err574 = {instancePath:instancePath+"/props/image",schemaPath:"#/allOf/14/then/properties/props/properties/image/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[14].then.properties.props.properties.image.anyOf,parentSchema:schema74.allOf[14].then.properties.props.properties.image,data:data186};
if(vErrors === null){
vErrors = [err574];
}
else {
vErrors.push(err574);
}
errors++;
}
else {
errors = _errs897;
if(vErrors !== null){
if(_errs897){
vErrors.length = _errs897;
}
else {
vErrors = null;
}
}
}
}
if(data185.title !== undefined){
let data187 = data185.title;
const _errs905 = errors;
let valid344 = false;
const _errs906 = errors;
if(typeof data187 !== "string"){
const err575 = {instancePath:instancePath+"/props/title",schemaPath:"widgets/StatusBanner.schema.json#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema269.type,parentSchema:schema269,data:data187};
if(vErrors === null){
vErrors = [err575];
}
else {
vErrors.push(err575);
}
errors++;
}
var _valid104 = _errs906 === errors;
valid344 = valid344 || _valid104;
const _errs909 = errors;
if(typeof data187 === "string"){
if(!pattern4.test(data187)){
const err576 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data187};
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
const err577 = {instancePath:instancePath+"/props/title",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data187};
if(vErrors === null){
vErrors = [err577];
}
else {
vErrors.push(err577);
}
errors++;
}
var _valid104 = _errs909 === errors;
valid344 = valid344 || _valid104;
if(!valid344){
const err578 = {instancePath:instancePath+"/props/title",schemaPath:"#/allOf/14/then/properties/props/properties/title/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[14].then.properties.props.properties.title.anyOf,parentSchema:schema74.allOf[14].then.properties.props.properties.title,data:data187};
if(vErrors === null){
vErrors = [err578];
}
else {
vErrors.push(err578);
}
errors++;
}
else {
errors = _errs905;
if(vErrors !== null){
if(_errs905){
vErrors.length = _errs905;
}
else {
vErrors = null;
}
}
}
}
if(data185.description !== undefined){
let data188 = data185.description;
const _errs913 = errors;
let valid347 = false;
const _errs914 = errors;
if(typeof data188 !== "string"){
const err579 = {instancePath:instancePath+"/props/description",schemaPath:"widgets/StatusBanner.schema.json#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema271.type,parentSchema:schema271,data:data188};
if(vErrors === null){
vErrors = [err579];
}
else {
vErrors.push(err579);
}
errors++;
}
var _valid105 = _errs914 === errors;
valid347 = valid347 || _valid105;
const _errs917 = errors;
if(typeof data188 === "string"){
if(!pattern4.test(data188)){
const err580 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data188};
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
const err581 = {instancePath:instancePath+"/props/description",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data188};
if(vErrors === null){
vErrors = [err581];
}
else {
vErrors.push(err581);
}
errors++;
}
var _valid105 = _errs917 === errors;
valid347 = valid347 || _valid105;
if(!valid347){
const err582 = {instancePath:instancePath+"/props/description",schemaPath:"#/allOf/14/then/properties/props/properties/description/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[14].then.properties.props.properties.description.anyOf,parentSchema:schema74.allOf[14].then.properties.props.properties.description,data:data188};
if(vErrors === null){
vErrors = [err582];
}
else {
vErrors.push(err582);
}
errors++;
}
else {
errors = _errs913;
if(vErrors !== null){
if(_errs913){
vErrors.length = _errs913;
}
else {
vErrors = null;
}
}
}
}
if(data185.tone !== undefined){
let data189 = data185.tone;
const _errs921 = errors;
let valid350 = false;
const _errs922 = errors;
if(!((data189 === "brand") || (data189 === "accent"))){
const err583 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/StatusBanner.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema273.enum},message:"must be equal to one of the allowed values",schema:schema273.enum,parentSchema:schema273,data:data189};
if(vErrors === null){
vErrors = [err583];
}
else {
vErrors.push(err583);
}
errors++;
}
var _valid106 = _errs922 === errors;
valid350 = valid350 || _valid106;
const _errs924 = errors;
if(typeof data189 === "string"){
if(!pattern4.test(data189)){
const err584 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data189};
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
const err585 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data189};
if(vErrors === null){
vErrors = [err585];
}
else {
vErrors.push(err585);
}
errors++;
}
var _valid106 = _errs924 === errors;
valid350 = valid350 || _valid106;
if(!valid350){
const err586 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/14/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[14].then.properties.props.properties.tone.anyOf,parentSchema:schema74.allOf[14].then.properties.props.properties.tone,data:data189};
if(vErrors === null){
vErrors = [err586];
}
else {
vErrors.push(err586);
}
errors++;
}
else {
errors = _errs921;
if(vErrors !== null){
if(_errs921){
vErrors.length = _errs921;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err587 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/14/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[14].then.properties.props.type,parentSchema:schema74.allOf[14].then.properties.props,data:data185};
if(vErrors === null){
vErrors = [err587];
}
else {
vErrors.push(err587);
}
errors++;
}
}
if(data.on !== undefined){
let data190 = data.on;
if(data190 && typeof data190 == "object" && !Array.isArray(data190)){
for(const key29 in data190){
const err588 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key29},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[14].then.properties.on,data:data190};
if(vErrors === null){
vErrors = [err588];
}
else {
vErrors.push(err588);
}
errors++;
}
}
else {
const err589 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/14/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[14].then.properties.on.type,parentSchema:schema74.allOf[14].then.properties.on,data:data190};
if(vErrors === null){
vErrors = [err589];
}
else {
vErrors.push(err589);
}
errors++;
}
}
if(data.children !== undefined){
const err590 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/14/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[14].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err590];
}
else {
vErrors.push(err590);
}
errors++;
}
if(data.bind !== undefined){
const err591 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/14/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[14].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err591];
}
else {
vErrors.push(err591);
}
errors++;
}
}
var _valid102 = _errs891 === errors;
valid337 = _valid102;
if(valid337){
var props14 = {};
props14.type = true;
props14.props = true;
props14.on = true;
props14.children = true;
props14.bind = true;
}
}
if(!valid337){
const err592 = {instancePath,schemaPath:"#/allOf/14/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[14].if,parentSchema:schema74.allOf[14],data};
if(vErrors === null){
vErrors = [err592];
}
else {
vErrors.push(err592);
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
const _errs931 = errors;
let valid353 = true;
const _errs932 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing15;
if((data.type === undefined) && (missing15 = "type")){
const err593 = {};
if(vErrors === null){
vErrors = [err593];
}
else {
vErrors.push(err593);
}
errors++;
}
else {
if(data.type !== undefined){
if("SuccessMark" !== data.type){
const err594 = {};
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
}
var _valid107 = _errs932 === errors;
errors = _errs931;
if(vErrors !== null){
if(_errs931){
vErrors.length = _errs931;
}
else {
vErrors = null;
}
}
if(_valid107){
const _errs934 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err595 = {instancePath,schemaPath:"#/allOf/15/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[15].then.required,parentSchema:schema74.allOf[15].then,data};
if(vErrors === null){
vErrors = [err595];
}
else {
vErrors.push(err595);
}
errors++;
}
if(data.type !== undefined){
let data194 = data.type;
if("SuccessMark" !== data194){
const err596 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/15/then/properties/type/const",keyword:"const",params:{allowedValue: "SuccessMark"},message:"must be equal to constant",schema:"SuccessMark",parentSchema:schema74.allOf[15].then.properties.type,data:data194};
if(vErrors === null){
vErrors = [err596];
}
else {
vErrors.push(err596);
}
errors++;
}
}
if(data.props !== undefined){
let data195 = data.props;
if(data195 && typeof data195 == "object" && !Array.isArray(data195)){
if(data195.text === undefined){
const err597 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema74.allOf[15].then.properties.props.required,parentSchema:schema74.allOf[15].then.properties.props,data:data195};
if(vErrors === null){
vErrors = [err597];
}
else {
vErrors.push(err597);
}
errors++;
}
for(const key30 in data195){
if(!((key30 === "text") || (key30 === "tone"))){
const err598 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key30},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[15].then.properties.props,data:data195};
if(vErrors === null){
vErrors = [err598];
}
else {
vErrors.push(err598);
}
errors++;
}
}
if(data195.text !== undefined){
let data196 = data195.text;
const _errs940 = errors;
let valid357 = false;
const _errs941 = errors;
if(typeof data196 === "string"){
if(func3(data196) < 1){
const err599 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/SuccessMark.schema.json#/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema276,data:data196};
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
const err600 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/SuccessMark.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema276.type,parentSchema:schema276,data:data196};
if(vErrors === null){
vErrors = [err600];
}
else {
vErrors.push(err600);
}
errors++;
}
var _valid108 = _errs941 === errors;
valid357 = valid357 || _valid108;
const _errs944 = errors;
if(typeof data196 === "string"){
if(!pattern4.test(data196)){
const err601 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data196};
if(vErrors === null){
vErrors = [err601];
}
else {
vErrors.push(err601);
}
errors++;
}
}
else {
const err602 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data196};
if(vErrors === null){
vErrors = [err602];
}
else {
vErrors.push(err602);
}
errors++;
}
var _valid108 = _errs944 === errors;
valid357 = valid357 || _valid108;
if(!valid357){
const err603 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/15/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[15].then.properties.props.properties.text.anyOf,parentSchema:schema74.allOf[15].then.properties.props.properties.text,data:data196};
if(vErrors === null){
vErrors = [err603];
}
else {
vErrors.push(err603);
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
}
if(data195.tone !== undefined){
let data197 = data195.tone;
const _errs948 = errors;
let valid360 = false;
const _errs949 = errors;
if(!((data197 === "success") || (data197 === "info"))){
const err604 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/SuccessMark.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema278.enum},message:"must be equal to one of the allowed values",schema:schema278.enum,parentSchema:schema278,data:data197};
if(vErrors === null){
vErrors = [err604];
}
else {
vErrors.push(err604);
}
errors++;
}
var _valid109 = _errs949 === errors;
valid360 = valid360 || _valid109;
const _errs951 = errors;
if(typeof data197 === "string"){
if(!pattern4.test(data197)){
const err605 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data197};
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
const err606 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data197};
if(vErrors === null){
vErrors = [err606];
}
else {
vErrors.push(err606);
}
errors++;
}
var _valid109 = _errs951 === errors;
valid360 = valid360 || _valid109;
if(!valid360){
const err607 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/15/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[15].then.properties.props.properties.tone.anyOf,parentSchema:schema74.allOf[15].then.properties.props.properties.tone,data:data197};
if(vErrors === null){
vErrors = [err607];
}
else {
vErrors.push(err607);
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
}
else {
const err608 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/15/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[15].then.properties.props.type,parentSchema:schema74.allOf[15].then.properties.props,data:data195};
if(vErrors === null){
vErrors = [err608];
}
else {
vErrors.push(err608);
}
errors++;
}
}
if(data.on !== undefined){
let data198 = data.on;
if(data198 && typeof data198 == "object" && !Array.isArray(data198)){
for(const key31 in data198){
const err609 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key31},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[15].then.properties.on,data:data198};
if(vErrors === null){
vErrors = [err609];
}
else {
vErrors.push(err609);
}
errors++;
}
}
else {
const err610 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/15/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[15].then.properties.on.type,parentSchema:schema74.allOf[15].then.properties.on,data:data198};
if(vErrors === null){
vErrors = [err610];
}
else {
vErrors.push(err610);
}
errors++;
}
}
if(data.children !== undefined){
const err611 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/15/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[15].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err611];
}
else {
vErrors.push(err611);
}
errors++;
}
if(data.bind !== undefined){
const err612 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/15/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[15].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err612];
}
else {
vErrors.push(err612);
}
errors++;
}
}
var _valid107 = _errs934 === errors;
valid353 = _valid107;
if(valid353){
var props15 = {};
props15.type = true;
props15.props = true;
props15.on = true;
props15.children = true;
props15.bind = true;
}
}
if(!valid353){
const err613 = {instancePath,schemaPath:"#/allOf/15/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[15].if,parentSchema:schema74.allOf[15],data};
if(vErrors === null){
vErrors = [err613];
}
else {
vErrors.push(err613);
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
const _errs958 = errors;
let valid363 = true;
const _errs959 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing16;
if((data.type === undefined) && (missing16 = "type")){
const err614 = {};
if(vErrors === null){
vErrors = [err614];
}
else {
vErrors.push(err614);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tabs" !== data.type){
const err615 = {};
if(vErrors === null){
vErrors = [err615];
}
else {
vErrors.push(err615);
}
errors++;
}
}
}
}
var _valid110 = _errs959 === errors;
errors = _errs958;
if(vErrors !== null){
if(_errs958){
vErrors.length = _errs958;
}
else {
vErrors = null;
}
}
if(_valid110){
const _errs961 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err616 = {instancePath,schemaPath:"#/allOf/16/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[16].then.required,parentSchema:schema74.allOf[16].then,data};
if(vErrors === null){
vErrors = [err616];
}
else {
vErrors.push(err616);
}
errors++;
}
if(data.type !== undefined){
let data202 = data.type;
if("Tabs" !== data202){
const err617 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/16/then/properties/type/const",keyword:"const",params:{allowedValue: "Tabs"},message:"must be equal to constant",schema:"Tabs",parentSchema:schema74.allOf[16].then.properties.type,data:data202};
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
let data203 = data.props;
if(data203 && typeof data203 == "object" && !Array.isArray(data203)){
if(data203.tabs === undefined){
const err618 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/required",keyword:"required",params:{missingProperty: "tabs"},message:"must have required property '"+"tabs"+"'",schema:schema74.allOf[16].then.properties.props.required,parentSchema:schema74.allOf[16].then.properties.props,data:data203};
if(vErrors === null){
vErrors = [err618];
}
else {
vErrors.push(err618);
}
errors++;
}
for(const key32 in data203){
if(!(((((key32 === "tabs") || (key32 === "labelKey")) || (key32 === "valueKey")) || (key32 === "label")) || (key32 === "stretch"))){
const err619 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key32},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[16].then.properties.props,data:data203};
if(vErrors === null){
vErrors = [err619];
}
else {
vErrors.push(err619);
}
errors++;
}
}
if(data203.tabs !== undefined){
let data204 = data203.tabs;
const _errs967 = errors;
let valid367 = false;
const _errs968 = errors;
if(Array.isArray(data204)){
const len3 = data204.length;
for(let i3=0; i3<len3; i3++){
let data205 = data204[i3];
if(data205 && typeof data205 == "object" && !Array.isArray(data205)){
}
else {
const err620 = {instancePath:instancePath+"/props/tabs/" + i3,schemaPath:"widgets/Tabs.schema.json#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema281.items.type,parentSchema:schema281.items,data:data205};
if(vErrors === null){
vErrors = [err620];
}
else {
vErrors.push(err620);
}
errors++;
}
}
}
else {
const err621 = {instancePath:instancePath+"/props/tabs",schemaPath:"widgets/Tabs.schema.json#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema281.type,parentSchema:schema281,data:data204};
if(vErrors === null){
vErrors = [err621];
}
else {
vErrors.push(err621);
}
errors++;
}
var _valid111 = _errs968 === errors;
valid367 = valid367 || _valid111;
const _errs974 = errors;
if(typeof data204 === "string"){
if(!pattern4.test(data204)){
const err622 = {instancePath:instancePath+"/props/tabs",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data204};
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
const err623 = {instancePath:instancePath+"/props/tabs",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data204};
if(vErrors === null){
vErrors = [err623];
}
else {
vErrors.push(err623);
}
errors++;
}
var _valid111 = _errs974 === errors;
valid367 = valid367 || _valid111;
if(!valid367){
const err624 = {instancePath:instancePath+"/props/tabs",schemaPath:"#/allOf/16/then/properties/props/properties/tabs/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[16].then.properties.props.properties.tabs.anyOf,parentSchema:schema74.allOf[16].then.properties.props.properties.tabs,data:data204};
if(vErrors === null){
vErrors = [err624];
}
else {
vErrors.push(err624);
}
errors++;
}
else {
errors = _errs967;
if(vErrors !== null){
if(_errs967){
vErrors.length = _errs967;
}
else {
vErrors = null;
}
}
}
}
if(data203.labelKey !== undefined){
let data206 = data203.labelKey;
const _errs978 = errors;
let valid372 = false;
const _errs979 = errors;
if(typeof data206 === "string"){
if(func3(data206) < 1){
const err625 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/Tabs.schema.json#/properties/labelKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema283,data:data206};
if(vErrors === null){
vErrors = [err625];
}
else {
vErrors.push(err625);
}
errors++;
}
}
else {
const err626 = {instancePath:instancePath+"/props/labelKey",schemaPath:"widgets/Tabs.schema.json#/properties/labelKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema283.type,parentSchema:schema283,data:data206};
if(vErrors === null){
vErrors = [err626];
}
else {
vErrors.push(err626);
}
errors++;
}
var _valid112 = _errs979 === errors;
valid372 = valid372 || _valid112;
const _errs982 = errors;
if(typeof data206 === "string"){
if(!pattern4.test(data206)){
const err627 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data206};
if(vErrors === null){
vErrors = [err627];
}
else {
vErrors.push(err627);
}
errors++;
}
}
else {
const err628 = {instancePath:instancePath+"/props/labelKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data206};
if(vErrors === null){
vErrors = [err628];
}
else {
vErrors.push(err628);
}
errors++;
}
var _valid112 = _errs982 === errors;
valid372 = valid372 || _valid112;
if(!valid372){
const err629 = {instancePath:instancePath+"/props/labelKey",schemaPath:"#/allOf/16/then/properties/props/properties/labelKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[16].then.properties.props.properties.labelKey.anyOf,parentSchema:schema74.allOf[16].then.properties.props.properties.labelKey,data:data206};
if(vErrors === null){
vErrors = [err629];
}
else {
vErrors.push(err629);
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
if(data203.valueKey !== undefined){
let data207 = data203.valueKey;
const _errs986 = errors;
let valid375 = false;
const _errs987 = errors;
if(typeof data207 === "string"){
if(func3(data207) < 1){
const err630 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/Tabs.schema.json#/properties/valueKey/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema285,data:data207};
if(vErrors === null){
vErrors = [err630];
}
else {
vErrors.push(err630);
}
errors++;
}
}
else {
const err631 = {instancePath:instancePath+"/props/valueKey",schemaPath:"widgets/Tabs.schema.json#/properties/valueKey/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema285.type,parentSchema:schema285,data:data207};
if(vErrors === null){
vErrors = [err631];
}
else {
vErrors.push(err631);
}
errors++;
}
var _valid113 = _errs987 === errors;
valid375 = valid375 || _valid113;
const _errs990 = errors;
if(typeof data207 === "string"){
if(!pattern4.test(data207)){
const err632 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data207};
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
const err633 = {instancePath:instancePath+"/props/valueKey",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data207};
if(vErrors === null){
vErrors = [err633];
}
else {
vErrors.push(err633);
}
errors++;
}
var _valid113 = _errs990 === errors;
valid375 = valid375 || _valid113;
if(!valid375){
const err634 = {instancePath:instancePath+"/props/valueKey",schemaPath:"#/allOf/16/then/properties/props/properties/valueKey/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[16].then.properties.props.properties.valueKey.anyOf,parentSchema:schema74.allOf[16].then.properties.props.properties.valueKey,data:data207};
if(vErrors === null){
vErrors = [err634];
}
else {
vErrors.push(err634);
}
errors++;
}
else {
errors = _errs986;
if(vErrors !== null){
if(_errs986){
vErrors.length = _errs986;
}
else {
vErrors = null;
}
}
}
}
if(data203.label !== undefined){
let data208 = data203.label;
const _errs994 = errors;
let valid378 = false;
const _errs995 = errors;
if(typeof data208 === "string"){
if(func3(data208) < 1){
const err635 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Tabs.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema287,data:data208};
if(vErrors === null){
vErrors = [err635];
}
else {
vErrors.push(err635);
}
errors++;
}
}
else {
const err636 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/Tabs.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema287.type,parentSchema:schema287,data:data208};
if(vErrors === null){
vErrors = [err636];
}
else {
vErrors.push(err636);
}
errors++;
}
var _valid114 = _errs995 === errors;
valid378 = valid378 || _valid114;
const _errs998 = errors;
if(typeof data208 === "string"){
if(!pattern4.test(data208)){
const err637 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data208};
if(vErrors === null){
vErrors = [err637];
}
else {
vErrors.push(err637);
}
errors++;
}
}
else {
const err638 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data208};
if(vErrors === null){
vErrors = [err638];
}
else {
vErrors.push(err638);
}
errors++;
}
var _valid114 = _errs998 === errors;
valid378 = valid378 || _valid114;
if(!valid378){
const err639 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/16/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[16].then.properties.props.properties.label.anyOf,parentSchema:schema74.allOf[16].then.properties.props.properties.label,data:data208};
if(vErrors === null){
vErrors = [err639];
}
else {
vErrors.push(err639);
}
errors++;
}
else {
errors = _errs994;
if(vErrors !== null){
if(_errs994){
vErrors.length = _errs994;
}
else {
vErrors = null;
}
}
}
}
if(data203.stretch !== undefined){
let data209 = data203.stretch;
const _errs1002 = errors;
let valid381 = false;
const _errs1003 = errors;
if(typeof data209 !== "boolean"){
const err640 = {instancePath:instancePath+"/props/stretch",schemaPath:"widgets/Tabs.schema.json#/properties/stretch/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema289.type,parentSchema:schema289,data:data209};
if(vErrors === null){
vErrors = [err640];
}
else {
vErrors.push(err640);
}
errors++;
}
var _valid115 = _errs1003 === errors;
valid381 = valid381 || _valid115;
const _errs1006 = errors;
if(typeof data209 === "string"){
if(!pattern4.test(data209)){
const err641 = {instancePath:instancePath+"/props/stretch",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data209};
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
const err642 = {instancePath:instancePath+"/props/stretch",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data209};
if(vErrors === null){
vErrors = [err642];
}
else {
vErrors.push(err642);
}
errors++;
}
var _valid115 = _errs1006 === errors;
valid381 = valid381 || _valid115;
if(!valid381){
const err643 = {instancePath:instancePath+"/props/stretch",schemaPath:"#/allOf/16/then/properties/props/properties/stretch/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[16].then.properties.props.properties.stretch.anyOf,parentSchema:schema74.allOf[16].then.properties.props.properties.stretch,data:data209};
if(vErrors === null){
vErrors = [err643];
}
else {
vErrors.push(err643);
}
errors++;
}
else {
errors = _errs1002;
if(vErrors !== null){
if(_errs1002){
vErrors.length = _errs1002;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err644 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/16/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[16].then.properties.props.type,parentSchema:schema74.allOf[16].then.properties.props,data:data203};
if(vErrors === null){
vErrors = [err644];
}
else {
vErrors.push(err644);
}
errors++;
}
}
if(data.on !== undefined){
let data210 = data.on;
if(data210 && typeof data210 == "object" && !Array.isArray(data210)){
for(const key33 in data210){
if(!(key33 === "change")){
const err645 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key33},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[16].then.properties.on,data:data210};
if(vErrors === null){
vErrors = [err645];
}
else {
vErrors.push(err645);
}
errors++;
}
}
if(data210.change !== undefined){
if(!(validate65(data210.change, {instancePath:instancePath+"/on/change",parentData:data210,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err646 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/16/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[16].then.properties.on.type,parentSchema:schema74.allOf[16].then.properties.on,data:data210};
if(vErrors === null){
vErrors = [err646];
}
else {
vErrors.push(err646);
}
errors++;
}
}
if(data.children !== undefined){
const err647 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/16/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[16].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err647];
}
else {
vErrors.push(err647);
}
errors++;
}
}
var _valid110 = _errs961 === errors;
valid363 = _valid110;
if(valid363){
var props16 = {};
props16.type = true;
props16.props = true;
props16.on = true;
props16.children = true;
}
}
if(!valid363){
const err648 = {instancePath,schemaPath:"#/allOf/16/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[16].if,parentSchema:schema74.allOf[16],data};
if(vErrors === null){
vErrors = [err648];
}
else {
vErrors.push(err648);
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
const _errs1014 = errors;
let valid385 = true;
const _errs1015 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing17;
if((data.type === undefined) && (missing17 = "type")){
const err649 = {};
if(vErrors === null){
vErrors = [err649];
}
else {
vErrors.push(err649);
}
errors++;
}
else {
if(data.type !== undefined){
if("Tag" !== data.type){
const err650 = {};
if(vErrors === null){
vErrors = [err650];
}
else {
vErrors.push(err650);
}
errors++;
}
}
}
}
var _valid116 = _errs1015 === errors;
errors = _errs1014;
if(vErrors !== null){
if(_errs1014){
vErrors.length = _errs1014;
}
else {
vErrors = null;
}
}
if(_valid116){
const _errs1017 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err651 = {instancePath,schemaPath:"#/allOf/17/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[17].then.required,parentSchema:schema74.allOf[17].then,data};
if(vErrors === null){
vErrors = [err651];
}
else {
vErrors.push(err651);
}
errors++;
}
if(data.type !== undefined){
let data214 = data.type;
if("Tag" !== data214){
const err652 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/17/then/properties/type/const",keyword:"const",params:{allowedValue: "Tag"},message:"must be equal to constant",schema:"Tag",parentSchema:schema74.allOf[17].then.properties.type,data:data214};
if(vErrors === null){
vErrors = [err652];
}
else {
vErrors.push(err652);
}
errors++;
}
}
if(data.props !== undefined){
let data215 = data.props;
if(data215 && typeof data215 == "object" && !Array.isArray(data215)){
if(data215.text === undefined){
const err653 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema74.allOf[17].then.properties.props.required,parentSchema:schema74.allOf[17].then.properties.props,data:data215};
if(vErrors === null){
vErrors = [err653];
}
else {
vErrors.push(err653);
}
errors++;
}
for(const key34 in data215){
if(!(((key34 === "text") || (key34 === "tone")) || (key34 === "selected"))){
const err654 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key34},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[17].then.properties.props,data:data215};
if(vErrors === null){
vErrors = [err654];
}
else {
vErrors.push(err654);
}
errors++;
}
}
if(data215.text !== undefined){
let data216 = data215.text;
const _errs1023 = errors;
let valid389 = false;
const _errs1024 = errors;
if(typeof data216 !== "string"){
const err655 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Tag.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema292.type,parentSchema:schema292,data:data216};
if(vErrors === null){
vErrors = [err655];
}
else {
vErrors.push(err655);
}
errors++;
}
var _valid117 = _errs1024 === errors;
valid389 = valid389 || _valid117;
const _errs1027 = errors;
if(typeof data216 === "string"){
if(!pattern4.test(data216)){
const err656 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data216};
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
const err657 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data216};
if(vErrors === null){
vErrors = [err657];
}
else {
vErrors.push(err657);
}
errors++;
}
var _valid117 = _errs1027 === errors;
valid389 = valid389 || _valid117;
if(!valid389){
const err658 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/17/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[17].then.properties.props.properties.text.anyOf,parentSchema:schema74.allOf[17].then.properties.props.properties.text,data:data216};
if(vErrors === null){
vErrors = [err658];
}
else {
vErrors.push(err658);
}
errors++;
}
else {
errors = _errs1023;
if(vErrors !== null){
if(_errs1023){
vErrors.length = _errs1023;
}
else {
vErrors = null;
}
}
}
}
if(data215.tone !== undefined){
let data217 = data215.tone;
const _errs1031 = errors;
let valid392 = false;
const _errs1032 = errors;
if(!(((data217 === "neutral") || (data217 === "brand")) || (data217 === "accent"))){
const err659 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Tag.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema294.enum},message:"must be equal to one of the allowed values",schema:schema294.enum,parentSchema:schema294,data:data217};
if(vErrors === null){
vErrors = [err659];
}
else {
vErrors.push(err659);
}
errors++;
}
var _valid118 = _errs1032 === errors;
valid392 = valid392 || _valid118;
const _errs1034 = errors;
if(typeof data217 === "string"){
if(!pattern4.test(data217)){
const err660 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data217};
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
const err661 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data217};
if(vErrors === null){
vErrors = [err661];
}
else {
vErrors.push(err661);
}
errors++;
}
var _valid118 = _errs1034 === errors;
valid392 = valid392 || _valid118;
if(!valid392){
const err662 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/17/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[17].then.properties.props.properties.tone.anyOf,parentSchema:schema74.allOf[17].then.properties.props.properties.tone,data:data217};
if(vErrors === null){
vErrors = [err662];
}
else {
vErrors.push(err662);
}
errors++;
}
else {
errors = _errs1031;
if(vErrors !== null){
if(_errs1031){
vErrors.length = _errs1031;
}
else {
vErrors = null;
}
}
}
}
if(data215.selected !== undefined){
let data218 = data215.selected;
const _errs1038 = errors;
let valid395 = false;
const _errs1039 = errors;
if(typeof data218 !== "boolean"){
const err663 = {instancePath:instancePath+"/props/selected",schemaPath:"widgets/Tag.schema.json#/properties/selected/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema296.type,parentSchema:schema296,data:data218};
if(vErrors === null){
vErrors = [err663];
}
else {
vErrors.push(err663);
}
errors++;
}
var _valid119 = _errs1039 === errors;
valid395 = valid395 || _valid119;
const _errs1042 = errors;
if(typeof data218 === "string"){
if(!pattern4.test(data218)){
const err664 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data218};
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
const err665 = {instancePath:instancePath+"/props/selected",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data218};
if(vErrors === null){
vErrors = [err665];
}
else {
vErrors.push(err665);
}
errors++;
}
var _valid119 = _errs1042 === errors;
valid395 = valid395 || _valid119;
if(!valid395){
const err666 = {instancePath:instancePath+"/props/selected",schemaPath:"#/allOf/17/then/properties/props/properties/selected/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[17].then.properties.props.properties.selected.anyOf,parentSchema:schema74.allOf[17].then.properties.props.properties.selected,data:data218};
if(vErrors === null){
vErrors = [err666];
}
else {
vErrors.push(err666);
}
errors++;
}
else {
errors = _errs1038;
if(vErrors !== null){
if(_errs1038){
vErrors.length = _errs1038;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err667 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/17/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[17].then.properties.props.type,parentSchema:schema74.allOf[17].then.properties.props,data:data215};
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
let data219 = data.on;
if(data219 && typeof data219 == "object" && !Array.isArray(data219)){
for(const key35 in data219){
const err668 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key35},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[17].then.properties.on,data:data219};
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
const err669 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/17/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[17].then.properties.on.type,parentSchema:schema74.allOf[17].then.properties.on,data:data219};
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
const err670 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/17/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[17].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err670];
}
else {
vErrors.push(err670);
}
errors++;
}
if(data.bind !== undefined){
const err671 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/17/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[17].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err671];
}
else {
vErrors.push(err671);
}
errors++;
}
}
var _valid116 = _errs1017 === errors;
valid385 = _valid116;
if(valid385){
var props17 = {};
props17.type = true;
props17.props = true;
props17.on = true;
props17.children = true;
props17.bind = true;
}
}
if(!valid385){
const err672 = {instancePath,schemaPath:"#/allOf/17/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[17].if,parentSchema:schema74.allOf[17],data};
if(vErrors === null){
vErrors = [err672];
}
else {
vErrors.push(err672);
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
const _errs1049 = errors;
let valid398 = true;
const _errs1050 = errors;
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
if("Text" !== data.type){
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
var _valid120 = _errs1050 === errors;
errors = _errs1049;
if(vErrors !== null){
if(_errs1049){
vErrors.length = _errs1049;
}
else {
vErrors = null;
}
}
if(_valid120){
const _errs1052 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err675 = {instancePath,schemaPath:"#/allOf/18/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[18].then.required,parentSchema:schema74.allOf[18].then,data};
if(vErrors === null){
vErrors = [err675];
}
else {
vErrors.push(err675);
}
errors++;
}
if(data.type !== undefined){
let data223 = data.type;
if("Text" !== data223){
const err676 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/18/then/properties/type/const",keyword:"const",params:{allowedValue: "Text"},message:"must be equal to constant",schema:"Text",parentSchema:schema74.allOf[18].then.properties.type,data:data223};
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
let data224 = data.props;
if(data224 && typeof data224 == "object" && !Array.isArray(data224)){
if(data224.text === undefined){
const err677 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema74.allOf[18].then.properties.props.required,parentSchema:schema74.allOf[18].then.properties.props,data:data224};
if(vErrors === null){
vErrors = [err677];
}
else {
vErrors.push(err677);
}
errors++;
}
for(const key36 in data224){
if(!(((((key36 === "text") || (key36 === "variant")) || (key36 === "align")) || (key36 === "tone")) || (key36 === "weight"))){
const err678 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key36},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[18].then.properties.props,data:data224};
if(vErrors === null){
vErrors = [err678];
}
else {
vErrors.push(err678);
}
errors++;
}
}
if(data224.text !== undefined){
let data225 = data224.text;
const _errs1058 = errors;
let valid402 = false;
const _errs1059 = errors;
if(typeof data225 !== "string"){
const err679 = {instancePath:instancePath+"/props/text",schemaPath:"widgets/Text.schema.json#/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema299.type,parentSchema:schema299,data:data225};
if(vErrors === null){
vErrors = [err679];
}
else {
vErrors.push(err679);
}
errors++;
}
var _valid121 = _errs1059 === errors;
valid402 = valid402 || _valid121;
const _errs1062 = errors;
if(typeof data225 === "string"){
if(!pattern4.test(data225)){
const err680 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data225};
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
const err681 = {instancePath:instancePath+"/props/text",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data225};
if(vErrors === null){
vErrors = [err681];
}
else {
vErrors.push(err681);
}
errors++;
}
var _valid121 = _errs1062 === errors;
valid402 = valid402 || _valid121;
if(!valid402){
const err682 = {instancePath:instancePath+"/props/text",schemaPath:"#/allOf/18/then/properties/props/properties/text/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[18].then.properties.props.properties.text.anyOf,parentSchema:schema74.allOf[18].then.properties.props.properties.text,data:data225};
if(vErrors === null){
vErrors = [err682];
}
else {
vErrors.push(err682);
}
errors++;
}
else {
errors = _errs1058;
if(vErrors !== null){
if(_errs1058){
vErrors.length = _errs1058;
}
else {
vErrors = null;
}
}
}
}
if(data224.variant !== undefined){
let data226 = data224.variant;
const _errs1066 = errors;
let valid405 = false;
const _errs1067 = errors;
if(!(((((((data226 === "title") || (data226 === "subtitle")) || (data226 === "body")) || (data226 === "caption")) || (data226 === "hint")) || (data226 === "error")) || (data226 === "hero"))){
const err683 = {instancePath:instancePath+"/props/variant",schemaPath:"widgets/Text.schema.json#/properties/variant/enum",keyword:"enum",params:{allowedValues: schema301.enum},message:"must be equal to one of the allowed values",schema:schema301.enum,parentSchema:schema301,data:data226};
if(vErrors === null){
vErrors = [err683];
}
else {
vErrors.push(err683);
}
errors++;
}
var _valid122 = _errs1067 === errors;
valid405 = valid405 || _valid122;
const _errs1069 = errors;
if(typeof data226 === "string"){
if(!pattern4.test(data226)){
const err684 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data226};
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
const err685 = {instancePath:instancePath+"/props/variant",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data226};
if(vErrors === null){
vErrors = [err685];
}
else {
vErrors.push(err685);
}
errors++;
}
var _valid122 = _errs1069 === errors;
valid405 = valid405 || _valid122;
if(!valid405){
const err686 = {instancePath:instancePath+"/props/variant",schemaPath:"#/allOf/18/then/properties/props/properties/variant/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[18].then.properties.props.properties.variant.anyOf,parentSchema:schema74.allOf[18].then.properties.props.properties.variant,data:data226};
if(vErrors === null){
vErrors = [err686];
}
else {
vErrors.push(err686);
}
errors++;
}
else {
errors = _errs1066;
if(vErrors !== null){
if(_errs1066){
vErrors.length = _errs1066;
}
else {
vErrors = null;
}
}
}
}
if(data224.align !== undefined){
let data227 = data224.align;
const _errs1073 = errors;
let valid408 = false;
const _errs1074 = errors;
if(!(((data227 === "start") || (data227 === "center")) || (data227 === "end"))){
const err687 = {instancePath:instancePath+"/props/align",schemaPath:"widgets/Text.schema.json#/properties/align/enum",keyword:"enum",params:{allowedValues: schema303.enum},message:"must be equal to one of the allowed values",schema:schema303.enum,parentSchema:schema303,data:data227};
if(vErrors === null){
vErrors = [err687];
}
else {
vErrors.push(err687);
}
errors++;
}
var _valid123 = _errs1074 === errors;
valid408 = valid408 || _valid123;
const _errs1076 = errors;
if(typeof data227 === "string"){
if(!pattern4.test(data227)){
const err688 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data227};
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
const err689 = {instancePath:instancePath+"/props/align",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data227};
if(vErrors === null){
vErrors = [err689];
}
else {
vErrors.push(err689);
}
errors++;
}
var _valid123 = _errs1076 === errors;
valid408 = valid408 || _valid123;
if(!valid408){
const err690 = {instancePath:instancePath+"/props/align",schemaPath:"#/allOf/18/then/properties/props/properties/align/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[18].then.properties.props.properties.align.anyOf,parentSchema:schema74.allOf[18].then.properties.props.properties.align,data:data227};
if(vErrors === null){
vErrors = [err690];
}
else {
vErrors.push(err690);
}
errors++;
}
else {
errors = _errs1073;
if(vErrors !== null){
if(_errs1073){
vErrors.length = _errs1073;
}
else {
vErrors = null;
}
}
}
}
if(data224.tone !== undefined){
let data228 = data224.tone;
const _errs1080 = errors;
let valid411 = false;
const _errs1081 = errors;
if(!(((((data228 === "default") || (data228 === "muted")) || (data228 === "onBrand")) || (data228 === "accent")) || (data228 === "danger"))){
const err691 = {instancePath:instancePath+"/props/tone",schemaPath:"widgets/Text.schema.json#/properties/tone/enum",keyword:"enum",params:{allowedValues: schema305.enum},message:"must be equal to one of the allowed values",schema:schema305.enum,parentSchema:schema305,data:data228};
if(vErrors === null){
vErrors = [err691];
}
else {
vErrors.push(err691);
}
errors++;
}
var _valid124 = _errs1081 === errors;
valid411 = valid411 || _valid124;
const _errs1083 = errors;
if(typeof data228 === "string"){
if(!pattern4.test(data228)){
const err692 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data228};
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
const err693 = {instancePath:instancePath+"/props/tone",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data228};
if(vErrors === null){
vErrors = [err693];
}
else {
vErrors.push(err693);
}
errors++;
}
var _valid124 = _errs1083 === errors;
valid411 = valid411 || _valid124;
if(!valid411){
const err694 = {instancePath:instancePath+"/props/tone",schemaPath:"#/allOf/18/then/properties/props/properties/tone/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[18].then.properties.props.properties.tone.anyOf,parentSchema:schema74.allOf[18].then.properties.props.properties.tone,data:data228};
if(vErrors === null){
vErrors = [err694];
}
else {
vErrors.push(err694);
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
if(data224.weight !== undefined){
let data229 = data224.weight;
const _errs1087 = errors;
let valid414 = false;
const _errs1088 = errors;
if(!(((data229 === "regular") || (data229 === "medium")) || (data229 === "bold"))){
const err695 = {instancePath:instancePath+"/props/weight",schemaPath:"widgets/Text.schema.json#/properties/weight/enum",keyword:"enum",params:{allowedValues: schema307.enum},message:"must be equal to one of the allowed values",schema:schema307.enum,parentSchema:schema307,data:data229};
if(vErrors === null){
vErrors = [err695];
}
else {
vErrors.push(err695);
}
errors++;
}
var _valid125 = _errs1088 === errors;
valid414 = valid414 || _valid125;
const _errs1090 = errors;
if(typeof data229 === "string"){
if(!pattern4.test(data229)){
const err696 = {instancePath:instancePath+"/props/weight",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data229};
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
const err697 = {instancePath:instancePath+"/props/weight",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data229};
if(vErrors === null){
vErrors = [err697];
}
else {
vErrors.push(err697);
}
errors++;
}
var _valid125 = _errs1090 === errors;
valid414 = valid414 || _valid125;
if(!valid414){
const err698 = {instancePath:instancePath+"/props/weight",schemaPath:"#/allOf/18/then/properties/props/properties/weight/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[18].then.properties.props.properties.weight.anyOf,parentSchema:schema74.allOf[18].then.properties.props.properties.weight,data:data229};
if(vErrors === null){
vErrors = [err698];
}
else {
vErrors.push(err698);
}
errors++;
}
else {
errors = _errs1087;
if(vErrors !== null){
if(_errs1087){
vErrors.length = _errs1087;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err699 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/18/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[18].then.properties.props.type,parentSchema:schema74.allOf[18].then.properties.props,data:data224};
if(vErrors === null){
vErrors = [err699];
}
else {
vErrors.push(err699);
}
errors++;
}
}
if(data.on !== undefined){
let data230 = data.on;
if(data230 && typeof data230 == "object" && !Array.isArray(data230)){
for(const key37 in data230){
const err700 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key37},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[18].then.properties.on,data:data230};
if(vErrors === null){
vErrors = [err700];
}
else {
vErrors.push(err700);
}
errors++;
}
}
else {
const err701 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/18/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[18].then.properties.on.type,parentSchema:schema74.allOf[18].then.properties.on,data:data230};
if(vErrors === null){
vErrors = [err701];
}
else {
vErrors.push(err701);
}
errors++;
}
}
if(data.children !== undefined){
const err702 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/18/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[18].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err702];
}
else {
vErrors.push(err702);
}
errors++;
}
if(data.bind !== undefined){
const err703 = {instancePath:instancePath+"/bind",schemaPath:"#/allOf/18/then/properties/bind/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[18].then.properties.bind,data:data.bind};
if(vErrors === null){
vErrors = [err703];
}
else {
vErrors.push(err703);
}
errors++;
}
}
var _valid120 = _errs1052 === errors;
valid398 = _valid120;
if(valid398){
var props18 = {};
props18.type = true;
props18.props = true;
props18.on = true;
props18.children = true;
props18.bind = true;
}
}
if(!valid398){
const err704 = {instancePath,schemaPath:"#/allOf/18/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[18].if,parentSchema:schema74.allOf[18],data};
if(vErrors === null){
vErrors = [err704];
}
else {
vErrors.push(err704);
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
const _errs1097 = errors;
let valid417 = true;
const _errs1098 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing19;
if((data.type === undefined) && (missing19 = "type")){
const err705 = {};
if(vErrors === null){
vErrors = [err705];
}
else {
vErrors.push(err705);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextArea" !== data.type){
const err706 = {};
if(vErrors === null){
vErrors = [err706];
}
else {
vErrors.push(err706);
}
errors++;
}
}
}
}
var _valid126 = _errs1098 === errors;
errors = _errs1097;
if(vErrors !== null){
if(_errs1097){
vErrors.length = _errs1097;
}
else {
vErrors = null;
}
}
if(_valid126){
const _errs1100 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err707 = {instancePath,schemaPath:"#/allOf/19/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[19].then.required,parentSchema:schema74.allOf[19].then,data};
if(vErrors === null){
vErrors = [err707];
}
else {
vErrors.push(err707);
}
errors++;
}
if(data.type !== undefined){
let data234 = data.type;
if("TextArea" !== data234){
const err708 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/19/then/properties/type/const",keyword:"const",params:{allowedValue: "TextArea"},message:"must be equal to constant",schema:"TextArea",parentSchema:schema74.allOf[19].then.properties.type,data:data234};
if(vErrors === null){
vErrors = [err708];
}
else {
vErrors.push(err708);
}
errors++;
}
}
if(data.props !== undefined){
let data235 = data.props;
if(data235 && typeof data235 == "object" && !Array.isArray(data235)){
if(data235.label === undefined){
const err709 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema74.allOf[19].then.properties.props.required,parentSchema:schema74.allOf[19].then.properties.props,data:data235};
if(vErrors === null){
vErrors = [err709];
}
else {
vErrors.push(err709);
}
errors++;
}
for(const key38 in data235){
if(!((((((((key38 === "label") || (key38 === "placeholder")) || (key38 === "maxLength")) || (key38 === "counter")) || (key38 === "rows")) || (key38 === "hint")) || (key38 === "disabled")) || (key38 === "error"))){
const err710 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key38},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[19].then.properties.props,data:data235};
if(vErrors === null){
vErrors = [err710];
}
else {
vErrors.push(err710);
}
errors++;
}
}
if(data235.label !== undefined){
let data236 = data235.label;
const _errs1106 = errors;
let valid421 = false;
const _errs1107 = errors;
if(typeof data236 === "string"){
if(func3(data236) < 1){
const err711 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextArea.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema310,data:data236};
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
const err712 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextArea.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema310.type,parentSchema:schema310,data:data236};
if(vErrors === null){
vErrors = [err712];
}
else {
vErrors.push(err712);
}
errors++;
}
var _valid127 = _errs1107 === errors;
valid421 = valid421 || _valid127;
const _errs1110 = errors;
if(typeof data236 === "string"){
if(!pattern4.test(data236)){
const err713 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data236};
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
const err714 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data236};
if(vErrors === null){
vErrors = [err714];
}
else {
vErrors.push(err714);
}
errors++;
}
var _valid127 = _errs1110 === errors;
valid421 = valid421 || _valid127;
if(!valid421){
const err715 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/19/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[19].then.properties.props.properties.label.anyOf,parentSchema:schema74.allOf[19].then.properties.props.properties.label,data:data236};
if(vErrors === null){
vErrors = [err715];
}
else {
vErrors.push(err715);
}
errors++;
}
else {
errors = _errs1106;
if(vErrors !== null){
if(_errs1106){
vErrors.length = _errs1106;
}
else {
vErrors = null;
}
}
}
}
if(data235.placeholder !== undefined){
let data237 = data235.placeholder;
const _errs1114 = errors;
let valid424 = false;
const _errs1115 = errors;
if(typeof data237 !== "string"){
const err716 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/TextArea.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema312.type,parentSchema:schema312,data:data237};
if(vErrors === null){
vErrors = [err716];
}
else {
vErrors.push(err716);
}
errors++;
}
var _valid128 = _errs1115 === errors;
valid424 = valid424 || _valid128;
const _errs1118 = errors;
if(typeof data237 === "string"){
if(!pattern4.test(data237)){
const err717 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data237};
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
const err718 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data237};
if(vErrors === null){
vErrors = [err718];
}
else {
vErrors.push(err718);
}
errors++;
}
var _valid128 = _errs1118 === errors;
valid424 = valid424 || _valid128;
if(!valid424){
const err719 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/19/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[19].then.properties.props.properties.placeholder.anyOf,parentSchema:schema74.allOf[19].then.properties.props.properties.placeholder,data:data237};
if(vErrors === null){
vErrors = [err719];
}
else {
vErrors.push(err719);
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
if(data235.maxLength !== undefined){
let data238 = data235.maxLength;
const _errs1122 = errors;
let valid427 = false;
const _errs1123 = errors;
if(!(((typeof data238 == "number") && (!(data238 % 1) && !isNaN(data238))) && (isFinite(data238)))){
const err720 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextArea.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema314.type,parentSchema:schema314,data:data238};
if(vErrors === null){
vErrors = [err720];
}
else {
vErrors.push(err720);
}
errors++;
}
if((typeof data238 == "number") && (isFinite(data238))){
if(data238 < 1 || isNaN(data238)){
const err721 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextArea.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema314,data:data238};
if(vErrors === null){
vErrors = [err721];
}
else {
vErrors.push(err721);
}
errors++;
}
}
var _valid129 = _errs1123 === errors;
valid427 = valid427 || _valid129;
const _errs1126 = errors;
if(typeof data238 === "string"){
if(!pattern4.test(data238)){
const err722 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data238};
if(vErrors === null){
vErrors = [err722];
}
else {
vErrors.push(err722);
}
errors++;
}
}
else {
const err723 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data238};
if(vErrors === null){
vErrors = [err723];
}
else {
vErrors.push(err723);
}
errors++;
}
var _valid129 = _errs1126 === errors;
valid427 = valid427 || _valid129;
if(!valid427){
const err724 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/19/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[19].then.properties.props.properties.maxLength.anyOf,parentSchema:schema74.allOf[19].then.properties.props.properties.maxLength,data:data238};
if(vErrors === null){
vErrors = [err724];
}
else {
vErrors.push(err724);
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
if(data235.counter !== undefined){
let data239 = data235.counter;
const _errs1130 = errors;
let valid430 = false;
const _errs1131 = errors;
if(typeof data239 !== "boolean"){
const err725 = {instancePath:instancePath+"/props/counter",schemaPath:"widgets/TextArea.schema.json#/properties/counter/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema316.type,parentSchema:schema316,data:data239};
if(vErrors === null){
vErrors = [err725];
}
else {
vErrors.push(err725);
}
errors++;
}
var _valid130 = _errs1131 === errors;
valid430 = valid430 || _valid130;
const _errs1134 = errors;
if(typeof data239 === "string"){
if(!pattern4.test(data239)){
const err726 = {instancePath:instancePath+"/props/counter",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data239};
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
const err727 = {instancePath:instancePath+"/props/counter",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data239};
if(vErrors === null){
vErrors = [err727];
}
else {
vErrors.push(err727);
}
errors++;
}
var _valid130 = _errs1134 === errors;
valid430 = valid430 || _valid130;
if(!valid430){
const err728 = {instancePath:instancePath+"/props/counter",schemaPath:"#/allOf/19/then/properties/props/properties/counter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[19].then.properties.props.properties.counter.anyOf,parentSchema:schema74.allOf[19].then.properties.props.properties.counter,data:data239};
if(vErrors === null){
vErrors = [err728];
}
else {
vErrors.push(err728);
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
if(data235.rows !== undefined){
let data240 = data235.rows;
const _errs1138 = errors;
let valid433 = false;
const _errs1139 = errors;
if(!(((typeof data240 == "number") && (!(data240 % 1) && !isNaN(data240))) && (isFinite(data240)))){
const err729 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema318.type,parentSchema:schema318,data:data240};
if(vErrors === null){
vErrors = [err729];
}
else {
vErrors.push(err729);
}
errors++;
}
if((typeof data240 == "number") && (isFinite(data240))){
if(data240 > 20 || isNaN(data240)){
const err730 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20",schema:20,parentSchema:schema318,data:data240};
if(vErrors === null){
vErrors = [err730];
}
else {
vErrors.push(err730);
}
errors++;
}
if(data240 < 2 || isNaN(data240)){
const err731 = {instancePath:instancePath+"/props/rows",schemaPath:"widgets/TextArea.schema.json#/properties/rows/minimum",keyword:"minimum",params:{comparison: ">=", limit: 2},message:"must be >= 2",schema:2,parentSchema:schema318,data:data240};
if(vErrors === null){
vErrors = [err731];
}
else {
vErrors.push(err731);
}
errors++;
}
}
var _valid131 = _errs1139 === errors;
valid433 = valid433 || _valid131;
const _errs1142 = errors;
if(typeof data240 === "string"){
if(!pattern4.test(data240)){
const err732 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data240};
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
const err733 = {instancePath:instancePath+"/props/rows",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data240};
if(vErrors === null){
vErrors = [err733];
}
else {
vErrors.push(err733);
}
errors++;
}
var _valid131 = _errs1142 === errors;
valid433 = valid433 || _valid131;
if(!valid433){
const err734 = {instancePath:instancePath+"/props/rows",schemaPath:"#/allOf/19/then/properties/props/properties/rows/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[19].then.properties.props.properties.rows.anyOf,parentSchema:schema74.allOf[19].then.properties.props.properties.rows,data:data240};
if(vErrors === null){
vErrors = [err734];
}
else {
vErrors.push(err734);
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
if(data235.hint !== undefined){
let data241 = data235.hint;
const _errs1146 = errors;
let valid436 = false;
const _errs1147 = errors;
if(typeof data241 !== "string"){
const err735 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/TextArea.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema320.type,parentSchema:schema320,data:data241};
if(vErrors === null){
vErrors = [err735];
}
else {
vErrors.push(err735);
}
errors++;
}
var _valid132 = _errs1147 === errors;
valid436 = valid436 || _valid132;
const _errs1150 = errors;
if(typeof data241 === "string"){
if(!pattern4.test(data241)){
const err736 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data241};
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
const err737 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data241};
if(vErrors === null){
vErrors = [err737];
}
else {
vErrors.push(err737);
}
errors++;
}
var _valid132 = _errs1150 === errors;
valid436 = valid436 || _valid132;
if(!valid436){
const err738 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/19/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[19].then.properties.props.properties.hint.anyOf,parentSchema:schema74.allOf[19].then.properties.props.properties.hint,data:data241};
if(vErrors === null){
vErrors = [err738];
}
else {
vErrors.push(err738);
}
errors++;
}
else {
errors = _errs1146;
if(vErrors !== null){
if(_errs1146){
vErrors.length = _errs1146;
}
else {
vErrors = null;
}
}
}
}
if(data235.disabled !== undefined){
let data242 = data235.disabled;
const _errs1154 = errors;
let valid439 = false;
const _errs1155 = errors;
if(typeof data242 !== "boolean"){
const err739 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/TextArea.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema322.type,parentSchema:schema322,data:data242};
if(vErrors === null){
vErrors = [err739];
}
else {
vErrors.push(err739);
}
errors++;
}
var _valid133 = _errs1155 === errors;
valid439 = valid439 || _valid133;
const _errs1158 = errors;
if(typeof data242 === "string"){
if(!pattern4.test(data242)){
const err740 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data242};
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
const err741 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data242};
if(vErrors === null){
vErrors = [err741];
}
else {
vErrors.push(err741);
}
errors++;
}
var _valid133 = _errs1158 === errors;
valid439 = valid439 || _valid133;
if(!valid439){
const err742 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/19/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[19].then.properties.props.properties.disabled.anyOf,parentSchema:schema74.allOf[19].then.properties.props.properties.disabled,data:data242};
if(vErrors === null){
vErrors = [err742];
}
else {
vErrors.push(err742);
}
errors++;
}
else {
errors = _errs1154;
if(vErrors !== null){
if(_errs1154){
vErrors.length = _errs1154;
}
else {
vErrors = null;
}
}
}
}
if(data235.error !== undefined){
let data243 = data235.error;
const _errs1162 = errors;
let valid442 = false;
const _errs1163 = errors;
if(typeof data243 !== "string"){
const err743 = {instancePath:instancePath+"/props/error",schemaPath:"widgets/TextArea.schema.json#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema324.type,parentSchema:schema324,data:data243};
if(vErrors === null){
vErrors = [err743];
}
else {
vErrors.push(err743);
}
errors++;
}
var _valid134 = _errs1163 === errors;
valid442 = valid442 || _valid134;
const _errs1166 = errors;
if(typeof data243 === "string"){
if(!pattern4.test(data243)){
const err744 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data243};
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
const err745 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data243};
if(vErrors === null){
vErrors = [err745];
}
else {
vErrors.push(err745);
}
errors++;
}
var _valid134 = _errs1166 === errors;
valid442 = valid442 || _valid134;
if(!valid442){
const err746 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/19/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[19].then.properties.props.properties.error.anyOf,parentSchema:schema74.allOf[19].then.properties.props.properties.error,data:data243};
if(vErrors === null){
vErrors = [err746];
}
else {
vErrors.push(err746);
}
errors++;
}
else {
errors = _errs1162;
if(vErrors !== null){
if(_errs1162){
vErrors.length = _errs1162;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err747 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/19/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[19].then.properties.props.type,parentSchema:schema74.allOf[19].then.properties.props,data:data235};
if(vErrors === null){
vErrors = [err747];
}
else {
vErrors.push(err747);
}
errors++;
}
}
if(data.on !== undefined){
let data244 = data.on;
if(data244 && typeof data244 == "object" && !Array.isArray(data244)){
for(const key39 in data244){
if(!(key39 === "change")){
const err748 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key39},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[19].then.properties.on,data:data244};
if(vErrors === null){
vErrors = [err748];
}
else {
vErrors.push(err748);
}
errors++;
}
}
if(data244.change !== undefined){
if(!(validate65(data244.change, {instancePath:instancePath+"/on/change",parentData:data244,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err749 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/19/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[19].then.properties.on.type,parentSchema:schema74.allOf[19].then.properties.on,data:data244};
if(vErrors === null){
vErrors = [err749];
}
else {
vErrors.push(err749);
}
errors++;
}
}
if(data.children !== undefined){
const err750 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/19/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[19].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err750];
}
else {
vErrors.push(err750);
}
errors++;
}
}
var _valid126 = _errs1100 === errors;
valid417 = _valid126;
if(valid417){
var props19 = {};
props19.type = true;
props19.props = true;
props19.on = true;
props19.children = true;
}
}
if(!valid417){
const err751 = {instancePath,schemaPath:"#/allOf/19/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[19].if,parentSchema:schema74.allOf[19],data};
if(vErrors === null){
vErrors = [err751];
}
else {
vErrors.push(err751);
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
const _errs1174 = errors;
let valid446 = true;
const _errs1175 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing20;
if((data.type === undefined) && (missing20 = "type")){
const err752 = {};
if(vErrors === null){
vErrors = [err752];
}
else {
vErrors.push(err752);
}
errors++;
}
else {
if(data.type !== undefined){
if("TextField" !== data.type){
const err753 = {};
if(vErrors === null){
vErrors = [err753];
}
else {
vErrors.push(err753);
}
errors++;
}
}
}
}
var _valid135 = _errs1175 === errors;
errors = _errs1174;
if(vErrors !== null){
if(_errs1174){
vErrors.length = _errs1174;
}
else {
vErrors = null;
}
}
if(_valid135){
const _errs1177 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.props === undefined){
const err754 = {instancePath,schemaPath:"#/allOf/20/then/required",keyword:"required",params:{missingProperty: "props"},message:"must have required property '"+"props"+"'",schema:schema74.allOf[20].then.required,parentSchema:schema74.allOf[20].then,data};
if(vErrors === null){
vErrors = [err754];
}
else {
vErrors.push(err754);
}
errors++;
}
if(data.type !== undefined){
let data248 = data.type;
if("TextField" !== data248){
const err755 = {instancePath:instancePath+"/type",schemaPath:"#/allOf/20/then/properties/type/const",keyword:"const",params:{allowedValue: "TextField"},message:"must be equal to constant",schema:"TextField",parentSchema:schema74.allOf[20].then.properties.type,data:data248};
if(vErrors === null){
vErrors = [err755];
}
else {
vErrors.push(err755);
}
errors++;
}
}
if(data.props !== undefined){
let data249 = data.props;
if(data249 && typeof data249 == "object" && !Array.isArray(data249)){
if(data249.label === undefined){
const err756 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'",schema:schema74.allOf[20].then.properties.props.required,parentSchema:schema74.allOf[20].then.properties.props,data:data249};
if(vErrors === null){
vErrors = [err756];
}
else {
vErrors.push(err756);
}
errors++;
}
for(const key40 in data249){
if(!((((((((key40 === "label") || (key40 === "placeholder")) || (key40 === "inputMode")) || (key40 === "filter")) || (key40 === "maxLength")) || (key40 === "hint")) || (key40 === "disabled")) || (key40 === "error"))){
const err757 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key40},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[20].then.properties.props,data:data249};
if(vErrors === null){
vErrors = [err757];
}
else {
vErrors.push(err757);
}
errors++;
}
}
if(data249.label !== undefined){
let data250 = data249.label;
const _errs1183 = errors;
let valid450 = false;
const _errs1184 = errors;
if(typeof data250 === "string"){
if(func3(data250) < 1){
const err758 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextField.schema.json#/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema327,data:data250};
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
const err759 = {instancePath:instancePath+"/props/label",schemaPath:"widgets/TextField.schema.json#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema327.type,parentSchema:schema327,data:data250};
if(vErrors === null){
vErrors = [err759];
}
else {
vErrors.push(err759);
}
errors++;
}
var _valid136 = _errs1184 === errors;
valid450 = valid450 || _valid136;
const _errs1187 = errors;
if(typeof data250 === "string"){
if(!pattern4.test(data250)){
const err760 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data250};
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
const err761 = {instancePath:instancePath+"/props/label",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data250};
if(vErrors === null){
vErrors = [err761];
}
else {
vErrors.push(err761);
}
errors++;
}
var _valid136 = _errs1187 === errors;
valid450 = valid450 || _valid136;
if(!valid450){
const err762 = {instancePath:instancePath+"/props/label",schemaPath:"#/allOf/20/then/properties/props/properties/label/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[20].then.properties.props.properties.label.anyOf,parentSchema:schema74.allOf[20].then.properties.props.properties.label,data:data250};
if(vErrors === null){
vErrors = [err762];
}
else {
vErrors.push(err762);
}
errors++;
}
else {
errors = _errs1183;
if(vErrors !== null){
if(_errs1183){
vErrors.length = _errs1183;
}
else {
vErrors = null;
}
}
}
}
if(data249.placeholder !== undefined){
let data251 = data249.placeholder;
const _errs1191 = errors;
let valid453 = false;
const _errs1192 = errors;
if(typeof data251 !== "string"){
const err763 = {instancePath:instancePath+"/props/placeholder",schemaPath:"widgets/TextField.schema.json#/properties/placeholder/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema329.type,parentSchema:schema329,data:data251};
if(vErrors === null){
vErrors = [err763];
}
else {
vErrors.push(err763);
}
errors++;
}
var _valid137 = _errs1192 === errors;
valid453 = valid453 || _valid137;
const _errs1195 = errors;
if(typeof data251 === "string"){
if(!pattern4.test(data251)){
const err764 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data251};
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
const err765 = {instancePath:instancePath+"/props/placeholder",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data251};
if(vErrors === null){
vErrors = [err765];
}
else {
vErrors.push(err765);
}
errors++;
}
var _valid137 = _errs1195 === errors;
valid453 = valid453 || _valid137;
if(!valid453){
const err766 = {instancePath:instancePath+"/props/placeholder",schemaPath:"#/allOf/20/then/properties/props/properties/placeholder/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[20].then.properties.props.properties.placeholder.anyOf,parentSchema:schema74.allOf[20].then.properties.props.properties.placeholder,data:data251};
if(vErrors === null){
vErrors = [err766];
}
else {
vErrors.push(err766);
}
errors++;
}
else {
errors = _errs1191;
if(vErrors !== null){
if(_errs1191){
vErrors.length = _errs1191;
}
else {
vErrors = null;
}
}
}
}
if(data249.inputMode !== undefined){
let data252 = data249.inputMode;
const _errs1199 = errors;
let valid456 = false;
const _errs1200 = errors;
if(!(((((data252 === "text") || (data252 === "numeric")) || (data252 === "tel")) || (data252 === "email")) || (data252 === "decimal"))){
const err767 = {instancePath:instancePath+"/props/inputMode",schemaPath:"widgets/TextField.schema.json#/properties/inputMode/enum",keyword:"enum",params:{allowedValues: schema331.enum},message:"must be equal to one of the allowed values",schema:schema331.enum,parentSchema:schema331,data:data252};
if(vErrors === null){
vErrors = [err767];
}
else {
vErrors.push(err767);
}
errors++;
}
var _valid138 = _errs1200 === errors;
valid456 = valid456 || _valid138;
const _errs1202 = errors;
if(typeof data252 === "string"){
if(!pattern4.test(data252)){
const err768 = {instancePath:instancePath+"/props/inputMode",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data252};
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
const err769 = {instancePath:instancePath+"/props/inputMode",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data252};
if(vErrors === null){
vErrors = [err769];
}
else {
vErrors.push(err769);
}
errors++;
}
var _valid138 = _errs1202 === errors;
valid456 = valid456 || _valid138;
if(!valid456){
const err770 = {instancePath:instancePath+"/props/inputMode",schemaPath:"#/allOf/20/then/properties/props/properties/inputMode/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[20].then.properties.props.properties.inputMode.anyOf,parentSchema:schema74.allOf[20].then.properties.props.properties.inputMode,data:data252};
if(vErrors === null){
vErrors = [err770];
}
else {
vErrors.push(err770);
}
errors++;
}
else {
errors = _errs1199;
if(vErrors !== null){
if(_errs1199){
vErrors.length = _errs1199;
}
else {
vErrors = null;
}
}
}
}
if(data249.filter !== undefined){
let data253 = data249.filter;
const _errs1206 = errors;
let valid459 = false;
const _errs1207 = errors;
if(!((data253 === "none") || (data253 === "digits"))){
const err771 = {instancePath:instancePath+"/props/filter",schemaPath:"widgets/TextField.schema.json#/properties/filter/enum",keyword:"enum",params:{allowedValues: schema333.enum},message:"must be equal to one of the allowed values",schema:schema333.enum,parentSchema:schema333,data:data253};
if(vErrors === null){
vErrors = [err771];
}
else {
vErrors.push(err771);
}
errors++;
}
var _valid139 = _errs1207 === errors;
valid459 = valid459 || _valid139;
const _errs1209 = errors;
if(typeof data253 === "string"){
if(!pattern4.test(data253)){
const err772 = {instancePath:instancePath+"/props/filter",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data253};
if(vErrors === null){
vErrors = [err772];
}
else {
vErrors.push(err772);
}
errors++;
}
}
else {
const err773 = {instancePath:instancePath+"/props/filter",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data253};
if(vErrors === null){
vErrors = [err773];
}
else {
vErrors.push(err773);
}
errors++;
}
var _valid139 = _errs1209 === errors;
valid459 = valid459 || _valid139;
if(!valid459){
const err774 = {instancePath:instancePath+"/props/filter",schemaPath:"#/allOf/20/then/properties/props/properties/filter/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[20].then.properties.props.properties.filter.anyOf,parentSchema:schema74.allOf[20].then.properties.props.properties.filter,data:data253};
if(vErrors === null){
vErrors = [err774];
}
else {
vErrors.push(err774);
}
errors++;
}
else {
errors = _errs1206;
if(vErrors !== null){
if(_errs1206){
vErrors.length = _errs1206;
}
else {
vErrors = null;
}
}
}
}
if(data249.maxLength !== undefined){
let data254 = data249.maxLength;
const _errs1213 = errors;
let valid462 = false;
const _errs1214 = errors;
if(!(((typeof data254 == "number") && (!(data254 % 1) && !isNaN(data254))) && (isFinite(data254)))){
const err775 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextField.schema.json#/properties/maxLength/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema335.type,parentSchema:schema335,data:data254};
if(vErrors === null){
vErrors = [err775];
}
else {
vErrors.push(err775);
}
errors++;
}
if((typeof data254 == "number") && (isFinite(data254))){
if(data254 < 1 || isNaN(data254)){
const err776 = {instancePath:instancePath+"/props/maxLength",schemaPath:"widgets/TextField.schema.json#/properties/maxLength/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema335,data:data254};
if(vErrors === null){
vErrors = [err776];
}
else {
vErrors.push(err776);
}
errors++;
}
}
var _valid140 = _errs1214 === errors;
valid462 = valid462 || _valid140;
const _errs1217 = errors;
if(typeof data254 === "string"){
if(!pattern4.test(data254)){
const err777 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data254};
if(vErrors === null){
vErrors = [err777];
}
else {
vErrors.push(err777);
}
errors++;
}
}
else {
const err778 = {instancePath:instancePath+"/props/maxLength",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data254};
if(vErrors === null){
vErrors = [err778];
}
else {
vErrors.push(err778);
}
errors++;
}
var _valid140 = _errs1217 === errors;
valid462 = valid462 || _valid140;
if(!valid462){
const err779 = {instancePath:instancePath+"/props/maxLength",schemaPath:"#/allOf/20/then/properties/props/properties/maxLength/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[20].then.properties.props.properties.maxLength.anyOf,parentSchema:schema74.allOf[20].then.properties.props.properties.maxLength,data:data254};
if(vErrors === null){
vErrors = [err779];
}
else {
vErrors.push(err779);
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
if(data249.hint !== undefined){
let data255 = data249.hint;
const _errs1221 = errors;
let valid465 = false;
const _errs1222 = errors;
if(typeof data255 !== "string"){
const err780 = {instancePath:instancePath+"/props/hint",schemaPath:"widgets/TextField.schema.json#/properties/hint/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema337.type,parentSchema:schema337,data:data255};
if(vErrors === null){
vErrors = [err780];
}
else {
vErrors.push(err780);
}
errors++;
}
var _valid141 = _errs1222 === errors;
valid465 = valid465 || _valid141;
const _errs1225 = errors;
if(typeof data255 === "string"){
if(!pattern4.test(data255)){
const err781 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data255};
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
const err782 = {instancePath:instancePath+"/props/hint",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data255};
if(vErrors === null){
vErrors = [err782];
}
else {
vErrors.push(err782);
}
errors++;
}
var _valid141 = _errs1225 === errors;
valid465 = valid465 || _valid141;
if(!valid465){
const err783 = {instancePath:instancePath+"/props/hint",schemaPath:"#/allOf/20/then/properties/props/properties/hint/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[20].then.properties.props.properties.hint.anyOf,parentSchema:schema74.allOf[20].then.properties.props.properties.hint,data:data255};
if(vErrors === null){
vErrors = [err783];
}
else {
vErrors.push(err783);
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
if(data249.disabled !== undefined){
let data256 = data249.disabled;
const _errs1229 = errors;
let valid468 = false;
const _errs1230 = errors;
if(typeof data256 !== "boolean"){
const err784 = {instancePath:instancePath+"/props/disabled",schemaPath:"widgets/TextField.schema.json#/properties/disabled/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema339.type,parentSchema:schema339,data:data256};
if(vErrors === null){
vErrors = [err784];
}
else {
vErrors.push(err784);
}
errors++;
}
var _valid142 = _errs1230 === errors;
valid468 = valid468 || _valid142;
const _errs1233 = errors;
if(typeof data256 === "string"){
if(!pattern4.test(data256)){
const err785 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data256};
if(vErrors === null){
vErrors = [err785];
}
else {
vErrors.push(err785);
}
errors++;
}
}
else {
const err786 = {instancePath:instancePath+"/props/disabled",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data256};
if(vErrors === null){
vErrors = [err786];
}
else {
vErrors.push(err786);
}
errors++;
}
var _valid142 = _errs1233 === errors;
valid468 = valid468 || _valid142;
if(!valid468){
const err787 = {instancePath:instancePath+"/props/disabled",schemaPath:"#/allOf/20/then/properties/props/properties/disabled/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[20].then.properties.props.properties.disabled.anyOf,parentSchema:schema74.allOf[20].then.properties.props.properties.disabled,data:data256};
if(vErrors === null){
vErrors = [err787];
}
else {
vErrors.push(err787);
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
if(data249.error !== undefined){
let data257 = data249.error;
const _errs1237 = errors;
let valid471 = false;
const _errs1238 = errors;
if(typeof data257 !== "string"){
const err788 = {instancePath:instancePath+"/props/error",schemaPath:"widgets/TextField.schema.json#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema341.type,parentSchema:schema341,data:data257};
if(vErrors === null){
vErrors = [err788];
}
else {
vErrors.push(err788);
}
errors++;
}
var _valid143 = _errs1238 === errors;
valid471 = valid471 || _valid143;
const _errs1241 = errors;
if(typeof data257 === "string"){
if(!pattern4.test(data257)){
const err789 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data257};
if(vErrors === null){
vErrors = [err789];
}
else {
vErrors.push(err789);
}
errors++;
}
}
else {
const err790 = {instancePath:instancePath+"/props/error",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data257};
if(vErrors === null){
vErrors = [err790];
}
else {
vErrors.push(err790);
}
errors++;
}
var _valid143 = _errs1241 === errors;
valid471 = valid471 || _valid143;
if(!valid471){
const err791 = {instancePath:instancePath+"/props/error",schemaPath:"#/allOf/20/then/properties/props/properties/error/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema74.allOf[20].then.properties.props.properties.error.anyOf,parentSchema:schema74.allOf[20].then.properties.props.properties.error,data:data257};
if(vErrors === null){
vErrors = [err791];
}
else {
vErrors.push(err791);
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
const err792 = {instancePath:instancePath+"/props",schemaPath:"#/allOf/20/then/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[20].then.properties.props.type,parentSchema:schema74.allOf[20].then.properties.props,data:data249};
if(vErrors === null){
vErrors = [err792];
}
else {
vErrors.push(err792);
}
errors++;
}
}
if(data.on !== undefined){
let data258 = data.on;
if(data258 && typeof data258 == "object" && !Array.isArray(data258)){
for(const key41 in data258){
if(!(key41 === "change")){
const err793 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key41},message:"must NOT have additional properties",schema:false,parentSchema:schema74.allOf[20].then.properties.on,data:data258};
if(vErrors === null){
vErrors = [err793];
}
else {
vErrors.push(err793);
}
errors++;
}
}
if(data258.change !== undefined){
if(!(validate65(data258.change, {instancePath:instancePath+"/on/change",parentData:data258,parentDataProperty:"change",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err794 = {instancePath:instancePath+"/on",schemaPath:"#/allOf/20/then/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.allOf[20].then.properties.on.type,parentSchema:schema74.allOf[20].then.properties.on,data:data258};
if(vErrors === null){
vErrors = [err794];
}
else {
vErrors.push(err794);
}
errors++;
}
}
if(data.children !== undefined){
const err795 = {instancePath:instancePath+"/children",schemaPath:"#/allOf/20/then/properties/children/false schema",keyword:"false schema",params:{},message:"boolean schema is false",schema:false,parentSchema:schema74.allOf[20].then.properties.children,data:data.children};
if(vErrors === null){
vErrors = [err795];
}
else {
vErrors.push(err795);
}
errors++;
}
}
var _valid135 = _errs1177 === errors;
valid446 = _valid135;
if(valid446){
var props20 = {};
props20.type = true;
props20.props = true;
props20.on = true;
props20.children = true;
}
}
if(!valid446){
const err796 = {instancePath,schemaPath:"#/allOf/20/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema74.allOf[20].if,parentSchema:schema74.allOf[20],data};
if(vErrors === null){
vErrors = [err796];
}
else {
vErrors.push(err796);
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err797 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'",schema:schema74.required,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err797];
}
else {
vErrors.push(err797);
}
errors++;
}
for(const key42 in data){
if(!(func1.call(schema74.properties, key42))){
const err798 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key42},message:"must NOT have additional properties",schema:false,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err798];
}
else {
vErrors.push(err798);
}
errors++;
}
}
if(data.type !== undefined){
let data261 = data.type;
if(!(((((((((((((((((((((data261 === "ActionRow") || (data261 === "Button")) || (data261 === "Divider")) || (data261 === "ErrorState")) || (data261 === "Image")) || (data261 === "ImagePicker")) || (data261 === "InfoList")) || (data261 === "ListItem")) || (data261 === "Notice")) || (data261 === "PhotoInfo")) || (data261 === "Picker")) || (data261 === "ProductCard")) || (data261 === "Stack")) || (data261 === "StarRating")) || (data261 === "StatusBanner")) || (data261 === "SuccessMark")) || (data261 === "Tabs")) || (data261 === "Tag")) || (data261 === "Text")) || (data261 === "TextArea")) || (data261 === "TextField"))){
const err799 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/enum",keyword:"enum",params:{allowedValues: schema74.properties.type.enum},message:"must be equal to one of the allowed values",schema:schema74.properties.type.enum,parentSchema:schema74.properties.type,data:data261};
if(vErrors === null){
vErrors = [err799];
}
else {
vErrors.push(err799);
}
errors++;
}
}
if(data.id !== undefined){
let data262 = data.id;
if(typeof data262 !== "string"){
const err800 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema74.properties.id.type,parentSchema:schema74.properties.id,data:data262};
if(vErrors === null){
vErrors = [err800];
}
else {
vErrors.push(err800);
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
let data264 = data.props;
if(!(data264 && typeof data264 == "object" && !Array.isArray(data264))){
const err801 = {instancePath:instancePath+"/props",schemaPath:"#/properties/props/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.properties.props.type,parentSchema:schema74.properties.props,data:data264};
if(vErrors === null){
vErrors = [err801];
}
else {
vErrors.push(err801);
}
errors++;
}
}
if(data.bind !== undefined){
let data265 = data.bind;
if(typeof data265 === "string"){
if(!pattern6.test(data265)){
const err802 = {instancePath:instancePath+"/bind",schemaPath:"binding.schema.json#/$defs/statePath/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{\\s*(state|data)\\b[\\s\\S]*\\}\\}\\s*$",parentSchema:schema42,data:data265};
if(vErrors === null){
vErrors = [err802];
}
else {
vErrors.push(err802);
}
errors++;
}
}
else {
const err803 = {instancePath:instancePath+"/bind",schemaPath:"binding.schema.json#/$defs/statePath/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema42.type,parentSchema:schema42,data:data265};
if(vErrors === null){
vErrors = [err803];
}
else {
vErrors.push(err803);
}
errors++;
}
}
if(data.on !== undefined){
let data266 = data.on;
if(data266 && typeof data266 == "object" && !Array.isArray(data266)){
for(const key43 in data266){
if(!(validate65(data266[key43], {instancePath:instancePath+"/on/" + key43.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data266,parentDataProperty:key43,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate65.errors : vErrors.concat(validate65.errors);
errors = vErrors.length;
}
}
}
else {
const err804 = {instancePath:instancePath+"/on",schemaPath:"#/properties/on/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.properties.on.type,parentSchema:schema74.properties.on,data:data266};
if(vErrors === null){
vErrors = [err804];
}
else {
vErrors.push(err804);
}
errors++;
}
}
if(data.children !== undefined){
let data268 = data.children;
if(Array.isArray(data268)){
const len4 = data268.length;
for(let i4=0; i4<len4; i4++){
if(!(validate63(data268[i4], {instancePath:instancePath+"/children/" + i4,parentData:data268,parentDataProperty:i4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err805 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema74.properties.children.type,parentSchema:schema74.properties.children,data:data268};
if(vErrors === null){
vErrors = [err805];
}
else {
vErrors.push(err805);
}
errors++;
}
}
if(data.each !== undefined){
let data270 = data.each;
if(typeof data270 === "string"){
if(!pattern4.test(data270)){
const err806 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/pattern",keyword:"pattern",params:{pattern: "^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"},message:"must match pattern \""+"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$"+"\"",schema:"^\\s*\\{\\{[\\s\\S]*\\}\\}\\s*$",parentSchema:schema39,data:data270};
if(vErrors === null){
vErrors = [err806];
}
else {
vErrors.push(err806);
}
errors++;
}
}
else {
const err807 = {instancePath:instancePath+"/each",schemaPath:"binding.schema.json#/$defs/binding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.type,parentSchema:schema39,data:data270};
if(vErrors === null){
vErrors = [err807];
}
else {
vErrors.push(err807);
}
errors++;
}
}
if(data.key !== undefined){
let data271 = data.key;
if(typeof data271 !== "string"){
const err808 = {instancePath:instancePath+"/key",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data271};
if(vErrors === null){
vErrors = [err808];
}
else {
vErrors.push(err808);
}
errors++;
}
}
}
else {
const err809 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema74.type,parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err809];
}
else {
vErrors.push(err809);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema73.required,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.children === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "children"},message:"must have required property '"+"children"+"'",schema:schema73.required,parentSchema:schema73,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema73,data};
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
let data0 = data.name;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema73.properties.name.type,parentSchema:schema73.properties.name,data:data0};
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
if(!(validate53(data.visible, {instancePath:instancePath+"/visible",parentData:data,parentDataProperty:"visible",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate53.errors : vErrors.concat(validate53.errors);
errors = vErrors.length;
}
}
if(data.children !== undefined){
let data2 = data.children;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate63(data2[i0], {instancePath:instancePath+"/children/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err4 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema73.properties.children.type,parentSchema:schema73.properties.children,data:data2};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema73.type,parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema348 = {"type":"object","title":"DialogDefinition","additionalProperties":false,"required":["title","children"],"properties":{"title":{"$ref":"binding.schema.json#/$defs/text","description":"The dialog's accessible name, shown as its heading."},"hideTitle":{"type":"boolean","description":"Keep the title for screen readers only."},"closable":{"type":"boolean","description":"Show a close icon (accessible name Close)."},"onClose":{"$ref":"actions.schema.json#/$defs/chain","description":"Runs when the close icon is tapped."},"children":{"type":"array","items":{"$ref":"node.schema.json"}}}};

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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema348.required,parentSchema:schema348,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.children === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "children"},message:"must have required property '"+"children"+"'",schema:schema348.required,parentSchema:schema348,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema348,data};
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
let data0 = data.title;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/title",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data0};
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
let data1 = data.hideTitle;
if(typeof data1 !== "boolean"){
const err4 = {instancePath:instancePath+"/hideTitle",schemaPath:"#/properties/hideTitle/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema348.properties.hideTitle.type,parentSchema:schema348.properties.hideTitle,data:data1};
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
let data2 = data.closable;
if(typeof data2 !== "boolean"){
const err5 = {instancePath:instancePath+"/closable",schemaPath:"#/properties/closable/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema348.properties.closable.type,parentSchema:schema348.properties.closable,data:data2};
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
if(!(validate63(data4[i0], {instancePath:instancePath+"/children/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate63.errors : vErrors.concat(validate63.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema348.properties.children.type,parentSchema:schema348.properties.children,data:data4};
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
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema348.type,parentSchema:schema348,data};
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
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema31.required,parentSchema:schema31,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.regions === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "regions"},message:"must have required property '"+"regions"+"'",schema:schema31.required,parentSchema:schema31,data};
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
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};
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
let data0 = data.$schema;
if(typeof data0 !== "string"){
const err3 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.$schema.type,parentSchema:schema31.properties.$schema,data:data0};
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
let data1 = data.title;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/title",schemaPath:"binding.schema.json#/$defs/text/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.type,parentSchema:schema33,data:data1};
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
const err5 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.state.type,parentSchema:schema31.properties.state,data:data2};
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
if(!(validate52(data4[i0], {instancePath:instancePath+"/timers/" + i0,parentData:data4,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate52.errors : vErrors.concat(validate52.errors);
errors = vErrors.length;
}
}
}
else {
const err6 = {instancePath:instancePath+"/timers",schemaPath:"#/properties/timers/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.timers.type,parentSchema:schema31.properties.timers,data:data4};
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
const err7 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "area"},message:"must have required property '"+"area"+"'",schema:schema69.required,parentSchema:schema69,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data6.key === undefined){
const err8 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema69.required,parentSchema:schema69,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data6.paths === undefined){
const err9 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/required",keyword:"required",params:{missingProperty: "paths"},message:"must have required property '"+"paths"+"'",schema:schema69.required,parentSchema:schema69,data:data6};
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
const err10 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema69,data:data6};
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
const err11 = {instancePath:instancePath+"/persist/area",schemaPath:"#/$defs/persist/properties/area/enum",keyword:"enum",params:{allowedValues: schema69.properties.area.enum},message:"must be equal to one of the allowed values",schema:schema69.properties.area.enum,parentSchema:schema69.properties.area,data:data7};
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
let data8 = data6.key;
if(typeof data8 !== "string"){
const err12 = {instancePath:instancePath+"/persist/key",schemaPath:"#/$defs/persist/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.key.type,parentSchema:schema69.properties.key,data:data8};
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
const err13 = {instancePath:instancePath+"/persist/paths/" + i1,schemaPath:"#/$defs/persist/properties/paths/items/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z_$][A-Za-z0-9_$]*$"},message:"must match pattern \""+"^[A-Za-z_$][A-Za-z0-9_$]*$"+"\"",schema:"^[A-Za-z_$][A-Za-z0-9_$]*$",parentSchema:schema69.properties.paths.items,data:data10};
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
const err14 = {instancePath:instancePath+"/persist/paths/" + i1,schemaPath:"#/$defs/persist/properties/paths/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema69.properties.paths.items.type,parentSchema:schema69.properties.paths.items,data:data10};
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
const err15 = {instancePath:instancePath+"/persist/paths",schemaPath:"#/$defs/persist/properties/paths/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema69.properties.paths.type,parentSchema:schema69.properties.paths,data:data9};
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
const err16 = {instancePath:instancePath+"/persist",schemaPath:"#/$defs/persist/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema69.type,parentSchema:schema69,data:data6};
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
const err17 = {instancePath:instancePath+"/chains",schemaPath:"#/properties/chains/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.chains.type,parentSchema:schema31.properties.chains,data:data11};
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
if(!(validate58(data14[i2], {instancePath:instancePath+"/validations/" + key3.replace(/~/g, "~0").replace(/\//g, "~1")+"/" + i2,parentData:data14,parentDataProperty:i2,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate58.errors : vErrors.concat(validate58.errors);
errors = vErrors.length;
}
}
}
else {
const err18 = {instancePath:instancePath+"/validations/" + key3.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/validations/additionalProperties/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.validations.additionalProperties.type,parentSchema:schema31.properties.validations.additionalProperties,data:data14};
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
const err19 = {instancePath:instancePath+"/validations",schemaPath:"#/properties/validations/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.validations.type,parentSchema:schema31.properties.validations,data:data13};
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
if(!(validate61(data16[i3], {instancePath:instancePath+"/regions/" + i3,parentData:data16,parentDataProperty:i3,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
}
}
else {
const err20 = {instancePath:instancePath+"/regions",schemaPath:"#/properties/regions/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.regions.type,parentSchema:schema31.properties.regions,data:data16};
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
if(!(validate106(data18[key4], {instancePath:instancePath+"/dialogs/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data18,parentDataProperty:key4,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate106.errors : vErrors.concat(validate106.errors);
errors = vErrors.length;
}
}
}
else {
const err21 = {instancePath:instancePath+"/dialogs",schemaPath:"#/properties/dialogs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.dialogs.type,parentSchema:schema31.properties.dialogs,data:data18};
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
const err22 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};
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

