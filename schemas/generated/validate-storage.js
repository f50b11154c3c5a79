/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from schemas/storage/*.schema.json.

export const complaintChoice = validate275;
const schema395 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"storage/complaintChoice.schema.json","type":"object","required":["problemType"],"properties":{"problemType":{"type":["integer","string"],"minLength":1},"problemTypeTitle":{"type":"string","maxLength":200},"problemSonType":{"type":["integer","string"]},"problemSonTypeTitle":{"type":"string","maxLength":200},"orderNo":{"type":["string","integer"]},"entryOrderId":{"type":"string"}}};
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

function validate275(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="storage/complaintChoice.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate275.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.problemType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "problemType"},message:"must have required property '"+"problemType"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.problemType !== undefined){
let data0 = data.problemType;
if((!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) && (typeof data0 !== "string")){
const err1 = {instancePath:instancePath+"/problemType",schemaPath:"#/properties/problemType/type",keyword:"type",params:{type: schema395.properties.problemType.type},message:"must be integer,string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/problemType",schemaPath:"#/properties/problemType/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
if(data.problemTypeTitle !== undefined){
let data1 = data.problemTypeTitle;
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err3 = {instancePath:instancePath+"/problemTypeTitle",schemaPath:"#/properties/problemTypeTitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/problemTypeTitle",schemaPath:"#/properties/problemTypeTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.problemSonType !== undefined){
let data2 = data.problemSonType;
if((!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))) && (typeof data2 !== "string")){
const err5 = {instancePath:instancePath+"/problemSonType",schemaPath:"#/properties/problemSonType/type",keyword:"type",params:{type: schema395.properties.problemSonType.type},message:"must be integer,string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.problemSonTypeTitle !== undefined){
let data3 = data.problemSonTypeTitle;
if(typeof data3 === "string"){
if(func2(data3) > 200){
const err6 = {instancePath:instancePath+"/problemSonTypeTitle",schemaPath:"#/properties/problemSonTypeTitle/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err7 = {instancePath:instancePath+"/problemSonTypeTitle",schemaPath:"#/properties/problemSonTypeTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.orderNo !== undefined){
let data4 = data.orderNo;
if((typeof data4 !== "string") && (!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4))))){
const err8 = {instancePath:instancePath+"/orderNo",schemaPath:"#/properties/orderNo/type",keyword:"type",params:{type: schema395.properties.orderNo.type},message:"must be string,integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.entryOrderId !== undefined){
if(typeof data.entryOrderId !== "string"){
const err9 = {instancePath:instancePath+"/entryOrderId",schemaPath:"#/properties/entryOrderId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate275.errors = vErrors;
return errors === 0;
}
validate275.evaluated = {"props":{"problemType":true,"problemTypeTitle":true,"problemSonType":true,"problemSonTypeTitle":true,"orderNo":true,"entryOrderId":true},"dynamicProps":false,"dynamicItems":false};

export const repaymentInfo = validate276;
const schema396 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"storage/repaymentInfo.schema.json","type":"object","additionalProperties":false,"required":["version","payCode","logo","title","repayAmount","payNotice"],"properties":{"version":{"const":1},"payCode":{"type":"string","minLength":1,"maxLength":64},"logo":{"type":"string","maxLength":2048},"title":{"type":"string","maxLength":200},"repayAmount":{"type":["integer","string"]},"payNotice":{"type":"array","maxItems":20,"items":{"type":"object","additionalProperties":false,"required":["name","steps"],"properties":{"name":{"type":"string"},"steps":{"type":"array","maxItems":30,"items":{"type":"string"}}}}}}};

function validate276(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="storage/repaymentInfo.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate276.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.payCode === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payCode"},message:"must have required property '"+"payCode"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.logo === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "logo"},message:"must have required property '"+"logo"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.title === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.repayAmount === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repayAmount"},message:"must have required property '"+"repayAmount"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.payNotice === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payNotice"},message:"must have required property '"+"payNotice"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "version") || (key0 === "payCode")) || (key0 === "logo")) || (key0 === "title")) || (key0 === "repayAmount")) || (key0 === "payNotice"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.version !== undefined){
if(1 !== data.version){
const err7 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.payCode !== undefined){
let data1 = data.payCode;
if(typeof data1 === "string"){
if(func2(data1) > 64){
const err8 = {instancePath:instancePath+"/payCode",schemaPath:"#/properties/payCode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(func2(data1) < 1){
const err9 = {instancePath:instancePath+"/payCode",schemaPath:"#/properties/payCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/payCode",schemaPath:"#/properties/payCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.logo !== undefined){
let data2 = data.logo;
if(typeof data2 === "string"){
if(func2(data2) > 2048){
const err11 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
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
const err12 = {instancePath:instancePath+"/logo",schemaPath:"#/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.title !== undefined){
let data3 = data.title;
if(typeof data3 === "string"){
if(func2(data3) > 200){
const err13 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
const err14 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.repayAmount !== undefined){
let data4 = data.repayAmount;
if((!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))) && (typeof data4 !== "string")){
const err15 = {instancePath:instancePath+"/repayAmount",schemaPath:"#/properties/repayAmount/type",keyword:"type",params:{type: schema396.properties.repayAmount.type},message:"must be integer,string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.payNotice !== undefined){
let data5 = data.payNotice;
if(Array.isArray(data5)){
if(data5.length > 20){
const err16 = {instancePath:instancePath+"/payNotice",schemaPath:"#/properties/payNotice/maxItems",keyword:"maxItems",params:{limit: 20},message:"must NOT have more than 20 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.name === undefined){
const err17 = {instancePath:instancePath+"/payNotice/" + i0,schemaPath:"#/properties/payNotice/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data6.steps === undefined){
const err18 = {instancePath:instancePath+"/payNotice/" + i0,schemaPath:"#/properties/payNotice/items/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key1 in data6){
if(!((key1 === "name") || (key1 === "steps"))){
const err19 = {instancePath:instancePath+"/payNotice/" + i0,schemaPath:"#/properties/payNotice/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data6.name !== undefined){
if(typeof data6.name !== "string"){
const err20 = {instancePath:instancePath+"/payNotice/" + i0+"/name",schemaPath:"#/properties/payNotice/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data6.steps !== undefined){
let data8 = data6.steps;
if(Array.isArray(data8)){
if(data8.length > 30){
const err21 = {instancePath:instancePath+"/payNotice/" + i0+"/steps",schemaPath:"#/properties/payNotice/items/properties/steps/maxItems",keyword:"maxItems",params:{limit: 30},message:"must NOT have more than 30 items"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
if(typeof data8[i1] !== "string"){
const err22 = {instancePath:instancePath+"/payNotice/" + i0+"/steps/" + i1,schemaPath:"#/properties/payNotice/items/properties/steps/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath:instancePath+"/payNotice/" + i0+"/steps",schemaPath:"#/properties/payNotice/items/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err24 = {instancePath:instancePath+"/payNotice/" + i0,schemaPath:"#/properties/payNotice/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err25 = {instancePath:instancePath+"/payNotice",schemaPath:"#/properties/payNotice/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
}
else {
const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
validate276.errors = vErrors;
return errors === 0;
}
validate276.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

complaintChoice.shape = {"type":"object","required":["problemType"],"properties":{"problemType":{"type":["integer","string"],"minLength":1},"problemTypeTitle":{"type":"string","maxLength":200},"problemSonType":{"type":["integer","string"]},"problemSonTypeTitle":{"type":"string","maxLength":200},"orderNo":{"type":["string","integer"]},"entryOrderId":{"type":"string"}}};
repaymentInfo.shape = {"type":"object","required":["version","payCode","logo","title","repayAmount","payNotice"],"properties":{"version":{"const":1},"payCode":{"type":"string","minLength":1,"maxLength":64},"logo":{"type":"string","maxLength":2048},"title":{"type":"string","maxLength":200},"repayAmount":{"type":["integer","string"]},"payNotice":{"type":"array","items":{"type":"object","required":["name","steps"],"properties":{"name":{"type":"string"},"steps":{"type":"array","items":{"type":"string"}}}}}}};
export const storageValidators = { complaintChoice, repaymentInfo };
