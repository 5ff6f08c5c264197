/**
 * This file was generated from spec/openapi.yaml and spec/mock-control.yaml by `npm run generate`.
 * Do not edit it by hand: change the spec and regenerate.
 */
// @ts-nocheck: Ajv's standalone code is plain JavaScript.
import type { ValidateFunction } from 'ajv/dist/2020.js'
import { fullFormats } from 'ajv-formats/dist/formats.js'
import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js'

// A CommonJS default export: the function itself in some bundlers, under .default in Node.
const ucs2length = typeof ucs2lengthModule === 'function' ? ucs2lengthModule : ucs2lengthModule.default

const v0 = validate20;
const schema31 = {"$ref":"urn:guest-reservation-mock:openapi#/$defs/Guest"};
const schema33 = {"type":"object","description":"A guest profile.","additionalProperties":false,"required":["id","firstName","lastName","title","email","phone","address","nationality","dateOfBirth","language","loyalty","vip","preferences","notes","marketingOptIn","createdAt","updatedAt"],"properties":{"id":{"type":"string","format":"uuid","readOnly":true},"firstName":{"type":"string","minLength":1,"maxLength":100},"lastName":{"type":"string","minLength":1,"maxLength":100},"title":{"type":["string","null"],"enum":["mr","ms","mrs","mx","dr","prof",null]},"email":{"type":["string","null"],"format":"email","maxLength":254},"phone":{"type":["string","null"],"pattern":"^\\+[1-9][0-9]{6,14}$"},"address":{"oneOf":[{"$ref":"urn:guest-reservation-mock:openapi#/$defs/Address"},{"type":"null"}]},"nationality":{"oneOf":[{"$ref":"urn:guest-reservation-mock:openapi#/$defs/CountryCode"},{"type":"null"}]},"dateOfBirth":{"type":["string","null"],"format":"date"},"language":{"type":["string","null"],"pattern":"^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$"},"loyalty":{"oneOf":[{"$ref":"urn:guest-reservation-mock:openapi#/$defs/Loyalty"},{"type":"null"}]},"vip":{"type":"boolean"},"preferences":{"type":"array","maxItems":50,"items":{"type":"string","minLength":1,"maxLength":50}},"notes":{"type":["string","null"],"maxLength":2000},"marketingOptIn":{"type":"boolean"},"createdAt":{"type":"string","format":"date-time","readOnly":true},"updatedAt":{"type":"string","format":"date-time","readOnly":true}}};
const schema35 = {"type":"string","pattern":"^[A-Z]{2}$","description":"An ISO 3166-1 alpha-2 country code.","examples":["GB"]};
const schema37 = {"type":"object","description":"Membership of a loyalty programme.","additionalProperties":false,"required":["program","number","tier"],"properties":{"program":{"type":"string","minLength":1,"maxLength":50,"examples":["Stayful Rewards"]},"number":{"type":"string","minLength":1,"maxLength":32,"examples":["GLD00000001"]},"tier":{"type":"string","enum":["member","silver","gold","platinum"]}}};
const func1 = Object.prototype.hasOwnProperty;
const func2 = ucs2length;
const formats0 = /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
const formats2 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats4 = fullFormats.date;
const formats6 = fullFormats["date-time"];
const pattern4 = new RegExp("^\\+[1-9][0-9]{6,14}$", "u");
const pattern5 = new RegExp("^[A-Z]{2}$", "u");
const pattern7 = new RegExp("^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$", "u");
const schema34 = {"type":"object","description":"A postal address.","additionalProperties":false,"required":["line1","city","countryCode"],"properties":{"line1":{"type":"string","minLength":1,"maxLength":200},"line2":{"type":["string","null"],"maxLength":200},"city":{"type":"string","minLength":1,"maxLength":100},"postalCode":{"type":["string","null"],"maxLength":20},"region":{"type":["string","null"],"maxLength":100},"countryCode":{"$ref":"urn:guest-reservation-mock:openapi#/$defs/CountryCode"}}};

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
if(data.line1 === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "line1"},message:"must have required property '"+"line1"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.city === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "city"},message:"must have required property '"+"city"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.countryCode === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "countryCode"},message:"must have required property '"+"countryCode"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "line1") || (key0 === "line2")) || (key0 === "city")) || (key0 === "postalCode")) || (key0 === "region")) || (key0 === "countryCode"))){
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
if(data.line1 !== undefined){
let data0 = data.line1;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err4 = {instancePath:instancePath+"/line1",schemaPath:"#/properties/line1/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func2(data0) < 1){
const err5 = {instancePath:instancePath+"/line1",schemaPath:"#/properties/line1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/line1",schemaPath:"#/properties/line1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.line2 !== undefined){
let data1 = data.line2;
if((typeof data1 !== "string") && (data1 !== null)){
const err7 = {instancePath:instancePath+"/line2",schemaPath:"#/properties/line2/type",keyword:"type",params:{type: schema34.properties.line2.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data1 === "string"){
if(func2(data1) > 200){
const err8 = {instancePath:instancePath+"/line2",schemaPath:"#/properties/line2/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
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
if(data.city !== undefined){
let data2 = data.city;
if(typeof data2 === "string"){
if(func2(data2) > 100){
const err9 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func2(data2) < 1){
const err10 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err11 = {instancePath:instancePath+"/city",schemaPath:"#/properties/city/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.postalCode !== undefined){
let data3 = data.postalCode;
if((typeof data3 !== "string") && (data3 !== null)){
const err12 = {instancePath:instancePath+"/postalCode",schemaPath:"#/properties/postalCode/type",keyword:"type",params:{type: schema34.properties.postalCode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data3 === "string"){
if(func2(data3) > 20){
const err13 = {instancePath:instancePath+"/postalCode",schemaPath:"#/properties/postalCode/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
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
if(data.region !== undefined){
let data4 = data.region;
if((typeof data4 !== "string") && (data4 !== null)){
const err14 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/type",keyword:"type",params:{type: schema34.properties.region.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data4 === "string"){
if(func2(data4) > 100){
const err15 = {instancePath:instancePath+"/region",schemaPath:"#/properties/region/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
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
if(data.countryCode !== undefined){
let data5 = data.countryCode;
if(typeof data5 === "string"){
if(!pattern5.test(data5)){
const err16 = {instancePath:instancePath+"/countryCode",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/CountryCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
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
const err17 = {instancePath:instancePath+"/countryCode",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/CountryCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
if(data.firstName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.lastName === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
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
if(data.email === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.phone === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phone"},message:"must have required property '"+"phone"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.address === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "address"},message:"must have required property '"+"address"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.nationality === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "nationality"},message:"must have required property '"+"nationality"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.dateOfBirth === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "dateOfBirth"},message:"must have required property '"+"dateOfBirth"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.language === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.loyalty === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "loyalty"},message:"must have required property '"+"loyalty"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.vip === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vip"},message:"must have required property '"+"vip"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.preferences === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "preferences"},message:"must have required property '"+"preferences"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.notes === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "notes"},message:"must have required property '"+"notes"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.marketingOptIn === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "marketingOptIn"},message:"must have required property '"+"marketingOptIn"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.createdAt === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.updatedAt === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema33.properties, key0))){
const err17 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err18 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err19 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.firstName !== undefined){
let data1 = data.firstName;
if(typeof data1 === "string"){
if(func2(data1) > 100){
const err20 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(func2(data1) < 1){
const err21 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err22 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.lastName !== undefined){
let data2 = data.lastName;
if(typeof data2 === "string"){
if(func2(data2) > 100){
const err23 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(func2(data2) < 1){
const err24 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.title !== undefined){
let data3 = data.title;
if((typeof data3 !== "string") && (data3 !== null)){
const err26 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema33.properties.title.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(((((((data3 === "mr") || (data3 === "ms")) || (data3 === "mrs")) || (data3 === "mx")) || (data3 === "dr")) || (data3 === "prof")) || (data3 === null))){
const err27 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/enum",keyword:"enum",params:{allowedValues: schema33.properties.title.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.email !== undefined){
let data4 = data.email;
if((typeof data4 !== "string") && (data4 !== null)){
const err28 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema33.properties.email.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(typeof data4 === "string"){
if(func2(data4) > 254){
const err29 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(!(formats2.test(data4))){
const err30 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
if(data.phone !== undefined){
let data5 = data.phone;
if((typeof data5 !== "string") && (data5 !== null)){
const err31 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema33.properties.phone.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(typeof data5 === "string"){
if(!pattern4.test(data5)){
const err32 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\+[1-9][0-9]{6,14}$"},message:"must match pattern \""+"^\\+[1-9][0-9]{6,14}$"+"\""};
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
if(data.address !== undefined){
let data6 = data.address;
const _errs15 = errors;
let valid1 = false;
let passing0 = null;
const _errs16 = errors;
if(!(validate23(data6, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var _valid0 = _errs16 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs17 = errors;
if(data6 !== null){
const err33 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid0 = _errs17 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err34 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.nationality !== undefined){
let data7 = data.nationality;
const _errs20 = errors;
let valid2 = false;
let passing1 = null;
const _errs21 = errors;
if(typeof data7 === "string"){
if(!pattern5.test(data7)){
const err35 = {instancePath:instancePath+"/nationality",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/CountryCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
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
const err36 = {instancePath:instancePath+"/nationality",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/CountryCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid1 = _errs21 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs24 = errors;
if(data7 !== null){
const err37 = {instancePath:instancePath+"/nationality",schemaPath:"#/properties/nationality/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
var _valid1 = _errs24 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err38 = {instancePath:instancePath+"/nationality",schemaPath:"#/properties/nationality/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
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
}
if(data.dateOfBirth !== undefined){
let data8 = data.dateOfBirth;
if((typeof data8 !== "string") && (data8 !== null)){
const err39 = {instancePath:instancePath+"/dateOfBirth",schemaPath:"#/properties/dateOfBirth/type",keyword:"type",params:{type: schema33.properties.dateOfBirth.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data8 === "string"){
if(!(formats4.validate(data8))){
const err40 = {instancePath:instancePath+"/dateOfBirth",schemaPath:"#/properties/dateOfBirth/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
if(data.language !== undefined){
let data9 = data.language;
if((typeof data9 !== "string") && (data9 !== null)){
const err41 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: schema33.properties.language.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(typeof data9 === "string"){
if(!pattern7.test(data9)){
const err42 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$"},message:"must match pattern \""+"^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
}
if(data.loyalty !== undefined){
let data10 = data.loyalty;
const _errs31 = errors;
let valid4 = false;
let passing2 = null;
const _errs32 = errors;
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.program === undefined){
const err43 = {instancePath:instancePath+"/loyalty",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/required",keyword:"required",params:{missingProperty: "program"},message:"must have required property '"+"program"+"'"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(data10.number === undefined){
const err44 = {instancePath:instancePath+"/loyalty",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(data10.tier === undefined){
const err45 = {instancePath:instancePath+"/loyalty",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
for(const key1 in data10){
if(!(((key1 === "program") || (key1 === "number")) || (key1 === "tier"))){
const err46 = {instancePath:instancePath+"/loyalty",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data10.program !== undefined){
let data11 = data10.program;
if(typeof data11 === "string"){
if(func2(data11) > 50){
const err47 = {instancePath:instancePath+"/loyalty/program",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/program/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(func2(data11) < 1){
const err48 = {instancePath:instancePath+"/loyalty/program",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/program/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/loyalty/program",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/program/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data10.number !== undefined){
let data12 = data10.number;
if(typeof data12 === "string"){
if(func2(data12) > 32){
const err50 = {instancePath:instancePath+"/loyalty/number",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/number/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func2(data12) < 1){
const err51 = {instancePath:instancePath+"/loyalty/number",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/loyalty/number",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data10.tier !== undefined){
let data13 = data10.tier;
if(typeof data13 !== "string"){
const err53 = {instancePath:instancePath+"/loyalty/tier",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/tier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!((((data13 === "member") || (data13 === "silver")) || (data13 === "gold")) || (data13 === "platinum"))){
const err54 = {instancePath:instancePath+"/loyalty/tier",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/tier/enum",keyword:"enum",params:{allowedValues: schema37.properties.tier.enum},message:"must be equal to one of the allowed values"};
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
const err55 = {instancePath:instancePath+"/loyalty",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
var _valid2 = _errs32 === errors;
if(_valid2){
valid4 = true;
passing2 = 0;
}
const _errs42 = errors;
if(data10 !== null){
const err56 = {instancePath:instancePath+"/loyalty",schemaPath:"#/properties/loyalty/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid2 = _errs42 === errors;
if(_valid2 && valid4){
valid4 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid4 = true;
passing2 = 1;
}
}
if(!valid4){
const err57 = {instancePath:instancePath+"/loyalty",schemaPath:"#/properties/loyalty/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
else {
errors = _errs31;
if(vErrors !== null){
if(_errs31){
vErrors.length = _errs31;
}
else {
vErrors = null;
}
}
}
}
if(data.vip !== undefined){
if(typeof data.vip !== "boolean"){
const err58 = {instancePath:instancePath+"/vip",schemaPath:"#/properties/vip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data.preferences !== undefined){
let data15 = data.preferences;
if(Array.isArray(data15)){
if(data15.length > 50){
const err59 = {instancePath:instancePath+"/preferences",schemaPath:"#/properties/preferences/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
const len0 = data15.length;
for(let i0=0; i0<len0; i0++){
let data16 = data15[i0];
if(typeof data16 === "string"){
if(func2(data16) > 50){
const err60 = {instancePath:instancePath+"/preferences/" + i0,schemaPath:"#/properties/preferences/items/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func2(data16) < 1){
const err61 = {instancePath:instancePath+"/preferences/" + i0,schemaPath:"#/properties/preferences/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/preferences/" + i0,schemaPath:"#/properties/preferences/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err63 = {instancePath:instancePath+"/preferences",schemaPath:"#/properties/preferences/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
if(data.notes !== undefined){
let data17 = data.notes;
if((typeof data17 !== "string") && (data17 !== null)){
const err64 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: schema33.properties.notes.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(typeof data17 === "string"){
if(func2(data17) > 2000){
const err65 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
if(data.marketingOptIn !== undefined){
if(typeof data.marketingOptIn !== "boolean"){
const err66 = {instancePath:instancePath+"/marketingOptIn",schemaPath:"#/properties/marketingOptIn/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.createdAt !== undefined){
let data19 = data.createdAt;
if(typeof data19 === "string"){
if(!(formats6.validate(data19))){
const err67 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err68 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data20 = data.updatedAt;
if(typeof data20 === "string"){
if(!(formats6.validate(data20))){
const err69 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
const err70 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
validate22.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate22(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const v1 = validate26;
const schema38 = {"$ref":"urn:guest-reservation-mock:openapi#/$defs/GuestInput"};
const schema39 = {"type":"object","description":"Every writable field of a guest. Only `firstName` and `lastName` are required; an optional\nfield left out becomes null, `vip` and `marketingOptIn` become false and `preferences`\nbecomes empty. Read-only fields (`id`, `createdAt`, `updatedAt`) are rejected. Values are\nstored as sent: an email keeps its case (it is compared without it), a name its Unicode form.\n","additionalProperties":false,"required":["firstName","lastName"],"properties":{"firstName":{"type":"string","minLength":1,"maxLength":100},"lastName":{"type":"string","minLength":1,"maxLength":100},"title":{"type":["string","null"],"enum":["mr","ms","mrs","mx","dr","prof",null]},"email":{"type":["string","null"],"format":"email","maxLength":254},"phone":{"type":["string","null"],"pattern":"^\\+[1-9][0-9]{6,14}$","description":"E.164."},"address":{"oneOf":[{"$ref":"urn:guest-reservation-mock:openapi#/$defs/Address"},{"type":"null"}]},"nationality":{"oneOf":[{"$ref":"urn:guest-reservation-mock:openapi#/$defs/CountryCode"},{"type":"null"}]},"dateOfBirth":{"type":["string","null"],"format":"date","description":"Must be before the business date."},"language":{"type":["string","null"],"pattern":"^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$","description":"A BCP 47 language tag."},"loyalty":{"oneOf":[{"$ref":"urn:guest-reservation-mock:openapi#/$defs/Loyalty"},{"type":"null"}]},"vip":{"type":"boolean","description":"Defaults to false when left out."},"preferences":{"type":"array","description":"Defaults to an empty list when left out.","maxItems":50,"items":{"type":"string","minLength":1,"maxLength":50}},"notes":{"type":["string","null"],"maxLength":2000,"description":"Internal notes."},"marketingOptIn":{"type":"boolean","description":"Defaults to false when left out."}}};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.firstName === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.lastName === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema39.properties, key0))){
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
if(data.firstName !== undefined){
let data0 = data.firstName;
if(typeof data0 === "string"){
if(func2(data0) > 100){
const err3 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func2(data0) < 1){
const err4 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err5 = {instancePath:instancePath+"/firstName",schemaPath:"#/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.lastName !== undefined){
let data1 = data.lastName;
if(typeof data1 === "string"){
if(func2(data1) > 100){
const err6 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func2(data1) < 1){
const err7 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err8 = {instancePath:instancePath+"/lastName",schemaPath:"#/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.title !== undefined){
let data2 = data.title;
if((typeof data2 !== "string") && (data2 !== null)){
const err9 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: schema39.properties.title.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!(((((((data2 === "mr") || (data2 === "ms")) || (data2 === "mrs")) || (data2 === "mx")) || (data2 === "dr")) || (data2 === "prof")) || (data2 === null))){
const err10 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/enum",keyword:"enum",params:{allowedValues: schema39.properties.title.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.email !== undefined){
let data3 = data.email;
if((typeof data3 !== "string") && (data3 !== null)){
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: schema39.properties.email.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data3 === "string"){
if(func2(data3) > 254){
const err12 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats2.test(data3))){
const err13 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
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
if(data.phone !== undefined){
let data4 = data.phone;
if((typeof data4 !== "string") && (data4 !== null)){
const err14 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/type",keyword:"type",params:{type: schema39.properties.phone.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data4 === "string"){
if(!pattern4.test(data4)){
const err15 = {instancePath:instancePath+"/phone",schemaPath:"#/properties/phone/pattern",keyword:"pattern",params:{pattern: "^\\+[1-9][0-9]{6,14}$"},message:"must match pattern \""+"^\\+[1-9][0-9]{6,14}$"+"\""};
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
if(data.address !== undefined){
let data5 = data.address;
const _errs13 = errors;
let valid1 = false;
let passing0 = null;
const _errs14 = errors;
if(!(validate23(data5, {instancePath:instancePath+"/address",parentData:data,parentDataProperty:"address",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
var _valid0 = _errs14 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs15 = errors;
if(data5 !== null){
const err16 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err17 = {instancePath:instancePath+"/address",schemaPath:"#/properties/address/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data.nationality !== undefined){
let data6 = data.nationality;
const _errs18 = errors;
let valid2 = false;
let passing1 = null;
const _errs19 = errors;
if(typeof data6 === "string"){
if(!pattern5.test(data6)){
const err18 = {instancePath:instancePath+"/nationality",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/CountryCode/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{2}$"},message:"must match pattern \""+"^[A-Z]{2}$"+"\""};
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
const err19 = {instancePath:instancePath+"/nationality",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/CountryCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid1 = _errs19 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs22 = errors;
if(data6 !== null){
const err20 = {instancePath:instancePath+"/nationality",schemaPath:"#/properties/nationality/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs22 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err21 = {instancePath:instancePath+"/nationality",schemaPath:"#/properties/nationality/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
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
if(data.dateOfBirth !== undefined){
let data7 = data.dateOfBirth;
if((typeof data7 !== "string") && (data7 !== null)){
const err22 = {instancePath:instancePath+"/dateOfBirth",schemaPath:"#/properties/dateOfBirth/type",keyword:"type",params:{type: schema39.properties.dateOfBirth.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(typeof data7 === "string"){
if(!(formats4.validate(data7))){
const err23 = {instancePath:instancePath+"/dateOfBirth",schemaPath:"#/properties/dateOfBirth/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
if(data.language !== undefined){
let data8 = data.language;
if((typeof data8 !== "string") && (data8 !== null)){
const err24 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/type",keyword:"type",params:{type: schema39.properties.language.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(typeof data8 === "string"){
if(!pattern7.test(data8)){
const err25 = {instancePath:instancePath+"/language",schemaPath:"#/properties/language/pattern",keyword:"pattern",params:{pattern: "^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$"},message:"must match pattern \""+"^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$"+"\""};
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
if(data.loyalty !== undefined){
let data9 = data.loyalty;
const _errs29 = errors;
let valid4 = false;
let passing2 = null;
const _errs30 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.program === undefined){
const err26 = {instancePath:instancePath+"/loyalty",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/required",keyword:"required",params:{missingProperty: "program"},message:"must have required property '"+"program"+"'"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(data9.number === undefined){
const err27 = {instancePath:instancePath+"/loyalty",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9.tier === undefined){
const err28 = {instancePath:instancePath+"/loyalty",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/required",keyword:"required",params:{missingProperty: "tier"},message:"must have required property '"+"tier"+"'"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
for(const key1 in data9){
if(!(((key1 === "program") || (key1 === "number")) || (key1 === "tier"))){
const err29 = {instancePath:instancePath+"/loyalty",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data9.program !== undefined){
let data10 = data9.program;
if(typeof data10 === "string"){
if(func2(data10) > 50){
const err30 = {instancePath:instancePath+"/loyalty/program",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/program/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func2(data10) < 1){
const err31 = {instancePath:instancePath+"/loyalty/program",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/program/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/loyalty/program",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/program/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data9.number !== undefined){
let data11 = data9.number;
if(typeof data11 === "string"){
if(func2(data11) > 32){
const err33 = {instancePath:instancePath+"/loyalty/number",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/number/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func2(data11) < 1){
const err34 = {instancePath:instancePath+"/loyalty/number",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/number/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/loyalty/number",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data9.tier !== undefined){
let data12 = data9.tier;
if(typeof data12 !== "string"){
const err36 = {instancePath:instancePath+"/loyalty/tier",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/tier/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(!((((data12 === "member") || (data12 === "silver")) || (data12 === "gold")) || (data12 === "platinum"))){
const err37 = {instancePath:instancePath+"/loyalty/tier",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/properties/tier/enum",keyword:"enum",params:{allowedValues: schema37.properties.tier.enum},message:"must be equal to one of the allowed values"};
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
const err38 = {instancePath:instancePath+"/loyalty",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Loyalty/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid2 = _errs30 === errors;
if(_valid2){
valid4 = true;
passing2 = 0;
}
const _errs40 = errors;
if(data9 !== null){
const err39 = {instancePath:instancePath+"/loyalty",schemaPath:"#/properties/loyalty/oneOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid2 = _errs40 === errors;
if(_valid2 && valid4){
valid4 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid4 = true;
passing2 = 1;
}
}
if(!valid4){
const err40 = {instancePath:instancePath+"/loyalty",schemaPath:"#/properties/loyalty/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
if(data.vip !== undefined){
if(typeof data.vip !== "boolean"){
const err41 = {instancePath:instancePath+"/vip",schemaPath:"#/properties/vip/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.preferences !== undefined){
let data14 = data.preferences;
if(Array.isArray(data14)){
if(data14.length > 50){
const err42 = {instancePath:instancePath+"/preferences",schemaPath:"#/properties/preferences/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const len0 = data14.length;
for(let i0=0; i0<len0; i0++){
let data15 = data14[i0];
if(typeof data15 === "string"){
if(func2(data15) > 50){
const err43 = {instancePath:instancePath+"/preferences/" + i0,schemaPath:"#/properties/preferences/items/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(func2(data15) < 1){
const err44 = {instancePath:instancePath+"/preferences/" + i0,schemaPath:"#/properties/preferences/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/preferences/" + i0,schemaPath:"#/properties/preferences/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err46 = {instancePath:instancePath+"/preferences",schemaPath:"#/properties/preferences/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.notes !== undefined){
let data16 = data.notes;
if((typeof data16 !== "string") && (data16 !== null)){
const err47 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/type",keyword:"type",params:{type: schema39.properties.notes.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(typeof data16 === "string"){
if(func2(data16) > 2000){
const err48 = {instancePath:instancePath+"/notes",schemaPath:"#/properties/notes/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
if(data.marketingOptIn !== undefined){
if(typeof data.marketingOptIn !== "boolean"){
const err49 = {instancePath:instancePath+"/marketingOptIn",schemaPath:"#/properties/marketingOptIn/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
}
else {
const err50 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const v2 = validate30;
const schema42 = {"$ref":"urn:guest-reservation-mock:openapi#/$defs/MockBusinessDate"};
const schema43 = {"type":"object","description":"The mock's business date.","additionalProperties":false,"required":["businessDate"],"properties":{"businessDate":{"type":"string","format":"date","examples":["2026-11-22"]}}};

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
if(data.businessDate === undefined){
const err0 = {instancePath,schemaPath:"urn:guest-reservation-mock:openapi#/$defs/MockBusinessDate/required",keyword:"required",params:{missingProperty: "businessDate"},message:"must have required property '"+"businessDate"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "businessDate")){
const err1 = {instancePath,schemaPath:"urn:guest-reservation-mock:openapi#/$defs/MockBusinessDate/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.businessDate !== undefined){
let data0 = data.businessDate;
if(typeof data0 === "string"){
if(!(formats4.validate(data0))){
const err2 = {instancePath:instancePath+"/businessDate",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/MockBusinessDate/properties/businessDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err3 = {instancePath:instancePath+"/businessDate",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/MockBusinessDate/properties/businessDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err4 = {instancePath,schemaPath:"urn:guest-reservation-mock:openapi#/$defs/MockBusinessDate/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const v3 = validate31;
const schema44 = {"$ref":"urn:guest-reservation-mock:openapi#/$defs/MockConfigChange"};
const schema45 = {"type":"object","description":"Latency and chaos settings to change; fields left out keep their value.","additionalProperties":false,"minProperties":1,"properties":{"latency":{"$ref":"urn:guest-reservation-mock:openapi#/$defs/Latency"},"errorRate":{"type":"number","minimum":0,"maximum":1}}};
const schema46 = {"type":"object","description":"Milliseconds added to each response; fixed when min equals max.","additionalProperties":false,"required":["min","max"],"properties":{"min":{"type":"integer","minimum":0,"maximum":60000},"max":{"type":"integer","minimum":0,"maximum":60000}}};

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
if(Object.keys(data).length < 1){
const err0 = {instancePath,schemaPath:"#/minProperties",keyword:"minProperties",params:{limit: 1},message:"must NOT have fewer than 1 properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "latency") || (key0 === "errorRate"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.latency !== undefined){
let data0 = data.latency;
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.min === undefined){
const err2 = {instancePath:instancePath+"/latency",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Latency/required",keyword:"required",params:{missingProperty: "min"},message:"must have required property '"+"min"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data0.max === undefined){
const err3 = {instancePath:instancePath+"/latency",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Latency/required",keyword:"required",params:{missingProperty: "max"},message:"must have required property '"+"max"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key1 in data0){
if(!((key1 === "min") || (key1 === "max"))){
const err4 = {instancePath:instancePath+"/latency",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Latency/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data0.min !== undefined){
let data1 = data0.min;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err5 = {instancePath:instancePath+"/latency/min",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Latency/properties/min/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 60000 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/latency/min",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Latency/properties/min/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60000},message:"must be <= 60000"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data1 < 0 || isNaN(data1)){
const err7 = {instancePath:instancePath+"/latency/min",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Latency/properties/min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data0.max !== undefined){
let data2 = data0.max;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err8 = {instancePath:instancePath+"/latency/max",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Latency/properties/max/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 60000 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/latency/max",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Latency/properties/max/maximum",keyword:"maximum",params:{comparison: "<=", limit: 60000},message:"must be <= 60000"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2 < 0 || isNaN(data2)){
const err10 = {instancePath:instancePath+"/latency/max",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Latency/properties/max/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
}
else {
const err11 = {instancePath:instancePath+"/latency",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Latency/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.errorRate !== undefined){
let data3 = data.errorRate;
if(typeof data3 == "number"){
if(data3 > 1 || isNaN(data3)){
const err12 = {instancePath:instancePath+"/errorRate",schemaPath:"#/properties/errorRate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data3 < 0 || isNaN(data3)){
const err13 = {instancePath:instancePath+"/errorRate",schemaPath:"#/properties/errorRate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
const err14 = {instancePath:instancePath+"/errorRate",schemaPath:"#/properties/errorRate/type",keyword:"type",params:{type: "number"},message:"must be number"};
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
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate32(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate32.errors : vErrors.concat(validate32.errors);
errors = vErrors.length;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const v4 = validate34;
const schema47 = {"$ref":"urn:guest-reservation-mock:openapi#/$defs/MockScenarioChoice"};
const schema48 = {"type":"object","description":"A scenario to switch to.","additionalProperties":false,"required":["name"],"properties":{"name":{"type":"string","enum":["default","empty","sold-out","small"]}}};

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
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"urn:guest-reservation-mock:openapi#/$defs/MockScenarioChoice/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "name")){
const err1 = {instancePath,schemaPath:"urn:guest-reservation-mock:openapi#/$defs/MockScenarioChoice/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/MockScenarioChoice/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!((((data0 === "default") || (data0 === "empty")) || (data0 === "sold-out")) || (data0 === "small"))){
const err3 = {instancePath:instancePath+"/name",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/MockScenarioChoice/properties/name/enum",keyword:"enum",params:{allowedValues: schema48.properties.name.enum},message:"must be equal to one of the allowed values"};
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
const err4 = {instancePath,schemaPath:"urn:guest-reservation-mock:openapi#/$defs/MockScenarioChoice/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const v5 = validate35;
const schema49 = {"$ref":"urn:guest-reservation-mock:openapi#/$defs/MockSnapshot"};
const schema50 = {"type":"object","description":"The whole database of the mock.","additionalProperties":false,"required":["format","businessDate","guests","reservations"],"properties":{"format":{"type":"string","const":"guest-reservation-mock/snapshot@1"},"businessDate":{"type":"string","format":"date"},"guests":{"type":"array","items":{"$ref":"urn:guest-reservation-mock:openapi#/$defs/Guest"}},"reservations":{"type":"array","description":"Reservations as stored, without an embedded `guest`.","items":{"$ref":"urn:guest-reservation-mock:openapi#/$defs/Reservation"}}}};

const schema54 = {"type":"object","description":"A stay. The departure date is exclusive (nights = departureDate - arrivalDate).\n`guest` is present only when the request asked for `include=guest`.\n","additionalProperties":false,"required":["id","confirmationNumber","guestId","status","arrivalDate","departureDate","roomType","roomNumber","adults","children","ratePlanCode","totalAmount","channel","specialRequests","checkedInAt","checkedOutAt","cancelledAt","createdAt","updatedAt"],"properties":{"id":{"type":"string","format":"uuid"},"confirmationNumber":{"type":"string","pattern":"^[A-Z0-9]{8}$"},"guestId":{"type":"string","format":"uuid"},"status":{"type":"string","enum":["confirmed","in_house","checked_out","cancelled","no_show"]},"arrivalDate":{"type":"string","format":"date"},"departureDate":{"type":"string","format":"date"},"roomType":{"type":"string","enum":["standard_queen","standard_twin","deluxe_king","junior_suite","executive_suite"]},"roomNumber":{"type":["string","null"],"pattern":"^[0-9]{3,5}$","description":"Assigned room; always set for in_house and checked_out stays."},"adults":{"type":"integer","minimum":1,"maximum":4},"children":{"type":"integer","minimum":0,"maximum":4},"ratePlanCode":{"type":"string","minLength":1,"maxLength":10,"examples":["BAR"]},"totalAmount":{"$ref":"urn:guest-reservation-mock:openapi#/$defs/Money"},"channel":{"type":"string","enum":["direct","website","phone","walk_in","booking_com","expedia","gds"]},"specialRequests":{"type":["string","null"],"maxLength":2000},"checkedInAt":{"type":["string","null"],"format":"date-time"},"checkedOutAt":{"type":["string","null"],"format":"date-time"},"cancelledAt":{"type":["string","null"],"format":"date-time"},"createdAt":{"type":"string","format":"date-time"},"updatedAt":{"type":"string","format":"date-time"},"guest":{"$ref":"urn:guest-reservation-mock:openapi#/$defs/Guest"}}};
const schema55 = {"type":"object","description":"An amount of money.","additionalProperties":false,"required":["amount","currency"],"properties":{"amount":{"type":"number","minimum":0,"description":"At most two decimals (cents)."},"currency":{"type":"string","pattern":"^[A-Z]{3}$","description":"ISO 4217."}}};
const pattern14 = new RegExp("^[A-Z0-9]{8}$", "u");
const pattern15 = new RegExp("^[0-9]{3,5}$", "u");
const pattern16 = new RegExp("^[A-Z]{3}$", "u");

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
if(data.confirmationNumber === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "confirmationNumber"},message:"must have required property '"+"confirmationNumber"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.guestId === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "guestId"},message:"must have required property '"+"guestId"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.status === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.arrivalDate === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "arrivalDate"},message:"must have required property '"+"arrivalDate"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.departureDate === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "departureDate"},message:"must have required property '"+"departureDate"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.roomType === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "roomType"},message:"must have required property '"+"roomType"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.roomNumber === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "roomNumber"},message:"must have required property '"+"roomNumber"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.adults === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "adults"},message:"must have required property '"+"adults"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.children === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "children"},message:"must have required property '"+"children"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.ratePlanCode === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ratePlanCode"},message:"must have required property '"+"ratePlanCode"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.totalAmount === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "totalAmount"},message:"must have required property '"+"totalAmount"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.channel === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "channel"},message:"must have required property '"+"channel"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.specialRequests === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "specialRequests"},message:"must have required property '"+"specialRequests"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data.checkedInAt === undefined){
const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checkedInAt"},message:"must have required property '"+"checkedInAt"+"'"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data.checkedOutAt === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "checkedOutAt"},message:"must have required property '"+"checkedOutAt"+"'"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.cancelledAt === undefined){
const err16 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "cancelledAt"},message:"must have required property '"+"cancelledAt"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data.createdAt === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.updatedAt === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "updatedAt"},message:"must have required property '"+"updatedAt"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key0 in data){
if(!(func1.call(schema54.properties, key0))){
const err19 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.id !== undefined){
let data0 = data.id;
if(typeof data0 === "string"){
if(!(formats0.test(data0))){
const err20 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err21 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.confirmationNumber !== undefined){
let data1 = data.confirmationNumber;
if(typeof data1 === "string"){
if(!pattern14.test(data1)){
const err22 = {instancePath:instancePath+"/confirmationNumber",schemaPath:"#/properties/confirmationNumber/pattern",keyword:"pattern",params:{pattern: "^[A-Z0-9]{8}$"},message:"must match pattern \""+"^[A-Z0-9]{8}$"+"\""};
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
const err23 = {instancePath:instancePath+"/confirmationNumber",schemaPath:"#/properties/confirmationNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.guestId !== undefined){
let data2 = data.guestId;
if(typeof data2 === "string"){
if(!(formats0.test(data2))){
const err24 = {instancePath:instancePath+"/guestId",schemaPath:"#/properties/guestId/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/guestId",schemaPath:"#/properties/guestId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.status !== undefined){
let data3 = data.status;
if(typeof data3 !== "string"){
const err26 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!(((((data3 === "confirmed") || (data3 === "in_house")) || (data3 === "checked_out")) || (data3 === "cancelled")) || (data3 === "no_show"))){
const err27 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema54.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.arrivalDate !== undefined){
let data4 = data.arrivalDate;
if(typeof data4 === "string"){
if(!(formats4.validate(data4))){
const err28 = {instancePath:instancePath+"/arrivalDate",schemaPath:"#/properties/arrivalDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/arrivalDate",schemaPath:"#/properties/arrivalDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.departureDate !== undefined){
let data5 = data.departureDate;
if(typeof data5 === "string"){
if(!(formats4.validate(data5))){
const err30 = {instancePath:instancePath+"/departureDate",schemaPath:"#/properties/departureDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err31 = {instancePath:instancePath+"/departureDate",schemaPath:"#/properties/departureDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.roomType !== undefined){
let data6 = data.roomType;
if(typeof data6 !== "string"){
const err32 = {instancePath:instancePath+"/roomType",schemaPath:"#/properties/roomType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(!(((((data6 === "standard_queen") || (data6 === "standard_twin")) || (data6 === "deluxe_king")) || (data6 === "junior_suite")) || (data6 === "executive_suite"))){
const err33 = {instancePath:instancePath+"/roomType",schemaPath:"#/properties/roomType/enum",keyword:"enum",params:{allowedValues: schema54.properties.roomType.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.roomNumber !== undefined){
let data7 = data.roomNumber;
if((typeof data7 !== "string") && (data7 !== null)){
const err34 = {instancePath:instancePath+"/roomNumber",schemaPath:"#/properties/roomNumber/type",keyword:"type",params:{type: schema54.properties.roomNumber.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(typeof data7 === "string"){
if(!pattern15.test(data7)){
const err35 = {instancePath:instancePath+"/roomNumber",schemaPath:"#/properties/roomNumber/pattern",keyword:"pattern",params:{pattern: "^[0-9]{3,5}$"},message:"must match pattern \""+"^[0-9]{3,5}$"+"\""};
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
if(data.adults !== undefined){
let data8 = data.adults;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err36 = {instancePath:instancePath+"/adults",schemaPath:"#/properties/adults/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 4 || isNaN(data8)){
const err37 = {instancePath:instancePath+"/adults",schemaPath:"#/properties/adults/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data8 < 1 || isNaN(data8)){
const err38 = {instancePath:instancePath+"/adults",schemaPath:"#/properties/adults/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
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
if(data.children !== undefined){
let data9 = data.children;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err39 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 4 || isNaN(data9)){
const err40 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/maximum",keyword:"maximum",params:{comparison: "<=", limit: 4},message:"must be <= 4"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(data9 < 0 || isNaN(data9)){
const err41 = {instancePath:instancePath+"/children",schemaPath:"#/properties/children/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
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
if(data.ratePlanCode !== undefined){
let data10 = data.ratePlanCode;
if(typeof data10 === "string"){
if(func2(data10) > 10){
const err42 = {instancePath:instancePath+"/ratePlanCode",schemaPath:"#/properties/ratePlanCode/maxLength",keyword:"maxLength",params:{limit: 10},message:"must NOT have more than 10 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if(func2(data10) < 1){
const err43 = {instancePath:instancePath+"/ratePlanCode",schemaPath:"#/properties/ratePlanCode/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err44 = {instancePath:instancePath+"/ratePlanCode",schemaPath:"#/properties/ratePlanCode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.totalAmount !== undefined){
let data11 = data.totalAmount;
if(data11 && typeof data11 == "object" && !Array.isArray(data11)){
if(data11.amount === undefined){
const err45 = {instancePath:instancePath+"/totalAmount",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Money/required",keyword:"required",params:{missingProperty: "amount"},message:"must have required property '"+"amount"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data11.currency === undefined){
const err46 = {instancePath:instancePath+"/totalAmount",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Money/required",keyword:"required",params:{missingProperty: "currency"},message:"must have required property '"+"currency"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
for(const key1 in data11){
if(!((key1 === "amount") || (key1 === "currency"))){
const err47 = {instancePath:instancePath+"/totalAmount",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Money/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data11.amount !== undefined){
let data12 = data11.amount;
if(typeof data12 == "number"){
if(data12 < 0 || isNaN(data12)){
const err48 = {instancePath:instancePath+"/totalAmount/amount",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Money/properties/amount/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
else {
const err49 = {instancePath:instancePath+"/totalAmount/amount",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Money/properties/amount/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data11.currency !== undefined){
let data13 = data11.currency;
if(typeof data13 === "string"){
if(!pattern16.test(data13)){
const err50 = {instancePath:instancePath+"/totalAmount/currency",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Money/properties/currency/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{3}$"},message:"must match pattern \""+"^[A-Z]{3}$"+"\""};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/totalAmount/currency",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Money/properties/currency/type",keyword:"type",params:{type: "string"},message:"must be string"};
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
const err52 = {instancePath:instancePath+"/totalAmount",schemaPath:"urn:guest-reservation-mock:openapi#/$defs/Money/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data.channel !== undefined){
let data14 = data.channel;
if(typeof data14 !== "string"){
const err53 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(!(((((((data14 === "direct") || (data14 === "website")) || (data14 === "phone")) || (data14 === "walk_in")) || (data14 === "booking_com")) || (data14 === "expedia")) || (data14 === "gds"))){
const err54 = {instancePath:instancePath+"/channel",schemaPath:"#/properties/channel/enum",keyword:"enum",params:{allowedValues: schema54.properties.channel.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data.specialRequests !== undefined){
let data15 = data.specialRequests;
if((typeof data15 !== "string") && (data15 !== null)){
const err55 = {instancePath:instancePath+"/specialRequests",schemaPath:"#/properties/specialRequests/type",keyword:"type",params:{type: schema54.properties.specialRequests.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(typeof data15 === "string"){
if(func2(data15) > 2000){
const err56 = {instancePath:instancePath+"/specialRequests",schemaPath:"#/properties/specialRequests/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
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
if(data.checkedInAt !== undefined){
let data16 = data.checkedInAt;
if((typeof data16 !== "string") && (data16 !== null)){
const err57 = {instancePath:instancePath+"/checkedInAt",schemaPath:"#/properties/checkedInAt/type",keyword:"type",params:{type: schema54.properties.checkedInAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(typeof data16 === "string"){
if(!(formats6.validate(data16))){
const err58 = {instancePath:instancePath+"/checkedInAt",schemaPath:"#/properties/checkedInAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
if(data.checkedOutAt !== undefined){
let data17 = data.checkedOutAt;
if((typeof data17 !== "string") && (data17 !== null)){
const err59 = {instancePath:instancePath+"/checkedOutAt",schemaPath:"#/properties/checkedOutAt/type",keyword:"type",params:{type: schema54.properties.checkedOutAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(typeof data17 === "string"){
if(!(formats6.validate(data17))){
const err60 = {instancePath:instancePath+"/checkedOutAt",schemaPath:"#/properties/checkedOutAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
if(data.cancelledAt !== undefined){
let data18 = data.cancelledAt;
if((typeof data18 !== "string") && (data18 !== null)){
const err61 = {instancePath:instancePath+"/cancelledAt",schemaPath:"#/properties/cancelledAt/type",keyword:"type",params:{type: schema54.properties.cancelledAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(typeof data18 === "string"){
if(!(formats6.validate(data18))){
const err62 = {instancePath:instancePath+"/cancelledAt",schemaPath:"#/properties/cancelledAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
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
if(data.createdAt !== undefined){
let data19 = data.createdAt;
if(typeof data19 === "string"){
if(!(formats6.validate(data19))){
const err63 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
else {
const err64 = {instancePath:instancePath+"/createdAt",schemaPath:"#/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.updatedAt !== undefined){
let data20 = data.updatedAt;
if(typeof data20 === "string"){
if(!(formats6.validate(data20))){
const err65 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/updatedAt",schemaPath:"#/properties/updatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
if(data.guest !== undefined){
if(!(validate22(data.guest, {instancePath:instancePath+"/guest",parentData:data,parentDataProperty:"guest",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err67 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(data.format === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.businessDate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "businessDate"},message:"must have required property '"+"businessDate"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.guests === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "guests"},message:"must have required property '"+"guests"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reservations === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reservations"},message:"must have required property '"+"reservations"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "format") || (key0 === "businessDate")) || (key0 === "guests")) || (key0 === "reservations"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.format !== undefined){
let data0 = data.format;
if(typeof data0 !== "string"){
const err5 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if("guest-reservation-mock/snapshot@1" !== data0){
const err6 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/const",keyword:"const",params:{allowedValue: "guest-reservation-mock/snapshot@1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.businessDate !== undefined){
let data1 = data.businessDate;
if(typeof data1 === "string"){
if(!(formats4.validate(data1))){
const err7 = {instancePath:instancePath+"/businessDate",schemaPath:"#/properties/businessDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err8 = {instancePath:instancePath+"/businessDate",schemaPath:"#/properties/businessDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.guests !== undefined){
let data2 = data.guests;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate22(data2[i0], {instancePath:instancePath+"/guests/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate22.errors : vErrors.concat(validate22.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath:instancePath+"/guests",schemaPath:"#/properties/guests/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.reservations !== undefined){
let data4 = data.reservations;
if(Array.isArray(data4)){
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
if(!(validate40(data4[i1], {instancePath:instancePath+"/reservations/" + i1,parentData:data4,parentDataProperty:i1,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
}
}
else {
const err10 = {instancePath:instancePath+"/reservations",schemaPath:"#/properties/reservations/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


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
if(!(validate36(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate36.errors : vErrors.concat(validate36.errors);
errors = vErrors.length;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const v6 = validate44;
const schema56 = {"$ref":"urn:guest-reservation-mock:openapi#/$defs/Reservation"};


function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate40(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate40.errors : vErrors.concat(validate40.errors);
errors = vErrors.length;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const v7 = validate48;
const schema59 = {"type":"boolean"};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate48.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data !== "boolean"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
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
validate48.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v8 = validate49;
const schema60 = {"type":"integer","minimum":1,"maximum":100,"default":20};

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
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data > 100 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v9 = validate50;
const schema61 = {"type":"integer","minimum":1,"maximum":1000000,"default":1};

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
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data > 1000000 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 1 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate50.errors = vErrors;
return errors === 0;
}
validate50.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v10 = validate51;
const schema62 = {"type":"integer","minimum":100,"maximum":599};

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
if(!((typeof data == "number") && (!(data % 1) && !isNaN(data)))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(typeof data == "number"){
if(data > 599 || isNaN(data)){
const err1 = {instancePath,schemaPath:"#/maximum",keyword:"maximum",params:{comparison: "<=", limit: 599},message:"must be <= 599"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data < 100 || isNaN(data)){
const err2 = {instancePath,schemaPath:"#/minimum",keyword:"minimum",params:{comparison: ">=", limit: 100},message:"must be >= 100"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v11 = validate52;
const schema63 = {"type":"object","additionalProperties":false,"required":["format","businessDate","guests","reservations"],"properties":{"format":{"const":"guest-reservation-mock/snapshot@1"},"businessDate":{"type":"string","format":"date"},"guests":{"type":"array"},"reservations":{"type":"array"}}};

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
if(data.format === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "format"},message:"must have required property '"+"format"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.businessDate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "businessDate"},message:"must have required property '"+"businessDate"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.guests === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "guests"},message:"must have required property '"+"guests"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.reservations === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "reservations"},message:"must have required property '"+"reservations"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "format") || (key0 === "businessDate")) || (key0 === "guests")) || (key0 === "reservations"))){
const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.format !== undefined){
if("guest-reservation-mock/snapshot@1" !== data.format){
const err5 = {instancePath:instancePath+"/format",schemaPath:"#/properties/format/const",keyword:"const",params:{allowedValue: "guest-reservation-mock/snapshot@1"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.businessDate !== undefined){
let data1 = data.businessDate;
if(typeof data1 === "string"){
if(!(formats4.validate(data1))){
const err6 = {instancePath:instancePath+"/businessDate",schemaPath:"#/properties/businessDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
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
const err7 = {instancePath:instancePath+"/businessDate",schemaPath:"#/properties/businessDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.guests !== undefined){
if(!(Array.isArray(data.guests))){
const err8 = {instancePath:instancePath+"/guests",schemaPath:"#/properties/guests/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.reservations !== undefined){
if(!(Array.isArray(data.reservations))){
const err9 = {instancePath:instancePath+"/reservations",schemaPath:"#/properties/reservations/type",keyword:"type",params:{type: "array"},message:"must be array"};
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
validate52.errors = vErrors;
return errors === 0;
}
validate52.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const v12 = validate53;
const schema64 = {"type":"string","enum":["arrivals","departures","in_house","upcoming"]};

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
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((data === "arrivals") || (data === "departures")) || (data === "in_house")) || (data === "upcoming"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema64.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v13 = validate54;
const schema65 = {"type":"string","enum":["guest"]};

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
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!(data === "guest")){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema65.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v14 = validate55;
const schema66 = {"type":"string","enum":["lastName","-lastName","firstName","-firstName","createdAt","-createdAt","updatedAt","-updatedAt"]};

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
if(typeof data !== "string"){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(!((((((((data === "lastName") || (data === "-lastName")) || (data === "firstName")) || (data === "-firstName")) || (data === "createdAt")) || (data === "-createdAt")) || (data === "updatedAt")) || (data === "-updatedAt"))){
const err1 = {instancePath,schemaPath:"#/enum",keyword:"enum",params:{allowedValues: schema66.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v15 = validate56;
const schema67 = {"type":"string","format":"uuid"};

function validate56(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate56.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!(formats0.test(data))){
const err0 = {instancePath,schemaPath:"#/format",keyword:"format",params:{format: "uuid"},message:"must match format \""+"uuid"+"\""};
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
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate56.errors = vErrors;
return errors === 0;
}
validate56.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v16 = validate57;
const schema68 = {"type":"string","minLength":1,"maxLength":100};

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
if(typeof data === "string"){
if(func2(data) > 100){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v17 = validate58;
const schema69 = {"type":"string","minLength":1,"maxLength":200};

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
if(typeof data === "string"){
if(func2(data) > 200){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate58.errors = vErrors;
return errors === 0;
}
validate58.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v18 = validate59;
const schema70 = {"type":"string","minLength":1,"maxLength":254};

function validate59(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate59.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func2(data) > 254){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate59.errors = vErrors;
return errors === 0;
}
validate59.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v19 = validate60;
const schema71 = {"type":"string","minLength":1,"maxLength":32,"pattern":"[0-9]"};
const pattern20 = new RegExp("[0-9]", "u");

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
if(typeof data === "string"){
if(func2(data) > 32){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(!pattern20.test(data)){
const err2 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "[0-9]"},message:"must match pattern \""+"[0-9]"+"\""};
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
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v20 = validate61;
const schema72 = {"type":"string","minLength":1,"maxLength":32};

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
if(typeof data === "string"){
if(func2(data) > 32){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v21 = validate62;
const schema73 = {"type":"string","minLength":1,"maxLength":500};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func2(data) > 500){
const err0 = {instancePath,schemaPath:"#/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(func2(data) < 1){
const err1 = {instancePath,schemaPath:"#/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
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
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v22 = validate63;
const schema74 = {"type":"string","pattern":"^[A-Za-z][A-Za-z0-9]{0,63}$"};
const pattern21 = new RegExp("^[A-Za-z][A-Za-z0-9]{0,63}$", "u");

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
if(typeof data === "string"){
if(!pattern21.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z][A-Za-z0-9]{0,63}$"},message:"must match pattern \""+"^[A-Za-z][A-Za-z0-9]{0,63}$"+"\""};
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
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate63.errors = vErrors;
return errors === 0;
}
validate63.evaluated = {"dynamicProps":false,"dynamicItems":false};

const v23 = validate64;
const schema75 = {"type":"string","pattern":"^[A-Za-z]{1,10}$"};
const pattern22 = new RegExp("^[A-Za-z]{1,10}$", "u");

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
if(typeof data === "string"){
if(!pattern22.test(data)){
const err0 = {instancePath,schemaPath:"#/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z]{1,10}$"},message:"must match pattern \""+"^[A-Za-z]{1,10}$"+"\""};
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
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"dynamicProps":false,"dynamicItems":false};


/** The validators by the JSON text of their schema, as `specSchemas()` looks them up. */
export const precompiledValidators: Readonly<Record<string, ValidateFunction>> = {
  "{\"$ref\":\"#/components/schemas/Guest\"}": v0,
  "{\"$ref\":\"#/components/schemas/GuestInput\"}": v1,
  "{\"$ref\":\"#/components/schemas/MockBusinessDate\"}": v2,
  "{\"$ref\":\"#/components/schemas/MockConfigChange\"}": v3,
  "{\"$ref\":\"#/components/schemas/MockScenarioChoice\"}": v4,
  "{\"$ref\":\"#/components/schemas/MockSnapshot\"}": v5,
  "{\"$ref\":\"#/components/schemas/Reservation\"}": v6,
  "{\"type\":\"boolean\"}": v7,
  "{\"type\":\"integer\",\"minimum\":1,\"maximum\":100,\"default\":20}": v8,
  "{\"type\":\"integer\",\"minimum\":1,\"maximum\":1000000,\"default\":1}": v9,
  "{\"type\":\"integer\",\"minimum\":100,\"maximum\":599}": v10,
  "{\"type\":\"object\",\"additionalProperties\":false,\"required\":[\"format\",\"businessDate\",\"guests\",\"reservations\"],\"properties\":{\"format\":{\"const\":\"guest-reservation-mock/snapshot@1\"},\"businessDate\":{\"type\":\"string\",\"format\":\"date\"},\"guests\":{\"type\":\"array\"},\"reservations\":{\"type\":\"array\"}}}": v11,
  "{\"type\":\"string\",\"enum\":[\"arrivals\",\"departures\",\"in_house\",\"upcoming\"]}": v12,
  "{\"type\":\"string\",\"enum\":[\"guest\"]}": v13,
  "{\"type\":\"string\",\"enum\":[\"lastName\",\"-lastName\",\"firstName\",\"-firstName\",\"createdAt\",\"-createdAt\",\"updatedAt\",\"-updatedAt\"]}": v14,
  "{\"type\":\"string\",\"format\":\"uuid\"}": v15,
  "{\"type\":\"string\",\"minLength\":1,\"maxLength\":100}": v16,
  "{\"type\":\"string\",\"minLength\":1,\"maxLength\":200}": v17,
  "{\"type\":\"string\",\"minLength\":1,\"maxLength\":254}": v18,
  "{\"type\":\"string\",\"minLength\":1,\"maxLength\":32,\"pattern\":\"[0-9]\"}": v19,
  "{\"type\":\"string\",\"minLength\":1,\"maxLength\":32}": v20,
  "{\"type\":\"string\",\"minLength\":1,\"maxLength\":500}": v21,
  "{\"type\":\"string\",\"pattern\":\"^[A-Za-z][A-Za-z0-9]{0,63}$\"}": v22,
  "{\"type\":\"string\",\"pattern\":\"^[A-Za-z]{1,10}$\"}": v23,
}
