// Promotion registration: template, session id, captcha image, SMS code and register, with the codes
// the page branches on (101 / -1 captcha wrong, 11 already registered).
import { captchaSvg } from '../fixtures/images';
import {
  BROKEN_TEMPLATE_ID,
  REGISTRATION_REPLIES,
  SANDBOX_CAPTCHA,
  captchaFor,
  landingTemplate,
} from '../fixtures/registration';
import { nextCount, type SandboxState } from '../state';
import { failure, success, textParam, type EndpointAnswer, type HandlerGroup } from './types';

function reply({ code, message }: { code: string; message: string }): EndpointAnswer {
  return failure(code, message);
}

function captchaMatches(params: Record<string, unknown>, state: SandboxState): boolean {
  const answer = textParam(params, 'capcode').toUpperCase();
  return answer === SANDBOX_CAPTCHA || answer === state.captchas.get(textParam(params, 'sid'));
}

export const registrationHandlers = {
  channelTemplate: ({ params }) => {
    const templateId = textParam(params, 'templateId');
    return templateId === BROKEN_TEMPLATE_ID
      ? failure('500', 'Template unavailable')
      : success(landingTemplate(templateId));
  },
  trackVisit: () => success(),
  getSid: ({ state }) => success({ sid: `SID${String(nextCount(state, 'sid')).padStart(6, '0')}` }),
  getCaptcha: ({ params, state }) => {
    const sid = textParam(params, 'sid');
    const { text, seed } = captchaFor(sid, textParam(params, 't'));
    state.captchas.set(sid, text);
    return { kind: 'image', svg: captchaSvg(text, seed) };
  },
  getSms: ({ params, state }) => {
    if (!captchaMatches(params, state)) return reply(REGISTRATION_REPLIES.captchaWrongSms);
    if (state.registeredPhones.has(textParam(params, 'phone'))) return reply(REGISTRATION_REPLIES.alreadyRegistered);
    return success();
  },
  trackClick: () => success(),
  register: ({ params, state }) => {
    if (!captchaMatches(params, state)) return reply(REGISTRATION_REPLIES.captchaWrongRegister);
    const phone = textParam(params, 'phone');
    if (state.registeredPhones.has(phone)) return reply(REGISTRATION_REPLIES.alreadyRegistered);
    state.registeredPhones.add(phone);
    return success();
  },
} satisfies HandlerGroup;
