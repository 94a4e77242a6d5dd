import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCountryName } from './country-name';
import type { MatchingManufacturer } from './manufacturer-queries';
import { NoteText } from './NoteText';

export interface ManufacturerListProps {
  readonly manufacturers: readonly MatchingManufacturer[];
  readonly chosen: ReadonlySet<string>;
  readonly onToggle: (manufacturerId: string) => void;
  readonly onInfo: (manufacturerId: string) => void;
}

/** The matching producers: name, country, distances, optional services they offer and notes, each with a checkbox. */
export function ManufacturerList({ manufacturers, chosen, onToggle, onInfo }: ManufacturerListProps) {
  const { t, i18n } = useTranslation('manufacturers');
  const { t: tp } = useTranslation('production');
  const countryName = useCountryName();
  const km = (value: number | null | undefined) => (value == null ? t('unknownDistance') : t('km', { value: Math.round(value).toLocaleString(i18n.language) }));
  return (
    <List aria-label={t('listLabel')}>
      {manufacturers.map((match) => {
        const name = match.manufacturer.company.name;
        const headquarters = match.manufacturer.headquarterAddress?.country;
        const isChosen = chosen.has(match.manufacturerId);
        return (
          <ListItem
            key={match.manufacturerId}
            divider
            sx={{ alignItems: 'flex-start', bgcolor: isChosen ? 'action.selected' : undefined }}
            secondaryAction={
              <IconButton aria-label={t('info.open', { name })} onClick={() => onInfo(match.manufacturerId)}>
                <InfoOutlinedIcon />
              </IconButton>
            }
          >
            <Checkbox checked={isChosen} onChange={() => onToggle(match.manufacturerId)} slotProps={{ input: { 'aria-label': t('choose', { name }) } }} />
            <Box sx={{ pr: 4 }}>
              <Typography component="h4" sx={{ fontWeight: 600 }}>
                {name}
                {isChosen && <Typography component="span" variant="body2" sx={{ ml: 1 }}>{`(${t('map.chosen')})`}</Typography>}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('location', {
                  country: headquarters ? countryName(headquarters) : t('unknownCountry'),
                  factories: match.manufacturer.factoryCountries.map(countryName).join(', ') || t('unknownCountry'),
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('distances', { factory: km(match.nearestFactoryKm), headquarters: km(match.headquarterKm) })}
              </Typography>
              {match.optionalServices.length > 0 && (
                <Typography variant="body2">{t('optionalServices', { count: match.optionalServices.length, services: match.optionalServices.map((s) => tp(`common:vocabulary.service.${s}`)).join(', ') })}</Typography>
              )}
              {match.notes.map((note, index) => (
                <Typography variant="body2" key={index}>
                  <Box component="span" sx={{ fontWeight: 600 }}>{`${t('noteLabel')}: `}</Box>
                  <NoteText note={note} />
                </Typography>
              ))}
            </Box>
          </ListItem>
        );
      })}
    </List>
  );
}
