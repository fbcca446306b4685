import torch

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (RuntimeError, TypeError) as e:
        print(label, "->", type(e).__name__ + ":", e)

attempt("callable returns a str", lambda: torch.tensor([1.0]).apply_(lambda v: "a"))
attempt("callable returns None", lambda: torch.tensor([1.0]).apply_(lambda v: None))
attempt("int8 result out of range", lambda: torch.tensor([100], dtype=torch.int8).apply_(lambda v: v * 3))
w = torch.tensor([1.0, 2.0], requires_grad=True)
attempt("requires_grad tensor", lambda: w.apply_(lambda v: v))
attempt("detach() first", lambda: w.detach().apply_(lambda v: v + 1))
print("w was changed through the detached alias:", w)
