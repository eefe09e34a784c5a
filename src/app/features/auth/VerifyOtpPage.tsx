import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  createTicker,
  otpFormMachine,
  type OtpFormContext,
  type OtpResendResult,
  type OtpVerifyInput,
  type OtpVerifyResult,
} from '../../../machines';
import { Button } from '../../../design-system/components/Button/Button';
import { TextField } from '../../../design-system/components/TextField/TextField';
import { notify } from '../../../design-system/components/Toast/notify';
import { readFormAnswer } from '../../api/forms';
import { activeI18n } from '../../i18n/i18n';
import { useAppTranslation } from '../../i18n/useAppTranslation';
import { api } from '../../services/apiClient';
import { fieldMessage } from '../../forms/fieldMessages';
import * as formStyles from '../../forms/form.css';
import * as styles from '../../forms/formPage.css';
import { FormAlert, FormNotice, FormPage, FormPageLink } from '../../forms/FormPage';
import { pathOf } from '../../routes/routes';
import { Form } from '../../../design-system/components/Form/Form';
import { useLinkToken } from './linkToken';
import { onlyDigits } from '../../../domain/digits';

export type OtpFormActor = ActorRefFrom<typeof otpFormMachine>;

async function verifyOtp(input: OtpVerifyInput): Promise<OtpVerifyResult> {
  const { error, response } = await api.POST('/user/auth/otp/verify', { body: input });
  const answer = readFormAnswer(response.status, error);
  return answer.kind === 'sent' ? { kind: 'verified' } : answer;
}

async function resendOtp(input: { email: string; otp_type: OtpVerifyInput['otp_type'] }): Promise<OtpResendResult> {
  const { error, response } = await api.POST('/user/auth/otp/resend', { body: input });
  const answer = readFormAnswer(response.status, error);
  return answer.kind === 'sent' ? answer : { kind: 'rejected', message: answer.message };
}

/** The OTP machine with the site's effects: the two calls, the clock, and the "code sent" toast. */
export const appOtpFormMachine = otpFormMachine.provide({
  actors: {
    verifyOtp: fromPromise(({ input }) => verifyOtp(input)),
    resendOtp: fromPromise(({ input }) => resendOtp(input)),
    ticker: createTicker(() => Date.now()),
  },
  actions: {
    notifyResent: () => void notify.success(activeI18n().t('auth:otp.sent')),
  },
});

/** The 4-digit code form and the resend button, drawn from the OTP machine's two regions. */
export function VerifyOtpForm({ actor }: { actor: OtpFormActor }) {
  const { t } = useAppTranslation();
  const code = useSelector(actor, (s) => s.value.code);
  const resend = useSelector(actor, (s) => s.value.resend);
  const context: OtpFormContext = useSelector(actor, (s) => s.context);
  const verifying = code === 'verifying';
  const checkingLink = verifying && context.token !== null;

  // A failed resend is a toast (spec §8: first errors message, else data's, else the top-level one).
  const resendFailure = context.resendFailure;
  useEffect(() => {
    if (resendFailure) void notify.error(resendFailure.message || activeI18n().t('errors:generic'));
  }, [resendFailure]);

  return (
    <div className={formStyles.form}>
      <Form className={formStyles.form} onSubmit={() => actor.send({ type: 'form.submit' })}>
        {checkingLink ? <FormNotice>{t('auth:otp.checkingLink')}</FormNotice> : null}
        {context.linkRefused ? <FormAlert>{t('auth:otp.linkRefused')}</FormAlert> : null}
        {context.failure && !context.serverErrors['otp'] && !context.linkRefused ? <FormAlert>{context.failure.message || t('errors:generic')}</FormAlert> : null}
        <TextField
          label={t('auth:fields.otp')}
          description={t('auth:hints.otp')}
          value={context.otp}
          onChange={(value) => actor.send({ type: 'field.change', field: 'otp', value: onlyDigits(value).slice(0, 4) })}
          errorMessage={fieldMessage(t, 'otp', context.errors, context.serverErrors) ?? fieldMessage(t, 'email', context.errors, context.serverErrors)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          isRequired
          isReadOnly={verifying || code === 'verified'}
        />
        <Button type="submit" fullWidth isPending={verifying} pendingLabel={t('auth:otp.pending')} isDisabled={code === 'verified'}>
          {t('auth:otp.submit')}
        </Button>
      </Form>
      <div className={formStyles.actions}>
        <Button
          variant="secondary"
          size="sm"
          isPending={resend === 'sending'}
          pendingLabel={t('auth:otp.resending')}
          isDisabled={resend === 'coolingDown'}
          onPress={() => actor.send({ type: 'otp.resend' })}
        >
          {t('auth:otp.resend')}
        </Button>
        <span className={styles.muted} role="status">
          {resend === 'coolingDown' ? t('auth:otp.resendIn', { count: context.resendInSeconds }) : t('auth:otp.expiredHint')}
        </span>
      </div>
      {code === 'verified' ? (
        <FormNotice>
          {t('auth:otp.verified')} <FormPageLink to={pathOf('login', { verified: '1', email: context.email })}>{t('auth:otp.toLogin')}</FormPageLink>
        </FormNotice>
      ) : null}
    </div>
  );
}

function VerifyOtp({ email, token }: { email: string; token: string | undefined }) {
  const actor = useActorRef(appOtpFormMachine, { input: { email, otpType: 'user_verify_email', ...(token ? { token } : {}) } });
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches({ code: 'verified' })) void navigate(pathOf('login', { verified: '1', email }));
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, email]);
  return <VerifyOtpForm actor={actor} />;
}

/**
 * /verify-otp?email=…: the emailed 4-digit code proves the address; then the contestant logs in. Opened from the
 * e-mail's link (`&token=…`), the link's token is verified at once in the code's place.
 */
export default function VerifyOtpPage() {
  const { t } = useAppTranslation();
  const [params] = useSearchParams();
  const token = useLinkToken();
  const email = params.get('email')?.trim() ?? '';
  if (!email) {
    return (
      <FormPage
        title={t('auth:otp.title')}
        footer={
          <>
            <FormPageLink to={pathOf('register')}>{t('auth:login.register')}</FormPageLink>
            <FormPageLink to={pathOf('login')}>{t('auth:otp.toLogin')}</FormPageLink>
          </>
        }
      >
        <p>{t('auth:otp.noEmail')}</p>
      </FormPage>
    );
  }
  return (
    <FormPage title={t('auth:otp.title')} intro={t('auth:otp.intro', { email })}>
      <VerifyOtp email={email} token={token} />
    </FormPage>
  );
}
