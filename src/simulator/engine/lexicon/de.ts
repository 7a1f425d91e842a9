// English -> German. `formal|informal` where formality changes the word.
export const german = {
  defaultFormality: 'more',
  sourceAliases:
    'der=the; das=the; den=the; dem=the; des=the; eine=a; einen=a; einem=a; einer=a; ist=is; Sie=you; du=you; Morgen=morning',
  entries: `
good morning=Guten Morgen; good afternoon=Guten Tag; good evening=Guten Abend; good night=Gute Nacht
thank you=Vielen Dank|Danke dir; thank you very much=Vielen herzlichen Dank|Danke dir vielmals; thanks=Danke
how are you=Wie geht es Ihnen|Wie geht's dir; see you soon=Bis bald; you are=Sie sind|du bist; are you=sind Sie|bist du
can you=können Sie|kannst du; do you=Haben Sie|Hast du; would you=würden Sie|würdest du; you have=Sie haben|du hast
you can=Sie können|du kannst; you will=Sie werden|du wirst; you need=Sie brauchen|du brauchst; you want=Sie wollen|du willst
please=bitte; hello=Guten Tag|Hallo; hi=Hallo; goodbye=Auf Wiedersehen|Tschüss; welcome=willkommen; sorry=Entschuldigung
you=Sie|du; your=Ihr|dein; yours=Ihres|deins; yourself=sich|dich
the=die; a=ein; an=ein; and=und; or=oder; but=aber; not=nicht; no=nein; yes=ja; is=ist; are=sind; was=war; were=waren
be=sein; been=gewesen; has=hat; have=haben; had=hatte; will=wird; would=würde; can=kann; could=könnte; should=sollte
must=muss; may=darf; do=tun; does=tut; did=tat; to=zu; of=von; in=in; on=auf; at=bei; for=für; with=mit; from=aus
by=von; about=über; as=als; into=in; after=nach; before=vor; under=unter; over=über; between=zwischen; without=ohne
this=dies; that=das; these=diese; those=jene; it=es; its=sein; i=ich; me=mich; my=mein; we=wir; our=unser; us=uns
he=er; his=sein; him=ihn; she=sie; her=ihr; they=sie; their=ihr; them=sie; there=dort; here=hier
what=was; which=welche; who=wer; when=wann; where=wo; why=warum; how=wie; all=alle; some=einige; any=jede
each=jeder; every=jeder; more=mehr; most=meiste; other=andere; only=nur; also=auch; very=sehr; just=nur; now=jetzt
then=dann; today=heute; tomorrow=morgen; yesterday=gestern; again=wieder; always=immer; never=nie; often=oft
soon=bald; later=später; together=zusammen; still=noch; already=schon; because=weil; if=wenn; so=also; than=als
too=auch; well=gut; many=viele; much=viel; one=eins; two=zwei; three=drei
morning=Morgen; evening=Abend; night=Nacht; day=Tag; week=Woche; month=Monat; year=Jahr; time=Zeit
contract=Vertrag; contracts=Verträge; document=Dokument; documents=Dokumente; file=Datei; files=Dateien
page=Seite; pages=Seiten; text=Text; word=Wort; words=Wörter; language=Sprache; languages=Sprachen
translation=Übersetzung; translations=Übersetzungen; translator=Übersetzer; meeting=Besprechung; team=Team
company=Unternehmen; customer=Kunde; customers=Kunden; client=Mandant; price=Preis; prices=Preise
invoice=Rechnung; payment=Zahlung; order=Bestellung; project=Projekt; report=Bericht; email=E-Mail
message=Nachricht; letter=Brief; question=Frage; questions=Fragen; answer=Antwort; problem=Problem
solution=Lösung; name=Name; date=Datum; number=Nummer; account=Konto; key=Schlüssel; user=Benutzer
users=Benutzer; country=Land; city=Stadt; house=Haus; home=Zuhause; world=Welt; people=Leute; person=Person
man=Mann; woman=Frau; child=Kind; children=Kinder; friend=Freund; family=Familie; water=Wasser; food=Essen
money=Geld; work=Arbeit; job=Stelle; office=Büro; school=Schule; book=Buch; car=Auto; train=Zug; bus=Bus
phone=Telefon; computer=Computer; screen=Bildschirm; window=Fenster; door=Tür; room=Raum; table=Tabelle
information=Informationen; service=Dienst; product=Produkt; products=Produkte; system=System; quality=Qualität
agreement=Vereinbarung; terms=Bedingungen; conditions=Bedingungen; signature=Unterschrift; deadline=Frist
version=Version; change=Änderung; changes=Änderungen; error=Fehler; settings=Einstellungen; glossary=Glossar
call=Anruf; market=Markt; business=Geschäft; law=Recht; side=Seite; part=Teil; end=Ende; start=Anfang
way=Weg; life=Leben; hand=Hand; head=Kopf; case=Fall; section=Abschnitt; title=Titel; slide=Folie
go=gehen; come=kommen; see=sehen; know=wissen; think=denken; take=nehmen; make=machen; get=bekommen
give=geben; find=finden; tell=sagen; ask=fragen; use=verwenden; try=versuchen; need=brauchen; want=wollen
like=mögen; love=lieben; look=schauen; send=senden; read=lesen; write=schreiben; sign=unterschreiben
pay=zahlen; open=offen; close=schließen; help=Hilfe; speak=sprechen; translate=übersetzen; check=prüfen
save=speichern; review=prüfen; update=Aktualisierung; receive=erhalten; buy=kaufen; sell=verkaufen
meet=treffen; wait=warten; understand=verstehen; learn=lernen; signed=unterschrieben; sent=gesendet
good=gut; bad=schlecht; big=groß; small=klein; great=großartig; long=lang; short=kurz; high=hoch; low=niedrig
first=erste; last=letzte; next=nächste; important=wichtig; ready=bereit; available=verfügbar; free=kostenlos
possible=möglich; right=richtig; wrong=falsch; easy=einfach; difficult=schwierig; new=neu; old=alt; young=jung
happy=froh; same=gleiche; different=anders; final=endgültig; full=voll; closed=geschlossen; best=beste
better=besser; hot=heiß; cold=kalt; early=früh; late=spät; fast=schnell; slow=langsam; left=links
proton beam=Protonenstrahl; proton=Proton; beam=Strahl
`,
} as const;
