import type { Script, ScriptType } from './types';

/** What scriptText reads of a script: a script from the content or from the server's kit. */
export interface ScriptTextSource {
  type: ScriptType;
  email?: Script['email'];
  call?: Script['call'];
  objection?: Script['objection'];
}

/** The text a Copy or Download gives: subject and body, the call structure, or objection and answer. */
export function scriptText(script: ScriptTextSource): string {
  if (script.email) {
    return script.type === 'linkedin'
      ? script.email.body
      : `Subject: ${script.email.subject}\n\n${script.email.body}`;
  }
  if (script.call) return script.call.structure;
  if (script.objection) {
    return `Objection: ${script.objection.objection}\n\nResponse:\n${script.objection.response}`;
  }
  return '';
}
