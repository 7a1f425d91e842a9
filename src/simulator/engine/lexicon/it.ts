// English -> Italian. `formal|informal` where formality changes the word.
export const italian = {
  defaultFormality: 'less',
  sourceAliases: 'la=the; lo=the; le=the; gli=the; i=the; una=a; uno=a',
  entries: `
good morning=Buongiorno; good afternoon=Buon pomeriggio; good evening=Buonasera; good night=Buonanotte
thank you=La ringrazio|Grazie; thank you very much=La ringrazio molto|Grazie mille; thanks=Grazie
how are you=Come sta|Come stai; see you soon=A presto; you are=Lei è|sei; are you=è Lei|sei
can you=può|puoi; do you=ha|hai; would you=vorrebbe|vorresti; you have=Lei ha|hai
you can=Lei può|puoi; you will=Lei farà|farai; you need=Le serve|ti serve; you want=Lei vuole|vuoi
please=per favore; hello=Buongiorno|Ciao; hi=Ciao; goodbye=Arrivederci|Ciao; welcome=benvenuto; sorry=mi dispiace
you=Lei|tu; your=Suo|tuo; yours=Suo|tuo; yourself=Lei stesso|te stesso
the=il; a=un; an=un; and=e; or=o; but=ma; not=non; no=no; yes=sì; is=è; are=sono; was=era; were=erano
be=essere; been=stato; has=ha; have=avere; had=aveva; will=farà; would=vorrebbe; can=può; could=potrebbe; should=dovrebbe
must=deve; may=può; do=fare; does=fa; did=fece; to=a; of=di; in=in; on=su; at=a; for=per; with=con; from=da
by=da; about=su; as=come; into=in; after=dopo; before=prima; under=sotto; over=sopra; between=tra; without=senza
this=questo; that=quello; these=questi; those=quelli; it=esso; its=suo; i=io; me=me; my=mio; we=noi; our=nostro; us=noi
he=lui; his=suo; him=lui; she=lei; her=sua; they=loro; their=loro; them=loro; there=lì; here=qui
what=cosa; which=quale; who=chi; when=quando; where=dove; why=perché; how=come; all=tutti; some=alcuni; any=qualsiasi
each=ogni; every=ogni; more=più; most=la maggior parte; other=altro; only=solo; also=anche; very=molto; just=appena; now=adesso
then=poi; today=oggi; tomorrow=domani; yesterday=ieri; again=ancora; always=sempre; never=mai; often=spesso
soon=presto; later=più tardi; together=insieme; still=ancora; already=già; because=perché; if=se; so=quindi; than=di
too=anche; well=bene; many=molti; much=molto; one=uno; two=due; three=tre
morning=mattina; evening=sera; night=notte; day=giorno; week=settimana; month=mese; year=anno; time=tempo
contract=contratto; contracts=contratti; document=documento; documents=documenti; file=file; files=file
page=pagina; pages=pagine; text=testo; word=parola; words=parole; language=lingua; languages=lingue
translation=traduzione; translations=traduzioni; translator=traduttore; meeting=riunione; team=squadra
company=azienda; customer=cliente; customers=clienti; client=cliente; price=prezzo; prices=prezzi
invoice=fattura; payment=pagamento; order=ordine; project=progetto; report=relazione; email=e-mail
message=messaggio; letter=lettera; question=domanda; questions=domande; answer=risposta; problem=problema
solution=soluzione; name=nome; date=data; number=numero; account=conto; key=chiave; user=utente
users=utenti; country=paese; city=città; house=casa; home=casa; world=mondo; people=persone; person=persona
man=uomo; woman=donna; child=bambino; children=bambini; friend=amico; family=famiglia; water=acqua; food=cibo
money=denaro; work=lavoro; job=impiego; office=ufficio; school=scuola; book=libro; car=macchina; train=treno; bus=autobus
phone=telefono; computer=computer; screen=schermo; window=finestra; door=porta; room=stanza; table=tabella
information=informazioni; service=servizio; product=prodotto; products=prodotti; system=sistema; quality=qualità
agreement=accordo; terms=termini; conditions=condizioni; signature=firma; deadline=scadenza
version=versione; change=modifica; changes=modifiche; error=errore; settings=impostazioni; glossary=glossario
call=chiamata; market=mercato; business=affari; law=legge; side=lato; part=parte; end=fine; start=inizio
way=strada; life=vita; hand=mano; head=testa; case=caso; section=sezione; title=titolo; slide=diapositiva
go=andare; come=venire; see=vedere; know=sapere; think=pensare; take=prendere; make=fare; get=ottenere
give=dare; find=trovare; tell=dire; ask=chiedere; use=usare; try=provare; need=bisogno; want=volere
like=piacere; love=amare; look=guardare; send=inviare; read=leggere; write=scrivere; sign=firmare
pay=pagare; open=aperto; close=chiudere; help=aiuto; speak=parlare; translate=tradurre; check=controllare
save=salvare; review=rivedere; update=aggiornamento; receive=ricevere; buy=comprare; sell=vendere
meet=incontrare; wait=aspettare; understand=capire; learn=imparare; signed=firmato; sent=inviato
good=buono; bad=cattivo; big=grande; small=piccolo; great=ottimo; long=lungo; short=breve; high=alto; low=basso
first=primo; last=ultimo; next=prossimo; important=importante; ready=pronto; available=disponibile; free=gratuito
possible=possibile; right=giusto; wrong=sbagliato; easy=facile; difficult=difficile; new=nuovo; old=vecchio; young=giovane
happy=felice; same=stesso; different=diverso; final=definitivo; full=pieno; closed=chiuso; best=migliore
better=meglio; hot=caldo; cold=freddo; early=presto; late=tardi; fast=veloce; slow=lento; left=sinistra
`,
} as const;
