import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ContactButton } from '../contact/ContactButton';
import { legalLinks } from '../frame/AppFrame';
import { useSite } from '../site/site-context';
import { SettingsHeading } from './SettingsHeading';

/** The questions each side asks most; the answers are strings under settings:help.answers. */
export const HELP_TOPICS = {
  customer: ['files', 'producers', 'quotes', 'waiting', 'changes', 'privacy', 'notifications', 'language'],
  manufacturer: ['incoming', 'answer', 'respondWithin', 'production', 'chat', 'notifications', 'profile', 'language'],
} as const;

/** Help: answers to the common questions of customers or producers, a way to write to us, and the legal pages. */
export function HelpSettings() {
  const { t } = useTranslation('settings');
  const site = useSite();
  const side = site.groups.includes('manufacturer') ? 'manufacturer' : 'customer';
  const legal = legalLinks(site.shop?.legalAttributes);
  return (
    <Box>
      <SettingsHeading title={t('help.title')} intro={t(`help.intro.${side}`)} />
      <Box>
        {HELP_TOPICS[side].map((topic) => (
          <Accordion key={topic} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`help-${topic}`} id={`help-${topic}-question`}>
              <Typography component="h3" sx={{ fontWeight: 600 }}>
                {t(`help.questions.${topic}`)}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography sx={{ whiteSpace: 'pre-line' }}>{t(`help.answers.${topic}`)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ mt: 4, p: 2 }}>
        <Typography component="h3" variant="h6" gutterBottom>
          {t('help.contactTitle')}
        </Typography>
        <Typography sx={{ mb: 1 }}>{t('help.contactText')}</Typography>
        <ContactButton />
      </Paper>
      <Box component="ul" sx={{ mt: 3, pl: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 3 }} aria-label={t('help.legal')}>
        <li>
          <Link href={legal.terms}>{t('help.terms')}</Link>
        </li>
        <li>
          <Link href={legal.privacy}>{t('help.privacy')}</Link>
        </li>
        <li>
          <Link href={legal.imprint}>{t('help.imprint')}</Link>
        </li>
        <li>
          <Link component={RouterLink} to="/version">
            {t('help.version')}
          </Link>
        </li>
      </Box>
    </Box>
  );
}
