/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate31;
export default validate31;
const schema36 = {"$defs":{"repaymentInfo":{"type":"object","required":["repayAmount","productName","productLogo","repayDate","detail","repayPlan","repayList","noticeMsg","defDetail","isShowReyTop"],"properties":{"repayAmount":{"type":"string"},"productName":{"type":"string"},"productLogo":{"type":"string"},"repayDate":{"type":"string"},"detail":{"type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}},"repayPlan":{"type":"array","items":{"type":"object","required":["title","amount","time"],"properties":{"remark":{"type":"string"},"title":{"type":"string"},"amount":{"type":"string"},"time":{"type":"string"}}}},"repayList":{"type":"array","items":{"type":"object","required":["name","logo","channel_number"],"properties":{"name":{"type":"string"},"logo":{"type":"string"},"channel_number":{"type":"string"}}}},"noticeMsg":{"type":"string"},"defDetail":{"type":"object","required":["payCode","logo","title","payNotice"],"properties":{"payCode":{"type":"string"},"logo":{"type":"string"},"title":{"type":"string"},"payNotice":{"type":"array","items":{"type":"object","required":["name","steps"],"properties":{"name":{"type":"string"},"steps":{"type":"array","items":{"type":"string"}}}}}}},"isShowReyTop":{"type":"integer","enum":[0,1]},"delayInfo":{"type":"object","required":["delayAmount","title"],"properties":{"delayAmount":{"type":"string"},"title":{"type":"string"},"nextRepayDate":{"type":"string"}}}}}},"allOf":[{"$ref":"#/$defs/repaymentInfo"},{"type":"object","required":["delayInfo"]}]};
const schema37 = {"type":"object","required":["repayAmount","productName","productLogo","repayDate","detail","repayPlan","repayList","noticeMsg","defDetail","isShowReyTop"],"properties":{"repayAmount":{"type":"string"},"productName":{"type":"string"},"productLogo":{"type":"string"},"repayDate":{"type":"string"},"detail":{"type":"array","items":{"type":"object","required":["text","value"],"properties":{"text":{"type":"string"},"value":{"type":"string"}}}},"repayPlan":{"type":"array","items":{"type":"object","required":["title","amount","time"],"properties":{"remark":{"type":"string"},"title":{"type":"string"},"amount":{"type":"string"},"time":{"type":"string"}}}},"repayList":{"type":"array","items":{"type":"object","required":["name","logo","channel_number"],"properties":{"name":{"type":"string"},"logo":{"type":"string"},"channel_number":{"type":"string"}}}},"noticeMsg":{"type":"string"},"defDetail":{"type":"object","required":["payCode","logo","title","payNotice"],"properties":{"payCode":{"type":"string"},"logo":{"type":"string"},"title":{"type":"string"},"payNotice":{"type":"array","items":{"type":"object","required":["name","steps"],"properties":{"name":{"type":"string"},"steps":{"type":"array","items":{"type":"string"}}}}}}},"isShowReyTop":{"type":"integer","enum":[0,1]},"delayInfo":{"type":"object","required":["delayAmount","title"],"properties":{"delayAmount":{"type":"string"},"title":{"type":"string"},"nextRepayDate":{"type":"string"}}}}};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
const _errs0 = errors;
const _errs1 = errors;
if(errors === _errs1){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((((((((((data.repayAmount === undefined) && (missing0 = "repayAmount")) || ((data.productName === undefined) && (missing0 = "productName"))) || ((data.productLogo === undefined) && (missing0 = "productLogo"))) || ((data.repayDate === undefined) && (missing0 = "repayDate"))) || ((data.detail === undefined) && (missing0 = "detail"))) || ((data.repayPlan === undefined) && (missing0 = "repayPlan"))) || ((data.repayList === undefined) && (missing0 = "repayList"))) || ((data.noticeMsg === undefined) && (missing0 = "noticeMsg"))) || ((data.defDetail === undefined) && (missing0 = "defDetail"))) || ((data.isShowReyTop === undefined) && (missing0 = "isShowReyTop"))){
validate31.errors = [{instancePath,schemaPath:"#/$defs/repaymentInfo/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.repayAmount !== undefined){
const _errs3 = errors;
if(typeof data.repayAmount !== "string"){
validate31.errors = [{instancePath:instancePath+"/repayAmount",schemaPath:"#/$defs/repaymentInfo/properties/repayAmount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs3 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.productName !== undefined){
const _errs5 = errors;
if(typeof data.productName !== "string"){
validate31.errors = [{instancePath:instancePath+"/productName",schemaPath:"#/$defs/repaymentInfo/properties/productName/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs5 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.productLogo !== undefined){
const _errs7 = errors;
if(typeof data.productLogo !== "string"){
validate31.errors = [{instancePath:instancePath+"/productLogo",schemaPath:"#/$defs/repaymentInfo/properties/productLogo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs7 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.repayDate !== undefined){
const _errs9 = errors;
if(typeof data.repayDate !== "string"){
validate31.errors = [{instancePath:instancePath+"/repayDate",schemaPath:"#/$defs/repaymentInfo/properties/repayDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs9 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.detail !== undefined){
let data4 = data.detail;
const _errs11 = errors;
if(errors === _errs11){
if(Array.isArray(data4)){
var valid3 = true;
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
const _errs13 = errors;
if(errors === _errs13){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
let missing1;
if(((data5.text === undefined) && (missing1 = "text")) || ((data5.value === undefined) && (missing1 = "value"))){
validate31.errors = [{instancePath:instancePath+"/detail/" + i0,schemaPath:"#/$defs/repaymentInfo/properties/detail/items/required",keyword:"required",params:{missingProperty: missing1},message:"must have required property '"+missing1+"'"}];
return false;
}
else {
if(data5.text !== undefined){
const _errs15 = errors;
if(typeof data5.text !== "string"){
validate31.errors = [{instancePath:instancePath+"/detail/" + i0+"/text",schemaPath:"#/$defs/repaymentInfo/properties/detail/items/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs15 === errors;
}
else {
var valid4 = true;
}
if(valid4){
if(data5.value !== undefined){
const _errs17 = errors;
if(typeof data5.value !== "string"){
validate31.errors = [{instancePath:instancePath+"/detail/" + i0+"/value",schemaPath:"#/$defs/repaymentInfo/properties/detail/items/properties/value/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid4 = _errs17 === errors;
}
else {
var valid4 = true;
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/detail/" + i0,schemaPath:"#/$defs/repaymentInfo/properties/detail/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid3 = _errs13 === errors;
if(!valid3){
break;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/detail",schemaPath:"#/$defs/repaymentInfo/properties/detail/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs11 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.repayPlan !== undefined){
let data8 = data.repayPlan;
const _errs19 = errors;
if(errors === _errs19){
if(Array.isArray(data8)){
var valid5 = true;
const len1 = data8.length;
for(let i1=0; i1<len1; i1++){
let data9 = data8[i1];
const _errs21 = errors;
if(errors === _errs21){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing2;
if((((data9.title === undefined) && (missing2 = "title")) || ((data9.amount === undefined) && (missing2 = "amount"))) || ((data9.time === undefined) && (missing2 = "time"))){
validate31.errors = [{instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/$defs/repaymentInfo/properties/repayPlan/items/required",keyword:"required",params:{missingProperty: missing2},message:"must have required property '"+missing2+"'"}];
return false;
}
else {
if(data9.remark !== undefined){
const _errs23 = errors;
if(typeof data9.remark !== "string"){
validate31.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/remark",schemaPath:"#/$defs/repaymentInfo/properties/repayPlan/items/properties/remark/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs23 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data9.title !== undefined){
const _errs25 = errors;
if(typeof data9.title !== "string"){
validate31.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/title",schemaPath:"#/$defs/repaymentInfo/properties/repayPlan/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs25 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data9.amount !== undefined){
const _errs27 = errors;
if(typeof data9.amount !== "string"){
validate31.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/amount",schemaPath:"#/$defs/repaymentInfo/properties/repayPlan/items/properties/amount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs27 === errors;
}
else {
var valid6 = true;
}
if(valid6){
if(data9.time !== undefined){
const _errs29 = errors;
if(typeof data9.time !== "string"){
validate31.errors = [{instancePath:instancePath+"/repayPlan/" + i1+"/time",schemaPath:"#/$defs/repaymentInfo/properties/repayPlan/items/properties/time/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid6 = _errs29 === errors;
}
else {
var valid6 = true;
}
}
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/repayPlan/" + i1,schemaPath:"#/$defs/repaymentInfo/properties/repayPlan/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid5 = _errs21 === errors;
if(!valid5){
break;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/repayPlan",schemaPath:"#/$defs/repaymentInfo/properties/repayPlan/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs19 === errors;
}
else {
var valid2 = true;
}
if(valid2){
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
validate31.errors = [{instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/$defs/repaymentInfo/properties/repayList/items/required",keyword:"required",params:{missingProperty: missing3},message:"must have required property '"+missing3+"'"}];
return false;
}
else {
if(data15.name !== undefined){
const _errs35 = errors;
if(typeof data15.name !== "string"){
validate31.errors = [{instancePath:instancePath+"/repayList/" + i2+"/name",schemaPath:"#/$defs/repaymentInfo/properties/repayList/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate31.errors = [{instancePath:instancePath+"/repayList/" + i2+"/logo",schemaPath:"#/$defs/repaymentInfo/properties/repayList/items/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid8 = _errs37 === errors;
}
else {
var valid8 = true;
}
if(valid8){
if(data15.channel_number !== undefined){
const _errs39 = errors;
if(typeof data15.channel_number !== "string"){
validate31.errors = [{instancePath:instancePath+"/repayList/" + i2+"/channel_number",schemaPath:"#/$defs/repaymentInfo/properties/repayList/items/properties/channel_number/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate31.errors = [{instancePath:instancePath+"/repayList/" + i2,schemaPath:"#/$defs/repaymentInfo/properties/repayList/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
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
validate31.errors = [{instancePath:instancePath+"/repayList",schemaPath:"#/$defs/repaymentInfo/properties/repayList/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid2 = _errs31 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.noticeMsg !== undefined){
const _errs41 = errors;
if(typeof data.noticeMsg !== "string"){
validate31.errors = [{instancePath:instancePath+"/noticeMsg",schemaPath:"#/$defs/repaymentInfo/properties/noticeMsg/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid2 = _errs41 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.defDetail !== undefined){
let data20 = data.defDetail;
const _errs43 = errors;
if(errors === _errs43){
if(data20 && typeof data20 == "object" && !Array.isArray(data20)){
let missing4;
if(((((data20.payCode === undefined) && (missing4 = "payCode")) || ((data20.logo === undefined) && (missing4 = "logo"))) || ((data20.title === undefined) && (missing4 = "title"))) || ((data20.payNotice === undefined) && (missing4 = "payNotice"))){
validate31.errors = [{instancePath:instancePath+"/defDetail",schemaPath:"#/$defs/repaymentInfo/properties/defDetail/required",keyword:"required",params:{missingProperty: missing4},message:"must have required property '"+missing4+"'"}];
return false;
}
else {
if(data20.payCode !== undefined){
const _errs45 = errors;
if(typeof data20.payCode !== "string"){
validate31.errors = [{instancePath:instancePath+"/defDetail/payCode",schemaPath:"#/$defs/repaymentInfo/properties/defDetail/properties/payCode/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
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
validate31.errors = [{instancePath:instancePath+"/defDetail/logo",schemaPath:"#/$defs/repaymentInfo/properties/defDetail/properties/logo/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
validate31.errors = [{instancePath:instancePath+"/defDetail/title",schemaPath:"#/$defs/repaymentInfo/properties/defDetail/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
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
if(errors === _errs51){
if(Array.isArray(data24)){
var valid10 = true;
const len3 = data24.length;
for(let i3=0; i3<len3; i3++){
let data25 = data24[i3];
const _errs53 = errors;
if(errors === _errs53){
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
let missing5;
if(((data25.name === undefined) && (missing5 = "name")) || ((data25.steps === undefined) && (missing5 = "steps"))){
validate31.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3,schemaPath:"#/$defs/repaymentInfo/properties/defDetail/properties/payNotice/items/required",keyword:"required",params:{missingProperty: missing5},message:"must have required property '"+missing5+"'"}];
return false;
}
else {
if(data25.name !== undefined){
const _errs55 = errors;
if(typeof data25.name !== "string"){
validate31.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3+"/name",schemaPath:"#/$defs/repaymentInfo/properties/defDetail/properties/payNotice/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid11 = _errs55 === errors;
}
else {
var valid11 = true;
}
if(valid11){
if(data25.steps !== undefined){
let data27 = data25.steps;
const _errs57 = errors;
if(errors === _errs57){
if(Array.isArray(data27)){
var valid12 = true;
const len4 = data27.length;
for(let i4=0; i4<len4; i4++){
const _errs59 = errors;
if(typeof data27[i4] !== "string"){
validate31.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3+"/steps/" + i4,schemaPath:"#/$defs/repaymentInfo/properties/defDetail/properties/payNotice/items/properties/steps/items/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid12 = _errs59 === errors;
if(!valid12){
break;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3+"/steps",schemaPath:"#/$defs/repaymentInfo/properties/defDetail/properties/payNotice/items/properties/steps/type",keyword:"type",params:{type: "array"},message:"must be array"}];
return false;
}
}
var valid11 = _errs57 === errors;
}
else {
var valid11 = true;
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/defDetail/payNotice/" + i3,schemaPath:"#/$defs/repaymentInfo/properties/defDetail/properties/payNotice/items/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid10 = _errs53 === errors;
if(!valid10){
break;
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/defDetail/payNotice",schemaPath:"#/$defs/repaymentInfo/properties/defDetail/properties/payNotice/type",keyword:"type",params:{type: "array"},message:"must be array"}];
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
validate31.errors = [{instancePath:instancePath+"/defDetail",schemaPath:"#/$defs/repaymentInfo/properties/defDetail/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs43 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.isShowReyTop !== undefined){
let data29 = data.isShowReyTop;
const _errs61 = errors;
if(!((typeof data29 == "number") && (!(data29 % 1) && !isNaN(data29)))){
validate31.errors = [{instancePath:instancePath+"/isShowReyTop",schemaPath:"#/$defs/repaymentInfo/properties/isShowReyTop/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data29 === 0) || (data29 === 1))){
validate31.errors = [{instancePath:instancePath+"/isShowReyTop",schemaPath:"#/$defs/repaymentInfo/properties/isShowReyTop/enum",keyword:"enum",params:{allowedValues: schema37.properties.isShowReyTop.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid2 = _errs61 === errors;
}
else {
var valid2 = true;
}
if(valid2){
if(data.delayInfo !== undefined){
let data30 = data.delayInfo;
const _errs63 = errors;
if(errors === _errs63){
if(data30 && typeof data30 == "object" && !Array.isArray(data30)){
let missing6;
if(((data30.delayAmount === undefined) && (missing6 = "delayAmount")) || ((data30.title === undefined) && (missing6 = "title"))){
validate31.errors = [{instancePath:instancePath+"/delayInfo",schemaPath:"#/$defs/repaymentInfo/properties/delayInfo/required",keyword:"required",params:{missingProperty: missing6},message:"must have required property '"+missing6+"'"}];
return false;
}
else {
if(data30.delayAmount !== undefined){
const _errs65 = errors;
if(typeof data30.delayAmount !== "string"){
validate31.errors = [{instancePath:instancePath+"/delayInfo/delayAmount",schemaPath:"#/$defs/repaymentInfo/properties/delayInfo/properties/delayAmount/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs65 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data30.title !== undefined){
const _errs67 = errors;
if(typeof data30.title !== "string"){
validate31.errors = [{instancePath:instancePath+"/delayInfo/title",schemaPath:"#/$defs/repaymentInfo/properties/delayInfo/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs67 === errors;
}
else {
var valid13 = true;
}
if(valid13){
if(data30.nextRepayDate !== undefined){
const _errs69 = errors;
if(typeof data30.nextRepayDate !== "string"){
validate31.errors = [{instancePath:instancePath+"/delayInfo/nextRepayDate",schemaPath:"#/$defs/repaymentInfo/properties/delayInfo/properties/nextRepayDate/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid13 = _errs69 === errors;
}
else {
var valid13 = true;
}
}
}
}
}
else {
validate31.errors = [{instancePath:instancePath+"/delayInfo",schemaPath:"#/$defs/repaymentInfo/properties/delayInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid2 = _errs63 === errors;
}
else {
var valid2 = true;
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
}
else {
validate31.errors = [{instancePath,schemaPath:"#/$defs/repaymentInfo/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs0 === errors;
if(valid0){
const _errs71 = errors;
if(errors === _errs71){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing7;
if((data.delayInfo === undefined) && (missing7 = "delayInfo")){
validate31.errors = [{instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: missing7},message:"must have required property '"+missing7+"'"}];
return false;
}
}
else {
validate31.errors = [{instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
var valid0 = _errs71 === errors;
}
validate31.errors = vErrors;
return errors === 0;
}

