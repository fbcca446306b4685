import torch

scaler = torch.amp.GradScaler("cpu", init_scale=1024.0)
loss = torch.tensor(0.5, requires_grad=True)
scaled = scaler.scale(loss)
print("scaled loss:", scaled.item(), "| dtype:", scaled.dtype)
scaled.backward()
print("grad of loss:", loss.grad.item())  # the scale factor, carried into every gradient
pair = scaler.scale([torch.tensor(1.0), torch.tensor(2.0)])  # lists and tuples too
print("scaled list:", [t.item() for t in pair])
