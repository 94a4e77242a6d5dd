import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './LandingSection';

/** How uploaded files are handled. */
export function SecurityNotes() {
  const { t } = useTranslation('formatter');
  const items = t('security.items', { returnObjects: true }) as string[];
  return (
    <LandingSection id="security" heading={t('security.heading')}>
      <List sx={{ maxWidth: 860 }}>
        {items.map((item) => (
          <ListItem key={item} alignItems="flex-start" disableGutters>
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
              <LockOutlinedIcon aria-hidden />
            </ListItemIcon>
            <ListItemText primary={item} />
          </ListItem>
        ))}
      </List>
    </LandingSection>
  );
}
