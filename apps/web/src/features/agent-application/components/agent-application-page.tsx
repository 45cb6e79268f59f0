import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AGENT_CHANNELS, AGENT_CONTACT_PATTERN, AGENT_EXPERIENCE, type AgentApplicationRequest } from '@panalo/contract/agent-application';
import { FormAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session-store';
import { useFormFields } from '../../../lib/use-form-fields';
import { DeferredHumanCheck } from '../../human-check/components/deferred-human-check';
import { HumanCheckError } from '../../human-check/human-check-error';
import { useHumanCheck } from '../../human-check/hooks/use-human-check';
import { useSubmitAgentApplication } from '../api/submit-agent-application';
import './agent-application.css';

type Field = 'name' | 'contact' | 'message';
type Values = Omit<AgentApplicationRequest, 'humanCheck' | 'message'> & { message: string };
const EMPTY: Values = { name: '', contact: '', channel: 'SOCIAL_MEDIA', experience: 'NONE', message: '' };

/**
 * "Become an agent" (the footer's affiliate link): who the applicant is, how to reach them, where
 * they would find players and their experience. The application waits in the operator's queue; a
 * member's is linked to the account.
 */
export function AgentApplicationPage() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSession().token);
  const submit = useSubmitAgentApplication();
  const humanCheck = useHumanCheck('register');
  const messageId = useId();
  const { values, setErrors, bind } = useFormFields<Values, Field>(EMPTY);
  const [formError, setFormError] = useState<string>();
  const [humanCheckError, setHumanCheckError] = useState<string>();
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    setHumanCheckError(undefined);
    const request = { ...values, name: values.name.trim(), contact: values.contact.trim(), message: values.message.trim() };
    const found: Partial<Record<Field, string>> = {
      name: request.name.length >= 2 ? undefined : t('agentApplication.nameRequired'),
      contact: AGENT_CONTACT_PATTERN.test(request.contact) ? undefined : t('agentApplication.contactInvalid'),
    };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    try {
      const proof = await humanCheck.solve();
      await submit.mutateAsync({ request: { ...request, message: request.message || undefined, humanCheck: proof }, signedIn });
      setDone(true);
    } catch (error) {
      humanCheck.reset();
      if (error instanceof HumanCheckError) return setHumanCheckError(error.message);
      if (!isApiError(error)) return setFormError(t('errors.unknown'));
      if (error.code.startsWith('HUMAN_CHECK_') || error.code === 'CAPTCHA_REQUIRED') return setHumanCheckError(error.message);
      setFormError(error.message);
    }
  };

  return (
    <div className="page agent-apply">
      <h1 className="page-title">{t('agentApplication.title')}</h1>
      <p className="muted agent-apply__intro">{t('agentApplication.intro')}</p>
      <section className="card agent-apply__card" aria-live="polite">
        {done ? (
          <div data-testid="agent-apply-done">
            <h2 className="panel-title">{t('agentApplication.doneTitle')}</h2>
            <p>{t('agentApplication.doneText')}</p>
            <Link to="/" className="footer__more">
              {t('agentApplication.backHome')}
            </Link>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate data-testid="agent-apply-form">
            <FormAlert message={formError} testId="agent-apply-error" />
            <TextField
              label={t('agentApplication.name')}
              autoComplete="name"
              {...bind('name')}
              maxLength={60}
              required
              data-testid="agent-apply-name"
            />
            <TextField
              label={t('agentApplication.contact')}
              hint={t('agentApplication.contactHint')}
              autoComplete="email"
              {...bind('contact')}
              maxLength={120}
              required
              data-testid="agent-apply-contact"
            />
            <SelectField
              label={t('agentApplication.channel')}
              {...bind('channel')}
              options={AGENT_CHANNELS.map((channel) => ({ value: channel, label: t(`agentApplication.channels.${channel}`) }))}
              required
              data-testid="agent-apply-channel"
            />
            <SelectField
              label={t('agentApplication.experience')}
              {...bind('experience')}
              options={AGENT_EXPERIENCE.map((level) => ({ value: level, label: t(`agentApplication.experiences.${level}`) }))}
              required
              data-testid="agent-apply-experience"
            />
            <div className="ui-field">
              <label className="ui-field__label" htmlFor={messageId}>
                {t('agentApplication.message')}
              </label>
              <div className="ui-field__control">
                <textarea
                  id={messageId}
                  className="ui-field__input agent-apply__message"
                  rows={4}
                  maxLength={1000}
                  value={values.message}
                  onChange={bind('message').onChange}
                  data-testid="agent-apply-message"
                />
              </div>
            </div>
            {humanCheck.enabled ? (
              <DeferredHumanCheck scene="register" ref={humanCheck.ref} error={humanCheckError} testId="agent-apply-human-check" />
            ) : null}
            <Button type="submit" block loading={submit.isPending} data-testid="agent-apply-submit">
              {t('agentApplication.submit')}
            </Button>
            {!signedIn ? <p className="muted agent-apply__note">{t('agentApplication.guestNote')}</p> : null}
          </form>
        )}
      </section>
    </div>
  );
}
