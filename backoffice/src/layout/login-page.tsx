import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import {
  LocalesMenuButton,
  LoginForm,
  PasswordInput,
  TextInput,
  email,
  required,
  useCheckAuth,
  useNavigate,
  useTranslate,
} from 'react-admin';
import { brand } from '../theme';
import { BrandMark } from './brand-mark';

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
        <LoginForm sx={{ '& .RaLoginForm-content': { width: 'auto' } }}>
          <TextInput
            autoFocus
            source="username"
            type="email"
            label={translate('vyrelle.login.email')}
            autoComplete="username"
            validate={[required(), email()]}
          />
          <PasswordInput
            source="password"
            label={translate('vyrelle.login.password')}
            autoComplete="current-password"
            validate={required()}
          />
        </LoginForm>
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
