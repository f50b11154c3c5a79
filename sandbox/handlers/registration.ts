// Promotion registration: template, session id, captcha image, SMS code and register, with the codes
// the page branches on (101 / -1 captcha wrong, 11 already registered).
import { captchaSvg } from '../fixtures/images';
import { REGISTRATION_REPLIES, SANDBOX_CAPTCHA, landingTemplate } from '../fixtures/registration';
import { nextCount } from '../state';
import { failure, success, textParam, type EndpointAnswer, type HandlerGroup } from './types';

function reply({ code, message }: { code: string; message: string }): EndpointAnswer {
  return failure(code, message);
}

function captchaMatches(params: Record<string, unknown>): boolean {
  return textParam(params, 'capcode').toUpperCase() === SANDBOX_CAPTCHA;
}

export const registrationHandlers = {
  channelTemplate: ({ params }) => success(landingTemplate(textParam(params, 'templateId'))),
  trackVisit: () => success(),
  getSid: ({ state }) => success({ sid: `SID${String(nextCount(state, 'sid')).padStart(6, '0')}` }),
  getCaptcha: () => ({ kind: 'image', svg: captchaSvg(SANDBOX_CAPTCHA) }),
  getSms: ({ params, state }) => {
    if (!captchaMatches(params)) return reply(REGISTRATION_REPLIES.captchaWrongSms);
    if (state.registeredPhones.has(textParam(params, 'phone'))) return reply(REGISTRATION_REPLIES.alreadyRegistered);
    return success();
  },
  trackClick: () => success(),
  register: ({ params, state }) => {
    if (!captchaMatches(params)) return reply(REGISTRATION_REPLIES.captchaWrongRegister);
    const phone = textParam(params, 'phone');
    if (state.registeredPhones.has(phone)) return reply(REGISTRATION_REPLIES.alreadyRegistered);
    state.registeredPhones.add(phone);
    return success();
  },
} satisfies HandlerGroup;
