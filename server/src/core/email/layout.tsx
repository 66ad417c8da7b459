import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties } from 'react';
import { brand } from '../../../../common/brand';
import { signOff, type EmailBlock, type EmailMessage } from '../../../../content/emails';

// The one branded layout of every email (docs/decisions/0054-html-emails.md). Colours are
// inline for the mail programs that drop <style>; the dark palette comes from the
// prefers-color-scheme rules below, which must say !important to win over an inline style.
// No image: mail programs block remote ones, and the brand is the wordmark in text.

const light = {
  page: '#f3f4f6',
  card: '#ffffff',
  border: '#e5e7eb',
  text: '#111827',
  muted: '#4b5563',
  brand: '#4338ca',
  button: '#4f46e5',
};
const dark = {
  page: '#0b0f19',
  card: '#161b26',
  border: '#2a3140',
  text: '#e5e7eb',
  muted: '#a3acb9',
  brand: '#a5b4fc',
};

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const darkStyles = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page { background-color: ${dark.page} !important; }
  .card { background-color: ${dark.card} !important; border-color: ${dark.border} !important; }
  .text { color: ${dark.text} !important; }
  .muted { color: ${dark.muted} !important; }
  .brand, .link { color: ${dark.brand} !important; }
  .rule { border-color: ${dark.border} !important; }
}
@media only screen and (max-width: 480px) {
  .card { padding: 24px 20px !important; }
}
`;

const text: CSSProperties = {
  color: light.text,
  fontSize: '16px',
  lineHeight: '24px',
  margin: '0 0 16px',
};
const note: CSSProperties = { ...text, color: light.muted, fontSize: '14px', lineHeight: '21px' };
// Long links (a token) wrap anywhere instead of widening the email past a phone's screen.
const link: CSSProperties = { color: light.brand, wordBreak: 'break-all' };

function Block({ block }: { block: EmailBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text className="text" style={text}>
          {block.text}
        </Text>
      );
    case 'note':
      return (
        <Text className="muted" style={note}>
          {block.text}
        </Text>
      );
    case 'action':
      return (
        <>
          <Text className="text" style={text}>
            {block.intro}
          </Text>
          <Section style={{ margin: '8px 0 12px' }}>
            <Button
              href={block.url}
              style={{
                backgroundColor: light.button,
                borderRadius: '8px',
                color: '#ffffff',
                fontSize: '16px',
                fontWeight: 600,
                lineHeight: '24px',
                padding: '12px 22px',
                textDecoration: 'none',
              }}
            >
              {block.label}
            </Button>
          </Section>
          <Text className="muted" style={{ ...note, fontSize: '13px', lineHeight: '19px' }}>
            Button not working? Open this link:{' '}
            <Link className="link" href={block.url} style={link}>
              {block.url}
            </Link>
          </Text>
        </>
      );
    case 'link':
      return (
        <Text className="text" style={text}>
          {block.intro}
          <br />
          <Link className="link" href={block.url} style={link}>
            {block.url}
          </Link>
        </Text>
      );
    case 'summary':
      return (
        <Section
          className="rule"
          style={{
            borderTop: `1px solid ${light.border}`,
            borderBottom: `1px solid ${light.border}`,
            margin: '0 0 16px',
            padding: '8px 0',
          }}
        >
          {block.rows.map((row) => (
            <Text key={row.label} className="text" style={{ ...text, margin: '8px 0' }}>
              <span className="muted" style={{ color: light.muted, fontSize: '14px' }}>
                {row.label}
              </span>
              <br />
              {typeof row.value === 'string'
                ? row.value
                : row.value.map((line, i) => (
                    <span key={i}>
                      {i > 0 && <br />}• {line}
                    </span>
                  ))}
            </Text>
          ))}
        </Section>
      );
  }
}

export function EmailLayout({ message }: { message: EmailMessage }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <title>{message.subject}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkStyles}</style>
      </Head>
      <Preview>{message.preheader}</Preview>
      {/* Body repeats its colour on a table cell no class reaches, so the page colour that dark
          mode can change is on the Section inside it. */}
      <Body className="page" style={{ backgroundColor: light.page, margin: 0 }}>
        <Section
          className="page"
          style={{ backgroundColor: light.page, fontFamily: font, padding: '24px 0' }}
        >
          <Container style={{ maxWidth: '560px', width: '100%', padding: '0 12px' }}>
            <Text
              className="brand"
              style={{
                color: light.brand,
                fontSize: '18px',
                fontWeight: 700,
                letterSpacing: '-0.01em',
                lineHeight: '24px',
                margin: '0 0 16px',
                padding: '0 4px',
              }}
            >
              {brand.name}
            </Text>
            <Section
              className="card"
              style={{
                backgroundColor: light.card,
                border: `1px solid ${light.border}`,
                borderRadius: '12px',
                padding: '32px',
              }}
            >
              <Heading
                as="h1"
                className="text"
                style={{
                  color: light.text,
                  fontSize: '24px',
                  fontWeight: 700,
                  lineHeight: '32px',
                  margin: '0 0 20px',
                }}
              >
                {message.heading}
              </Heading>
              <Text className="text" style={text}>
                {message.greeting}
              </Text>
              {message.body.map((block, i) => (
                <Block key={i} block={block} />
              ))}
              <Text className="text" style={{ ...text, margin: '24px 0 0' }}>
                {signOff}
              </Text>
            </Section>
            <Text
              className="muted"
              style={{ ...note, fontSize: '13px', margin: '16px 0 0', padding: '0 4px' }}
            >
              {brand.name}: {brand.tagline}
            </Text>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}
