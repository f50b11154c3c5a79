/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate34;
export default validate34;
const schema41 = {"$defs":{"minorUnits":{"type":"integer","minimum":0},"payNotice":{"type":"array","items":{"type":"object","required":["name","steps"],"properties":{"name":{"type":"string"},"steps":{"type":"array","items":{"type":"string"}}}}}},"type":"object","required":["repayAmount","productName","productLogo","repayDate","detail","repayPlan","repayList","noticeMsg","defDetail","isShowReyTop"],"properties":{"repayAmount":{"$ref":"#/$defs/minorUnits"},"productName":{"type":"string","minLength":1},"productLogo":{"type":"string"},"repayDate":{"type":"string","minLength":1},"detail":{"type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}},"repayPlan":{"type":"array","items":{"type":"object","required":["title","amount","time"],"properties":{"remark":{"type":"string"},"title":{"type":"string"},"amount":{"$ref":"#/$defs/minorUnits"},"time":{"type":"string"}}}},"repayList":{"type":"array","items":{"type":"object","required":["name","logo","channel_number"],"properties":{"name":{"type":"string","minLength":1},"logo":{"type":"string"},"channel_number":{"type":"string","minLength":1}}}},"noticeMsg":{"type":"string"},"defDetail":{"type":"object","required":["payCode","logo","title","payNotice"],"properties":{"payCode":{"type":"string","minLength":1,"maxLength":64},"logo":{"type":"string"},"title":{"type":"string"},"payNotice":{"$ref":"#/$defs/payNotice"}}},"isShowReyTop":{"type":"integer","enum":[0,1]}}};
const schema42 = {"type":"integer","minimum":0};
const schema44 = {"type":"array","items":{"type":"object","required":["name","steps"],"properties":{"name":{"type":"string"},"steps":{"type":"array","items":{"type":"string"}}}}};
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

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.repayAmount === undefined) && (missing0 = "repayAmount")) || ((data.productName === undefined) && (missing0 = "productName"))) || ((data.productLogo === undefined) && (missing0 = "productLogo"))) || ((data.repayDate === undefined) && (missing0 = "repayDate"))) || ((data.detail === undefined) && (missing0 = "detail"))) || ((data.repayPlan === undefined) && (missing0 = "repayPlan"))) || ((data.repayList === undefined) && (missing0 = "repayList"))) || ((data.noticeMsg === undefined) && (missing0 = "noticeMsg"))) || ((data.defDetail === undefined) && (missing0 = "defDetail"))) || ((data.isShowReyTop === undefined) && (missing0 = "isShowReyTop"))){
validate34.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.repayAmount !== undefined){
let data0 = data.repayAmount;
const _errs1 = errors;
const _errs2 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate34.errors = [{instancePath:instancePath+"/repayAmount",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs2){
if(typeof data0 == "number"){
if(data0 < 0 || isNaN(data0)){
validate34.errors = [{instancePath:instancePath+"/repayAmount",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productName !== undefined){
let data1 = data.productName;
const _errs4 = errors;
if(errors === _errs4){
if(typeof data1 === "string"){
if(func2(data1) < 1){
validate34.errors = [{instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/productName",schemaPath:"#/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs4 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.productLogo !== undefined){
const _errs6 = errors;
if(typeof data.productLogo !== "string"){
validate34.errors = [{instancePath:instancePath+"/productLogo",schemaPath:"#/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs6 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayDate !== undefined){
let data3 = data.repayDate;
const _errs8 = errors;
if(errors === _errs8){
if(typeof data3 === "string"){
if(func2(data3) < 1){
validate34.errors = [{instancePath:instancePath+"/repayDate",schemaPath:"#/properties/repayDate/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/repayDate",schemaPath:"#/properties/repayDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid0 = _errs8 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.detail !== undefined){
let data4 = data.detail;
const _errs10 = errors;
if(errors === _errs10){
if(Array.isArray(data4)){
var valid2 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs12 = errors;
if(errors === _errs12){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((data5.text === undefined) && (missing1 = "text")) || ((data5.value === undefined) && (missing1 = "value"))){
validate34.errors = [{instancePath:instancePath+"/detail/" + i0,schemaPath:"#/properties/detail/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data5.text !== undefined){
const _errs14 = errors;
if(typeof data5.text !== "string"){
validate34.errors = [{instancePath:instancePath+"/detail/" + i0+"/text",schemaPath:"#/properties/detail/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs14 === errors;
}
else {
var valid3 = true;
}
if(valid3){
if(data5.value !== undefined){
const _errs16 = errors;
if(typeof data5.value !== "string"){
validate34.errors = [{instancePath:instancePath+"/detail/" + i0+"/value",schemaPath:"#/properties/detail/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid3 = _errs16 === errors;
}
else {
var valid3 = true;
}
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/detail/" + i0,schemaPath:"#/properties/detail/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs12 === errors;
if(!valid2){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/properties/detail/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs10 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayPlan !== undefined){
let data8 = data.repayPlan;
const _errs18 = errors;
if(errors === _errs18){
if(Array.isArray(data8)){
var valid4 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs20 = errors;
if(errors === _errs20){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if((((data9.title === undefined) && (missing2 = "title")) || ((data9.amount === undefined) && (missing2 = "amount"))) || ((data9.time === undefined) && (missing2 = "time"))){
validate34.errors = [{instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data9.remark !== undefined){
const _errs22 = errors;
if(typeof data9.remark !== "string"){
validate34.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/remark",schemaPath:"#/properties/repayPlan/items/properties/remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs22 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.title !== undefined){
const _errs24 = errors;
if(typeof data9.title !== "string"){
validate34.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/title",schemaPath:"#/properties/repayPlan/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs24 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.amount !== undefined){
let data12 = data9.amount;
const _errs26 = errors;
const _errs27 = errors;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
validate34.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/amount",schemaPath:"#/$defs/minorUnits/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(errors === _errs27){
if(typeof data12 == "number"){
if(data12 < 0 || isNaN(data12)){
validate34.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/amount",schemaPath:"#/$defs/minorUnits/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"}];
return false;
}
}
}
var valid5 = _errs26 === errors;
}
else {
var valid5 = true;
}
if(valid5){
if(data9.time !== undefined){
const _errs29 = errors;
if(typeof data9.time !== "string"){
validate34.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/time",schemaPath:"#/properties/repayPlan/items/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid5 = _errs29 === errors;
}
else {
var valid5 = true;
}
}
}
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/properties/repayPlan/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid4 = _errs20 === errors;
if(!valid4){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/repayPlan",schemaPath:"#/properties/repayPlan/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs18 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayList !== undefined){
let data14 = data.repayList;
const _errs31 = errors;
if(errors === _errs31){
if(Array.isArray(data14)){
var valid7 = true;
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
let data15 = data14[i2];
const _errs33 = errors;
if(errors === _errs33){
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
let missing3;
if((((data15.name === undefined) && (missing3 = "name")) || ((data15.logo === undefined) && (missing3 = "logo"))) || ((data15.channel_number === undefined) && (missing3 = "channel_number"))){
validate34.errors = [{instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/properties/repayList/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data15.name !== undefined){
let data16 = data15.name;
const _errs35 = errors;
if(errors === _errs35){
if(typeof data16 === "string"){
if(func2(data16) < 1){
validate34.errors = [{instancePath:instancePath+"/repayList/" + i2+"/name",schemaPath:"#/properties/repayList/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/repayList/" + i2+"/name",schemaPath:"#/properties/repayList/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs35 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data15.logo !== undefined){
const _errs37 = errors;
if(typeof data15.logo !== "string"){
validate34.errors = [{instancePath:instancePath+"/repayList/" + i2+"/logo",schemaPath:"#/properties/repayList/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs37 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data15.channel_number !== undefined){
let data18 = data15.channel_number;
const _errs39 = errors;
if(errors === _errs39){
if(typeof data18 === "string"){
if(func2(data18) < 1){
validate34.errors = [{instancePath:instancePath+"/repayList/" + i2+"/channel_number",schemaPath:"#/properties/repayList/items/properties/channel_number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
else {
validate34.errors = [{instancePath:instancePath+"/repayList/" + i2+"/channel_number",schemaPath:"#/properties/repayList/items/properties/channel_number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid8 = _errs39 === errors;
}
else {
var valid8 = true;
}
}
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/properties/repayList/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid7 = _errs33 === errors;
if(!valid7){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/repayList",schemaPath:"#/properties/repayList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid0 = _errs31 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.noticeMsg !== undefined){
const _errs41 = errors;
if(typeof data.noticeMsg !== "string"){
validate34.errors = [{instancePath:instancePath+"/noticeMsg",schemaPath:"#/properties/noticeMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs41 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.defDetail !== undefined){
let data20 = data.defDetail;
const _errs43 = errors;
if(errors === _errs43){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing4;
if(((((data20.payCode === undefined) && (missing4 = "payCode")) || ((data20.logo === undefined) && (missing4 = "logo"))) || ((data20.title === undefined) && (missing4 = "title"))) || ((data20.payNotice === undefined) && (missing4 = "payNotice"))){
validate34.errors = [{instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data20.payCode !== undefined){
let data21 = data20.payCode;
const _errs45 = errors;
if(errors === _errs45){
if(typeof data21 === "string"){
if(func2(data21) > 64){
validate34.errors = [{instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/properties/defDetail/properties/payCode/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"}];
return false;
}
else {
if(func2(data21) < 1){
validate34.errors = [{instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/properties/defDetail/properties/payCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"}];
return false;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/properties/defDetail/properties/payCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
}
var valid9 = _errs45 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data20.logo !== undefined){
const _errs47 = errors;
if(typeof data20.logo !== "string"){
validate34.errors = [{instancePath:instancePath+"/defDetail/logo",schemaPath:"#/properties/defDetail/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs47 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data20.title !== undefined){
const _errs49 = errors;
if(typeof data20.title !== "string"){
validate34.errors = [{instancePath:instancePath+"/defDetail/title",schemaPath:"#/properties/defDetail/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid9 = _errs49 === errors;
}
else {
var valid9 = true;
}
if(valid9){
if(data20.payNotice !== undefined){
let data24 = data20.payNotice;
const _errs51 = errors;
const _errs52 = errors;
if(errors === _errs52){
if(Array.isArray(data24)){
var valid11 = true;
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
let data25 = data24[i3];
const _errs54 = errors;
if(errors === _errs54){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing5;
if(((data25.name === undefined) && (missing5 = "name")) || ((data25.steps === undefined) && (missing5 = "steps"))){
validate34.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3,schemaPath:"#/$defs/payNotice/items/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
if(data25.name !== undefined){
const _errs56 = errors;
if(typeof data25.name !== "string"){
validate34.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3+"/name",schemaPath:"#/$defs/payNotice/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs56 === errors;
}
else {
var valid12 = true;
}
if(valid12){
if(data25.steps !== undefined){
let data27 = data25.steps;
const _errs58 = errors;
if(errors === _errs58){
if(Array.isArray(data27)){
var valid13 = true;
const len4 = data27.length;
for(let i4=0; i4<len4; i4++){
const _errs60 = errors;
if(typeof data27[i4] !== "string"){
validate34.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3+"/steps/" + i4,schemaPath:"#/$defs/payNotice/items/properties/steps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs60 === errors;
if(!valid13){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3+"/steps",schemaPath:"#/$defs/payNotice/items/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid12 = _errs58 === errors;
}
else {
var valid12 = true;
}
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3,schemaPath:"#/$defs/payNotice/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid11 = _errs54 === errors;
if(!valid11){
break;
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/defDetail/payNotice",schemaPath:"#/$defs/payNotice/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid9 = _errs51 === errors;
}
else {
var valid9 = true;
}
}
}
}
}
}
else {
validate34.errors = [{instancePath:instancePath+"/defDetail",schemaPath:"#/properties/defDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs43 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.isShowReyTop !== undefined){
let data29 = data.isShowReyTop;
const _errs62 = errors;
if(!((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29)))){
validate34.errors = [{instancePath:instancePath+"/isShowReyTop",schemaPath:"#/properties/isShowReyTop/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data29 === 0) || (data29 === 1))){
validate34.errors = [{instancePath:instancePath+"/isShowReyTop",schemaPath:"#/properties/isShowReyTop/enum",keyword:"enum",params:{allowedValues: schema41.properties.isShowReyTop.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs62 === errors;
}
else {
var valid0 = true;
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
validate34.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate34.errors = vErrors;
return errors === 0;
}

