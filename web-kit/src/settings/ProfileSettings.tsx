import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { phoneSchema, urlSchema, userProfileInputSchema } from '@pcbm/domain/accounts/account-inputs';
import { LOCALES, SOCIAL_MEDIA_KINDS } from '@pcbm/domain/accounts/account-vocabulary';
import { lineText } from '@pcbm/domain/text/free-text';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { z } from 'zod';
import { chooseLocale } from '../i18n/i18n';
import { useNotice } from '../requests/Notice';
import { useSite } from '../site/site-context';
import { Dropdown, TextInput } from './fields';
import { FormActions } from './FormActions';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImagePicker } from './ImagePicker';
import { ProfileQuery, UpdateUserMutation, type SettingsProfile } from './settings-queries';
import { useErrorReport } from './use-error-report';
import { SettingsHeading } from './SettingsHeading';

const rules = userProfileInputSchema.shape;
/** A link of a profile: an http(s) URL of at most 100 characters, or nothing. */
const socialLink = urlSchema.pipe(lineText(100));

/** The profile form, checked by the server's rules; the phone number is required, as the specification says. */
export const profileFormSchema = z.object({
  firstName: rules.firstName.unwrap(),
  lastName: rules.lastName.unwrap(),
  jobTitle: rules.jobTitle.unwrap(),
  phoneNumber: z.string().trim().min(1, 'This field is required.').pipe(phoneSchema),
  location: rules.location.unwrap(),
  biography: rules.biography.unwrap(),
  pronouns: rules.pronouns.unwrap(),
  languages: rules.languages.unwrap(),
  showEmail: z.boolean(),
  locale: z.enum(LOCALES),
  socialMedia: z.object({ LINKEDIN: socialLink, TWITTER: socialLink, WEBSITE: socialLink }),
});
type ProfileForm = z.input<typeof profileFormSchema>;
type ProfileValues = z.output<typeof profileFormSchema>;

/** Languages offered on a profile, as language codes; their names are shown in the page's language. */
export const PROFILE_LANGUAGES = ['ar', 'cs', 'da', 'de', 'en', 'es', 'fi', 'fr', 'hi', 'hu', 'it', 'ja', 'ko', 'nl', 'no', 'pl', 'pt', 'ro', 'ru', 'sv', 'tr', 'uk', 'zh'] as const;

function formOf(profile: SettingsProfile): ProfileForm {
  const link = (kind: (typeof SOCIAL_MEDIA_KINDS)[number]) => profile.socialMedia.find((entry) => entry.kind === kind)?.username ?? '';
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    jobTitle: profile.jobTitle ?? '',
    phoneNumber: profile.phoneNumber ?? '',
    location: profile.location ?? '',
    biography: profile.biography ?? '',
    pronouns: profile.pronouns ?? '',
    languages: [...profile.languages],
    showEmail: profile.showEmail,
    locale: profile.locale,
    socialMedia: { LINKEDIN: link('LINKEDIN'), TWITTER: link('TWITTER'), WEBSITE: link('WEBSITE') },
  };
}

/** What updateUser is sent: every field of the form, links only when given. */
export function userInputOf(values: ProfileValues) {
  const { socialMedia, ...fields } = values;
  return { ...fields, socialMedia: SOCIAL_MEDIA_KINDS.filter((kind) => socialMedia[kind]).map((kind) => ({ kind, username: socialMedia[kind] })) };
}

/** The person's profile: pictures, name, contact, about, languages and the interface language. */
export function ProfileSettings() {
  const { t } = useTranslation('settings');
  const site = useSite();
  const userId = site.me?.user.id ?? '';
  const [{ data, fetching, error }] = useQuery({ query: ProfileQuery, variables: { id: userId }, pause: !userId, requestPolicy: 'network-only' });
  const profile = data?.user.__typename === 'UserProfile' ? (data.user as SettingsProfile) : null;
  if (!profile) {
    return !data && (fetching || !error) ? <CircularProgress aria-label={t('loading')} /> : <Typography role="alert">{t('loadFailed')}</Typography>;
  }
  return <ProfileFormView key={profile.id} profile={profile} />;
}

function ProfileFormView({ profile }: { readonly profile: SettingsProfile }) {
  const { t, i18n } = useTranslation('settings');
  const notice = useNotice();
  const report = useErrorReport();
  const [, updateUser] = useMutation(UpdateUserMutation);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [heading, setHeading] = useState<File | null>(null);
  const [stored, setStored] = useState({ logoPath: profile.logoPath, headingPath: profile.headingPath });
  const { control, handleSubmit, reset } = useForm<ProfileForm, unknown, ProfileValues>({ resolver: zodResolver(profileFormSchema), defaultValues: formOf(profile) });
  const languageNames = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'language', fallback: 'code' }), [i18n.language]);
  const languageName = (code: string) => ((PROFILE_LANGUAGES as readonly string[]).includes(code) ? (languageNames.of(code) ?? code) : code);

  const save = async (values: ProfileValues) => {
    setSaving(true);
    setFailure(null);
    const result = await updateUser({ user: userInputOf(values), profilePicture: picture ?? undefined, headingImage: heading ?? undefined });
    setSaving(false);
    if (result.error || !result.data) {
      setFailure(result.error ? report(result.error) : t('errors:USER_UPDATE_FAILED'));
      return;
    }
    const saved = result.data.updateUser;
    setStored({ logoPath: saved.logoPath, headingPath: saved.headingPath });
    setPicture(null);
    setHeading(null);
    reset(formOf({ ...profile, ...saved }));
    if (saved.locale !== i18n.language) await chooseLocale(i18n, saved.locale);
    notice(t('saved'));
  };

  return (
    <Box component="form" noValidate aria-labelledby="settings-profile-title" onSubmit={(event) => void handleSubmit(save)(event)}>
      <SettingsHeading id="settings-profile-title" title={t('profile.title')} />
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <ImagePicker variant="round" label={t('profile.picture')} chooseLabel={t('profile.choosePicture')} currentPath={stored.logoPath} file={picture} onChange={setPicture} disabled={saving} />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <ImagePicker variant="wide" label={t('profile.headingImage')} chooseLabel={t('profile.chooseHeadingImage')} currentPath={stored.headingPath} file={heading} onChange={setHeading} disabled={saving} />
        </Grid>
      </Grid>
      <Grid container columnSpacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="firstName" label={t('profile.firstName')} required disabled={saving} autoComplete="given-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="lastName" label={t('profile.lastName')} required disabled={saving} autoComplete="family-name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="jobTitle" label={t('profile.jobTitle')} disabled={saving} autoComplete="organization-title" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="pronouns" label={t('profile.pronouns')} disabled={saving} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="phoneNumber" label={t('profile.phone')} required disabled={saving} type="tel" autoComplete="tel" hint={t('profile.phoneHint')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput control={control} name="location" label={t('profile.location')} disabled={saving} autoComplete="address-level2" />
        </Grid>
        <Grid size={12}>
          <TextInput control={control} name="biography" label={t('profile.biography')} disabled={saving} multiline minRows={4} maxLength={2500} />
        </Grid>
        <Grid size={12}>
          <Controller
            name="languages"
            control={control}
            render={({ field }) => (
              <Autocomplete
                multiple
                id="settings-languages"
                options={PROFILE_LANGUAGES as readonly string[]}
                value={field.value}
                onChange={(_, chosen) => field.onChange(chosen)}
                onBlur={field.onBlur}
                disabled={saving}
                getOptionLabel={languageName}
                noOptionsText={t('noResults')}
                size="small"
                renderValue={(chosen, getItemProps) => chosen.map((code, index) => <Chip {...getItemProps({ index })} key={code} size="small" label={languageName(code)} />)}
                renderInput={(params) => <TextField {...params} inputRef={field.ref} label={t('profile.languages')} helperText=" " />}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Dropdown control={control} name="locale" label={t('profile.locale')} options={LOCALES} optionLabel={(locale) => t(`common:languages.${locale}`)} required disabled={saving} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            name="showEmail"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} disabled={saving} />}
                label={t('profile.showEmail', { email: profile.email ?? '' })}
              />
            )}
          />
        </Grid>
      </Grid>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1, mb: 1 }}>
        {t('profile.links')}
      </Typography>
      <Grid container columnSpacing={2}>
        {SOCIAL_MEDIA_KINDS.map((kind) => (
          <Grid key={kind} size={{ xs: 12, md: 4 }}>
            <TextInput control={control} name={`socialMedia.${kind}`} label={t(`socialMedia.${kind}`)} disabled={saving} type="url" autoComplete="url" />
          </Grid>
        ))}
      </Grid>
      <FormActions label={t('save')} saving={saving} error={failure} />
    </Box>
  );
}
