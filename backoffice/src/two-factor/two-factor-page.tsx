import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Title, useAuthProvider, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../data-provider';
import { problemOf } from '../lib/admin-fetch';
import type {
  RecoveryCodes as Codes,
  TwoFactorSetup as Setup,
  TwoFactorStatus as Status,
} from '../api/types';

/** The auth provider's extra: a new token after enrolment (the enrolment-only session ends). */
interface RenewingAuthProvider {
  renewSession?: () => Promise<void>;
}

/** The field error of a failed call, as a translation key (the API's `errors` map), or the notice. */
function useFailure() {
  const notify = useNotify();
  return (error: unknown): string | null => {
    const problem = problemOf(error);
    const field = problem?.errors?.['code'] ?? problem?.errors?.['password'];
    if (field) return field;
    notify(error instanceof Error && error.message ? error.message : 'vyrelle.errors.unknown', {
      type: 'error',
    });
    return null;
  };
}

/**
 * "Two-factor sign-in": the staff member's own TOTP set-up (QR code, first code, ten recovery
 * codes shown once), new recovery codes and switching it off (password and a code each). Where
 * STAFF_MFA=required a staff session without it lands here and can go nowhere else.
 */
export function TwoFactorPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const authProvider = useAuthProvider() as (RenewingAuthProvider & object) | undefined;
  const fail = useFailure();
  const [status, setStatus] = useState<Status | null>(null);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    dataProvider
      .getJson<Status>('two-factor')
      .then(setStatus)
      .catch((error: unknown) => fail(error));
    // once on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = async (work: () => Promise<void>) => {
    setPending(true);
    setFieldError(null);
    try {
      await work();
    } catch (error) {
      setFieldError(fail(error));
    } finally {
      setPending(false);
    }
  };

  const start = () =>
    run(async () => {
      setSetup(await dataProvider.postJson<Setup>('two-factor/setup'));
      setCode('');
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const result = await dataProvider.postJson<Codes>('two-factor/confirm', { code });
      setCodes(result.recoveryCodes);
      setSetup(null);
      setCode('');
    });
  };

  /** Leaves the page with a session that has its second factor (a full reload re-reads the user). */
  const proceed = () =>
    run(async () => {
      await authProvider?.renewSession?.();
      window.location.assign(import.meta.env.BASE_URL);
    });

  const manage = (action: 'recovery-codes' | 'disable') =>
    run(async () => {
      const factor = /^\d{6}$/.test(code.trim()) ? { code: code.trim() } : { recoveryCode: code };
      const body = { password, ...factor };
      if (action === 'recovery-codes') {
        setCodes(
          (await dataProvider.postJson<Codes>('two-factor/recovery-codes', body)).recoveryCodes,
        );
      } else {
        setStatus(await dataProvider.postJson<Status>('two-factor/disable', body));
        setCodes(null);
      }
      setPassword('');
      setCode('');
    });

  return (
    <Box sx={{ maxWidth: 640, mt: 2 }} data-testid="two-factor-page">
      <Title title={translate('twoFactor.title')} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('twoFactor.title')}
      </Typography>
      {status?.enrolmentRequired && !codes && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('twoFactor.required')}
        </Alert>
      )}
      <Card>
        <CardContent>
          {codes ? (
            <Stack spacing={2} data-testid="two-factor-codes">
              <Typography component="h2" variant="h6">
                {translate('twoFactor.codesTitle')}
              </Typography>
              <Typography>{translate('twoFactor.codesHint')}</Typography>
              <Box
                component="ul"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(2, max-content)',
                  columnGap: 4,
                  fontFamily: 'monospace',
                  fontSize: 18,
                  listStyle: 'none',
                  p: 0,
                }}
              >
                {codes.map((value) => (
                  <li key={value} data-testid="recovery-code">
                    {value}
                  </li>
                ))}
              </Box>
              <Button
                variant="contained"
                onClick={() => void proceed()}
                disabled={pending}
                data-testid="two-factor-proceed"
              >
                {translate('twoFactor.proceed')}
              </Button>
            </Stack>
          ) : setup ? (
            <Stack spacing={2} component="form" onSubmit={confirm} noValidate>
              <Typography>{translate('twoFactor.scan')}</Typography>
              <Box
                component="img"
                src={setup.qrCode}
                alt={translate('twoFactor.qrAlt')}
                sx={{ width: 200, height: 200, alignSelf: 'center' }}
                data-testid="two-factor-qr"
              />
              <Typography>
                {translate('twoFactor.manual')}{' '}
                <Box
                  component="code"
                  sx={{ wordBreak: 'break-all', fontSize: 16 }}
                  data-testid="two-factor-secret"
                >
                  {setup.secret}
                </Box>
              </Typography>
              <TextField
                label={translate('twoFactor.code')}
                name="code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                error={fieldError !== null}
                helperText={fieldError ? translate(fieldError) : ' '}
                autoFocus
                required
              />
              <Button
                type="submit"
                variant="contained"
                disabled={pending || code.trim() === ''}
                data-testid="two-factor-confirm"
              >
                {translate('twoFactor.confirm')}
              </Button>
            </Stack>
          ) : status?.enabled ? (
            <Stack spacing={2}>
              <Alert severity="success">{translate('twoFactor.on')}</Alert>
              <Typography>
                {translate('twoFactor.codesLeft', { count: status.recoveryCodesLeft })}
              </Typography>
              <Typography>{translate('twoFactor.manage')}</Typography>
              <TextField
                label={translate('twoFactor.password')}
                type="password"
                name="password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                required
              />
              <TextField
                label={translate('twoFactor.codeOrRecovery')}
                name="code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                autoComplete="one-time-code"
                error={fieldError !== null}
                helperText={fieldError ? translate(fieldError) : ' '}
                required
              />
              <Stack direction="row" spacing={2}>
                <Button
                  variant="outlined"
                  disabled={pending || !password || !code}
                  onClick={() => void manage('recovery-codes')}
                >
                  {translate('twoFactor.regenerate')}
                </Button>
                <Button
                  variant="outlined"
                  color="error"
                  disabled={pending || !password || !code}
                  onClick={() => void manage('disable')}
                >
                  {translate('twoFactor.disable')}
                </Button>
              </Stack>
            </Stack>
          ) : status ? (
            <Stack spacing={2}>
              <Typography>{translate('twoFactor.off')}</Typography>
              <Button
                variant="contained"
                onClick={() => void start()}
                disabled={pending}
                data-testid="two-factor-start"
              >
                {translate('twoFactor.start')}
              </Button>
            </Stack>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}

export default TwoFactorPage;
