#!/usr/bin/env python3
# Independent judge of translated documents (never Glossa's own readers): Python's zipfile and ElementTree,
# xmllint, pdftotext and html.parser. Input on stdin: a JSON list of {source, output, kind} (kind: docx, pptx,
# xlsx, pdf, pdf-docx, srt, txt, html, xliff). Output: a JSON list of {output, problems: [sentences]}; no
# problem means the file opens and every part that held text (in the source) holds other text now.
import io, json, os, re, subprocess, sys, zipfile
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

XLIFF_12_STRICT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'xliff', 'schemas',
                               'xliff-core-1.2-strict.xsd')

# Parts that hold no reader-facing text, or text a translation leaves (masters, layouts, properties).
NOT_TEXT = re.compile(
    r'^(docProps/|customXml/|\[Content_Types\]|_rels/|.*\.rels$|.*/theme/|ppt/slideMasters/|ppt/slideLayouts/'
    r'|ppt/notesMasters/|ppt/handoutMasters/|.*styles\.xml$|word/settings|word/fontTable|word/webSettings'
    r'|word/numbering|xl/calcChain|ppt/presProps|ppt/viewProps|ppt/tableStyles|xl/workbook\.xml$'
    r'|ppt/presentation\.xml$|.*/people\.xml$|ppt/commentAuthors|word/glossary/)')
LETTER = re.compile(r'[^\W\d_]', re.U)
WORD = re.compile(r'\w+', re.U)


def has_words(text):
    """A word a translation changes: letters only, not an acronym (numbered codes and acronyms stay as they are)."""
    return any(token.isalpha() and len(token) > 1 and not token.isupper() for token in WORD.findall(text))


def local(tag):
    return tag.rsplit('}', 1)[-1]


def texts(xml):
    """Text a reader sees: <t> of any namespace, a chart's cached names, threaded comments' <text>."""
    found = []

    def walk(element, in_names, in_guide):
        name = local(element.tag)
        in_names = in_names or name in ('strCache', 'strLit')
        in_guide = in_guide or name == 'rPh'
        if not in_guide and (name == 't' or (in_names and name == 'v') or (name == 'text' and not list(element))):
            if element.text and has_words(element.text):
                found.append(element.text)
        for child in element:
            walk(child, in_names, in_guide)

    walk(ET.fromstring(xml), False, False)
    return found


def xmllint(data):
    run = subprocess.run(['xmllint', '--noout', '-'], input=data, capture_output=True)
    return None if run.returncode == 0 else run.stderr.decode('utf-8', 'replace').strip().splitlines()[0][:160]


def judge_office(source, output):
    problems = []
    before = zipfile.ZipFile(io.BytesIO(source))
    after = zipfile.ZipFile(io.BytesIO(output))
    if after.testzip() is not None:
        problems.append('an entry fails its CRC check')
    names = set(after.namelist())
    for name in before.namelist():
        if name not in names:
            problems.append(f'{name} is missing')
            continue
        if not (name.endswith('.xml') or name.endswith('.rels')):
            continue
        data = after.read(name)
        error = xmllint(data)
        if error:
            problems.append(f'{name} is not well-formed: {error}')
            continue
        if NOT_TEXT.match(name):
            continue
        try:
            source_texts = texts(before.read(name))
        except ET.ParseError:
            continue
        if source_texts and source_texts == texts(data):
            problems.append(f'{name} is untranslated ({len(source_texts)} texts)')
    return problems


def judge_pdf_docx(output):
    document = zipfile.ZipFile(io.BytesIO(output)).read('word/document.xml')
    error = xmllint(document)
    return [f'word/document.xml is not well-formed: {error}'] if error else []


def judge_pdf(output):
    run = subprocess.run(['pdftotext', '-', '-'], input=output, capture_output=True)
    if run.returncode != 0:
        return ['pdftotext cannot read it: ' + run.stderr.decode('utf-8', 'replace')[:160]]
    return [] if LETTER.search(run.stdout.decode('utf-8', 'replace')) else ['pdftotext finds no text']


def encoding_of(data):
    """The source's encoding, told independently: its byte order mark, else where UTF-16's zero bytes are."""
    if data.startswith(b'\xef\xbb\xbf'):
        return 'utf-8-sig'
    if data[:2] in (b'\xff\xfe', b'\xfe\xff'):
        return 'utf-16'
    if b'\x00' in data:
        return 'utf-16-le' if data[1::2].count(0) > data[0::2].count(0) else 'utf-16-be'
    return 'utf-8'


def judge_text(source, output, kind):
    """The output must be other text in the source's own encoding (a subtitle keeps its timecodes)."""
    if source == output:
        return ['it is unchanged']
    try:
        text = output.decode(encoding_of(source))
    except UnicodeDecodeError:
        return ['it is not readable text in the encoding of its source']
    if '\x00' in text or '\ufffd' in text or (kind == 'srt' and '-->' not in text):
        return ['it is not readable text in the encoding of its source (garbled)']
    return []


class HtmlReading(HTMLParser):
    """The tags of an html page in order, and the texts a reader sees (never script or style)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tags, self.texts, self.hidden = [], [], 0

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        if tag in ('script', 'style'):
            self.hidden += 1
        for name, value in attrs:
            if name in ('title', 'alt', 'placeholder', 'aria-label') and value and has_words(value):
                self.texts.append(value)

    def handle_endtag(self, tag):
        self.tags.append('/' + tag)
        if tag in ('script', 'style') and self.hidden:
            self.hidden -= 1

    def handle_data(self, data):
        if not self.hidden and has_words(data):
            self.texts.append(data.strip())


def read_html(text):
    reading = HtmlReading()
    reading.feed(text)
    reading.close()
    return reading


def judge_html(source, output):
    """The same tags in the same order, in the source's encoding, and every text a reader sees translated."""
    encoding = encoding_of(source)
    try:
        before, after = read_html(source.decode(encoding)), read_html(output.decode(encoding))
    except UnicodeDecodeError:
        return ['it is not readable text in the encoding of its source']
    problems = []
    if before.tags != after.tags:
        problems.append('its markup changed')
    if len(before.texts) != len(after.texts):
        problems.append(f'{len(before.texts)} texts became {len(after.texts)}')
    same = [text for text, other in zip(before.texts, after.texts) if text == other]
    if same:
        problems.append(f'{len(same)} of {len(before.texts)} texts untranslated ({same[0][:40]!r})')
    return problems


XLIFF_1 = 'urn:oasis:names:tc:xliff:document:1.2'
XLIFF_2 = 'urn:oasis:names:tc:xliff:document:2.0'


def all_text(element):
    return ''.join(element.itertext()) if element is not None else ''


def strict_valid(data):
    run = subprocess.run(['xmllint', '--noout', '--nonet', '--schema', XLIFF_12_STRICT, '-'], input=data,
                         capture_output=True)
    return run.returncode == 0


def judge_xliff(source, output):
    """Every translatable unit's target holds other text than its source; a 1.2 file valid against the strict
    schema stays valid; every byte before the first unit is the source's."""
    error = xmllint(output)
    if error:
        return [f'it is not well-formed: {error}']
    root = ET.fromstring(output)
    problems = []
    if root.tag == '{%s}xliff' % XLIFF_2:
        for segment in root.iter('{%s}segment' % XLIFF_2):
            text = all_text(segment.find('{%s}source' % XLIFF_2))
            if has_words(text) and all_text(segment.find('{%s}target' % XLIFF_2)) in ('', text):
                problems.append(f'a segment is untranslated ({text[:40]!r})')
        return problems
    namespace = root.tag[1:].split('}')[0] if root.tag.startswith('{') else ''
    q = (lambda name: '{%s}%s' % (namespace, name)) if namespace else (lambda name: name)

    def units(element, translate):
        for child in element:
            own = child.get('translate', 'yes' if translate else 'no') != 'no'
            if child.tag == q('trans-unit'):
                if own:
                    yield child
            elif child.tag != q('alt-trans'):
                yield from units(child, own)

    for unit in units(root, True):
        text = all_text(unit.find(q('source')))
        target = unit.find(q('target'))
        if has_words(text) and (target is None or all_text(target) in ('', text)):
            problems.append(f'unit {unit.get("id")} is untranslated ({text[:40]!r})')
    if strict_valid(source) and not strict_valid(output):
        problems.append('it passed the XLIFF 1.2 strict schema, and no longer does')
    return problems


def judge(item):
    source = open(item['source'], 'rb').read()
    output = open(item['output'], 'rb').read()
    kind = item['kind']
    try:
        if kind in ('docx', 'pptx', 'xlsx'):
            return judge_office(source, output)
        if kind == 'pdf-docx':
            return judge_pdf_docx(output)
        if kind == 'pdf':
            return judge_pdf(output)
        if kind == 'html':
            return judge_html(source, output)
        if kind == 'xliff':
            return judge_xliff(source, output)
        return judge_text(source, output, kind)
    except Exception as error:  # a file the readers cannot open at all
        return [f'cannot be opened: {error}'[:200]]


print(json.dumps([{'output': item['output'], 'problems': judge(item)} for item in json.load(sys.stdin)]))
