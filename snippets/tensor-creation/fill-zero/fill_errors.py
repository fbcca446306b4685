import torch

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except RuntimeError as e:
        print(label, "-> RuntimeError:", str(e).splitlines()[0])

attempt("uint8 fill_(300)", lambda: torch.zeros(2, dtype=torch.uint8).fill_(300))
attempt("uint8 fill_(-1)", lambda: torch.zeros(2, dtype=torch.uint8).fill_(-1))
attempt("float16 fill_(70000)", lambda: torch.zeros(2, dtype=torch.float16).fill_(70000))
attempt("float32 fill_(float('inf'))", lambda: torch.zeros(2).fill_(float("inf")))
attempt("uint8 fill_(torch.tensor(300))", lambda: torch.zeros(2, dtype=torch.uint8).fill_(torch.tensor(300)))
attempt("float16 fill_(torch.tensor(70000.0))", lambda: torch.zeros(2, dtype=torch.float16).fill_(torch.tensor(70000.0)))
attempt("fill_(tensor([3.5]))", lambda: torch.zeros(2).fill_(torch.tensor([3.5])))
w = torch.ones(2, requires_grad=True)
attempt("leaf with requires_grad", lambda: w.fill_(0))
with torch.no_grad():
    w.fill_(0.5)
print("under torch.no_grad():", w)
