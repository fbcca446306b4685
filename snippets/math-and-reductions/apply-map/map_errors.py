import torch

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (RuntimeError, TypeError) as e:
        print(label, "->", type(e).__name__ + ":", str(e)[:95])

attempt("float32 self, int64 other", lambda: torch.zeros(3).map_(torch.ones(3, dtype=torch.int64), lambda a, b: b))
attempt("float32 self, float64 other", lambda: torch.zeros(3).map_(torch.ones(3, dtype=torch.float64), lambda a, b: b))
attempt("other larger than self", lambda: torch.zeros(3).map_(torch.ones(2, 3), lambda a, b: b))
attempt("cast other first", lambda: torch.zeros(3).map_(torch.arange(3).float(), lambda a, b: b))
