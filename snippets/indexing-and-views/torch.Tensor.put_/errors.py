import torch

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (RuntimeError, IndexError) as e:
        print(label, "->", type(e).__name__ + ":", e)

attempt("index 5 in 5 elements", lambda: torch.zeros(5).put_(torch.tensor([5]), torch.tensor([1.0])))
attempt("int32 index", lambda: torch.zeros(5).put_(torch.tensor([1], dtype=torch.int32), torch.tensor([1.0])))
attempt("int64 source into float32", lambda: torch.zeros(5).put_(torch.tensor([1]), torch.tensor([1])))
attempt("2 indices, 1 value", lambda: torch.zeros(5).put_(torch.tensor([1, 2]), torch.tensor([1.0])))
