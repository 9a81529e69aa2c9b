import { readFileSync } from "node:fs";
import { evaluateGroq, parseNdjson } from "@shared/groq";
import { LOCALES } from "@shared/locales";
import { DICTIONARIES } from "~/i18n/dictionaries.server";
import { loadSearchSources, searchDocuments } from "~/search/corpus";
import { answerFrom, buildIndex } from "~/search/engine";
const fixtures = parseNdjson(readFileSync("fixtures/data.ndjson", "utf8"));
const sources = await loadSearchSources((q, p) => evaluateGroq(q, p, fixtures));
const idx: any = {};
for (const l of LOCALES) idx[l] = await buildIndex(searchDocuments(sources, l, DICTIONARIES[l]), l);
const qs: [string,string][] = [["en","How much does the Business plan cost?"],["fr","Combien coûte le plan Business ?"],["en","Which plans include meetings?"],["en","How many users can join a meeting?"],["en","Can I pay by mobile money?"],["en","How much does it cost?"],["en","What is on the plan for Q3?"],["en","Show me the roadmap"],["fr","Quels forfaits incluent les réunions ?"],["rw","Gahunda ya Business igura angahe?"],["en","What is the planning for next year?"],["en","Is there a free trial?"],["en","What is the weather?"],["rw","Ni izihe gahunda zirimo inama?"],["fr","Puis-je payer par mobile money ?"]];
for (const [l,q] of qs) { const a = answerFrom(idx[l], q); console.log(l, q, "=>", a ? a.source.href + " | " + a.text.slice(0,80).replace(/\n/g," ") : null); }
