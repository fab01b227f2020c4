import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import {
  Form,
  LocalesMenuButton,
  PasswordInput,
  TextInput,
  email,
  required,
  useCheckAuth,
  useLogin,
  useNavigate,
  useNotify,
  useTranslate,
} from 'react-admin';
import { brand } from '../theme';
import { BrandMark } from './brand-mark';
import { SIGN_IN_ERRORS } from '../session';

type Step = 'password' | 'code' | 'recovery';

/**
 * E-mail and password, then – for a staff account with two-factor sign-in – the code from the
 * authenticator app (or a recovery code) in the same form: the API answers the password grant
 * without one with `mfa_required`, and the form sends the grant again with the code. What was
 * typed stays.
 */
function SignInForm() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const [step, setStep] = useState<Step>('password');
  const [pending, setPending] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setPending(true);
    try {
      await login({
        username: values['username'],
        password: values['password'],
        ...(step === 'code' ? { otp: values['otp'] } : {}),
        ...(step === 'recovery' ? { recoveryCode: values['recoveryCode'] } : {}),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : SIGN_IN_ERRORS.unavailable;
      if (message === SIGN_IN_ERRORS.codeRequired) setStep('code');
      else notify(message || SIGN_IN_ERRORS.unavailable, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ px: 2 }} data-testid="backoffice-login">
        <TextInput
          autoFocus={step === 'password'}
          source="username"
          type="email"
          label={translate('vyrelle.login.email')}
          autoComplete="username"
          validate={[required(), email()]}
          readOnly={step !== 'password'}
        />
        <PasswordInput
          source="password"
          label={translate('vyrelle.login.password')}
          autoComplete="current-password"
          validate={required()}
          readOnly={step !== 'password'}
        />
        {step === 'code' && (
          <TextInput
            autoFocus
            source="otp"
            label={translate('vyrelle.login.code')}
            helperText={translate('vyrelle.login.codeHint')}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            validate={required()}
          />
        )}
        {step === 'recovery' && (
          <TextInput
            autoFocus
            source="recoveryCode"
            label={translate('vyrelle.login.recoveryCode')}
            helperText={translate('vyrelle.login.recoveryHint')}
            autoComplete="off"
            validate={required()}
          />
        )}
        <Button
          type="submit"
          variant="contained"
          color="primary"
          fullWidth
          disabled={pending}
          sx={{ mt: 2 }}
        >
          {pending ? (
            <CircularProgress
              size={19}
              thickness={3}
              color="inherit"
              aria-label={translate('ra.page.loading')}
            />
          ) : (
            translate(step === 'password' ? 'vyrelle.login.signIn' : 'vyrelle.login.verify')
          )}
        </Button>
        {step !== 'password' && (
          <Button
            fullWidth
            sx={{ mt: 1 }}
            onClick={() => setStep(step === 'code' ? 'recovery' : 'code')}
          >
            {translate(step === 'code' ? 'vyrelle.login.useRecovery' : 'vyrelle.login.useCode')}
          </Button>
        )}
      </CardContent>
    </Form>
  );
}

/**
 * The sign-in screen: react-admin's LoginForm (so useLogin and its notices still apply) in a
 * branded card, with the language switcher available before signing in.
 */
export function LoginPage() {
  const translate = useTranslate();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();

  // same as react-admin's Login: someone already signed in goes straight in
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: 6,
        background: `radial-gradient(ellipse at 50% 0%, ${brand.paper} 0%, ${brand.cream} 55%, ${brand.sand} 100%)`,
      }}
    >
      <Box sx={{ position: 'absolute', top: 16, right: 16 }}>
        <LocalesMenuButton />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 400, px: { xs: 1, sm: 2 }, pt: 5, pb: 2 }}>
        <BrandMark subtitle={translate('vyrelle.backoffice')} />
        <Typography
          component="h1"
          variant="h5"
          sx={{ textAlign: 'center', mt: 3, mb: 0.5, fontSize: 24 }}
        >
          {translate('vyrelle.login.title')}
        </Typography>
        <Typography variant="body2" sx={{ textAlign: 'center', color: 'text.secondary' }}>
          {translate('vyrelle.login.hint')}
        </Typography>
        <SignInForm />
      </Card>
      <Typography
        variant="caption"
        sx={{ mt: 3, color: 'text.secondary', letterSpacing: '0.08em' }}
      >
        {translate('vyrelle.tagline')}
      </Typography>
    </Box>
  );
}
