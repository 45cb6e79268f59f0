import { useTranslation } from 'react-i18next';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { HELP_TOPICS, type HelpTopic } from '../help-topics';
import './help.css';

interface HelpContentProps {
  topic: HelpTopic;
  onTopicChange: (topic: HelpTopic) => void;
}

/** Topic tabs and the chosen topic's text; paragraphs are separated by blank lines in i18n. */
export function HelpContent({ topic, onTopicChange }: HelpContentProps) {
  const { t } = useTranslation();
  return (
    <TabsRoot value={topic} onValueChange={(value) => onTopicChange(value as HelpTopic)} orientation="vertical" className="help">
      <TabsList aria-label={t('help.topicsLabel')} className="help__list">
        {HELP_TOPICS.map((key) => (
          <TabsTrigger key={key} value={key} className="help__trigger">
            {t(`help.topics.${key}.title`)}
          </TabsTrigger>
        ))}
      </TabsList>
      {HELP_TOPICS.map((key) => (
        <TabsContent key={key} value={key} className="help__panel" data-testid={`help-${key}`}>
          <h3 className="help__title">{t(`help.topics.${key}.title`)}</h3>
          {t(`help.topics.${key}.body`)
            .split('\n\n')
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
