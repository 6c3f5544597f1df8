/** The FAQ's shape in either language (faq.ts, faq-fr.ts). FAQ answers are plain text: the page, the home accordion and the FAQPage JSON-LD all use them as they are. */
export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}
