/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from schemas/../api/endpoint-schemas.json.

export const bindCardChange = validate10;
const schema11 = {"description":"Not read by the front end.","type":["object","null"]};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema11.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

export const bindCardNew = validate11;
const schema12 = {"description":"Not read by the front end.","type":["object","null"]};

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema12.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}

export const cardInit = validate12;
const schema13 = {"type":"object","required":["items"],"properties":{"items":{"type":"array","minItems":1,"$comment":"A form without fields cannot be filled in: an empty list is not a usable answer (Next would save nothing).","items":{"type":"object","required":["code","cate","title","subtitle","value","note","inputType","cardTypeMi"],"properties":{"code":{"description":"The form field name; the card type item has code cardType.","type":"string","minLength":1},"cate":{"enum":["txt","enum","citySelect","day"]},"title":{"type":"string"},"subtitle":{"type":"string"},"value":{"description":"Current value; for enum items the type of the chosen note.","type":"string"},"note":{"description":"Options of an enum item (empty otherwise). type is a string: \"1\"/\"2\" for card types, a channel number such as \"90006\" for banks.","type":"array","items":{"type":"object","required":["name","type"],"properties":{"name":{"type":"string"},"type":{"type":"string"}}}},"inputType":{"enum":["number","text"]},"cardTypeMi":{"description":"0: shown for every card type; otherwise the card type (1 bank, 2 e-wallet) the item belongs to.","type":"integer","enum":[0,1,2]},"channelNumber":{"type":"string"}}}}}};
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

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.items === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.items !== undefined){
let data0 = data.items;
if(Array.isArray(data0)){
if(data0.length < 1){
const err1 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.code === undefined){
const err2 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.cate === undefined){
const err3 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "cate"},message:"must have required property '"+"cate"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data1.title === undefined){
const err4 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.subtitle === undefined){
const err5 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "subtitle"},message:"must have required property '"+"subtitle"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.value === undefined){
const err6 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1.note === undefined){
const err7 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "note"},message:"must have required property '"+"note"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data1.inputType === undefined){
const err8 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "inputType"},message:"must have required property '"+"inputType"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data1.cardTypeMi === undefined){
const err9 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/required",keyword:"required",params:{missingProperty: "cardTypeMi"},message:"must have required property '"+"cardTypeMi"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data1.code !== undefined){
let data2 = data1.code;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err10 = {instancePath:instancePath+"/items/" + i0+"/code",schemaPath:"#/properties/items/items/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/items/" + i0+"/code",schemaPath:"#/properties/items/items/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data1.cate !== undefined){
let data3 = data1.cate;
if(!((((data3 === "txt") || (data3 === "enum")) || (data3 === "citySelect")) || (data3 === "day"))){
const err12 = {instancePath:instancePath+"/items/" + i0+"/cate",schemaPath:"#/properties/items/items/properties/cate/enum",keyword:"enum",params:{allowedValues: schema13.properties.items.items.properties.cate.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.title !== undefined){
if(typeof data1.title !== "string"){
const err13 = {instancePath:instancePath+"/items/" + i0+"/title",schemaPath:"#/properties/items/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.subtitle !== undefined){
if(typeof data1.subtitle !== "string"){
const err14 = {instancePath:instancePath+"/items/" + i0+"/subtitle",schemaPath:"#/properties/items/items/properties/subtitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.value !== undefined){
if(typeof data1.value !== "string"){
const err15 = {instancePath:instancePath+"/items/" + i0+"/value",schemaPath:"#/properties/items/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.note !== undefined){
let data7 = data1.note;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
let data8 = data7[i1];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.name === undefined){
const err16 = {instancePath:instancePath+"/items/" + i0+"/note/" + i1,schemaPath:"#/properties/items/items/properties/note/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data8.type === undefined){
const err17 = {instancePath:instancePath+"/items/" + i0+"/note/" + i1,schemaPath:"#/properties/items/items/properties/note/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data8.name !== undefined){
if(typeof data8.name !== "string"){
const err18 = {instancePath:instancePath+"/items/" + i0+"/note/" + i1+"/name",schemaPath:"#/properties/items/items/properties/note/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data8.type !== undefined){
if(typeof data8.type !== "string"){
const err19 = {instancePath:instancePath+"/items/" + i0+"/note/" + i1+"/type",schemaPath:"#/properties/items/items/properties/note/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err20 = {instancePath:instancePath+"/items/" + i0+"/note/" + i1,schemaPath:"#/properties/items/items/properties/note/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/items/" + i0+"/note",schemaPath:"#/properties/items/items/properties/note/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data1.inputType !== undefined){
let data11 = data1.inputType;
if(!((data11 === "number") || (data11 === "text"))){
const err22 = {instancePath:instancePath+"/items/" + i0+"/inputType",schemaPath:"#/properties/items/items/properties/inputType/enum",keyword:"enum",params:{allowedValues: schema13.properties.items.items.properties.inputType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data1.cardTypeMi !== undefined){
let data12 = data1.cardTypeMi;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err23 = {instancePath:instancePath+"/items/" + i0+"/cardTypeMi",schemaPath:"#/properties/items/items/properties/cardTypeMi/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!(((data12 === 0) || (data12 === 1)) || (data12 === 2))){
const err24 = {instancePath:instancePath+"/items/" + i0+"/cardTypeMi",schemaPath:"#/properties/items/items/properties/cardTypeMi/enum",keyword:"enum",params:{allowedValues: schema13.properties.items.items.properties.cardTypeMi.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data1.channelNumber !== undefined){
if(typeof data1.channelNumber !== "string"){
const err25 = {instancePath:instancePath+"/items/" + i0+"/channelNumber",schemaPath:"#/properties/items/items/properties/channelNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath:instancePath+"/items/" + i0,schemaPath:"#/properties/items/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/items",schemaPath:"#/properties/items/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate12.errors = vErrors;
return errors === 0;
}

export const channelTemplate = validate13;
const schema14 = {"description":"The landing template: its id and its config. The spec does not enumerate the config; this schema is the project's choice (see the note in endpoints.json). Every config field is optional: the page falls back to the env theme colours, the env app name and its own words.","type":"object","required":["id","config"],"properties":{"id":{"description":"The template id, sent back as id on register and carried to the hash pages.","type":"string","minLength":1},"config":{"type":"object","properties":{"appName":{"description":"The app the visitor registers for (appName on getSms and register).","type":"string"},"headline":{"description":"The banner's title.","type":"string"},"subheadline":{"description":"One line under the title.","type":"string"},"bannerUrl":{"description":"The banner picture.","type":"string"},"bannerAlt":{"description":"What the banner picture says.","type":"string"},"themeColor":{"description":"Replaces the theme blue on this page.","type":"string","pattern":"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},"accentColor":{"description":"Replaces the accent orange (the register button).","type":"string","pattern":"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},"buttonText":{"description":"The register button's label.","type":"string"},"downloadTitle":{"description":"Heading of the download page.","type":"string"},"downloadText":{"description":"A line under it.","type":"string"},"downloads":{"description":"The app's download buttons; the one for the visitor's platform comes first.","type":"array","items":{"type":"object","required":["platform","label","url"],"properties":{"platform":{"enum":["android","ios"]},"label":{"type":"string","minLength":1},"url":{"type":"string","minLength":1}}}},"agreementLinkText":{"description":"The link to the agreement page under the form.","type":"string"},"agreementTitle":{"description":"Heading of the agreement page.","type":"string"},"agreement":{"description":"The registration agreement as sections of plain text.","type":"array","items":{"type":"object","required":["text"],"properties":{"heading":{"type":"string"},"text":{"type":"string","minLength":1}}}}}}}};
const pattern0 = new RegExp("^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$", "u");

function validate13(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
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
if(data.config === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "config"},message:"must have required property '"+"config"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err3 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.config !== undefined){
let data1 = data.config;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.appName !== undefined){
if(typeof data1.appName !== "string"){
const err4 = {instancePath:instancePath+"/config/appName",schemaPath:"#/properties/config/properties/appName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data1.headline !== undefined){
if(typeof data1.headline !== "string"){
const err5 = {instancePath:instancePath+"/config/headline",schemaPath:"#/properties/config/properties/headline/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data1.subheadline !== undefined){
if(typeof data1.subheadline !== "string"){
const err6 = {instancePath:instancePath+"/config/subheadline",schemaPath:"#/properties/config/properties/subheadline/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.bannerUrl !== undefined){
if(typeof data1.bannerUrl !== "string"){
const err7 = {instancePath:instancePath+"/config/bannerUrl",schemaPath:"#/properties/config/properties/bannerUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data1.bannerAlt !== undefined){
if(typeof data1.bannerAlt !== "string"){
const err8 = {instancePath:instancePath+"/config/bannerAlt",schemaPath:"#/properties/config/properties/bannerAlt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data1.themeColor !== undefined){
let data7 = data1.themeColor;
if(typeof data7 === "string"){
if(!pattern0.test(data7)){
const err9 = {instancePath:instancePath+"/config/themeColor",schemaPath:"#/properties/config/properties/themeColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},message:"must match pattern \""+"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"+"\""};
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
const err10 = {instancePath:instancePath+"/config/themeColor",schemaPath:"#/properties/config/properties/themeColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data1.accentColor !== undefined){
let data8 = data1.accentColor;
if(typeof data8 === "string"){
if(!pattern0.test(data8)){
const err11 = {instancePath:instancePath+"/config/accentColor",schemaPath:"#/properties/config/properties/accentColor/pattern",keyword:"pattern",params:{pattern: "^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"},message:"must match pattern \""+"^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$"+"\""};
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
const err12 = {instancePath:instancePath+"/config/accentColor",schemaPath:"#/properties/config/properties/accentColor/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data1.buttonText !== undefined){
if(typeof data1.buttonText !== "string"){
const err13 = {instancePath:instancePath+"/config/buttonText",schemaPath:"#/properties/config/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data1.downloadTitle !== undefined){
if(typeof data1.downloadTitle !== "string"){
const err14 = {instancePath:instancePath+"/config/downloadTitle",schemaPath:"#/properties/config/properties/downloadTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data1.downloadText !== undefined){
if(typeof data1.downloadText !== "string"){
const err15 = {instancePath:instancePath+"/config/downloadText",schemaPath:"#/properties/config/properties/downloadText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data1.downloads !== undefined){
let data12 = data1.downloads;
if(Array.isArray(data12)){
const len0 = data12.length;
for(let i0=0; i0<len0; i0++){
let data13 = data12[i0];
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.platform === undefined){
const err16 = {instancePath:instancePath+"/config/downloads/" + i0,schemaPath:"#/properties/config/properties/downloads/items/required",keyword:"required",params:{missingProperty: "platform"},message:"must have required property '"+"platform"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data13.label === undefined){
const err17 = {instancePath:instancePath+"/config/downloads/" + i0,schemaPath:"#/properties/config/properties/downloads/items/required",keyword:"required",params:{missingProperty: "label"},message:"must have required property '"+"label"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data13.url === undefined){
const err18 = {instancePath:instancePath+"/config/downloads/" + i0,schemaPath:"#/properties/config/properties/downloads/items/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data13.platform !== undefined){
let data14 = data13.platform;
if(!((data14 === "android") || (data14 === "ios"))){
const err19 = {instancePath:instancePath+"/config/downloads/" + i0+"/platform",schemaPath:"#/properties/config/properties/downloads/items/properties/platform/enum",keyword:"enum",params:{allowedValues: schema14.properties.config.properties.downloads.items.properties.platform.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data13.label !== undefined){
let data15 = data13.label;
if(typeof data15 === "string"){
if(func2(data15) < 1){
const err20 = {instancePath:instancePath+"/config/downloads/" + i0+"/label",schemaPath:"#/properties/config/properties/downloads/items/properties/label/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err21 = {instancePath:instancePath+"/config/downloads/" + i0+"/label",schemaPath:"#/properties/config/properties/downloads/items/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data13.url !== undefined){
let data16 = data13.url;
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err22 = {instancePath:instancePath+"/config/downloads/" + i0+"/url",schemaPath:"#/properties/config/properties/downloads/items/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err23 = {instancePath:instancePath+"/config/downloads/" + i0+"/url",schemaPath:"#/properties/config/properties/downloads/items/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err24 = {instancePath:instancePath+"/config/downloads/" + i0,schemaPath:"#/properties/config/properties/downloads/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err25 = {instancePath:instancePath+"/config/downloads",schemaPath:"#/properties/config/properties/downloads/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data1.agreementLinkText !== undefined){
if(typeof data1.agreementLinkText !== "string"){
const err26 = {instancePath:instancePath+"/config/agreementLinkText",schemaPath:"#/properties/config/properties/agreementLinkText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data1.agreementTitle !== undefined){
if(typeof data1.agreementTitle !== "string"){
const err27 = {instancePath:instancePath+"/config/agreementTitle",schemaPath:"#/properties/config/properties/agreementTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data1.agreement !== undefined){
let data19 = data1.agreement;
if(Array.isArray(data19)){
const len1 = data19.length;
for(let i1=0; i1<len1; i1++){
let data20 = data19[i1];
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.text === undefined){
const err28 = {instancePath:instancePath+"/config/agreement/" + i1,schemaPath:"#/properties/config/properties/agreement/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data20.heading !== undefined){
if(typeof data20.heading !== "string"){
const err29 = {instancePath:instancePath+"/config/agreement/" + i1+"/heading",schemaPath:"#/properties/config/properties/agreement/items/properties/heading/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data20.text !== undefined){
let data22 = data20.text;
if(typeof data22 === "string"){
if(func2(data22) < 1){
const err30 = {instancePath:instancePath+"/config/agreement/" + i1+"/text",schemaPath:"#/properties/config/properties/agreement/items/properties/text/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/config/agreement/" + i1+"/text",schemaPath:"#/properties/config/properties/agreement/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err32 = {instancePath:instancePath+"/config/agreement/" + i1,schemaPath:"#/properties/config/properties/agreement/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
else {
const err33 = {instancePath:instancePath+"/config/agreement",schemaPath:"#/properties/config/properties/agreement/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/config",schemaPath:"#/properties/config/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
validate13.errors = vErrors;
return errors === 0;
}

export const confirmV2ContractJump = validate14;
const schema15 = {"type":"object","required":["contract_url"],"properties":{"contract_url":{"type":"string","minLength":1}}};

function validate14(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.contract_url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contract_url"},message:"must have required property '"+"contract_url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.contract_url !== undefined){
let data0 = data.contract_url;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/contract_url",schemaPath:"#/properties/contract_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/contract_url",schemaPath:"#/properties/contract_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate14.errors = vErrors;
return errors === 0;
}

export const confirmV2Contracts = validate15;
const schema16 = {"type":"array","items":{"type":"object","required":["title","contract_url"],"properties":{"title":{"type":"string"},"contract_url":{"type":"string"}}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.title === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.contract_url === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "contract_url"},message:"must have required property '"+"contract_url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.title !== undefined){
if(typeof data0.title !== "string"){
const err2 = {instancePath:instancePath+"/" + i0+"/title",schemaPath:"#/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.contract_url !== undefined){
if(typeof data0.contract_url !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/contract_url",schemaPath:"#/items/properties/contract_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate15.errors = vErrors;
return errors === 0;
}

export const confirmV2Detail = validate16;
const schema17 = {"description":"The spec says the second version renames the fields without showing them; these names are ours (first version -> second): comProductLogo -> productLogo, comProductName -> productName, amount -> loanAmount, pRateDsc -> rateDesc, details -> detailList, repay_plans -> repayPlan (pay_time -> payTime); periods, termUnit, firstPayTime, firstPeriodDay and the popup fields keep their names; NewButtonMsg and NewPopMsg are the spec's own.","type":"object","required":["productLogo","productName","loanAmount","periods","termUnit","rateDesc","detailList","repayPlan","firstPayTime","firstPeriodDay","isPopType","popTitle","popContent","popAgreementUrl","NewButtonMsg","NewPopMsg"],"properties":{"productLogo":{"type":"string"},"productName":{"type":"string"},"loanAmount":{"type":"number"},"periods":{"type":"integer","minimum":1},"termUnit":{"type":"integer","minimum":1},"rateDesc":{"type":"string"},"detailList":{"type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}},"repayPlan":{"type":"array","items":{"type":"object","required":["amount","description","payTime"],"properties":{"amount":{"type":"string"},"description":{"type":"string"},"payTime":{"type":"string"}}}},"firstPayTime":{"type":"string"},"firstPeriodDay":{"description":"Days until the first payment.","type":"integer"},"isPopType":{"description":"1: the retention popup shows on the back action.","type":"integer","enum":[0,1]},"popTitle":{"type":"string"},"popContent":{"type":"string"},"popAgreementUrl":{"description":"Non-empty: the agreement modal shows at once.","type":"string"},"NewButtonMsg":{"description":"Button text of the promotional popup; empty: no popup.","type":"string"},"NewPopMsg":{"description":"Message of the promotional popup (shown once on load when NewButtonMsg is non-empty).","type":"string"}}};

function validate16(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.productLogo === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productLogo"},message:"must have required property '"+"productLogo"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.productName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.loanAmount === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "loanAmount"},message:"must have required property '"+"loanAmount"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.periods === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "periods"},message:"must have required property '"+"periods"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.termUnit === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "termUnit"},message:"must have required property '"+"termUnit"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.rateDesc === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rateDesc"},message:"must have required property '"+"rateDesc"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.detailList === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "detailList"},message:"must have required property '"+"detailList"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.repayPlan === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repayPlan"},message:"must have required property '"+"repayPlan"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.firstPayTime === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstPayTime"},message:"must have required property '"+"firstPayTime"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.firstPeriodDay === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstPeriodDay"},message:"must have required property '"+"firstPeriodDay"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.isPopType === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isPopType"},message:"must have required property '"+"isPopType"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.popTitle === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "popTitle"},message:"must have required property '"+"popTitle"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.popContent === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "popContent"},message:"must have required property '"+"popContent"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.popAgreementUrl === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "popAgreementUrl"},message:"must have required property '"+"popAgreementUrl"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.NewButtonMsg === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "NewButtonMsg"},message:"must have required property '"+"NewButtonMsg"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.NewPopMsg === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "NewPopMsg"},message:"must have required property '"+"NewPopMsg"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.productLogo !== undefined){
if(typeof data.productLogo !== "string"){
const err16 = {instancePath:instancePath+"/productLogo",schemaPath:"#/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.productName !== undefined){
if(typeof data.productName !== "string"){
const err17 = {instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.loanAmount !== undefined){
let data2 = data.loanAmount;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err18 = {instancePath:instancePath+"/loanAmount",schemaPath:"#/properties/loanAmount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.periods !== undefined){
let data3 = data.periods;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err19 = {instancePath:instancePath+"/periods",schemaPath:"#/properties/periods/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err20 = {instancePath:instancePath+"/periods",schemaPath:"#/properties/periods/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.termUnit !== undefined){
let data4 = data.termUnit;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err21 = {instancePath:instancePath+"/termUnit",schemaPath:"#/properties/termUnit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err22 = {instancePath:instancePath+"/termUnit",schemaPath:"#/properties/termUnit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.rateDesc !== undefined){
if(typeof data.rateDesc !== "string"){
const err23 = {instancePath:instancePath+"/rateDesc",schemaPath:"#/properties/rateDesc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.detailList !== undefined){
let data6 = data.detailList;
if(Array.isArray(data6)){
const len0 = data6.length;
for(let i0=0; i0<len0; i0++){
let data7 = data6[i0];
if(data7 && typeof data7 == "object" && !Array.isArray(data7)){
if(data7.text === undefined){
const err24 = {instancePath:instancePath+"/detailList/" + i0,schemaPath:"#/properties/detailList/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data7.value === undefined){
const err25 = {instancePath:instancePath+"/detailList/" + i0,schemaPath:"#/properties/detailList/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data7.text !== undefined){
if(typeof data7.text !== "string"){
const err26 = {instancePath:instancePath+"/detailList/" + i0+"/text",schemaPath:"#/properties/detailList/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data7.value !== undefined){
if(typeof data7.value !== "string"){
const err27 = {instancePath:instancePath+"/detailList/" + i0+"/value",schemaPath:"#/properties/detailList/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath:instancePath+"/detailList/" + i0,schemaPath:"#/properties/detailList/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err29 = {instancePath:instancePath+"/detailList",schemaPath:"#/properties/detailList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.repayPlan !== undefined){
let data10 = data.repayPlan;
if(Array.isArray(data10)){
const len1 = data10.length;
for(let i1=0; i1<len1; i1++){
let data11 = data10[i1];
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.amount === undefined){
const err30 = {instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data11.description === undefined){
const err31 = {instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(data11.payTime === undefined){
const err32 = {instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: "payTime"},message:"must have required property '"+"payTime"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data11.amount !== undefined){
if(typeof data11.amount !== "string"){
const err33 = {instancePath:instancePath+"/repayPlan/" + i1+"/amount",schemaPath:"#/properties/repayPlan/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data11.description !== undefined){
if(typeof data11.description !== "string"){
const err34 = {instancePath:instancePath+"/repayPlan/" + i1+"/description",schemaPath:"#/properties/repayPlan/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data11.payTime !== undefined){
if(typeof data11.payTime !== "string"){
const err35 = {instancePath:instancePath+"/repayPlan/" + i1+"/payTime",schemaPath:"#/properties/repayPlan/items/properties/payTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err37 = {instancePath:instancePath+"/repayPlan",schemaPath:"#/properties/repayPlan/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.firstPayTime !== undefined){
if(typeof data.firstPayTime !== "string"){
const err38 = {instancePath:instancePath+"/firstPayTime",schemaPath:"#/properties/firstPayTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.firstPeriodDay !== undefined){
let data16 = data.firstPeriodDay;
if(!(((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16))) && (isFinite(data16)))){
const err39 = {instancePath:instancePath+"/firstPeriodDay",schemaPath:"#/properties/firstPeriodDay/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.isPopType !== undefined){
let data17 = data.isPopType;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err40 = {instancePath:instancePath+"/isPopType",schemaPath:"#/properties/isPopType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(!((data17 === 0) || (data17 === 1))){
const err41 = {instancePath:instancePath+"/isPopType",schemaPath:"#/properties/isPopType/enum",keyword:"enum",params:{allowedValues: schema17.properties.isPopType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.popTitle !== undefined){
if(typeof data.popTitle !== "string"){
const err42 = {instancePath:instancePath+"/popTitle",schemaPath:"#/properties/popTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.popContent !== undefined){
if(typeof data.popContent !== "string"){
const err43 = {instancePath:instancePath+"/popContent",schemaPath:"#/properties/popContent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.popAgreementUrl !== undefined){
if(typeof data.popAgreementUrl !== "string"){
const err44 = {instancePath:instancePath+"/popAgreementUrl",schemaPath:"#/properties/popAgreementUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.NewButtonMsg !== undefined){
if(typeof data.NewButtonMsg !== "string"){
const err45 = {instancePath:instancePath+"/NewButtonMsg",schemaPath:"#/properties/NewButtonMsg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.NewPopMsg !== undefined){
if(typeof data.NewPopMsg !== "string"){
const err46 = {instancePath:instancePath+"/NewPopMsg",schemaPath:"#/properties/NewPopMsg/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err47 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
validate16.errors = vErrors;
return errors === 0;
}

export const confirmV2Push = validate17;
const schema18 = {"type":"object","required":["lendDetailsUrl"],"properties":{"lendDetailsUrl":{"type":"string","minLength":1}}};

function validate17(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lendDetailsUrl === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lendDetailsUrl"},message:"must have required property '"+"lendDetailsUrl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lendDetailsUrl !== undefined){
let data0 = data.lendDetailsUrl;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/lendDetailsUrl",schemaPath:"#/properties/lendDetailsUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/lendDetailsUrl",schemaPath:"#/properties/lendDetailsUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate17.errors = vErrors;
return errors === 0;
}

export const contactKfInfo = validate18;
const schema19 = {"type":"object","required":["email","smWa"],"properties":{"email":{"type":"string"},"smWa":{"description":"Service telephone.","type":"string"}}};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.smWa === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "smWa"},message:"must have required property '"+"smWa"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.email !== undefined){
if(typeof data.email !== "string"){
const err2 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.smWa !== undefined){
if(typeof data.smWa !== "string"){
const err3 = {instancePath:instancePath+"/smWa",schemaPath:"#/properties/smWa/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
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
validate18.errors = vErrors;
return errors === 0;
}

export const contractJump = validate19;
const schema20 = {"type":"object","required":["contract_url"],"properties":{"contract_url":{"type":"string","minLength":1}}};

function validate19(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.contract_url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "contract_url"},message:"must have required property '"+"contract_url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.contract_url !== undefined){
let data0 = data.contract_url;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/contract_url",schemaPath:"#/properties/contract_url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/contract_url",schemaPath:"#/properties/contract_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate19.errors = vErrors;
return errors === 0;
}

export const contractList = validate20;
const schema21 = {"description":"The agreements, in display order (position = index).","type":"array","items":{"type":"object","required":["title","contract_url"],"properties":{"title":{"type":"string"},"contract_url":{"type":"string"}}}};

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.title === undefined){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data0.contract_url === undefined){
const err1 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/required",keyword:"required",params:{missingProperty: "contract_url"},message:"must have required property '"+"contract_url"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data0.title !== undefined){
if(typeof data0.title !== "string"){
const err2 = {instancePath:instancePath+"/" + i0+"/title",schemaPath:"#/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.contract_url !== undefined){
if(typeof data0.contract_url !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/contract_url",schemaPath:"#/items/properties/contract_url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"#/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}

export const delayDetail = validate21;
const schema22 = {"description":"Repayment info for the delay (extension) page: loanPlayDetail's answer plus delayInfo.","$defs":{"minorUnits":{"description":"An amount in minor units (centavos): 227500 is ₱2.275; pages show it through money(toFix()).","type":"integer","minimum":0},"repaymentInfo":{"type":"object","required":["repayAmount","productName","productLogo","repayDate","detail","repayPlan","repayList","noticeMsg","defDetail","isShowReyTop"],"properties":{"repayAmount":{"$ref":"#/$defs/minorUnits","description":"The amount due now (header, generateVcode amount)."},"productName":{"type":"string","minLength":1},"productLogo":{"description":"Logo URL.","type":"string"},"repayDate":{"description":"Due date, dd-mm-yyyy.","type":"string","minLength":1},"detail":{"description":"Loan detail rows, already formatted by the server (amounts, days, dates mixed).","type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}},"repayPlan":{"description":"Plan rows; the delay page shows remark, title, amount, time.","type":"array","items":{"type":"object","required":["title","amount","time"],"properties":{"remark":{"type":"string"},"title":{"type":"string"},"amount":{"$ref":"#/$defs/minorUnits"},"time":{"type":"string"}}}},"repayList":{"description":"Payment channels for the Payment Method picker; channel_number goes to generateVcode.","type":"array","items":{"type":"object","required":["name","logo","channel_number"],"properties":{"name":{"type":"string","minLength":1},"logo":{"type":"string"},"channel_number":{"type":"string","minLength":1}}}},"noticeMsg":{"description":"A safety note shown above the channels.","type":"string"},"defDetail":{"description":"The default pay-code box; the page stores it (schemas/storage/repaymentInfo.schema.json) for /repaymentOfCode2.","type":"object","required":["payCode","logo","title","payNotice"],"properties":{"payCode":{"type":"string","minLength":1,"maxLength":64},"logo":{"type":"string"},"title":{"type":"string"},"payNotice":{"description":"Payment instructions in groups, each with named steps.","type":"array","items":{"type":"object","required":["name","steps"],"properties":{"name":{"type":"string"},"steps":{"type":"array","items":{"type":"string"}}}}}}},"isShowReyTop":{"description":"1 shows the repayment-instructions banner (it opens /dragonpay).","type":"integer","enum":[0,1]},"delayInfo":{"type":"object","required":["delayAmount","title"],"properties":{"delayAmount":{"$ref":"#/$defs/minorUnits","description":"The extension fee due now."},"title":{"type":"string","minLength":1},"nextRepayDate":{"description":"Ours: the spec shows a next-payment-date line without naming its field.","type":"string"}}}}}},"allOf":[{"$ref":"#/$defs/repaymentInfo"},{"type":"object","required":["delayInfo"]}]};
const schema23 = {"type":"object","required":["repayAmount","productName","productLogo","repayDate","detail","repayPlan","repayList","noticeMsg","defDetail","isShowReyTop"],"properties":{"repayAmount":{"$ref":"#/$defs/minorUnits","description":"The amount due now (header, generateVcode amount)."},"productName":{"type":"string","minLength":1},"productLogo":{"description":"Logo URL.","type":"string"},"repayDate":{"description":"Due date, dd-mm-yyyy.","type":"string","minLength":1},"detail":{"description":"Loan detail rows, already formatted by the server (amounts, days, dates mixed).","type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}},"repayPlan":{"description":"Plan rows; the delay page shows remark, title, amount, time.","type":"array","items":{"type":"object","required":["title","amount","time"],"properties":{"remark":{"type":"string"},"title":{"type":"string"},"amount":{"$ref":"#/$defs/minorUnits"},"time":{"type":"string"}}}},"repayList":{"description":"Payment channels for the Payment Method picker; channel_number goes to generateVcode.","type":"array","items":{"type":"object","required":["name","logo","channel_number"],"properties":{"name":{"type":"string","minLength":1},"logo":{"type":"string"},"channel_number":{"type":"string","minLength":1}}}},"noticeMsg":{"description":"A safety note shown above the channels.","type":"string"},"defDetail":{"description":"The default pay-code box; the page stores it (schemas/storage/repaymentInfo.schema.json) for /repaymentOfCode2.","type":"object","required":["payCode","logo","title","payNotice"],"properties":{"payCode":{"type":"string","minLength":1,"maxLength":64},"logo":{"type":"string"},"title":{"type":"string"},"payNotice":{"description":"Payment instructions in groups, each with named steps.","type":"array","items":{"type":"object","required":["name","steps"],"properties":{"name":{"type":"string"},"steps":{"type":"array","items":{"type":"string"}}}}}}},"isShowReyTop":{"description":"1 shows the repayment-instructions banner (it opens /dragonpay).","type":"integer","enum":[0,1]},"delayInfo":{"type":"object","required":["delayAmount","title"],"properties":{"delayAmount":{"$ref":"#/$defs/minorUnits","description":"The extension fee due now."},"title":{"type":"string","minLength":1},"nextRepayDate":{"description":"Ours: the spec shows a next-payment-date line without naming its field.","type":"string"}}}}};
const schema24 = {"description":"An amount in minor units (centavos): 227500 is ₱2.275; pages show it through money(toFix()).","type":"integer","minimum":0};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.repayAmount === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repayAmount"},message:"must have required property '"+"repayAmount"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.productName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.productLogo === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productLogo"},message:"must have required property '"+"productLogo"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.repayDate === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repayDate"},message:"must have required property '"+"repayDate"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.detail === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.repayPlan === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repayPlan"},message:"must have required property '"+"repayPlan"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.repayList === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repayList"},message:"must have required property '"+"repayList"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.noticeMsg === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "noticeMsg"},message:"must have required property '"+"noticeMsg"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.defDetail === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "defDetail"},message:"must have required property '"+"defDetail"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.isShowReyTop === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isShowReyTop"},message:"must have required property '"+"isShowReyTop"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.repayAmount !== undefined){
let data0 = data.repayAmount;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err10 = {instancePath:instancePath+"/repayAmount",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/repayAmount",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.productName !== undefined){
let data1 = data.productName;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err12 = {instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.productLogo !== undefined){
if(typeof data.productLogo !== "string"){
const err14 = {instancePath:instancePath+"/productLogo",schemaPath:"#/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.repayDate !== undefined){
let data3 = data.repayDate;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err15 = {instancePath:instancePath+"/repayDate",schemaPath:"#/properties/repayDate/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/repayDate",schemaPath:"#/properties/repayDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.detail !== undefined){
let data4 = data.detail;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.text === undefined){
const err17 = {instancePath:instancePath+"/detail/" + i0,schemaPath:"#/properties/detail/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5.value === undefined){
const err18 = {instancePath:instancePath+"/detail/" + i0,schemaPath:"#/properties/detail/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.text !== undefined){
if(typeof data5.text !== "string"){
const err19 = {instancePath:instancePath+"/detail/" + i0+"/text",schemaPath:"#/properties/detail/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.value !== undefined){
if(typeof data5.value !== "string"){
const err20 = {instancePath:instancePath+"/detail/" + i0+"/value",schemaPath:"#/properties/detail/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/detail/" + i0,schemaPath:"#/properties/detail/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.repayPlan !== undefined){
let data8 = data.repayPlan;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.title === undefined){
const err23 = {instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data9.amount === undefined){
const err24 = {instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data9.time === undefined){
const err25 = {instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9.remark !== undefined){
if(typeof data9.remark !== "string"){
const err26 = {instancePath:instancePath+"/repayPlan/" + i1+"/remark",schemaPath:"#/properties/repayPlan/items/properties/remark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.title !== undefined){
if(typeof data9.title !== "string"){
const err27 = {instancePath:instancePath+"/repayPlan/" + i1+"/title",schemaPath:"#/properties/repayPlan/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.amount !== undefined){
let data12 = data9.amount;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/repayPlan/" + i1+"/amount",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err29 = {instancePath:instancePath+"/repayPlan/" + i1+"/amount",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.time !== undefined){
if(typeof data9.time !== "string"){
const err30 = {instancePath:instancePath+"/repayPlan/" + i1+"/time",schemaPath:"#/properties/repayPlan/items/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err32 = {instancePath:instancePath+"/repayPlan",schemaPath:"#/properties/repayPlan/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.repayList !== undefined){
let data14 = data.repayList;
if(Array.isArray(data14)){
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
let data15 = data14[i2];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.name === undefined){
const err33 = {instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/properties/repayList/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data15.logo === undefined){
const err34 = {instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/properties/repayList/items/required",keyword:"required",params:{missingProperty: "logo"},message:"must have required property '"+"logo"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data15.channel_number === undefined){
const err35 = {instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/properties/repayList/items/required",keyword:"required",params:{missingProperty: "channel_number"},message:"must have required property '"+"channel_number"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data15.name !== undefined){
let data16 = data15.name;
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err36 = {instancePath:instancePath+"/repayList/" + i2+"/name",schemaPath:"#/properties/repayList/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/repayList/" + i2+"/name",schemaPath:"#/properties/repayList/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data15.logo !== undefined){
if(typeof data15.logo !== "string"){
const err38 = {instancePath:instancePath+"/repayList/" + i2+"/logo",schemaPath:"#/properties/repayList/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data15.channel_number !== undefined){
let data18 = data15.channel_number;
if(typeof data18 === "string"){
if(func2(data18) < 1){
const err39 = {instancePath:instancePath+"/repayList/" + i2+"/channel_number",schemaPath:"#/properties/repayList/items/properties/channel_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err40 = {instancePath:instancePath+"/repayList/" + i2+"/channel_number",schemaPath:"#/properties/repayList/items/properties/channel_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err41 = {instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/properties/repayList/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err42 = {instancePath:instancePath+"/repayList",schemaPath:"#/properties/repayList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.noticeMsg !== undefined){
if(typeof data.noticeMsg !== "string"){
const err43 = {instancePath:instancePath+"/noticeMsg",schemaPath:"#/properties/noticeMsg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.defDetail !== undefined){
let data20 = data.defDetail;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.payCode === undefined){
const err44 = {instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/required",keyword:"required",params:{missingProperty: "payCode"},message:"must have required property '"+"payCode"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data20.logo === undefined){
const err45 = {instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/required",keyword:"required",params:{missingProperty: "logo"},message:"must have required property '"+"logo"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data20.title === undefined){
const err46 = {instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data20.payNotice === undefined){
const err47 = {instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/required",keyword:"required",params:{missingProperty: "payNotice"},message:"must have required property '"+"payNotice"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data20.payCode !== undefined){
let data21 = data20.payCode;
if(typeof data21 === "string"){
if(func2(data21) > 64){
const err48 = {instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/properties/defDetail/properties/payCode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(func2(data21) < 1){
const err49 = {instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/properties/defDetail/properties/payCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err50 = {instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/properties/defDetail/properties/payCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data20.logo !== undefined){
if(typeof data20.logo !== "string"){
const err51 = {instancePath:instancePath+"/defDetail/logo",schemaPath:"#/properties/defDetail/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data20.title !== undefined){
if(typeof data20.title !== "string"){
const err52 = {instancePath:instancePath+"/defDetail/title",schemaPath:"#/properties/defDetail/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data20.payNotice !== undefined){
let data24 = data20.payNotice;
if(Array.isArray(data24)){
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
let data25 = data24[i3];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.name === undefined){
const err53 = {instancePath:instancePath+"/defDetail/payNotice/" + i3,schemaPath:"#/properties/defDetail/properties/payNotice/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data25.steps === undefined){
const err54 = {instancePath:instancePath+"/defDetail/payNotice/" + i3,schemaPath:"#/properties/defDetail/properties/payNotice/items/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data25.name !== undefined){
if(typeof data25.name !== "string"){
const err55 = {instancePath:instancePath+"/defDetail/payNotice/" + i3+"/name",schemaPath:"#/properties/defDetail/properties/payNotice/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data25.steps !== undefined){
let data27 = data25.steps;
if(Array.isArray(data27)){
const len4 = data27.length;
for(let i4=0; i4<len4; i4++){
if(typeof data27[i4] !== "string"){
const err56 = {instancePath:instancePath+"/defDetail/payNotice/" + i3+"/steps/" + i4,schemaPath:"#/properties/defDetail/properties/payNotice/items/properties/steps/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/defDetail/payNotice/" + i3+"/steps",schemaPath:"#/properties/defDetail/properties/payNotice/items/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/defDetail/payNotice/" + i3,schemaPath:"#/properties/defDetail/properties/payNotice/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/defDetail/payNotice",schemaPath:"#/properties/defDetail/properties/payNotice/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.isShowReyTop !== undefined){
let data29 = data.isShowReyTop;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err61 = {instancePath:instancePath+"/isShowReyTop",schemaPath:"#/properties/isShowReyTop/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!((data29 === 0) || (data29 === 1))){
const err62 = {instancePath:instancePath+"/isShowReyTop",schemaPath:"#/properties/isShowReyTop/enum",keyword:"enum",params:{allowedValues: schema23.properties.isShowReyTop.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data.delayInfo !== undefined){
let data30 = data.delayInfo;
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
if(data30.delayAmount === undefined){
const err63 = {instancePath:instancePath+"/delayInfo",schemaPath:"#/properties/delayInfo/required",keyword:"required",params:{missingProperty: "delayAmount"},message:"must have required property '"+"delayAmount"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data30.title === undefined){
const err64 = {instancePath:instancePath+"/delayInfo",schemaPath:"#/properties/delayInfo/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data30.delayAmount !== undefined){
let data31 = data30.delayAmount;
if(!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))){
const err65 = {instancePath:instancePath+"/delayInfo/delayAmount",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if((typeof data31 == "number") && (isFinite(data31))){
if(data31 < 0 || isNaN(data31)){
const err66 = {instancePath:instancePath+"/delayInfo/delayAmount",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data30.title !== undefined){
let data32 = data30.title;
if(typeof data32 === "string"){
if(func2(data32) < 1){
const err67 = {instancePath:instancePath+"/delayInfo/title",schemaPath:"#/properties/delayInfo/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
else {
const err68 = {instancePath:instancePath+"/delayInfo/title",schemaPath:"#/properties/delayInfo/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data30.nextRepayDate !== undefined){
if(typeof data30.nextRepayDate !== "string"){
const err69 = {instancePath:instancePath+"/delayInfo/nextRepayDate",schemaPath:"#/properties/delayInfo/properties/nextRepayDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
else {
const err70 = {instancePath:instancePath+"/delayInfo",schemaPath:"#/properties/delayInfo/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
}
else {
const err71 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
validate22.errors = vErrors;
return errors === 0;
}


function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.delayInfo === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "delayInfo"},message:"must have required property '"+"delayInfo"+"'"};
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
const err1 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}

export const eventSave = validate24;
const schema27 = {"description":"Ignored by the page.","type":["object","null"]};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema27.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}

export const failureNotice = validate25;
const schema28 = {"description":"Field names ours except the product fields, which the spec lists.","type":"object","required":["noticeMsg","errorMsg","products"],"properties":{"noticeMsg":{"type":"string"},"errorMsg":{"type":"string"},"products":{"type":"array","items":{"type":"object","required":["logo","name","buttonText","amountRange","rangeDesc","rate","description","tags","isClick","token"],"properties":{"logo":{"type":"string"},"name":{"type":"string"},"buttonText":{"type":"string"},"amountRange":{"type":"string"},"rangeDesc":{"type":"string"},"rate":{"type":"string"},"description":{"type":"string"},"tags":{"type":"array","items":{"type":"string"}},"isClick":{"description":"0 disabled, 1 enabled.","enum":[0,1]},"token":{"type":"string"}}}}}};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.noticeMsg === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "noticeMsg"},message:"must have required property '"+"noticeMsg"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.errorMsg === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errorMsg"},message:"must have required property '"+"errorMsg"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.products === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "products"},message:"must have required property '"+"products"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.noticeMsg !== undefined){
if(typeof data.noticeMsg !== "string"){
const err3 = {instancePath:instancePath+"/noticeMsg",schemaPath:"#/properties/noticeMsg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.errorMsg !== undefined){
if(typeof data.errorMsg !== "string"){
const err4 = {instancePath:instancePath+"/errorMsg",schemaPath:"#/properties/errorMsg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.products !== undefined){
let data2 = data.products;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
let data3 = data2[i0];
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.logo === undefined){
const err5 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/required",keyword:"required",params:{missingProperty: "logo"},message:"must have required property '"+"logo"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.name === undefined){
const err6 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data3.buttonText === undefined){
const err7 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/required",keyword:"required",params:{missingProperty: "buttonText"},message:"must have required property '"+"buttonText"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data3.amountRange === undefined){
const err8 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/required",keyword:"required",params:{missingProperty: "amountRange"},message:"must have required property '"+"amountRange"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data3.rangeDesc === undefined){
const err9 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/required",keyword:"required",params:{missingProperty: "rangeDesc"},message:"must have required property '"+"rangeDesc"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data3.rate === undefined){
const err10 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/required",keyword:"required",params:{missingProperty: "rate"},message:"must have required property '"+"rate"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data3.description === undefined){
const err11 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data3.tags === undefined){
const err12 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/required",keyword:"required",params:{missingProperty: "tags"},message:"must have required property '"+"tags"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3.isClick === undefined){
const err13 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/required",keyword:"required",params:{missingProperty: "isClick"},message:"must have required property '"+"isClick"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data3.token === undefined){
const err14 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data3.logo !== undefined){
if(typeof data3.logo !== "string"){
const err15 = {instancePath:instancePath+"/products/" + i0+"/logo",schemaPath:"#/properties/products/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data3.name !== undefined){
if(typeof data3.name !== "string"){
const err16 = {instancePath:instancePath+"/products/" + i0+"/name",schemaPath:"#/properties/products/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data3.buttonText !== undefined){
if(typeof data3.buttonText !== "string"){
const err17 = {instancePath:instancePath+"/products/" + i0+"/buttonText",schemaPath:"#/properties/products/items/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data3.amountRange !== undefined){
if(typeof data3.amountRange !== "string"){
const err18 = {instancePath:instancePath+"/products/" + i0+"/amountRange",schemaPath:"#/properties/products/items/properties/amountRange/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data3.rangeDesc !== undefined){
if(typeof data3.rangeDesc !== "string"){
const err19 = {instancePath:instancePath+"/products/" + i0+"/rangeDesc",schemaPath:"#/properties/products/items/properties/rangeDesc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data3.rate !== undefined){
if(typeof data3.rate !== "string"){
const err20 = {instancePath:instancePath+"/products/" + i0+"/rate",schemaPath:"#/properties/products/items/properties/rate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data3.description !== undefined){
if(typeof data3.description !== "string"){
const err21 = {instancePath:instancePath+"/products/" + i0+"/description",schemaPath:"#/properties/products/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.tags !== undefined){
let data11 = data3.tags;
if(Array.isArray(data11)){
const len1 = data11.length;
for(let i1=0; i1<len1; i1++){
if(typeof data11[i1] !== "string"){
const err22 = {instancePath:instancePath+"/products/" + i0+"/tags/" + i1,schemaPath:"#/properties/products/items/properties/tags/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err23 = {instancePath:instancePath+"/products/" + i0+"/tags",schemaPath:"#/properties/products/items/properties/tags/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data3.isClick !== undefined){
let data13 = data3.isClick;
if(!((data13 === 0) || (data13 === 1))){
const err24 = {instancePath:instancePath+"/products/" + i0+"/isClick",schemaPath:"#/properties/products/items/properties/isClick/enum",keyword:"enum",params:{allowedValues: schema28.properties.products.items.properties.isClick.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.token !== undefined){
if(typeof data3.token !== "string"){
const err25 = {instancePath:instancePath+"/products/" + i0+"/token",schemaPath:"#/properties/products/items/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath:instancePath+"/products/" + i0,schemaPath:"#/properties/products/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/products",schemaPath:"#/properties/products/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}

export const failureProductJump = validate26;
const schema29 = {"type":"object","required":["link"],"properties":{"link":{"description":"An http(s) URL to open, or a target passed to the native app.","type":"string","minLength":1}}};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.link === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "link"},message:"must have required property '"+"link"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.link !== undefined){
let data0 = data.link;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/link",schemaPath:"#/properties/link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/link",schemaPath:"#/properties/link/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}

export const failureTrack = validate27;
const schema30 = {"description":"Not read.","type":["object","null"]};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema30.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}

export const generateVcode = validate28;
const schema31 = {"type":"object","required":["payUrl"],"properties":{"payUrl":{"description":"The channel's pay page; the page opens it through the URL guard.","type":"string","minLength":1}}};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.payUrl === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "payUrl"},message:"must have required property '"+"payUrl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.payUrl !== undefined){
let data0 = data.payUrl;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/payUrl",schemaPath:"#/properties/payUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/payUrl",schemaPath:"#/properties/payUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}

export const getCaptcha = validate29;
const schema32 = {"description":"Not JSON: the answer is the captcha image itself (used as an img src).","type":"null"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}

export const getSid = validate30;
const schema33 = {"type":"object","required":["sid"],"properties":{"sid":{"type":"string","minLength":1}}};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sid"},message:"must have required property '"+"sid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sid !== undefined){
let data0 = data.sid;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/sid",schemaPath:"#/properties/sid/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/sid",schemaPath:"#/properties/sid/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}

export const getSms = validate31;
const schema34 = {"description":"Not read; codes: 0 sent, 101 captcha wrong, 11 already registered.","type":["object","null"]};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema34.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}

export const googleScore = validate32;
const schema35 = {"description":"Not read; only the success flag is."};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate32.errors = null;
return true;
}

export const loanDetailConfirm = validate33;
const schema36 = {"type":"object","required":["comProductLogo","comProductName","amount","periods","termUnit","details","repay_plans","firstPayTime","firstPeriodDay","pRateDsc","sendSms","isPopType","popContent","popTitle","popAgreementUrl"],"properties":{"comProductLogo":{"type":"string"},"comProductName":{"type":"string"},"amount":{"description":"Principal in pesos.","type":"number"},"periods":{"type":"integer","minimum":1},"termUnit":{"description":"Term length per period, in days.","type":"integer","minimum":1},"details":{"type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}},"repay_plans":{"type":"array","items":{"type":"object","required":["amount","description","pay_time"],"properties":{"amount":{"type":"string"},"description":{"type":"string"},"pay_time":{"type":"string"}}}},"firstPayTime":{"type":"string"},"firstPeriodDay":{"type":"integer"},"pRateDsc":{"type":"string"},"sendSms":{"type":"integer","enum":[0,1]},"isPopType":{"description":"1: the retention popup shows on the native back action.","type":"integer","enum":[0,1]},"popContent":{"type":"string"},"popTitle":{"type":"string"},"popAgreementUrl":{"description":"Non-empty: the agreement modal shows at once.","type":"string"}}};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.comProductLogo === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "comProductLogo"},message:"must have required property '"+"comProductLogo"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.comProductName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "comProductName"},message:"must have required property '"+"comProductName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.amount === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.periods === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "periods"},message:"must have required property '"+"periods"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.termUnit === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "termUnit"},message:"must have required property '"+"termUnit"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.details === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "details"},message:"must have required property '"+"details"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.repay_plans === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repay_plans"},message:"must have required property '"+"repay_plans"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.firstPayTime === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstPayTime"},message:"must have required property '"+"firstPayTime"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.firstPeriodDay === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstPeriodDay"},message:"must have required property '"+"firstPeriodDay"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.pRateDsc === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "pRateDsc"},message:"must have required property '"+"pRateDsc"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.sendSms === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sendSms"},message:"must have required property '"+"sendSms"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.isPopType === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isPopType"},message:"must have required property '"+"isPopType"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.popContent === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "popContent"},message:"must have required property '"+"popContent"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.popTitle === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "popTitle"},message:"must have required property '"+"popTitle"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.popAgreementUrl === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "popAgreementUrl"},message:"must have required property '"+"popAgreementUrl"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.comProductLogo !== undefined){
if(typeof data.comProductLogo !== "string"){
const err15 = {instancePath:instancePath+"/comProductLogo",schemaPath:"#/properties/comProductLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.comProductName !== undefined){
if(typeof data.comProductName !== "string"){
const err16 = {instancePath:instancePath+"/comProductName",schemaPath:"#/properties/comProductName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.amount !== undefined){
let data2 = data.amount;
if(!((typeof data2 == "number") && (isFinite(data2)))){
const err17 = {instancePath:instancePath+"/amount",schemaPath:"#/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.periods !== undefined){
let data3 = data.periods;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err18 = {instancePath:instancePath+"/periods",schemaPath:"#/properties/periods/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 1 || isNaN(data3)){
const err19 = {instancePath:instancePath+"/periods",schemaPath:"#/properties/periods/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.termUnit !== undefined){
let data4 = data.termUnit;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err20 = {instancePath:instancePath+"/termUnit",schemaPath:"#/properties/termUnit/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 1 || isNaN(data4)){
const err21 = {instancePath:instancePath+"/termUnit",schemaPath:"#/properties/termUnit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.details !== undefined){
let data5 = data.details;
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(data6 && typeof data6 == "object" && !Array.isArray(data6)){
if(data6.text === undefined){
const err22 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data6.value === undefined){
const err23 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data6.text !== undefined){
if(typeof data6.text !== "string"){
const err24 = {instancePath:instancePath+"/details/" + i0+"/text",schemaPath:"#/properties/details/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data6.value !== undefined){
if(typeof data6.value !== "string"){
const err25 = {instancePath:instancePath+"/details/" + i0+"/value",schemaPath:"#/properties/details/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err26 = {instancePath:instancePath+"/details/" + i0,schemaPath:"#/properties/details/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.repay_plans !== undefined){
let data9 = data.repay_plans;
if(Array.isArray(data9)){
const len1 = data9.length;
for(let i1=0; i1<len1; i1++){
let data10 = data9[i1];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.amount === undefined){
const err28 = {instancePath:instancePath+"/repay_plans/" + i1,schemaPath:"#/properties/repay_plans/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data10.description === undefined){
const err29 = {instancePath:instancePath+"/repay_plans/" + i1,schemaPath:"#/properties/repay_plans/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data10.pay_time === undefined){
const err30 = {instancePath:instancePath+"/repay_plans/" + i1,schemaPath:"#/properties/repay_plans/items/required",keyword:"required",params:{missingProperty: "pay_time"},message:"must have required property '"+"pay_time"+"'"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10.amount !== undefined){
if(typeof data10.amount !== "string"){
const err31 = {instancePath:instancePath+"/repay_plans/" + i1+"/amount",schemaPath:"#/properties/repay_plans/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data10.description !== undefined){
if(typeof data10.description !== "string"){
const err32 = {instancePath:instancePath+"/repay_plans/" + i1+"/description",schemaPath:"#/properties/repay_plans/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data10.pay_time !== undefined){
if(typeof data10.pay_time !== "string"){
const err33 = {instancePath:instancePath+"/repay_plans/" + i1+"/pay_time",schemaPath:"#/properties/repay_plans/items/properties/pay_time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
}
else {
const err34 = {instancePath:instancePath+"/repay_plans/" + i1,schemaPath:"#/properties/repay_plans/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err35 = {instancePath:instancePath+"/repay_plans",schemaPath:"#/properties/repay_plans/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.firstPayTime !== undefined){
if(typeof data.firstPayTime !== "string"){
const err36 = {instancePath:instancePath+"/firstPayTime",schemaPath:"#/properties/firstPayTime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.firstPeriodDay !== undefined){
let data15 = data.firstPeriodDay;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err37 = {instancePath:instancePath+"/firstPeriodDay",schemaPath:"#/properties/firstPeriodDay/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.pRateDsc !== undefined){
if(typeof data.pRateDsc !== "string"){
const err38 = {instancePath:instancePath+"/pRateDsc",schemaPath:"#/properties/pRateDsc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.sendSms !== undefined){
let data17 = data.sendSms;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err39 = {instancePath:instancePath+"/sendSms",schemaPath:"#/properties/sendSms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(!((data17 === 0) || (data17 === 1))){
const err40 = {instancePath:instancePath+"/sendSms",schemaPath:"#/properties/sendSms/enum",keyword:"enum",params:{allowedValues: schema36.properties.sendSms.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.isPopType !== undefined){
let data18 = data.isPopType;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err41 = {instancePath:instancePath+"/isPopType",schemaPath:"#/properties/isPopType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data18 === 0) || (data18 === 1))){
const err42 = {instancePath:instancePath+"/isPopType",schemaPath:"#/properties/isPopType/enum",keyword:"enum",params:{allowedValues: schema36.properties.isPopType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.popContent !== undefined){
if(typeof data.popContent !== "string"){
const err43 = {instancePath:instancePath+"/popContent",schemaPath:"#/properties/popContent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.popTitle !== undefined){
if(typeof data.popTitle !== "string"){
const err44 = {instancePath:instancePath+"/popTitle",schemaPath:"#/properties/popTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.popAgreementUrl !== undefined){
if(typeof data.popAgreementUrl !== "string"){
const err45 = {instancePath:instancePath+"/popAgreementUrl",schemaPath:"#/properties/popAgreementUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
else {
const err46 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}

export const loanDetailPush = validate34;
const schema37 = {"type":"object","required":["lendDetailsUrl"],"properties":{"lendDetailsUrl":{"description":"The page replaces the location with it plus from=confirm.","type":"string","minLength":1}}};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lendDetailsUrl === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lendDetailsUrl"},message:"must have required property '"+"lendDetailsUrl"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lendDetailsUrl !== undefined){
let data0 = data.lendDetailsUrl;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/lendDetailsUrl",schemaPath:"#/properties/lendDetailsUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/lendDetailsUrl",schemaPath:"#/properties/lendDetailsUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}

export const loanDetails = validate35;
const schema38 = {"type":"object","required":["orderStatus","noticeStatusText","noticeDesText","recProducts","productName","productLogo","userOrderDetail","h5Url","isDelay","telephone","isScore","playeduL","reyMsg","KindTipsMsg","cardNeedPop","cardPopTitle","cardPopMsg"],"properties":{"orderStatus":{"description":"170, 174, 180 in repayment; 200 closed; 21, 151, 110 other stages. A status the app does not know (a new stage on the server) shows the closed banner, so it is not an invalid answer.","type":"integer"},"noticeStatusText":{"type":"string"},"noticeDesText":{"type":"string"},"recProducts":{"type":"array","items":{"type":"object","required":["logo","name","buttonText","isClick","amountRange","rangeDesc","rate","description","token"],"properties":{"logo":{"type":"string"},"name":{"type":"string"},"buttonText":{"type":"string"},"isClick":{"description":"1 enabled, otherwise a grey button.","enum":[0,1]},"amountRange":{"type":"string"},"rangeDesc":{"type":"string"},"rate":{"type":"string"},"description":{"type":"string"},"token":{"description":"Sent to productRedirect.","type":"string"}}}},"productName":{"type":"string"},"productLogo":{"type":"string"},"userOrderDetail":{"type":"object","required":["detail"],"properties":{"detail":{"type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}}}},"h5Url":{"description":"Repayment H5 address; empty: the default repay page.","type":"string"},"isDelay":{"description":"'1': rollover (extension) allowed.","enum":["0","1"]},"telephone":{"description":"Service phone; empty: the configured default.","type":"string"},"isScore":{"description":"'1' shows the rating dialog.","enum":["0","1"]},"playeduL":{"description":"Withdraw continuation URL; non-empty (and status not 21): the page redirects to it.","type":"string"},"reyMsg":{"description":"Withdraw dialog message.","type":"string"},"KindTipsMsg":{"description":"Kind-tips dialog text; empty: no dialog.","type":"string"},"cardNeedPop":{"description":"1 shows the bank-card dialog.","enum":[0,1]},"cardPopTitle":{"type":"string"},"cardPopMsg":{"type":"string"}}};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.orderStatus === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orderStatus"},message:"must have required property '"+"orderStatus"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.noticeStatusText === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "noticeStatusText"},message:"must have required property '"+"noticeStatusText"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.noticeDesText === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "noticeDesText"},message:"must have required property '"+"noticeDesText"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.recProducts === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "recProducts"},message:"must have required property '"+"recProducts"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.productName === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.productLogo === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productLogo"},message:"must have required property '"+"productLogo"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.userOrderDetail === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "userOrderDetail"},message:"must have required property '"+"userOrderDetail"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.h5Url === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "h5Url"},message:"must have required property '"+"h5Url"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.isDelay === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isDelay"},message:"must have required property '"+"isDelay"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.telephone === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "telephone"},message:"must have required property '"+"telephone"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.isScore === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isScore"},message:"must have required property '"+"isScore"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.playeduL === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "playeduL"},message:"must have required property '"+"playeduL"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.reyMsg === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reyMsg"},message:"must have required property '"+"reyMsg"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.KindTipsMsg === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "KindTipsMsg"},message:"must have required property '"+"KindTipsMsg"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.cardNeedPop === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cardNeedPop"},message:"must have required property '"+"cardNeedPop"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.cardPopTitle === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cardPopTitle"},message:"must have required property '"+"cardPopTitle"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.cardPopMsg === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cardPopMsg"},message:"must have required property '"+"cardPopMsg"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.orderStatus !== undefined){
let data0 = data.orderStatus;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err17 = {instancePath:instancePath+"/orderStatus",schemaPath:"#/properties/orderStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.noticeStatusText !== undefined){
if(typeof data.noticeStatusText !== "string"){
const err18 = {instancePath:instancePath+"/noticeStatusText",schemaPath:"#/properties/noticeStatusText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.noticeDesText !== undefined){
if(typeof data.noticeDesText !== "string"){
const err19 = {instancePath:instancePath+"/noticeDesText",schemaPath:"#/properties/noticeDesText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.recProducts !== undefined){
let data3 = data.recProducts;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.logo === undefined){
const err20 = {instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/required",keyword:"required",params:{missingProperty: "logo"},message:"must have required property '"+"logo"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data4.name === undefined){
const err21 = {instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data4.buttonText === undefined){
const err22 = {instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/required",keyword:"required",params:{missingProperty: "buttonText"},message:"must have required property '"+"buttonText"+"'"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data4.isClick === undefined){
const err23 = {instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/required",keyword:"required",params:{missingProperty: "isClick"},message:"must have required property '"+"isClick"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data4.amountRange === undefined){
const err24 = {instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/required",keyword:"required",params:{missingProperty: "amountRange"},message:"must have required property '"+"amountRange"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data4.rangeDesc === undefined){
const err25 = {instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/required",keyword:"required",params:{missingProperty: "rangeDesc"},message:"must have required property '"+"rangeDesc"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data4.rate === undefined){
const err26 = {instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/required",keyword:"required",params:{missingProperty: "rate"},message:"must have required property '"+"rate"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data4.description === undefined){
const err27 = {instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/required",keyword:"required",params:{missingProperty: "description"},message:"must have required property '"+"description"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data4.token === undefined){
const err28 = {instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/required",keyword:"required",params:{missingProperty: "token"},message:"must have required property '"+"token"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(data4.logo !== undefined){
if(typeof data4.logo !== "string"){
const err29 = {instancePath:instancePath+"/recProducts/" + i0+"/logo",schemaPath:"#/properties/recProducts/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data4.name !== undefined){
if(typeof data4.name !== "string"){
const err30 = {instancePath:instancePath+"/recProducts/" + i0+"/name",schemaPath:"#/properties/recProducts/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data4.buttonText !== undefined){
if(typeof data4.buttonText !== "string"){
const err31 = {instancePath:instancePath+"/recProducts/" + i0+"/buttonText",schemaPath:"#/properties/recProducts/items/properties/buttonText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data4.isClick !== undefined){
let data8 = data4.isClick;
if(!((data8 === 0) || (data8 === 1))){
const err32 = {instancePath:instancePath+"/recProducts/" + i0+"/isClick",schemaPath:"#/properties/recProducts/items/properties/isClick/enum",keyword:"enum",params:{allowedValues: schema38.properties.recProducts.items.properties.isClick.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data4.amountRange !== undefined){
if(typeof data4.amountRange !== "string"){
const err33 = {instancePath:instancePath+"/recProducts/" + i0+"/amountRange",schemaPath:"#/properties/recProducts/items/properties/amountRange/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data4.rangeDesc !== undefined){
if(typeof data4.rangeDesc !== "string"){
const err34 = {instancePath:instancePath+"/recProducts/" + i0+"/rangeDesc",schemaPath:"#/properties/recProducts/items/properties/rangeDesc/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data4.rate !== undefined){
if(typeof data4.rate !== "string"){
const err35 = {instancePath:instancePath+"/recProducts/" + i0+"/rate",schemaPath:"#/properties/recProducts/items/properties/rate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data4.description !== undefined){
if(typeof data4.description !== "string"){
const err36 = {instancePath:instancePath+"/recProducts/" + i0+"/description",schemaPath:"#/properties/recProducts/items/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data4.token !== undefined){
if(typeof data4.token !== "string"){
const err37 = {instancePath:instancePath+"/recProducts/" + i0+"/token",schemaPath:"#/properties/recProducts/items/properties/token/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err38 = {instancePath:instancePath+"/recProducts/" + i0,schemaPath:"#/properties/recProducts/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/recProducts",schemaPath:"#/properties/recProducts/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.productName !== undefined){
if(typeof data.productName !== "string"){
const err40 = {instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.productLogo !== undefined){
if(typeof data.productLogo !== "string"){
const err41 = {instancePath:instancePath+"/productLogo",schemaPath:"#/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.userOrderDetail !== undefined){
let data16 = data.userOrderDetail;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.detail === undefined){
const err42 = {instancePath:instancePath+"/userOrderDetail",schemaPath:"#/properties/userOrderDetail/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(data16.detail !== undefined){
let data17 = data16.detail;
if(Array.isArray(data17)){
const len1 = data17.length;
for(let i1=0; i1<len1; i1++){
let data18 = data17[i1];
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.text === undefined){
const err43 = {instancePath:instancePath+"/userOrderDetail/detail/" + i1,schemaPath:"#/properties/userOrderDetail/properties/detail/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data18.value === undefined){
const err44 = {instancePath:instancePath+"/userOrderDetail/detail/" + i1,schemaPath:"#/properties/userOrderDetail/properties/detail/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data18.text !== undefined){
if(typeof data18.text !== "string"){
const err45 = {instancePath:instancePath+"/userOrderDetail/detail/" + i1+"/text",schemaPath:"#/properties/userOrderDetail/properties/detail/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data18.value !== undefined){
if(typeof data18.value !== "string"){
const err46 = {instancePath:instancePath+"/userOrderDetail/detail/" + i1+"/value",schemaPath:"#/properties/userOrderDetail/properties/detail/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err47 = {instancePath:instancePath+"/userOrderDetail/detail/" + i1,schemaPath:"#/properties/userOrderDetail/properties/detail/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/userOrderDetail/detail",schemaPath:"#/properties/userOrderDetail/properties/detail/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/userOrderDetail",schemaPath:"#/properties/userOrderDetail/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data.h5Url !== undefined){
if(typeof data.h5Url !== "string"){
const err50 = {instancePath:instancePath+"/h5Url",schemaPath:"#/properties/h5Url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data.isDelay !== undefined){
let data22 = data.isDelay;
if(!((data22 === "0") || (data22 === "1"))){
const err51 = {instancePath:instancePath+"/isDelay",schemaPath:"#/properties/isDelay/enum",keyword:"enum",params:{allowedValues: schema38.properties.isDelay.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data.telephone !== undefined){
if(typeof data.telephone !== "string"){
const err52 = {instancePath:instancePath+"/telephone",schemaPath:"#/properties/telephone/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.isScore !== undefined){
let data24 = data.isScore;
if(!((data24 === "0") || (data24 === "1"))){
const err53 = {instancePath:instancePath+"/isScore",schemaPath:"#/properties/isScore/enum",keyword:"enum",params:{allowedValues: schema38.properties.isScore.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data.playeduL !== undefined){
if(typeof data.playeduL !== "string"){
const err54 = {instancePath:instancePath+"/playeduL",schemaPath:"#/properties/playeduL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.reyMsg !== undefined){
if(typeof data.reyMsg !== "string"){
const err55 = {instancePath:instancePath+"/reyMsg",schemaPath:"#/properties/reyMsg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data.KindTipsMsg !== undefined){
if(typeof data.KindTipsMsg !== "string"){
const err56 = {instancePath:instancePath+"/KindTipsMsg",schemaPath:"#/properties/KindTipsMsg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
if(data.cardNeedPop !== undefined){
let data28 = data.cardNeedPop;
if(!((data28 === 0) || (data28 === 1))){
const err57 = {instancePath:instancePath+"/cardNeedPop",schemaPath:"#/properties/cardNeedPop/enum",keyword:"enum",params:{allowedValues: schema38.properties.cardNeedPop.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data.cardPopTitle !== undefined){
if(typeof data.cardPopTitle !== "string"){
const err58 = {instancePath:instancePath+"/cardPopTitle",schemaPath:"#/properties/cardPopTitle/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.cardPopMsg !== undefined){
if(typeof data.cardPopMsg !== "string"){
const err59 = {instancePath:instancePath+"/cardPopMsg",schemaPath:"#/properties/cardPopMsg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}

export const loanPlayDetail = validate36;
const schema39 = {"description":"Repayment info for the instalment page (delayDetail's repaymentInfo; delayInfo unused).","$defs":{"minorUnits":{"description":"An amount in minor units (centavos).","type":"integer","minimum":0},"payNotice":{"type":"array","items":{"type":"object","required":["name","steps"],"properties":{"name":{"type":"string"},"steps":{"type":"array","items":{"type":"string"}}}}}},"type":"object","required":["repayAmount","productName","productLogo","repayDate","detail","repayPlan","repayList","noticeMsg","defDetail","isShowReyTop"],"properties":{"repayAmount":{"$ref":"#/$defs/minorUnits"},"productName":{"type":"string","minLength":1},"productLogo":{"type":"string"},"repayDate":{"type":"string","minLength":1},"detail":{"type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}},"repayPlan":{"type":"array","items":{"type":"object","required":["title","amount","time"],"properties":{"remark":{"type":"string"},"title":{"type":"string"},"amount":{"$ref":"#/$defs/minorUnits"},"time":{"type":"string"}}}},"repayList":{"type":"array","items":{"type":"object","required":["name","logo","channel_number"],"properties":{"name":{"type":"string","minLength":1},"logo":{"type":"string"},"channel_number":{"type":"string","minLength":1}}}},"noticeMsg":{"type":"string"},"defDetail":{"type":"object","required":["payCode","logo","title","payNotice"],"properties":{"payCode":{"type":"string","minLength":1,"maxLength":64},"logo":{"type":"string"},"title":{"type":"string"},"payNotice":{"$ref":"#/$defs/payNotice"}}},"isShowReyTop":{"type":"integer","enum":[0,1]}}};
const schema40 = {"description":"An amount in minor units (centavos).","type":"integer","minimum":0};
const schema42 = {"type":"array","items":{"type":"object","required":["name","steps"],"properties":{"name":{"type":"string"},"steps":{"type":"array","items":{"type":"string"}}}}};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.repayAmount === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repayAmount"},message:"must have required property '"+"repayAmount"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.productName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.productLogo === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "productLogo"},message:"must have required property '"+"productLogo"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.repayDate === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repayDate"},message:"must have required property '"+"repayDate"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.detail === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "detail"},message:"must have required property '"+"detail"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.repayPlan === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repayPlan"},message:"must have required property '"+"repayPlan"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.repayList === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repayList"},message:"must have required property '"+"repayList"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.noticeMsg === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "noticeMsg"},message:"must have required property '"+"noticeMsg"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.defDetail === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "defDetail"},message:"must have required property '"+"defDetail"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.isShowReyTop === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isShowReyTop"},message:"must have required property '"+"isShowReyTop"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.repayAmount !== undefined){
let data0 = data.repayAmount;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err10 = {instancePath:instancePath+"/repayAmount",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err11 = {instancePath:instancePath+"/repayAmount",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.productName !== undefined){
let data1 = data.productName;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err12 = {instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err13 = {instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.productLogo !== undefined){
if(typeof data.productLogo !== "string"){
const err14 = {instancePath:instancePath+"/productLogo",schemaPath:"#/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.repayDate !== undefined){
let data3 = data.repayDate;
if(typeof data3 === "string"){
if(func2(data3) < 1){
const err15 = {instancePath:instancePath+"/repayDate",schemaPath:"#/properties/repayDate/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err16 = {instancePath:instancePath+"/repayDate",schemaPath:"#/properties/repayDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.detail !== undefined){
let data4 = data.detail;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.text === undefined){
const err17 = {instancePath:instancePath+"/detail/" + i0,schemaPath:"#/properties/detail/items/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data5.value === undefined){
const err18 = {instancePath:instancePath+"/detail/" + i0,schemaPath:"#/properties/detail/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data5.text !== undefined){
if(typeof data5.text !== "string"){
const err19 = {instancePath:instancePath+"/detail/" + i0+"/text",schemaPath:"#/properties/detail/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data5.value !== undefined){
if(typeof data5.value !== "string"){
const err20 = {instancePath:instancePath+"/detail/" + i0+"/value",schemaPath:"#/properties/detail/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/detail/" + i0,schemaPath:"#/properties/detail/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err22 = {instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.repayPlan !== undefined){
let data8 = data.repayPlan;
if(Array.isArray(data8)){
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.title === undefined){
const err23 = {instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(data9.amount === undefined){
const err24 = {instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data9.time === undefined){
const err25 = {instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(data9.remark !== undefined){
if(typeof data9.remark !== "string"){
const err26 = {instancePath:instancePath+"/repayPlan/" + i1+"/remark",schemaPath:"#/properties/repayPlan/items/properties/remark/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.title !== undefined){
if(typeof data9.title !== "string"){
const err27 = {instancePath:instancePath+"/repayPlan/" + i1+"/title",schemaPath:"#/properties/repayPlan/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data9.amount !== undefined){
let data12 = data9.amount;
if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){
const err28 = {instancePath:instancePath+"/repayPlan/" + i1+"/amount",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err29 = {instancePath:instancePath+"/repayPlan/" + i1+"/amount",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data9.time !== undefined){
if(typeof data9.time !== "string"){
const err30 = {instancePath:instancePath+"/repayPlan/" + i1+"/time",schemaPath:"#/properties/repayPlan/items/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err31 = {instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err32 = {instancePath:instancePath+"/repayPlan",schemaPath:"#/properties/repayPlan/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.repayList !== undefined){
let data14 = data.repayList;
if(Array.isArray(data14)){
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
let data15 = data14[i2];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.name === undefined){
const err33 = {instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/properties/repayList/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data15.logo === undefined){
const err34 = {instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/properties/repayList/items/required",keyword:"required",params:{missingProperty: "logo"},message:"must have required property '"+"logo"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data15.channel_number === undefined){
const err35 = {instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/properties/repayList/items/required",keyword:"required",params:{missingProperty: "channel_number"},message:"must have required property '"+"channel_number"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data15.name !== undefined){
let data16 = data15.name;
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err36 = {instancePath:instancePath+"/repayList/" + i2+"/name",schemaPath:"#/properties/repayList/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/repayList/" + i2+"/name",schemaPath:"#/properties/repayList/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data15.logo !== undefined){
if(typeof data15.logo !== "string"){
const err38 = {instancePath:instancePath+"/repayList/" + i2+"/logo",schemaPath:"#/properties/repayList/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data15.channel_number !== undefined){
let data18 = data15.channel_number;
if(typeof data18 === "string"){
if(func2(data18) < 1){
const err39 = {instancePath:instancePath+"/repayList/" + i2+"/channel_number",schemaPath:"#/properties/repayList/items/properties/channel_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err40 = {instancePath:instancePath+"/repayList/" + i2+"/channel_number",schemaPath:"#/properties/repayList/items/properties/channel_number/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err41 = {instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/properties/repayList/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err42 = {instancePath:instancePath+"/repayList",schemaPath:"#/properties/repayList/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.noticeMsg !== undefined){
if(typeof data.noticeMsg !== "string"){
const err43 = {instancePath:instancePath+"/noticeMsg",schemaPath:"#/properties/noticeMsg/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.defDetail !== undefined){
let data20 = data.defDetail;
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
if(data20.payCode === undefined){
const err44 = {instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/required",keyword:"required",params:{missingProperty: "payCode"},message:"must have required property '"+"payCode"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data20.logo === undefined){
const err45 = {instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/required",keyword:"required",params:{missingProperty: "logo"},message:"must have required property '"+"logo"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data20.title === undefined){
const err46 = {instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data20.payNotice === undefined){
const err47 = {instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/required",keyword:"required",params:{missingProperty: "payNotice"},message:"must have required property '"+"payNotice"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data20.payCode !== undefined){
let data21 = data20.payCode;
if(typeof data21 === "string"){
if(func2(data21) > 64){
const err48 = {instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/properties/defDetail/properties/payCode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(func2(data21) < 1){
const err49 = {instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/properties/defDetail/properties/payCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err50 = {instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/properties/defDetail/properties/payCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data20.logo !== undefined){
if(typeof data20.logo !== "string"){
const err51 = {instancePath:instancePath+"/defDetail/logo",schemaPath:"#/properties/defDetail/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data20.title !== undefined){
if(typeof data20.title !== "string"){
const err52 = {instancePath:instancePath+"/defDetail/title",schemaPath:"#/properties/defDetail/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data20.payNotice !== undefined){
let data24 = data20.payNotice;
if(Array.isArray(data24)){
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
let data25 = data24[i3];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.name === undefined){
const err53 = {instancePath:instancePath+"/defDetail/payNotice/" + i3,schemaPath:"#/$defs/payNotice/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data25.steps === undefined){
const err54 = {instancePath:instancePath+"/defDetail/payNotice/" + i3,schemaPath:"#/$defs/payNotice/items/required",keyword:"required",params:{missingProperty: "steps"},message:"must have required property '"+"steps"+"'"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
if(data25.name !== undefined){
if(typeof data25.name !== "string"){
const err55 = {instancePath:instancePath+"/defDetail/payNotice/" + i3+"/name",schemaPath:"#/$defs/payNotice/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data25.steps !== undefined){
let data27 = data25.steps;
if(Array.isArray(data27)){
const len4 = data27.length;
for(let i4=0; i4<len4; i4++){
if(typeof data27[i4] !== "string"){
const err56 = {instancePath:instancePath+"/defDetail/payNotice/" + i3+"/steps/" + i4,schemaPath:"#/$defs/payNotice/items/properties/steps/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
}
else {
const err57 = {instancePath:instancePath+"/defDetail/payNotice/" + i3+"/steps",schemaPath:"#/$defs/payNotice/items/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
else {
const err58 = {instancePath:instancePath+"/defDetail/payNotice/" + i3,schemaPath:"#/$defs/payNotice/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/defDetail/payNotice",schemaPath:"#/$defs/payNotice/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.isShowReyTop !== undefined){
let data29 = data.isShowReyTop;
if(!(((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29))) && (isFinite(data29)))){
const err61 = {instancePath:instancePath+"/isShowReyTop",schemaPath:"#/properties/isShowReyTop/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(!((data29 === 0) || (data29 === 1))){
const err62 = {instancePath:instancePath+"/isShowReyTop",schemaPath:"#/properties/isShowReyTop/enum",keyword:"enum",params:{allowedValues: schema39.properties.isShowReyTop.enum},message:"must be equal to one of the allowed values"};
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
const err63 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}

export const problemDetail = validate37;
const schema43 = {"type":"object","required":["type","sonType","problemId","content","images","disposeDetail","disposeImages","isNeedScore"],"properties":{"type":{"type":"string"},"sonType":{"type":"string"},"problemId":{"type":"integer"},"content":{"type":"string"},"images":{"type":"array","items":{"type":"string"}},"disposeDetail":{"description":"Customer service's answer; empty while processing.","type":"string"},"disposeImages":{"type":"array","items":{"type":"string"}},"isNeedScore":{"description":"Non-zero: show the rating modal after 3 s.","type":"integer"}}};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sonType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sonType"},message:"must have required property '"+"sonType"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.problemId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "problemId"},message:"must have required property '"+"problemId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.content === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.images === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "images"},message:"must have required property '"+"images"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.disposeDetail === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disposeDetail"},message:"must have required property '"+"disposeDetail"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.disposeImages === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "disposeImages"},message:"must have required property '"+"disposeImages"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.isNeedScore === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "isNeedScore"},message:"must have required property '"+"isNeedScore"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.type !== undefined){
if(typeof data.type !== "string"){
const err8 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.sonType !== undefined){
if(typeof data.sonType !== "string"){
const err9 = {instancePath:instancePath+"/sonType",schemaPath:"#/properties/sonType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.problemId !== undefined){
let data2 = data.problemId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/problemId",schemaPath:"#/properties/problemId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.content !== undefined){
if(typeof data.content !== "string"){
const err11 = {instancePath:instancePath+"/content",schemaPath:"#/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.images !== undefined){
let data4 = data.images;
if(Array.isArray(data4)){
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
if(typeof data4[i0] !== "string"){
const err12 = {instancePath:instancePath+"/images/" + i0,schemaPath:"#/properties/images/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err13 = {instancePath:instancePath+"/images",schemaPath:"#/properties/images/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.disposeDetail !== undefined){
if(typeof data.disposeDetail !== "string"){
const err14 = {instancePath:instancePath+"/disposeDetail",schemaPath:"#/properties/disposeDetail/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.disposeImages !== undefined){
let data7 = data.disposeImages;
if(Array.isArray(data7)){
const len1 = data7.length;
for(let i1=0; i1<len1; i1++){
if(typeof data7[i1] !== "string"){
const err15 = {instancePath:instancePath+"/disposeImages/" + i1,schemaPath:"#/properties/disposeImages/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/disposeImages",schemaPath:"#/properties/disposeImages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.isNeedScore !== undefined){
let data9 = data.isNeedScore;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err17 = {instancePath:instancePath+"/isNeedScore",schemaPath:"#/properties/isNeedScore/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}

export const problemInit = validate38;
const schema44 = {"$defs":{"titleValue":{"type":"object","required":["title","value"],"properties":{"title":{"type":"string"},"value":{"type":"integer"}}},"order":{"type":"object","required":["orderNo","productLogo","productName","status","list","isShow"],"properties":{"orderNo":{"type":"string"},"productLogo":{"type":"string"},"productName":{"type":"string"},"status":{"description":"Display text of the order status.","type":"string"},"list":{"type":"array","items":{"type":"object","required":["title","value"],"properties":{"title":{"type":"string"},"value":{"type":"string"}}}},"isShow":{"description":"1: a collection-type complaint (problem type 1) is allowed for this order.","enum":[0,1]}}}},"type":"object","required":["problemType","problemSonType","orderDetail","orderList"],"properties":{"problemType":{"description":"Value 1 is collection.","type":"array","items":{"$ref":"#/$defs/titleValue"}},"problemSonType":{"description":"Sub-types of the collection type.","type":"array","items":{"$ref":"#/$defs/titleValue"}},"orderDetail":{"$ref":"#/$defs/order"},"orderList":{"type":"array","items":{"$ref":"#/$defs/order"}}}};
const schema45 = {"type":"object","required":["title","value"],"properties":{"title":{"type":"string"},"value":{"type":"integer"}}};
const schema47 = {"type":"object","required":["orderNo","productLogo","productName","status","list","isShow"],"properties":{"orderNo":{"type":"string"},"productLogo":{"type":"string"},"productName":{"type":"string"},"status":{"description":"Display text of the order status.","type":"string"},"list":{"type":"array","items":{"type":"object","required":["title","value"],"properties":{"title":{"type":"string"},"value":{"type":"string"}}}},"isShow":{"description":"1: a collection-type complaint (problem type 1) is allowed for this order.","enum":[0,1]}}};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
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
if(data.problemSonType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "problemSonType"},message:"must have required property '"+"problemSonType"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.orderDetail === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orderDetail"},message:"must have required property '"+"orderDetail"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.orderList === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orderList"},message:"must have required property '"+"orderList"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.problemType !== undefined){
let data0 = data.problemType;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.title === undefined){
const err4 = {instancePath:instancePath+"/problemType/" + i0,schemaPath:"#/$defs/titleValue/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data1.value === undefined){
const err5 = {instancePath:instancePath+"/problemType/" + i0,schemaPath:"#/$defs/titleValue/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1.title !== undefined){
if(typeof data1.title !== "string"){
const err6 = {instancePath:instancePath+"/problemType/" + i0+"/title",schemaPath:"#/$defs/titleValue/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data1.value !== undefined){
let data3 = data1.value;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err7 = {instancePath:instancePath+"/problemType/" + i0+"/value",schemaPath:"#/$defs/titleValue/properties/value/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err8 = {instancePath:instancePath+"/problemType/" + i0,schemaPath:"#/$defs/titleValue/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err9 = {instancePath:instancePath+"/problemType",schemaPath:"#/properties/problemType/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.problemSonType !== undefined){
let data4 = data.problemSonType;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.title === undefined){
const err10 = {instancePath:instancePath+"/problemSonType/" + i1,schemaPath:"#/$defs/titleValue/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data5.value === undefined){
const err11 = {instancePath:instancePath+"/problemSonType/" + i1,schemaPath:"#/$defs/titleValue/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data5.title !== undefined){
if(typeof data5.title !== "string"){
const err12 = {instancePath:instancePath+"/problemSonType/" + i1+"/title",schemaPath:"#/$defs/titleValue/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data5.value !== undefined){
let data7 = data5.value;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err13 = {instancePath:instancePath+"/problemSonType/" + i1+"/value",schemaPath:"#/$defs/titleValue/properties/value/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
const err14 = {instancePath:instancePath+"/problemSonType/" + i1,schemaPath:"#/$defs/titleValue/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/problemSonType",schemaPath:"#/properties/problemSonType/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.orderDetail !== undefined){
let data8 = data.orderDetail;
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.orderNo === undefined){
const err16 = {instancePath:instancePath+"/orderDetail",schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: "orderNo"},message:"must have required property '"+"orderNo"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data8.productLogo === undefined){
const err17 = {instancePath:instancePath+"/orderDetail",schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: "productLogo"},message:"must have required property '"+"productLogo"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data8.productName === undefined){
const err18 = {instancePath:instancePath+"/orderDetail",schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data8.status === undefined){
const err19 = {instancePath:instancePath+"/orderDetail",schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8.list === undefined){
const err20 = {instancePath:instancePath+"/orderDetail",schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: "list"},message:"must have required property '"+"list"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data8.isShow === undefined){
const err21 = {instancePath:instancePath+"/orderDetail",schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: "isShow"},message:"must have required property '"+"isShow"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data8.orderNo !== undefined){
if(typeof data8.orderNo !== "string"){
const err22 = {instancePath:instancePath+"/orderDetail/orderNo",schemaPath:"#/$defs/order/properties/orderNo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data8.productLogo !== undefined){
if(typeof data8.productLogo !== "string"){
const err23 = {instancePath:instancePath+"/orderDetail/productLogo",schemaPath:"#/$defs/order/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data8.productName !== undefined){
if(typeof data8.productName !== "string"){
const err24 = {instancePath:instancePath+"/orderDetail/productName",schemaPath:"#/$defs/order/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data8.status !== undefined){
if(typeof data8.status !== "string"){
const err25 = {instancePath:instancePath+"/orderDetail/status",schemaPath:"#/$defs/order/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data8.list !== undefined){
let data13 = data8.list;
if(Array.isArray(data13)){
const len2 = data13.length;
for(let i2=0; i2<len2; i2++){
let data14 = data13[i2];
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.title === undefined){
const err26 = {instancePath:instancePath+"/orderDetail/list/" + i2,schemaPath:"#/$defs/order/properties/list/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data14.value === undefined){
const err27 = {instancePath:instancePath+"/orderDetail/list/" + i2,schemaPath:"#/$defs/order/properties/list/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data14.title !== undefined){
if(typeof data14.title !== "string"){
const err28 = {instancePath:instancePath+"/orderDetail/list/" + i2+"/title",schemaPath:"#/$defs/order/properties/list/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data14.value !== undefined){
if(typeof data14.value !== "string"){
const err29 = {instancePath:instancePath+"/orderDetail/list/" + i2+"/value",schemaPath:"#/$defs/order/properties/list/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err30 = {instancePath:instancePath+"/orderDetail/list/" + i2,schemaPath:"#/$defs/order/properties/list/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err31 = {instancePath:instancePath+"/orderDetail/list",schemaPath:"#/$defs/order/properties/list/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data8.isShow !== undefined){
let data17 = data8.isShow;
if(!((data17 === 0) || (data17 === 1))){
const err32 = {instancePath:instancePath+"/orderDetail/isShow",schemaPath:"#/$defs/order/properties/isShow/enum",keyword:"enum",params:{allowedValues: schema47.properties.isShow.enum},message:"must be equal to one of the allowed values"};
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
else {
const err33 = {instancePath:instancePath+"/orderDetail",schemaPath:"#/$defs/order/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.orderList !== undefined){
let data18 = data.orderList;
if(Array.isArray(data18)){
const len3 = data18.length;
for(let i3=0; i3<len3; i3++){
let data19 = data18[i3];
if(data19 && typeof data19 == "object" && !Array.isArray(data19)){
if(data19.orderNo === undefined){
const err34 = {instancePath:instancePath+"/orderList/" + i3,schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: "orderNo"},message:"must have required property '"+"orderNo"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data19.productLogo === undefined){
const err35 = {instancePath:instancePath+"/orderList/" + i3,schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: "productLogo"},message:"must have required property '"+"productLogo"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data19.productName === undefined){
const err36 = {instancePath:instancePath+"/orderList/" + i3,schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: "productName"},message:"must have required property '"+"productName"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data19.status === undefined){
const err37 = {instancePath:instancePath+"/orderList/" + i3,schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data19.list === undefined){
const err38 = {instancePath:instancePath+"/orderList/" + i3,schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: "list"},message:"must have required property '"+"list"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(data19.isShow === undefined){
const err39 = {instancePath:instancePath+"/orderList/" + i3,schemaPath:"#/$defs/order/required",keyword:"required",params:{missingProperty: "isShow"},message:"must have required property '"+"isShow"+"'"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data19.orderNo !== undefined){
if(typeof data19.orderNo !== "string"){
const err40 = {instancePath:instancePath+"/orderList/" + i3+"/orderNo",schemaPath:"#/$defs/order/properties/orderNo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data19.productLogo !== undefined){
if(typeof data19.productLogo !== "string"){
const err41 = {instancePath:instancePath+"/orderList/" + i3+"/productLogo",schemaPath:"#/$defs/order/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data19.productName !== undefined){
if(typeof data19.productName !== "string"){
const err42 = {instancePath:instancePath+"/orderList/" + i3+"/productName",schemaPath:"#/$defs/order/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data19.status !== undefined){
if(typeof data19.status !== "string"){
const err43 = {instancePath:instancePath+"/orderList/" + i3+"/status",schemaPath:"#/$defs/order/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data19.list !== undefined){
let data24 = data19.list;
if(Array.isArray(data24)){
const len4 = data24.length;
for(let i4=0; i4<len4; i4++){
let data25 = data24[i4];
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.title === undefined){
const err44 = {instancePath:instancePath+"/orderList/" + i3+"/list/" + i4,schemaPath:"#/$defs/order/properties/list/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data25.value === undefined){
const err45 = {instancePath:instancePath+"/orderList/" + i3+"/list/" + i4,schemaPath:"#/$defs/order/properties/list/items/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data25.title !== undefined){
if(typeof data25.title !== "string"){
const err46 = {instancePath:instancePath+"/orderList/" + i3+"/list/" + i4+"/title",schemaPath:"#/$defs/order/properties/list/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data25.value !== undefined){
if(typeof data25.value !== "string"){
const err47 = {instancePath:instancePath+"/orderList/" + i3+"/list/" + i4+"/value",schemaPath:"#/$defs/order/properties/list/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
}
else {
const err48 = {instancePath:instancePath+"/orderList/" + i3+"/list/" + i4,schemaPath:"#/$defs/order/properties/list/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/orderList/" + i3+"/list",schemaPath:"#/$defs/order/properties/list/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data19.isShow !== undefined){
let data28 = data19.isShow;
if(!((data28 === 0) || (data28 === 1))){
const err50 = {instancePath:instancePath+"/orderList/" + i3+"/isShow",schemaPath:"#/$defs/order/properties/isShow/enum",keyword:"enum",params:{allowedValues: schema47.properties.isShow.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath:instancePath+"/orderList/" + i3,schemaPath:"#/$defs/order/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
}
else {
const err52 = {instancePath:instancePath+"/orderList",schemaPath:"#/properties/orderList/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err53 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}

export const problemList = validate39;
const schema49 = {"type":"object","required":["tabs"],"properties":{"tabs":{"type":"array","items":{"type":"object","required":["title","list"],"properties":{"title":{"type":"string"},"list":{"type":"array","items":{"type":"object","required":["id","time","type","content"],"properties":{"id":{"type":"integer"},"time":{"type":"string"},"type":{"description":"Display text of the problem type.","type":"string"},"content":{"type":"string"}}}}}}}}};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.tabs === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tabs"},message:"must have required property '"+"tabs"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.tabs !== undefined){
let data0 = data.tabs;
if(Array.isArray(data0)){
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(data1.title === undefined){
const err1 = {instancePath:instancePath+"/tabs/" + i0,schemaPath:"#/properties/tabs/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data1.list === undefined){
const err2 = {instancePath:instancePath+"/tabs/" + i0,schemaPath:"#/properties/tabs/items/required",keyword:"required",params:{missingProperty: "list"},message:"must have required property '"+"list"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data1.title !== undefined){
if(typeof data1.title !== "string"){
const err3 = {instancePath:instancePath+"/tabs/" + i0+"/title",schemaPath:"#/properties/tabs/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data1.list !== undefined){
let data3 = data1.list;
if(Array.isArray(data3)){
const len1 = data3.length;
for(let i1=0; i1<len1; i1++){
let data4 = data3[i1];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.id === undefined){
const err4 = {instancePath:instancePath+"/tabs/" + i0+"/list/" + i1,schemaPath:"#/properties/tabs/items/properties/list/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data4.time === undefined){
const err5 = {instancePath:instancePath+"/tabs/" + i0+"/list/" + i1,schemaPath:"#/properties/tabs/items/properties/list/items/required",keyword:"required",params:{missingProperty: "time"},message:"must have required property '"+"time"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data4.type === undefined){
const err6 = {instancePath:instancePath+"/tabs/" + i0+"/list/" + i1,schemaPath:"#/properties/tabs/items/properties/list/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data4.content === undefined){
const err7 = {instancePath:instancePath+"/tabs/" + i0+"/list/" + i1,schemaPath:"#/properties/tabs/items/properties/list/items/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data4.id !== undefined){
let data5 = data4.id;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err8 = {instancePath:instancePath+"/tabs/" + i0+"/list/" + i1+"/id",schemaPath:"#/properties/tabs/items/properties/list/items/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data4.time !== undefined){
if(typeof data4.time !== "string"){
const err9 = {instancePath:instancePath+"/tabs/" + i0+"/list/" + i1+"/time",schemaPath:"#/properties/tabs/items/properties/list/items/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4.type !== undefined){
if(typeof data4.type !== "string"){
const err10 = {instancePath:instancePath+"/tabs/" + i0+"/list/" + i1+"/type",schemaPath:"#/properties/tabs/items/properties/list/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data4.content !== undefined){
if(typeof data4.content !== "string"){
const err11 = {instancePath:instancePath+"/tabs/" + i0+"/list/" + i1+"/content",schemaPath:"#/properties/tabs/items/properties/list/items/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err12 = {instancePath:instancePath+"/tabs/" + i0+"/list/" + i1,schemaPath:"#/properties/tabs/items/properties/list/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err13 = {instancePath:instancePath+"/tabs/" + i0+"/list",schemaPath:"#/properties/tabs/items/properties/list/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err14 = {instancePath:instancePath+"/tabs/" + i0,schemaPath:"#/properties/tabs/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err15 = {instancePath:instancePath+"/tabs",schemaPath:"#/properties/tabs/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate39.errors = vErrors;
return errors === 0;
}

export const problemSave = validate40;
const schema50 = {"description":"The spec shows no fields; the sandbox returns the new complaint's id.","type":["object","null"],"properties":{"problemId":{"type":"integer"}}};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema50.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.problemId !== undefined){
let data0 = data.problemId;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/problemId",schemaPath:"#/properties/problemId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
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
validate40.errors = vErrors;
return errors === 0;
}

export const productRedirect = validate41;
const schema51 = {"type":"object","required":["link"],"properties":{"link":{"description":"http(s): navigate; otherwise hand it to the native app.","type":"string","minLength":1}}};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.link === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "link"},message:"must have required property '"+"link"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.link !== undefined){
let data0 = data.link;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/link",schemaPath:"#/properties/link/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/link",schemaPath:"#/properties/link/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}

export const register = validate42;
const schema52 = {"description":"Not read; codes: 0 success, 11 already registered, -1 captcha wrong.","type":["object","null"]};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema52.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}

export const repaymentCommit = validate43;
const schema53 = {"type":"object","required":["needValid","repayRecordId"],"properties":{"needValid":{"description":"1: an SMS code must be confirmed.","type":"integer","enum":[0,1]},"repayRecordId":{"type":"string"}}};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.needValid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "needValid"},message:"must have required property '"+"needValid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.repayRecordId === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repayRecordId"},message:"must have required property '"+"repayRecordId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.needValid !== undefined){
let data0 = data.needValid;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/needValid",schemaPath:"#/properties/needValid/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((data0 === 0) || (data0 === 1))){
const err3 = {instancePath:instancePath+"/needValid",schemaPath:"#/properties/needValid/enum",keyword:"enum",params:{allowedValues: schema53.properties.needValid.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.repayRecordId !== undefined){
if(typeof data.repayRecordId !== "string"){
const err4 = {instancePath:instancePath+"/repayRecordId",schemaPath:"#/properties/repayRecordId/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate43.errors = vErrors;
return errors === 0;
}

export const repaymentConfirm = validate44;
const schema54 = {"description":"Not read; on success the page goes to the borrow detail page.","type":["object","null"]};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema54.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}

export const repaymentHuichao = validate45;
const schema55 = {"type":"object","required":["url"],"properties":{"url":{"description":"Where to redirect.","type":"string","minLength":1}}};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}

export const repaymentWay = validate46;
const schema56 = {"type":"object","required":["alipay","repayToken","bankCards"],"properties":{"alipay":{"description":"1: the alternative channel (repaymentHuichao) is offered; otherwise it is not.","type":["integer","string","null"]},"userId":{"description":"The borrower, for repaymentHuichao (the spec does not say where the page gets it; see the note in endpoints.json).","type":"string","minLength":1},"repayToken":{"type":"string","minLength":1},"bankCards":{"type":"array","items":{"type":"object","required":["id","bankName","cardNo","bankCode"],"properties":{"id":{"type":"string"},"bankName":{"type":"string"},"cardNo":{"description":"Masked card number.","type":"string"},"bankCode":{"type":"string"}}}}}};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.alipay === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "alipay"},message:"must have required property '"+"alipay"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.repayToken === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "repayToken"},message:"must have required property '"+"repayToken"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.bankCards === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "bankCards"},message:"must have required property '"+"bankCards"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.alipay !== undefined){
let data0 = data.alipay;
if(((!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))) && (typeof data0 !== "string")) && (data0 !== null)){
const err3 = {instancePath:instancePath+"/alipay",schemaPath:"#/properties/alipay/type",keyword:"type",params:{type: schema56.properties.alipay.type},message:"must be integer,string,null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.userId !== undefined){
let data1 = data.userId;
if(typeof data1 === "string"){
if(func2(data1) < 1){
const err4 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.repayToken !== undefined){
let data2 = data.repayToken;
if(typeof data2 === "string"){
if(func2(data2) < 1){
const err6 = {instancePath:instancePath+"/repayToken",schemaPath:"#/properties/repayToken/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err7 = {instancePath:instancePath+"/repayToken",schemaPath:"#/properties/repayToken/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.bankCards !== undefined){
let data3 = data.bankCards;
if(Array.isArray(data3)){
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.id === undefined){
const err8 = {instancePath:instancePath+"/bankCards/" + i0,schemaPath:"#/properties/bankCards/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.bankName === undefined){
const err9 = {instancePath:instancePath+"/bankCards/" + i0,schemaPath:"#/properties/bankCards/items/required",keyword:"required",params:{missingProperty: "bankName"},message:"must have required property '"+"bankName"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data4.cardNo === undefined){
const err10 = {instancePath:instancePath+"/bankCards/" + i0,schemaPath:"#/properties/bankCards/items/required",keyword:"required",params:{missingProperty: "cardNo"},message:"must have required property '"+"cardNo"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data4.bankCode === undefined){
const err11 = {instancePath:instancePath+"/bankCards/" + i0,schemaPath:"#/properties/bankCards/items/required",keyword:"required",params:{missingProperty: "bankCode"},message:"must have required property '"+"bankCode"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data4.id !== undefined){
if(typeof data4.id !== "string"){
const err12 = {instancePath:instancePath+"/bankCards/" + i0+"/id",schemaPath:"#/properties/bankCards/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data4.bankName !== undefined){
if(typeof data4.bankName !== "string"){
const err13 = {instancePath:instancePath+"/bankCards/" + i0+"/bankName",schemaPath:"#/properties/bankCards/items/properties/bankName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data4.cardNo !== undefined){
if(typeof data4.cardNo !== "string"){
const err14 = {instancePath:instancePath+"/bankCards/" + i0+"/cardNo",schemaPath:"#/properties/bankCards/items/properties/cardNo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data4.bankCode !== undefined){
if(typeof data4.bankCode !== "string"){
const err15 = {instancePath:instancePath+"/bankCards/" + i0+"/bankCode",schemaPath:"#/properties/bankCards/items/properties/bankCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err16 = {instancePath:instancePath+"/bankCards/" + i0,schemaPath:"#/properties/bankCards/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
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
const err17 = {instancePath:instancePath+"/bankCards",schemaPath:"#/properties/bankCards/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}

export const saveScore = validate47;
const schema57 = {"description":"Not read by the front end.","type":["object","null"]};

function validate47(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema57.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate47.errors = vErrors;
return errors === 0;
}

export const trackClick = validate48;
const schema58 = {"description":"Not read.","type":["object","null"]};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema58.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate48.errors = vErrors;
return errors === 0;
}

export const trackVisit = validate49;
const schema59 = {"description":"Not read.","type":["object","null"]};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema59.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate49.errors = vErrors;
return errors === 0;
}

export const uploadProblemImg = validate50;
const schema60 = {"type":"object","required":["url"],"properties":{"url":{"type":"string","minLength":1}}};

function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.url === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.url !== undefined){
let data0 = data.url;
if(typeof data0 === "string"){
if(func2(data0) < 1){
const err1 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath:instancePath+"/url",schemaPath:"#/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate50.errors = vErrors;
return errors === 0;
}

export const responseValidators = { bindCardChange, bindCardNew, cardInit, channelTemplate, confirmV2ContractJump, confirmV2Contracts, confirmV2Detail, confirmV2Push, contactKfInfo, contractJump, contractList, delayDetail, eventSave, failureNotice, failureProductJump, failureTrack, generateVcode, getCaptcha, getSid, getSms, googleScore, loanDetailConfirm, loanDetailPush, loanDetails, loanPlayDetail, problemDetail, problemInit, problemList, problemSave, productRedirect, register, repaymentCommit, repaymentConfirm, repaymentHuichao, repaymentWay, saveScore, trackClick, trackVisit, uploadProblemImg };
