// English -> Polish. `formal|informal` where formality changes the word.
export const polish = {
  defaultFormality: 'less',
  entries: `
good morning=Dzień dobry; good afternoon=Dzień dobry; good evening=Dobry wieczór; good night=Dobranoc
thank you=Dziękuję Panu|Dzięki; thank you very much=Bardzo Panu dziękuję|Wielkie dzięki; thanks=Dzięki
how are you=Jak się Pan miewa|Jak się masz; see you soon=Do zobaczenia; you are=Pan jest|jesteś; are you=czy Pan jest|czy jesteś
can you=czy może Pan|czy możesz; do you=czy ma Pan|czy masz; would you=czy mógłby Pan|czy mógłbyś; you have=Pan ma|masz
you can=Pan może|możesz; you will=Pan będzie|będziesz; you need=Pan potrzebuje|potrzebujesz; you want=Pan chce|chcesz
please=proszę; hello=Dzień dobry|Cześć; hi=Cześć; goodbye=Do widzenia|Na razie; welcome=witamy; sorry=przepraszam
you=Pan|ty; your=Pana|twój; yours=Pana|twój; yourself=Pan sam|ty sam
the=ten; a=jeden; an=jeden; and=i; or=lub; but=ale; not=nie; no=nie; yes=tak; is=jest; are=są; was=był; were=byli
be=być; been=był; has=ma; have=mieć; had=miał; will=będzie; would=by; can=może; could=mógłby; should=powinien
must=musi; may=może; do=robić; does=robi; did=zrobił; to=do; of=z; in=w; on=na; at=przy; for=dla; with=z; from=od
by=przez; about=o; as=jako; into=do; after=po; before=przed; under=pod; over=nad; between=między; without=bez
this=to; that=tamto; these=te; those=tamte; it=ono; its=jego; i=ja; me=mnie; my=mój; we=my; our=nasz; us=nas
he=on; his=jego; him=jego; she=ona; her=jej; they=oni; their=ich; them=ich; there=tam; here=tutaj
what=co; which=który; who=kto; when=kiedy; where=gdzie; why=dlaczego; how=jak; all=wszystkie; some=niektóre; any=każdy
each=każdy; every=każdy; more=więcej; most=najwięcej; other=inny; only=tylko; also=także; very=bardzo; just=właśnie; now=teraz
then=potem; today=dzisiaj; tomorrow=jutro; yesterday=wczoraj; again=znowu; always=zawsze; never=nigdy; often=często
soon=wkrótce; later=później; together=razem; still=nadal; already=już; because=ponieważ; if=jeśli; so=więc; than=niż
too=też; well=dobrze; many=wiele; much=dużo; one=jeden; two=dwa; three=trzy
morning=rano; evening=wieczór; night=noc; day=dzień; week=tydzień; month=miesiąc; year=rok; time=czas
contract=umowa; contracts=umowy; document=dokument; documents=dokumenty; file=plik; files=pliki
page=strona; pages=strony; text=tekst; word=słowo; words=słowa; language=język; languages=języki
translation=tłumaczenie; translations=tłumaczenia; translator=tłumacz; meeting=spotkanie; team=zespół
company=firma; customer=klient; customers=klienci; client=klient; price=cena; prices=ceny
invoice=faktura; payment=płatność; order=zamówienie; project=projekt; report=raport; email=e-mail
message=wiadomość; letter=list; question=pytanie; questions=pytania; answer=odpowiedź; problem=problem
solution=rozwiązanie; name=nazwa; date=data; number=numer; account=konto; key=klucz; user=użytkownik
users=użytkownicy; country=kraj; city=miasto; house=dom; home=dom; world=świat; people=ludzie; person=osoba
man=mężczyzna; woman=kobieta; child=dziecko; children=dzieci; friend=przyjaciel; family=rodzina; water=woda; food=jedzenie
money=pieniądze; work=praca; job=posada; office=biuro; school=szkoła; book=książka; car=samochód; train=pociąg; bus=autobus
phone=telefon; computer=komputer; screen=ekran; window=okno; door=drzwi; room=pokój; table=tabela
information=informacje; service=usługa; product=produkt; products=produkty; system=system; quality=jakość
agreement=porozumienie; terms=warunki; conditions=warunki; signature=podpis; deadline=termin
version=wersja; change=zmiana; changes=zmiany; error=błąd; settings=ustawienia; glossary=glosariusz
call=połączenie; market=rynek; business=biznes; law=prawo; side=strona; part=część; end=koniec; start=początek
way=droga; life=życie; hand=ręka; head=głowa; case=przypadek; section=sekcja; title=tytuł; slide=slajd
go=iść; come=przyjść; see=widzieć; know=wiedzieć; think=myśleć; take=brać; make=robić; get=dostać
give=dać; find=znaleźć; tell=powiedzieć; ask=zapytać; use=używać; try=próbować; need=potrzebować; want=chcieć
like=lubić; love=kochać; look=patrzeć; send=wysłać; read=czytać; write=pisać; sign=podpisać
pay=płacić; open=otwarty; close=zamknąć; help=pomoc; speak=mówić; translate=tłumaczyć; check=sprawdzić
save=zapisać; review=przejrzeć; update=aktualizacja; receive=otrzymać; buy=kupić; sell=sprzedać
meet=spotkać; wait=czekać; understand=rozumieć; learn=uczyć się; signed=podpisany; sent=wysłany
good=dobry; bad=zły; big=duży; small=mały; great=świetny; long=długi; short=krótki; high=wysoki; low=niski
first=pierwszy; last=ostatni; next=następny; important=ważny; ready=gotowy; available=dostępny; free=darmowy
possible=możliwy; right=właściwy; wrong=błędny; easy=łatwy; difficult=trudny; new=nowy; old=stary; young=młody
happy=szczęśliwy; same=ten sam; different=inny; final=ostateczny; full=pełny; closed=zamknięty; best=najlepszy
better=lepszy; hot=gorący; cold=zimny; early=wcześnie; late=późno; fast=szybki; slow=wolny; left=lewo
`,
} as const;
