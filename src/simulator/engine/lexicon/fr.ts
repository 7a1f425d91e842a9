// English -> French. `formal|informal` where formality changes the word.
export const french = {
  defaultFormality: 'more',
  sourceAliases: "la=the; les=the; l'=the; une=a; des=some; du=of the; est=is; sont=are",
  entries: `
good morning=Bonjour; good afternoon=Bon après-midi; good evening=Bonsoir; good night=Bonne nuit
thank you=Je vous remercie|Merci à toi; thank you very much=Merci beaucoup|Merci mille fois; thanks=Merci
how are you=Comment allez-vous|Comment ça va; see you soon=À bientôt; you are=vous êtes|tu es; are you=êtes-vous|es-tu
can you=pouvez-vous|peux-tu; do you=avez-vous|as-tu; would you=voudriez-vous|voudrais-tu; you have=vous avez|tu as
you can=vous pouvez|tu peux; you will=vous allez|tu vas; you need=vous avez besoin|tu as besoin; you want=vous voulez|tu veux
please=s'il vous plaît|s'il te plaît; hello=Bonjour|Salut; hi=Salut; goodbye=Au revoir|Salut; welcome=bienvenue; sorry=désolé
you=vous|tu; your=votre|ton; yours=le vôtre|le tien; yourself=vous-même|toi-même
the=le; a=un; an=un; and=et; or=ou; but=mais; not=pas; no=non; yes=oui; is=est; are=sont; was=était; were=étaient
be=être; been=été; has=a; have=avoir; had=avait; will=va; would=voudrait; can=peut; could=pourrait; should=devrait
must=doit; may=peut; do=faire; does=fait; did=a fait; to=à; of=de; in=dans; on=sur; at=à; for=pour; with=avec; from=de
by=par; about=sur; as=comme; into=dans; after=après; before=avant; under=sous; over=au-dessus; between=entre; without=sans
this=ce; that=cela; these=ces; those=ceux; it=il; its=son; i=je; me=moi; my=mon; we=nous; our=notre; us=nous
he=il; his=son; him=lui; she=elle; her=sa; they=ils; their=leur; them=eux; there=là; here=ici
what=quoi; which=quel; who=qui; when=quand; where=où; why=pourquoi; how=comment; all=tous; some=quelques; any=tout
each=chaque; every=chaque; more=plus; most=la plupart; other=autre; only=seulement; also=aussi; very=très; just=juste; now=maintenant
then=puis; today=aujourd'hui; tomorrow=demain; yesterday=hier; again=encore; always=toujours; never=jamais; often=souvent
soon=bientôt; later=plus tard; together=ensemble; still=encore; already=déjà; because=parce que; if=si; so=donc; than=que
too=aussi; well=bien; many=beaucoup; much=beaucoup; one=un; two=deux; three=trois
morning=matin; evening=soir; night=nuit; day=jour; week=semaine; month=mois; year=année; time=temps
contract=contrat; contracts=contrats; document=document; documents=documents; file=fichier; files=fichiers
page=page; pages=pages; text=texte; word=mot; words=mots; language=langue; languages=langues
translation=traduction; translations=traductions; translator=traducteur; meeting=réunion; team=équipe
company=entreprise; customer=client; customers=clients; client=client; price=prix; prices=prix
invoice=facture; payment=paiement; order=commande; project=projet; report=rapport; email=e-mail
message=message; letter=lettre; question=question; questions=questions; answer=réponse; problem=problème
solution=solution; name=nom; date=date; number=numéro; account=compte; key=clé; user=utilisateur
users=utilisateurs; country=pays; city=ville; house=maison; home=maison; world=monde; people=gens; person=personne
man=homme; woman=femme; child=enfant; children=enfants; friend=ami; family=famille; water=eau; food=nourriture
money=argent; work=travail; job=emploi; office=bureau; school=école; book=livre; car=voiture; train=train; bus=bus
phone=téléphone; computer=ordinateur; screen=écran; window=fenêtre; door=porte; room=salle; table=tableau
information=informations; service=service; product=produit; products=produits; system=système; quality=qualité
agreement=accord; terms=conditions; conditions=conditions; signature=signature; deadline=échéance
version=version; change=modification; changes=modifications; error=erreur; settings=paramètres; glossary=glossaire
call=appel; market=marché; business=affaires; law=droit; side=côté; part=partie; end=fin; start=début
way=chemin; life=vie; hand=main; head=tête; case=cas; section=section; title=titre; slide=diapositive
go=aller; come=venir; see=voir; know=savoir; think=penser; take=prendre; make=faire; get=obtenir
give=donner; find=trouver; tell=dire; ask=demander; use=utiliser; try=essayer; need=besoin; want=vouloir
like=aimer; love=aimer; look=regarder; send=envoyer; read=lire; write=écrire; sign=signer
pay=payer; open=ouvert; close=fermer; help=aide; speak=parler; translate=traduire; check=vérifier
save=enregistrer; review=réviser; update=mise à jour; receive=recevoir; buy=acheter; sell=vendre
meet=rencontrer; wait=attendre; understand=comprendre; learn=apprendre; signed=signé; sent=envoyé
good=bon; bad=mauvais; big=grand; small=petit; great=excellent; long=long; short=court; high=haut; low=bas
first=premier; last=dernier; next=suivant; important=important; ready=prêt; available=disponible; free=gratuit
possible=possible; right=correct; wrong=faux; easy=facile; difficult=difficile; new=nouveau; old=vieux; young=jeune
happy=heureux; same=même; different=différent; final=définitif; full=plein; closed=fermé; best=meilleur
better=mieux; hot=chaud; cold=froid; early=tôt; late=tard; fast=rapide; slow=lent; left=gauche
`,
} as const;
