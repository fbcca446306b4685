import torch

def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (RuntimeError, TypeError, ValueError) as e:
        print(label, "->", type(e).__name__ + ":", e)

attempt("callable returns a str", lambda: torch.tensor([1.0]).apply_(lambda v: "a"))
attempt("callable returns None", lambda: torch.tensor([1.0]).apply_(lambda v: None))
attempt("callable returns a 0-d tensor", lambda: torch.tensor([1.0]).apply_(lambda v: torch.tensor(2.0)))
attempt("int8 result out of range", lambda: torch.tensor([100], dtype=torch.int8).apply_(lambda v: v * 3))
attempt("uint8 result 256", lambda: torch.tensor([0], dtype=torch.uint8).apply_(lambda v: 256))
attempt("uint8 result -1 (no error)", lambda: torch.tensor([0], dtype=torch.uint8).apply_(lambda v: -1))
attempt("uint8 result -256", lambda: torch.tensor([0], dtype=torch.uint8).apply_(lambda v: -256))
attempt("int64 result 2**63", lambda: torch.tensor([0]).apply_(lambda v: 2**63))
w = torch.tensor([1.0, 2.0], requires_grad=True)
attempt("requires_grad tensor", lambda: w.apply_(lambda v: v))
attempt("detach() first", lambda: w.detach().apply_(lambda v: v + 1))
print("w was changed through the detached alias:", w)
