// English -> Dutch. `formal|informal` where formality changes the word.
export const dutch = {
  defaultFormality: 'less',
  sourceAliases: 'het=the; een=a',
  entries: `
good morning=Goedemorgen; good afternoon=Goedemiddag; good evening=Goedenavond; good night=Goedenacht
thank you=Hartelijk dank|Dank je; thank you very much=Hartelijk bedankt|Dank je wel; thanks=Bedankt
how are you=Hoe gaat het met u|Hoe gaat het met je; see you soon=Tot ziens; you are=u bent|je bent; are you=bent u|ben je
can you=kunt u|kun je; do you=heeft u|heb je; would you=zou u|zou je; you have=u heeft|je hebt
you can=u kunt|je kunt; you will=u zult|je zult; you need=u heeft nodig|je hebt nodig; you want=u wilt|je wilt
please=alstublieft|alsjeblieft; hello=Goedendag|Hallo; hi=Hoi; goodbye=Tot ziens|Doei; welcome=welkom; sorry=sorry
you=u|je; your=uw|je; yours=de uwe|van jou; yourself=uzelf|jezelf
the=de; a=een; an=een; and=en; or=of; but=maar; not=niet; no=nee; yes=ja; is=is; are=zijn; was=was; were=waren
be=zijn; been=geweest; has=heeft; have=hebben; had=had; will=zal; would=zou; can=kan; could=kon; should=moet
must=moet; may=mag; do=doen; does=doet; did=deed; to=naar; of=van; in=in; on=op; at=bij; for=voor; with=met; from=van
by=door; about=over; as=als; into=in; after=na; before=voor; under=onder; over=boven; between=tussen; without=zonder
this=dit; that=dat; these=deze; those=die; it=het; its=zijn; i=ik; me=mij; my=mijn; we=wij; our=ons; us=ons
he=hij; his=zijn; him=hem; she=zij; her=haar; they=zij; their=hun; them=hen; there=daar; here=hier
what=wat; which=welke; who=wie; when=wanneer; where=waar; why=waarom; how=hoe; all=alle; some=sommige; any=elke
each=elke; every=elke; more=meer; most=meeste; other=andere; only=alleen; also=ook; very=erg; just=net; now=nu
then=dan; today=vandaag; tomorrow=morgen; yesterday=gisteren; again=opnieuw; always=altijd; never=nooit; often=vaak
soon=binnenkort; later=later; together=samen; still=nog; already=al; because=omdat; if=als; so=dus; than=dan
too=ook; well=goed; many=veel; much=veel; one=een; two=twee; three=drie
morning=ochtend; evening=avond; night=nacht; day=dag; week=week; month=maand; year=jaar; time=tijd
contract=contract; contracts=contracten; document=document; documents=documenten; file=bestand; files=bestanden
page=pagina; pages=pagina's; text=tekst; word=woord; words=woorden; language=taal; languages=talen
translation=vertaling; translations=vertalingen; translator=vertaler; meeting=vergadering; team=team
company=bedrijf; customer=klant; customers=klanten; client=cliënt; price=prijs; prices=prijzen
invoice=factuur; payment=betaling; order=bestelling; project=project; report=verslag; email=e-mail
message=bericht; letter=brief; question=vraag; questions=vragen; answer=antwoord; problem=probleem
solution=oplossing; name=naam; date=datum; number=nummer; account=rekening; key=sleutel; user=gebruiker
users=gebruikers; country=land; city=stad; house=huis; home=thuis; world=wereld; people=mensen; person=persoon
man=man; woman=vrouw; child=kind; children=kinderen; friend=vriend; family=familie; water=water; food=eten
money=geld; work=werk; job=baan; office=kantoor; school=school; book=boek; car=auto; train=trein; bus=bus
phone=telefoon; computer=computer; screen=scherm; window=venster; door=deur; room=kamer; table=tabel
information=informatie; service=dienst; product=product; products=producten; system=systeem; quality=kwaliteit
agreement=overeenkomst; terms=voorwaarden; conditions=voorwaarden; signature=handtekening; deadline=termijn
version=versie; change=wijziging; changes=wijzigingen; error=fout; settings=instellingen; glossary=woordenlijst
call=oproep; market=markt; business=zaken; law=recht; side=kant; part=deel; end=einde; start=begin
way=weg; life=leven; hand=hand; head=hoofd; case=geval; section=sectie; title=titel; slide=dia
go=gaan; come=komen; see=zien; know=weten; think=denken; take=nemen; make=maken; get=krijgen
give=geven; find=vinden; tell=vertellen; ask=vragen; use=gebruiken; try=proberen; need=nodig; want=willen
like=houden van; love=liefde; look=kijken; send=verzenden; read=lezen; write=schrijven; sign=ondertekenen
pay=betalen; open=open; close=sluiten; help=hulp; speak=spreken; translate=vertalen; check=controleren
save=opslaan; review=beoordelen; update=update; receive=ontvangen; buy=kopen; sell=verkopen
meet=ontmoeten; wait=wachten; understand=begrijpen; learn=leren; signed=ondertekend; sent=verzonden
good=goed; bad=slecht; big=groot; small=klein; great=geweldig; long=lang; short=kort; high=hoog; low=laag
first=eerste; last=laatste; next=volgende; important=belangrijk; ready=klaar; available=beschikbaar; free=gratis
possible=mogelijk; right=juist; wrong=fout; easy=makkelijk; difficult=moeilijk; new=nieuw; old=oud; young=jong
happy=blij; same=zelfde; different=anders; final=definitief; full=vol; closed=gesloten; best=beste
better=beter; hot=heet; cold=koud; early=vroeg; late=laat; fast=snel; slow=langzaam; left=links
`,
} as const;
