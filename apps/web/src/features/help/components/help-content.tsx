import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/spinner';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from '../../../components/ui/tabs';
import { HtmlContent } from '../../../components/html-content';
import { useHelpCenter } from '../api/get-help-center';
import { TERMS_TAG } from '../help-topics';
import './help.css';

interface HelpContentProps {
  /** The topic's tag; an unknown or missing one shows the first topic. */
  topic: string | undefined;
  onTopicChange: (topic: string) => void;
}

/** The brand's help topics as tabs beside the chosen topic's text. */
export function HelpContent({ topic, onTopicChange }: HelpContentProps) {
  const { t } = useTranslation();
  const help = useHelpCenter();

  if (help.isPending) return <LoadingBlock label={t('common.loading')} />;
  if (help.isError) return <ErrorState message={help.error.message} retryLabel={t('common.retry')} onRetry={() => void help.refetch()} />;
  const topics = help.data;
  if (topics.length === 0) return <p className="muted">{t('helpCenter.empty')}</p>;
  const selected = topics.find((entry) => entry.tag === topic)?.tag ?? topics[0]!.tag;

  return (
    <TabsRoot value={selected} onValueChange={onTopicChange} orientation="vertical" className="help">
      <TabsList aria-label={t('help.topicsLabel')} className="help__list">
        {topics.map((entry) => (
          <TabsTrigger key={entry.tag} value={entry.tag} className="help__trigger" data-testid={`help-tab-${entry.tag}`}>
            {entry.title}
          </TabsTrigger>
        ))}
      </TabsList>
      {topics.map((entry) => (
        <TabsContent
          key={entry.tag}
          value={entry.tag}
          className="help__panel"
          data-testid={entry.tag === TERMS_TAG ? 'help-term' : `help-${entry.tag}`}
        >
          <h3 className="help__title">{entry.title}</h3>
          <HtmlContent html={entry.content} />
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
