/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate21;
export default validate21;
const schema26 = {"type":"object","required":["needValid","repayRecordId"],"properties":{"needValid":{"type":"integer","enum":[0,1]},"repayRecordId":{"type":"string"}}};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if(((data.needValid === undefined) && (missing0 = "needValid")) || ((data.repayRecordId === undefined) && (missing0 = "repayRecordId"))){
validate21.errors = [{instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: missing0},message:"must have required property '"+missing0+"'"}];
return false;
}
else {
if(data.needValid !== undefined){
let data0 = data.needValid;
const _errs1 = errors;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate21.errors = [{instancePath:instancePath+"/needValid",schemaPath:"#/properties/needValid/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
if(!((data0 === 0) || (data0 === 1))){
validate21.errors = [{instancePath:instancePath+"/needValid",schemaPath:"#/properties/needValid/enum",keyword:"enum",params:{allowedValues: schema26.properties.needValid.enum},message:"must be equal to one of the allowed values"}];
return false;
}
var valid0 = _errs1 === errors;
}
else {
var valid0 = true;
}
if(valid0){
if(data.repayRecordId !== undefined){
const _errs3 = errors;
if(typeof data.repayRecordId !== "string"){
validate21.errors = [{instancePath:instancePath+"/repayRecordId",schemaPath:"#/properties/repayRecordId/type",keyword:"type",params:{type: "string"},message:"must be string"}];
return false;
}
var valid0 = _errs3 === errors;
}
else {
var valid0 = true;
}
}
}
}
else {
validate21.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"}];
return false;
}
}
validate21.errors = vErrors;
return errors === 0;
}

